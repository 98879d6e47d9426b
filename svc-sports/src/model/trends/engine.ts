import { TREND_MIN_SAMPLE } from '@vantage/contracts/sports';
import type { Game } from '../../data/games';
import type { ScheduleContext } from '../schedule';
import type { ModelState } from '../state';
import { situation, trendKeys } from './conditions';

/** A trend needs this many games behind it before it is shown. */
export const MIN_SAMPLE = TREND_MIN_SAMPLE;
/** Win rates at or beyond these make a trend positive or negative. */
export const POSITIVE_AT = 0.6;
export const NEGATIVE_AT = 0.4;
const MAX_LISTED = 8;

export interface TrendRecord {
  key: string;
  wins: number;
  losses: number;
}

export interface TeamTrends {
  /** "<key> — W-L (P%)", strongest first. */
  positive: string[];
  negative: string[];
  positiveRecords: TrendRecord[];
  negativeRecords: TrendRecord[];
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
    return this.records(team, game.season, keys, lastTen);
  }

  /**
   * A team's trends before a game of `season` in the situation `keys` describe (any league), and its momentum
   * from `lastTen` (its last results this season, oldest first).
   */
  records(team: string, season: number, keys: string[], lastTen: boolean[]): TeamTrends {
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
      .filter((r) => r.wins + r.losses >= MIN_SAMPLE);
    const positiveRecords = records
      .filter((r) => r.wins / (r.wins + r.losses) >= POSITIVE_AT)
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, MAX_LISTED);
    const negativeRecords = records
      .filter((r) => r.wins / (r.wins + r.losses) <= NEGATIVE_AT)
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, MAX_LISTED);
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

  /** Counts a played game into every situation the team was in before it. */
  learn(team: string, season: number, keys: string[], won: boolean): void {
    const counts = this.seasonCounts(team, season);
    for (const key of keys) {
      const c = counts.get(key) ?? { wins: 0, losses: 0 };
      if (won) c.wins++;
      else c.losses++;
      counts.set(key, c);
    }
  }
}
