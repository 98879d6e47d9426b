import {
  FACTOR_KEYS,
  FACTOR_NAMES,
  type Access,
  type ComparisonGame,
  type GameDetail,
  type GameStatus,
} from '@vantage/contracts/sports';
import { GAME_MODEL_DEFAULTS, SPORTS_TIMEZONE } from '@vantage/contracts/sports';
import type { GameOdds } from '../data/games';
import { displayOutputs, type StoredOutputs } from '../predictions/record';
import type { PredictionOutputs } from '../model/outputs';
import type { GameRecord, TeamRow } from './repository';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SPORTS_TIMEZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The real start time in US Eastern when known; Retrosheet only says day or night, and we say just that. */
export function gameTime(startTime: Date | null, dayNight: string | null): string {
  if (startTime) return timeFormat.format(startTime);
  if (dayNight === 'D') return 'Day game';
  if (dayNight === 'N') return 'Night game';
  return 'TBD';
}

/** Start time first, else day games before night games before unknown times. */
export function compareGames(a: GameRecord, b: GameRecord): number {
  const rank = (r: GameRecord) =>
    r.game.startTime
      ? r.game.startTime.getTime()
      : r.game.dayNight === 'D'
        ? 1e15
        : r.game.dayNight === 'N'
          ? 2e15
          : 3e15;
  return rank(a) - rank(b) || a.game.gameNumber - b.game.gameNumber || (a.game.id < b.game.id ? -1 : 1);
}

/** What the clock allows to be shown of a game. */
export interface Visibility {
  today: string;
  /** Replay: nothing from today on has happened. Live: the provider's status is the truth. */
  replay: boolean;
}

function resultVisible(r: GameRecord, v: Visibility): boolean {
  const g = r.game;
  if (g.status !== 'completed' || g.homeScore === null || g.awayScore === null) return false;
  return v.replay ? g.date < v.today : g.date <= v.today;
}

export function statusOf(r: GameRecord, v: Visibility): GameStatus {
  if (resultVisible(r, v)) return 'completed';
  const g = r.game;
  if (g.status === 'postponed') return 'postponed';
  if (!v.replay && g.status === 'in_progress') return 'in_progress';
  return 'scheduled';
}

function outputsOf(r: GameRecord, v: Visibility): PredictionOutputs | null {
  if (!r.prediction || r.game.date > v.today) return null;
  return displayOutputs(r.prediction.pHome, r.prediction.outputs as StoredOutputs, lineOf(r));
}

function lineOf(r: GameRecord): GameOdds | null {
  return r.line
    ? {
        homeMoneyline: r.line.homeMoneyline,
        awayMoneyline: r.line.awayMoneyline,
        total: r.line.total,
        source: 'provider',
      }
    : null;
}

function teamName(teams: Map<string, TeamRow>, code: string): string {
  return teams.get(code)?.name ?? code;
}

const FULL_ACCESS: Access = { insight: true, comprehensive_analysis: true, expected_value: true };

/** One game of the comparison list as the most privileged caller sees it. */
export function comparisonGame(r: GameRecord, teams: Map<string, TeamRow>, v: Visibility): ComparisonGame {
  const g = r.game;
  const out = outputsOf(r, v);
  const stored = out ? (r.prediction!.outputs as StoredOutputs) : null;
  const visible = resultVisible(r, v);
  const homeWon = visible ? g.homeScore! > g.awayScore! : null;
  const tie = visible && g.homeScore === g.awayScore;
  // Starters and prices of later days are not known yet in a replay (they are set close to the game).
  const announced = g.date <= v.today;
  const starter = (name: string | null, record: string | null | undefined) =>
    name && announced ? { name, record: record ?? null } : null;
  return {
    game_id: g.id,
    game_date: g.date,
    game_time: gameTime(g.startTime, g.dayNight),
    home_team: teamName(teams, g.home),
    away_team: teamName(teams, g.away),
    home_team_code: g.home,
    away_team_code: g.away,
    home_team_logo: null,
    away_team_logo: null,
    game_status: statusOf(r, v),
    final_score: visible ? { home: g.homeScore!, away: g.awayScore! } : null,
    actual_result: visible && !tie ? (homeWon ? 'home_win' : 'away_win') : null,
    predicted_winner: out?.predicted_winner ?? 'neutral',
    win_probability: out?.win_probability ?? 50,
    home_win_probability: out?.home_win_probability ?? 50,
    away_win_probability: out?.away_win_probability ?? 50,
    margin: out?.margin ?? 0,
    confidence: out?.confidence ?? 'low',
    home_final_score: out?.home_final_score ?? 50,
    away_final_score: out?.away_final_score ?? 50,
    home_algorithm_score: out?.home_algorithm_score ?? 50,
    away_algorithm_score: out?.away_algorithm_score ?? 50,
    home_trend_score: out?.home_trend_score ?? 50,
    away_trend_score: out?.away_trend_score ?? 50,
    home_vantage: out?.home_vantage ?? 0,
    away_vantage: out?.away_vantage ?? 0,
    home_ev: out?.home_ev ?? null,
    away_ev: out?.away_ev ?? null,
    home_momentum: stored?.momentum.home ?? 0,
    away_momentum: stored?.momentum.away ?? 0,
    total_trends: out ? r.trends.reduce((s, t) => s + t.positive.length + t.negative.length, 0) : 0,
    home_starter: starter(g.homeStarterName, stored?.starter_record.home),
    away_starter: starter(g.awayStarterName, stored?.starter_record.away),
    moneyline:
      r.line && announced ? { home: r.line.homeMoneyline, away: r.line.awayMoneyline, total: r.line.total } : null,
    prediction_correct:
      out && visible && !tie && out.predicted_winner !== 'neutral'
        ? (out.predicted_winner === 'home') === homeWon
        : null,
    has_prediction: out !== null,
    access: FULL_ACCESS,
  };
}

/** The same game for a caller without the insight: spec defaults in place of every model figure. */
export function lockInsight(game: ComparisonGame): ComparisonGame {
  return {
    ...game,
    ...GAME_MODEL_DEFAULTS,
    prediction_correct: null,
    access: { insight: false, comprehensive_analysis: false, expected_value: false },
  };
}

export function lockExpectedValue(game: ComparisonGame): ComparisonGame {
  return {
    ...game,
    home_ev: null,
    away_ev: null,
    access: { ...game.access, comprehensive_analysis: false, expected_value: false },
  };
}

function pct(x: number): string {
  return `${x.toFixed(1)}%`;
}

function signed(x: number): string {
  return `${x > 0 ? '+' : ''}${x.toFixed(1)}%`;
}

function moneyline(ml: number): string {
  return ml > 0 ? `+${ml}` : String(ml);
}

/** Plain sentences about a prediction, from its recorded figures only. */
export function summarySentences(
  r: GameRecord,
  teams: Map<string, TeamRow>,
  out: PredictionOutputs,
  stored: StoredOutputs,
  withEv: boolean,
): string[] {
  const g = r.game;
  const home = teams.get(g.home)?.nickname ?? g.home;
  const away = teams.get(g.away)?.nickname ?? g.away;
  const sentences: string[] = [];
  if (out.predicted_winner === 'neutral') {
    sentences.push(
      `Too close to call: ${home} ${pct(out.home_win_probability)}, ${away} ${pct(out.away_win_probability)} (neutral).`,
    );
  } else {
    const pick = out.predicted_winner === 'home' ? home : away;
    sentences.push(
      `Vantage picks the ${pick}: ${pct(out.win_probability)} win probability, ${out.confidence} confidence (margin ${out.margin.toFixed(1)} points).`,
    );
  }
  const starters = [
    g.awayStarterName ? `${g.awayStarterName} (${stored.starter_record.away ?? '0-0'}) for the ${away}` : null,
    g.homeStarterName ? `${g.homeStarterName} (${stored.starter_record.home ?? '0-0'}) for the ${home}` : null,
  ].filter(Boolean);
  if (starters.length) sentences.push(`Starting pitchers: ${starters.join(', ')}.`);
  const gaps = FACTOR_KEYS.map((k) => ({ k, d: out.home_breakdown[k] - out.away_breakdown[k] })).sort(
    (a, b) => Math.abs(b.d) - Math.abs(a.d),
  );
  const top = gaps[0];
  sentences.push(
    `Vantage score: ${home} ${out.home_vantage.toFixed(1)}/60, ${away} ${out.away_vantage.toFixed(1)}/60; the largest gap is ${FACTOR_NAMES[top.k]} (${out.home_breakdown[top.k].toFixed(1)} vs ${out.away_breakdown[top.k].toFixed(1)}).`,
  );
  if (withEv) {
    if (r.line && out.home_ev !== null && out.away_ev !== null)
      sentences.push(
        `Against the moneyline (${home} ${moneyline(r.line.homeMoneyline)}, ${away} ${moneyline(r.line.awayMoneyline)}) the expected value is ${signed(out.home_ev)} on the ${home} and ${signed(out.away_ev)} on the ${away}.`,
      );
    else sentences.push('No moneyline was recorded for this game, so there is no expected value.');
  }
  const count = (team: string) => r.trends.find((t) => t.team === team);
  const h = count(g.home);
  const a = count(g.away);
  if (h && a)
    sentences.push(
      `Trends: ${h.positive.length} positive and ${h.negative.length} negative for the ${home}; ${a.positive.length} positive and ${a.negative.length} negative for the ${away}.`,
    );
  return sentences;
}

function trendStrings(list: [string, number, number][]): string[] {
  return list.map(([key, w, l]) => `${key} — ${w}-${l} (${((100 * w) / (w + l)).toFixed(1)}%)`);
}

/** The game detail as the most privileged caller sees it. */
export function gameDetail(r: GameRecord, teams: Map<string, TeamRow>, v: Visibility, access: Access): GameDetail {
  const list = comparisonGame(r, teams, v);
  const out = outputsOf(r, v);
  const stored = out ? (r.prediction!.outputs as StoredOutputs) : null;
  const side = (code: string, isHome: boolean) => {
    const t = out ? r.trends.find((x) => x.team === code) : undefined;
    return {
      team_name: teamName(teams, code),
      team_code: code,
      is_home: isHome,
      positive: t ? trendStrings(t.positive) : [],
      negative: t ? trendStrings(t.negative) : [],
      team_logo: null,
    };
  };
  const summary =
    out && stored
      ? summarySentences(r, teams, out, stored, access.expected_value)
      : ['Predictions are made on the day of the game, from results known before it.'];
  return {
    game_id: list.game_id,
    game_date: list.game_date,
    game_time: list.game_time,
    game_status: list.game_status,
    home_team: list.home_team,
    away_team: list.away_team,
    final_score: list.final_score,
    actual_result: list.actual_result,
    teams: [side(r.game.away, false), side(r.game.home, true)],
    summary,
    vantage_comparison: out
      ? {
          home_score: out.home_vantage,
          away_score: out.away_vantage,
          home_breakdown: out.home_breakdown,
          away_breakdown: out.away_breakdown,
          winner: out.vantage_winner,
          advantage_margin: out.advantage_margin,
        }
      : null,
    comprehensive_analysis:
      out && access.comprehensive_analysis
        ? {
            predicted_winner: out.predicted_winner,
            win_probability: out.win_probability,
            margin: out.margin,
            confidence: out.confidence,
            summary: summary.slice(0, 2).join(' '),
            home_unified_score: out.home_unified_score,
            away_unified_score: out.away_unified_score,
            home_algorithm_score: out.home_algorithm_score,
            away_algorithm_score: out.away_algorithm_score,
            home_trend_score: out.home_trend_score,
            away_trend_score: out.away_trend_score,
            ev_integration: { home_ev: out.home_ev, away_ev: out.away_ev, ev_impact: out.ev_impact },
          }
        : null,
    prediction: out
      ? {
          model_version: r.prediction!.modelVersion,
          as_of: r.prediction!.asOf,
          created_at: r.prediction!.createdAt.toISOString(),
        }
      : null,
    access,
  };
}
