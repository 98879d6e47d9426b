import {
  FACTOR_KEYS,
  FACTOR_NAMES,
  GAME_MODEL_DEFAULTS,
  predictionCounts,
  predictionHit,
  SPORTS_TIMEZONE,
  START_KIND_WORDS,
  trendLabel,
  trendWindow,
  type TrendLater,
  vantageOn100,
  type Access,
  type ActualResult,
  type GameStart,
  type GameStatus,
  type ComparisonGame,
  type GameDetail,
  type Provenance,
} from '@vantage/contracts/sports';
import { bestBet, bestOfMarkets, isLargeMarketGap, type LargeGapRecord } from '@vantage/contracts/bet-rules';
import { lineMarketBets, spreadPayload, totalPayload, withoutPrices } from './line-markets';
import type { BestBet } from '@vantage/contracts/sports';
import type { GameOdds } from '../../data/games';
import type { StoredOutputs, StoredTrend } from '../../db/schema';
import { displayOutputs } from '../../model/predictions/record';
import { evProbability } from '../../model/blend';
import type { PredictionOutputs } from '../../model/outputs';
import { marketPrices, type ArchiveLines } from './market-prices';
import type { LeagueProfile } from '../../registry/profiles';
import type { GamePrices, GameRecord, PredictionRow, TeamRow } from './repository';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SPORTS_TIMEZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * The start as the contract carries it: the instant when known, else what the record says (day or night);
 * without either, a replayed game's record simply has no time (said so), a live one's is still to be set.
 */
export function gameStart(startTime: Date | null, dayNight: string | null, replay: boolean): GameStart {
  if (startTime) return { start_time: startTime.toISOString(), start_kind: 'time' };
  const kind = dayNight === 'D' ? 'day' : dayNight === 'N' ? 'night' : replay ? 'unrecorded' : 'tbd';
  return { start_time: null, start_kind: kind };
}

/** The real start time in US Eastern when known, else the start's words ("Day game", "Time not recorded"). */
export function gameTime(start: GameStart): string {
  return start.start_time
    ? timeFormat.format(new Date(start.start_time))
    : START_KIND_WORDS[start.start_kind === 'time' ? 'tbd' : start.start_kind];
}

/** Abbreviations fans know (the record's codes only for a team the directory lacks) and "AWAY @ HOME". */
export function gameTeams(teams: Map<string, TeamRow>, home: string, away: string) {
  const abbreviation = (code: string) => teams.get(code)?.abbreviation ?? code;
  const homeAbbreviation = abbreviation(home);
  const awayAbbreviation = abbreviation(away);
  return {
    home_team_abbreviation: homeAbbreviation,
    away_team_abbreviation: awayAbbreviation,
    matchup: `${awayAbbreviation} @ ${homeAbbreviation}`,
  };
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
  return displayOutputs(r.prediction.pHome, r.prediction.outputs, lineOf(r));
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

/**
 * product rules §5 "Best bet" from the probability the EV is computed from, with the league's record of value
 * bets as far from the market when this one is (`largeGap`: null where the caller has none to give).
 */
function bestBetOf(r: GameRecord, largeGap: LargeGapRecord | null): BestBet | null {
  const spread = r.markets && spreadPayload(r.markets);
  const total = r.markets && totalPayload(r.markets);
  if (!r.prediction || (!r.line && !spread && !total)) return null;
  const { pHome, outputs } = r.prediction;
  const moneyline =
    r.line &&
    bestBet(
      evProbability(pHome, outputs.blend, r.line),
      { home: r.line.homeMoneyline, away: r.line.awayMoneyline },
      pHome,
    );
  // The spread and the total are priced with their calibrated chances (line-markets.ts), the moneyline with the blend.
  const bet = bestOfMarkets([moneyline, ...(r.markets ? lineMarketBets(r.markets) : [])]);
  if (!bet) return { kind: 'none' };
  // The large-gap record is the moneyline's value bets': it says nothing of a spread or a total.
  const record = bet.market === 'moneyline' && isLargeMarketGap(bet) ? largeGap : null;
  return { kind: 'value', ...bet, large_gap_record: record };
}

function teamName(teams: Map<string, TeamRow>, code: string): string {
  return teams.get(code)?.name ?? code;
}

const FULL_ACCESS: Access = { insight: true, comprehensive_analysis: true, expected_value: true };

/** Every model figure of a list entry at the spec's defaults: a game not predicted yet, or a locked insight. */
const NO_MODEL_FIGURES = {
  ...GAME_MODEL_DEFAULTS,
  predicted_team: null,
  home_vantage_100: 0,
  away_vantage_100: 0,
  prediction_correct: null,
} satisfies Partial<ComparisonGame>;

function modelFigures(
  r: GameRecord,
  teams: Map<string, TeamRow>,
  out: PredictionOutputs,
  result: ActualResult | null,
  largeGap: LargeGapRecord | null,
): Pick<ComparisonGame, keyof typeof NO_MODEL_FIGURES> {
  const stored = r.prediction!.outputs;
  const winner = out.predicted_winner;
  return {
    predicted_winner: winner,
    predicted_team: winner === 'neutral' ? null : teamName(teams, winner === 'home' ? r.game.home : r.game.away),
    win_probability: out.win_probability,
    home_win_probability: out.home_win_probability,
    away_win_probability: out.away_win_probability,
    margin: out.margin,
    confidence: out.confidence,
    home_final_score: out.home_final_score,
    away_final_score: out.away_final_score,
    home_algorithm_score: out.home_algorithm_score,
    away_algorithm_score: out.away_algorithm_score,
    home_trend_score: out.home_trend_score,
    away_trend_score: out.away_trend_score,
    home_vantage: out.home_vantage,
    away_vantage: out.away_vantage,
    home_vantage_100: vantageOn100(out.home_vantage),
    away_vantage_100: vantageOn100(out.away_vantage),
    home_ev: out.home_ev,
    away_ev: out.away_ev,
    best_bet: bestBetOf(r, largeGap),
    home_momentum: stored.momentum.home,
    away_momentum: stored.momentum.away,
    total_trends: r.trends.reduce((s, t) => s + t.positive.length + t.negative.length, 0),
    prediction_correct: result !== null && predictionCounts(winner, result) ? predictionHit(winner, result) : null,
  };
}

/** Who the starters are and the model's margin in the league's unit (null where its model gives none). */
function leagueFigures(profile: LeagueProfile, stored: StoredOutputs | null) {
  const margin = stored?.margin;
  return {
    starter_role: profile.starterRole,
    margin_unit: profile.marginUnit,
    predicted_margin: margin === undefined ? null : Math.round(10 * margin) / 10,
  };
}

/** product rules §1: as stamped when the row was written (the table's check allows these two only). */
const provenanceOf = (p: PredictionRow): Provenance => (p.provenance === 'recorded' ? 'recorded' : 'reconstructed');

/**
 * One game of the comparison list as the most privileged caller sees it; `largeGap` is the league's record of
 * value bets far from the market (null where the caller shows no best bet).
 */
export function comparisonGame(
  r: GameRecord,
  teams: Map<string, TeamRow>,
  v: Visibility,
  profile: LeagueProfile,
  largeGap: LargeGapRecord | null,
): ComparisonGame {
  const g = r.game;
  const out = outputsOf(r, v);
  const stored = out ? r.prediction!.outputs : null;
  const visible = resultVisible(r, v);
  const tie = visible && g.homeScore === g.awayScore;
  const result: ActualResult | null = visible && !tie ? (g.homeScore! > g.awayScore! ? 'home_win' : 'away_win') : null;
  // Starters and prices of later days are not known yet in a replay (they are set close to the game).
  const announced = g.date <= v.today;
  const start = gameStart(g.startTime, g.dayNight, v.replay);
  const starter = (name: string | null, record: string | null | undefined) =>
    name && announced ? { name, record: record ?? null } : null;
  return {
    game_id: g.id,
    game_date: g.date,
    game_time: gameTime(start),
    ...start,
    home_team: teamName(teams, g.home),
    away_team: teamName(teams, g.away),
    home_team_code: g.home,
    away_team_code: g.away,
    ...gameTeams(teams, g.home, g.away),
    home_team_logo: null,
    away_team_logo: null,
    game_status: statusOf(r, v),
    final_score: visible ? { home: g.homeScore!, away: g.awayScore! } : null,
    actual_result: result,
    ...(out ? modelFigures(r, teams, out, result, largeGap) : NO_MODEL_FIGURES),
    home_starter: starter(g.homeStarterName, stored?.starter_record.home),
    away_starter: starter(g.awayStarterName, stored?.starter_record.away),
    moneyline:
      r.line && announced ? { home: r.line.homeMoneyline, away: r.line.awayMoneyline, total: r.line.total } : null,
    spread: out && r.markets ? spreadPayload(r.markets) : null,
    total: out && r.markets ? totalPayload(r.markets) : null,
    line_markets: profile.lineMarkets,
    has_prediction: out !== null,
    provenance: out ? provenanceOf(r.prediction!) : null,
    access: FULL_ACCESS,
    ...leagueFigures(profile, stored),
  };
}

/** The same game for a caller without the insight: spec defaults in place of every model figure. */
export function lockInsight(game: ComparisonGame): ComparisonGame {
  return {
    ...lockExpectedValue(game),
    ...NO_MODEL_FIGURES,
    predicted_margin: null,
    spread: null,
    total: null,
    access: { insight: false, comprehensive_analysis: false, expected_value: false },
  };
}

/**
 * The same game without what Basic pays for (product rules §6): the expected value and the moneyline it is
 * priced at, since the win probability and the line would give back the EV to a tenth of a point.
 */
export function lockExpectedValue(game: ComparisonGame): ComparisonGame {
  return {
    ...game,
    home_ev: null,
    away_ev: null,
    best_bet: null,
    moneyline: null,
    spread: withoutPrices(game.spread),
    total: withoutPrices(game.total),
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
  profile: LeagueProfile,
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
      `Vantage picks the ${pick}: ${pct(out.win_probability)} win probability, ${out.confidence} confidence (ahead by ${out.margin.toFixed(1)} percentage points).`,
    );
  }
  const starters = [
    g.awayStarterName ? `${g.awayStarterName} (${stored.starter_record.away ?? '0-0'}) for the ${away}` : null,
    g.homeStarterName ? `${g.homeStarterName} (${stored.starter_record.home ?? '0-0'}) for the ${home}` : null,
  ].filter(Boolean);
  if (starters.length && profile.starterRole)
    sentences.push(`Starting ${profile.starterRole}s: ${starters.join(', ')}.`);
  if (stored.margin !== undefined && Math.abs(stored.margin) >= 0.05)
    sentences.push(
      `Expected margin: the ${stored.margin > 0 ? home : away} by ${Math.abs(stored.margin).toFixed(1)} ${profile.marginUnit}.`,
    );
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

function trendString([key, w, l]: StoredTrend, window: string): string {
  return `${key} — ${window}: ${w}-${l} (${((100 * w) / (w + l)).toFixed(1)}%)`;
}

/** The later record of each stored trend that has one. */
function laterRecords(positive: StoredTrend[], negative: StoredTrend[], window: string): TrendLater[] {
  const later = (list: StoredTrend[], isPositive: boolean) =>
    list.flatMap((trend) =>
      trend.length === 7
        ? [
            {
              trend: trendString(trend, window),
              positive: isPositive,
              found: trend[3],
              wins: trend[4],
              losses: trend[5],
              label: trendLabel(isPositive, trend[4], trend[5]),
              likely_noise: trend[6] === 1,
            },
          ]
        : [],
    );
  return [...later(positive, true), ...later(negative, false)];
}

/** The SBR archive's closing run line and total of a game (its odds row), where it has them: one book's. */
function archiveLines(line: GameRecord['line']): ArchiveLines {
  if (line?.source !== 'sbr') return { spread: null, total: null };
  return {
    spread:
      line.runLine === null
        ? null
        : { point: line.runLine, homePrice: line.runLineHomePrice, awayPrice: line.runLineAwayPrice, books: 1 },
    total:
      line.total === null
        ? null
        : { point: line.total, overPrice: line.overPrice, underPrice: line.underPrice, books: 1 },
  };
}

/** The game detail as the most privileged caller sees it. */
export function gameDetail(
  r: GameRecord,
  teams: Map<string, TeamRow>,
  v: Visibility,
  access: Access,
  profile: LeagueProfile,
  largeGap: LargeGapRecord | null,
  prices: GamePrices = { prices: [], lines: [] },
): GameDetail {
  const list = comparisonGame(r, teams, v, profile, largeGap);
  const out = outputsOf(r, v);
  const stored = out ? r.prediction!.outputs : null;
  const window = trendWindow(profile.league, r.game.season);
  const side = (code: string, isHome: boolean) => {
    const t = out ? r.trends.find((x) => x.team === code) : undefined;
    return {
      team_name: teamName(teams, code),
      team_code: code,
      team_abbreviation: teams.get(code)?.abbreviation ?? code,
      is_home: isHome,
      positive: t ? t.positive.map((trend) => trendString(trend, window)) : [],
      negative: t ? t.negative.map((trend) => trendString(trend, window)) : [],
      later: t ? laterRecords(t.positive, t.negative, window) : [],
      team_logo: null,
    };
  };
  const summary =
    out && stored
      ? summarySentences(r, teams, out, stored, access.expected_value, profile)
      : ['Predictions are made on the day of the game, from results known before it.'];
  return {
    game_id: list.game_id,
    game_date: list.game_date,
    game_time: list.game_time,
    start_time: list.start_time,
    start_kind: list.start_kind,
    game_status: list.game_status,
    home_team: list.home_team,
    away_team: list.away_team,
    home_team_abbreviation: list.home_team_abbreviation,
    away_team_abbreviation: list.away_team_abbreviation,
    matchup: list.matchup,
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
    pick: out
      ? {
          predicted_winner: out.predicted_winner,
          home_win_probability: out.home_win_probability,
          away_win_probability: out.away_win_probability,
          margin: out.margin,
          confidence: out.confidence,
        }
      : null,
    comprehensive_analysis:
      out && access.comprehensive_analysis
        ? {
            predicted_winner: out.predicted_winner,
            win_probability: out.win_probability,
            margin: out.margin,
            confidence: out.confidence,
            summary: summary.join(' '),
            home_unified_score: out.home_unified_score,
            away_unified_score: out.away_unified_score,
            home_algorithm_score: out.home_algorithm_score,
            away_algorithm_score: out.away_algorithm_score,
            home_trend_score: out.home_trend_score,
            away_trend_score: out.away_trend_score,
            ev_integration: {
              home_ev: out.home_ev,
              away_ev: out.away_ev,
              ev_impact: out.ev_impact,
              best_bet: list.best_bet,
            },
          }
        : null,
    prediction: out
      ? {
          model_version: r.prediction!.modelVersion,
          as_of: r.prediction!.asOf,
          created_at: r.prediction!.createdAt.toISOString(),
          provenance: provenanceOf(r.prediction!),
          clock: r.prediction!.clock === 'live' || r.prediction!.clock === 'replay' ? r.prediction!.clock : null,
          written_at: r.prediction!.writtenAt?.toISOString() ?? null,
          start_against: r.prediction!.startAgainst?.toISOString() ?? null,
        }
      : null,
    // The prices from the game's day on, to whom sees the moneyline: with the win probability they give back the EV.
    market_prices:
      access.expected_value && r.game.date <= v.today
        ? marketPrices(prices.prices, prices.lines, r.game.startTime, archiveLines(r.line))
        : null,
    access,
  };
}
