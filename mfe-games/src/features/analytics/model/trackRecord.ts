// The model's track record by month, from the daily figures of GET /api/mlb/performance/.
import type { Performance } from '@vantage/contracts/sports';

/** A forecast of 50% for every game scores 0.25: the reference any useful model must beat. */
export const COIN_FLIP_BRIER = 0.25;

export interface MonthRecord {
  /** YYYY-MM */
  month: string;
  label: string;
  games: number;
  counted: number;
  correct: number;
  /** Percent of counted calls that were right; null when none counted. */
  accuracy: number | null;
  /** Mean Brier score over the month's games (days weighted by their games). */
  brier: number | null;
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function byMonth(days: Performance['by_day']): MonthRecord[] {
  const months = new Map<
    string,
    { games: number; counted: number; correct: number; brierSum: number; brierGames: number }
  >();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { games: 0, counted: 0, correct: 0, brierSum: 0, brierGames: 0 };
    month.games += day.games;
    month.counted += day.counted;
    month.correct += day.correct;
    if (day.brier !== null) {
      month.brierSum += day.brier * day.games;
      month.brierGames += day.games;
    }
    months.set(key, month);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, m]) => ({
      month,
      label: MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`)),
      games: m.games,
      counted: m.counted,
      correct: m.correct,
      accuracy: m.counted ? Math.round((1000 * m.correct) / m.counted) / 10 : null,
      brier: m.brierGames ? Math.round((10000 * m.brierSum) / m.brierGames) / 10000 : null,
    }));
}

/** The season's window: opening day can fall in March; the World Series ends by November. */
export function seasonWindow(season: number, yesterday: string): { from: string; to: string } | null {
  const from = `${season}-03-01`;
  const end = `${season}-11-30`;
  if (from > yesterday) return null;
  return { from, to: end < yesterday ? end : yesterday };
}

/** Ticks every 0.02 around the months' Brier scores, always showing the coin flip's 0.25 and 0.20. */
export function brierAxisTicks(months: Pick<MonthRecord, 'brier'>[]): number[] {
  const scores = months.flatMap((month) => (month.brier === null ? [] : [month.brier]));
  const low = Math.min(0.2, Math.floor(Math.min(...scores, 1) * 50) / 50);
  const high = Math.max(0.26, Math.ceil(Math.max(...scores, 0) * 50) / 50);
  const ticks: number[] = [];
  for (let tick = low; tick <= high + 1e-9; tick += 0.02) ticks.push(Math.round(tick * 100) / 100);
  return ticks;
}
