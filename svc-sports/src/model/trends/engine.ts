import { TREND_MIN_SAMPLE } from '@vantage/contracts/sports';
import type { Game } from '../../data/games';
import type { ScheduleContext } from '../schedule';
import type { ModelState } from '../state';
import { benjaminiHochbergCutoff, binomialTwoSidedP } from '../metrics';
import { situation, trendKeys } from './conditions';

/** A trend needs this many games behind it before it is shown. */
export const MIN_SAMPLE = TREND_MIN_SAMPLE;
/** Win rates at or beyond these make a trend positive or negative. */
export const POSITIVE_AT = 0.6;
export const NEGATIVE_AT = 0.4;
const MAX_LISTED = 8;
/** The false discovery rate of the Benjamini–Hochberg correction over a day's searched situations. */
export const NOISE_FDR = 0.1;

export interface TrendRecord {
  key: string;
  wins: number;
  losses: number;
}

/** A shown trend with its walk-forward record and whether it survives the day's multiple-comparison correction. */
export interface ShownTrend extends TrendRecord {
  /**
   * The date of the first game before which this team's record in the situation passed the minimum sample and
   * this trend's threshold: that game and every later one are out of sample.
   */
  found: string;
  /** The team's record in the situation in the games from `found` on, before this one. */
  since: { wins: number; losses: number };
  /** Two-sided binomial p-value of the record against a coin. */
  p: number;
  /** Not a discovery of Benjamini–Hochberg (false discovery rate NOISE_FDR) over the day's searched records. */
  noise: boolean;
}

export interface TeamTrends {
  /** "<key> — W-L (P%)", strongest first. */
  positive: string[];
  negative: string[];
  positiveRecords: ShownTrend[];
  negativeRecords: ShownTrend[];
  /** 0–100, 50 neutral: pooled win rate of every matching situation with enough games, shrunk toward 50. */
  score: number;
  /** Recent form in -1..1: results of the last ten games, each older game weighing 15% less. */
  momentum: number;
  /** Every matching key (whatever its record), counted into the records once the game is played. */
  keys: string[];
}

export function formatTrend(record: TrendRecord): string {
  const games = record.wins + record.losses;
  return `${record.key} — ${record.wins}-${record.losses} (${((100 * record.wins) / games).toFixed(1)}%)`;
}

function strength(r: TrendRecord): number {
  const n = r.wins + r.losses;
  return Math.abs(r.wins / n - 0.5) * Math.sqrt(n);
}

/**
 * Situational records of every team over the current and previous season, built only from games already
 * played: a game's own result is counted after its trends were read.
 */
export class TrendEngine {
  /** team|season → trend key → record */
  private readonly counts = new Map<string, Map<string, { wins: number; losses: number }>>();
  /** team|key|+ or − → when the record first passed the threshold, and the record since. */
  private readonly found = new Map<string, { date: string; since: { wins: number; losses: number } }>();
  /** The day being evaluated: every searched record's p-value, and the trends shown. */
  private day: { date: string; pValues: number[]; shown: ShownTrend[] } | null = null;

  private seasonCounts(team: string, season: number): Map<string, { wins: number; losses: number }> {
    const id = `${team}|${season}`;
    let map = this.counts.get(id);
    if (!map) {
      map = new Map();
      this.counts.set(id, map);
    }
    return map;
  }

  evaluate(game: Game, isHome: boolean, state: ModelState, schedule: ScheduleContext): TeamTrends {
    const team = isHome ? game.home : game.away;
    const keys = trendKeys(situation(game, isHome, state, schedule));
    const lastTen = state.teamRecords.recent(team, game.season, 10).map((r) => r.won);
    return this.records(team, game.season, keys, lastTen, game.date);
  }

  /**
   * A team's trends before a game of `season` in the situation `keys` describe (any league), and its momentum
   * from `lastTen` (its last results this season, oldest first).
   */
  records(team: string, season: number, keys: string[], lastTen: boolean[], date: string): TeamTrends {
    if (this.day && this.day.date !== date) this.closeDay();
    const day = (this.day ??= { date, pValues: [], shown: [] });
    const current = this.seasonCounts(team, season);
    const previous = this.seasonCounts(team, season - 1);
    const records = keys
      .map((key) => {
        const now = current.get(key);
        const before = previous.get(key);
        return {
          key,
          wins: (now?.wins ?? 0) + (before?.wins ?? 0),
          losses: (now?.losses ?? 0) + (before?.losses ?? 0),
        };
      })
      .filter((r) => r.wins + r.losses >= MIN_SAMPLE)
      .map((r) => ({ ...r, p: binomialTwoSidedP(r.wins, r.wins + r.losses) }));
    day.pValues.push(...records.map((r) => r.p));
    const shown = (r: TrendRecord & { p: number }, positive: boolean): ShownTrend => {
      const id = `${team}|${r.key}|${positive ? '+' : '-'}`;
      let found = this.found.get(id);
      if (!found) {
        found = { date, since: { wins: 0, losses: 0 } };
        this.found.set(id, found);
      }
      return { ...r, found: found.date, since: { ...found.since }, noise: true };
    };
    const positiveRecords = records
      .filter((r) => r.wins / (r.wins + r.losses) >= POSITIVE_AT)
      .map((r) => shown(r, true))
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, MAX_LISTED);
    const negativeRecords = records
      .filter((r) => r.wins / (r.wins + r.losses) <= NEGATIVE_AT)
      .map((r) => shown(r, false))
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, MAX_LISTED);
    day.shown.push(...positiveRecords, ...negativeRecords);
    const wins = records.reduce((s, r) => s + r.wins, 0);
    const games = records.reduce((s, r) => s + r.wins + r.losses, 0);
    const recent = [...lastTen].reverse();
    let weighted = 0;
    let weights = 0;
    recent.forEach((won, age) => {
      const w = 0.85 ** age;
      weighted += w * (won ? 1 : -1);
      weights += w;
    });
    return {
      positive: positiveRecords.map(formatTrend),
      negative: negativeRecords.map(formatTrend),
      positiveRecords,
      negativeRecords,
      score: Math.round((1000 * (wins + 10)) / (games + 20)) / 10,
      momentum: weights ? Math.round((100 * weighted) / weights) / 100 : 0,
      keys,
    };
  }

  /**
   * Ends the day's evaluations: Benjamini–Hochberg over the p-values of every record searched that day (each
   * team's every situation with the minimum sample) marks the shown trends that are not discoveries as noise.
   * The walkers call it once a day's games are evaluated, before their trends are stored.
   */
  closeDay(): void {
    if (!this.day) return;
    const cutoff = benjaminiHochbergCutoff(this.day.pValues, NOISE_FDR);
    for (const trend of this.day.shown) trend.noise = !(trend.p <= cutoff && cutoff > 0);
    this.day = null;
  }

  /**
   * Counts a played game into every situation the team was in before it, and into the later record of every
   * trend of those situations already found.
   */
  learn(team: string, season: number, keys: string[], won: boolean): void {
    const counts = this.seasonCounts(team, season);
    for (const key of keys) {
      const c = counts.get(key) ?? { wins: 0, losses: 0 };
      if (won) c.wins++;
      else c.losses++;
      counts.set(key, c);
      for (const direction of ['+', '-']) {
        const found = this.found.get(`${team}|${key}|${direction}`);
        if (!found) continue;
        if (won) found.since.wins++;
        else found.since.losses++;
      }
    }
  }
}
