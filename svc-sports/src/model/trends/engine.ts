import { TREND_MIN_SAMPLE } from '@vantage/contracts/sports';
import { benjaminiHochbergCutoff, binomialTwoSidedP } from '../metrics';

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
   * this trend's threshold, since it last did not: that game and every later one are out of sample.
   */
  found: string;
  /** The team's record in the situation in the games from `found` on, before this one. */
  since: { wins: number; losses: number };
  /** Two-sided binomial p-value of the record against a coin. */
  p: number;
  /** Not a discovery of Benjamini–Hochberg (false discovery rate NOISE_FDR) over the day's searched records. */
  noise: boolean;
}

/**
 * One finding of a trend: from the first game before which its record qualified (minimum sample and threshold) to
 * the first game in its situation before which it no longer did. A trend that lapses and qualifies again is a new
 * finding with a new date, so no finding's later record hides games played after it stopped qualifying.
 */
export interface TrendFinding {
  team: string;
  key: string;
  positive: boolean;
  /** The season of the game it was found before. */
  season: number;
  found: string;
  /** The date of the game before which it no longer qualified; null while it still does. */
  lapsed: string | null;
  /** The team's record in the situation from `found` until it lapsed (or until now). */
  since: { wins: number; losses: number };
}

/** Whether a record passes a trend's minimum sample and its side's threshold. */
function qualifies(r: { wins: number; losses: number }, positive: boolean): boolean {
  const games = r.wins + r.losses;
  if (games < MIN_SAMPLE) return false;
  return positive ? r.wins / games >= POSITIVE_AT : r.wins / games <= NEGATIVE_AT;
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
  /** team|key|+ or − → the trend's current finding, while its record passes the threshold. */
  private readonly found = new Map<string, TrendFinding>();
  /** Findings that lapsed, kept when the engine was asked to (`keepFindings`). */
  private readonly lapsed: TrendFinding[] = [];
  /** The day being evaluated: every searched record's p-value, and the trends shown. */
  private day: { date: string; pValues: number[]; shown: ShownTrend[] } | null = null;

  /** `keepFindings`: keep every lapsed finding for `findings()` (the walkers that only show trends need none). */
  constructor(private readonly options: { keepFindings?: boolean } = {}) {}

  /** Every finding so far, lapsed (when kept) or current. */
  findings(): TrendFinding[] {
    return [...this.lapsed, ...this.found.values()].map((f) => ({ ...f, since: { ...f.since } }));
  }

  private seasonCounts(team: string, season: number): Map<string, { wins: number; losses: number }> {
    const id = `${team}|${season}`;
    let map = this.counts.get(id);
    if (!map) {
      map = new Map();
      this.counts.set(id, map);
    }
    return map;
  }

  /**
   * A team's records over this season and the one before in the situation `keys` describe, before a game of
   * `season` on `date`, and its findings following them: found when a record qualifies, lapsed when it no
   * longer does. All that the record of findings needs (`findings()`), without what a card shows.
   */
  track(team: string, season: number, keys: string[], date: string): TrendRecord[] {
    const current = this.seasonCounts(team, season);
    const previous = this.seasonCounts(team, season - 1);
    const all = keys.map((key) => {
      const now = current.get(key);
      const before = previous.get(key);
      return {
        key,
        wins: (now?.wins ?? 0) + (before?.wins ?? 0),
        losses: (now?.losses ?? 0) + (before?.losses ?? 0),
      };
    });
    for (const r of all)
      for (const positive of [true, false]) {
        const id = `${team}|${r.key}|${positive ? '+' : '-'}`;
        const open = this.found.get(id);
        if (qualifies(r, positive)) {
          if (!open)
            this.found.set(id, {
              team,
              key: r.key,
              positive,
              season,
              found: date,
              lapsed: null,
              since: { wins: 0, losses: 0 },
            });
        } else if (open) {
          this.found.delete(id);
          if (this.options.keepFindings) this.lapsed.push({ ...open, lapsed: date });
        }
      }
    return all;
  }

  /**
   * A team's trends before a game of `season` in the situation `keys` describe (any league), and its momentum
   * from `lastTen` (its last results this season, oldest first).
   */
  records(team: string, season: number, keys: string[], lastTen: boolean[], date: string): TeamTrends {
    if (this.day && this.day.date !== date) this.closeDay();
    const day = (this.day ??= { date, pValues: [], shown: [] });
    const all = this.track(team, season, keys, date);
    const records = all
      .filter((r) => r.wins + r.losses >= MIN_SAMPLE)
      .map((r) => ({ ...r, p: binomialTwoSidedP(r.wins, r.wins + r.losses) }));
    day.pValues.push(...records.map((r) => r.p));
    const shown = (r: TrendRecord & { p: number }, positive: boolean): ShownTrend => {
      const found = this.found.get(`${team}|${r.key}|${positive ? '+' : '-'}`)!;
      return { ...r, found: found.found, since: { ...found.since }, noise: true };
    };
    const positiveRecords = records
      .filter((r) => qualifies(r, true))
      .map((r) => shown(r, true))
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, MAX_LISTED);
    const negativeRecords = records
      .filter((r) => qualifies(r, false))
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
   * trend of those situations found and still qualifying before it.
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
