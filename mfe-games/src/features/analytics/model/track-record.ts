// The model's track record by month, beside the always-home baseline (GET /api/<league>/performance/), and its
// season against the de-vigged market (GET /api/<league>/track-record/).
import { formatMonthYear, formatShortMonth } from '@vantage/client/calendar-date';
import type { Performance, Provenance, TrackRecord } from '@vantage/contracts/sports';
import { PROVENANCE_LABELS, PROVENANCES, seasonName } from '@vantage/contracts/sports-rules';

/** A forecast of 50% for every game scores 0.25: the reference any useful model must beat. */
export const COIN_FLIP_BRIER = 0.25;

export interface MonthRecord {
  /** YYYY-MM */
  month: string;
  label: string;
  /** The month alone, for chart axes: the page shows one season at a time. */
  monthName: string;
  games: number;
  counted: number;
  correct: number;
  /** Percent of counted calls that were right; null when none counted. */
  accuracy: number | null;
  brier: number | null;
  /** "The home team always wins": percent of the month's games the home team won. */
  baselineAccuracy: number | null;
  /** The home team at the home win rate known before each game. */
  baselineBrier: number | null;
}

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** The server's months as the charts plot them: percentages with one decimal and a short label. */
export function monthRecords(months: Performance['by_month']): MonthRecord[] {
  return months.map((m) => ({
    month: m.month,
    label: formatMonthYear(`${m.month}-01`),
    monthName: formatShortMonth(`${m.month}-01`),
    games: m.games,
    counted: m.counted,
    correct: m.correct,
    accuracy: percent(m.accuracy),
    brier: m.brier,
    baselineAccuracy: percent(m.baseline.accuracy),
    baselineBrier: m.baseline.brier,
  }));
}

/** Ticks every 0.02 around the months' Brier scores (model and baseline), always showing 0.20 and the coin flip's 0.25. */
export function brierAxisTicks(months: Pick<MonthRecord, 'brier' | 'baselineBrier'>[]): number[] {
  const scores = months.flatMap((month) => [month.brier, month.baselineBrier].filter((s) => s !== null));
  const low = Math.min(0.2, Math.floor(Math.min(...scores, 1) * 50) / 50);
  const high = Math.max(0.26, Math.ceil(Math.max(...scores, 0) * 50) / 50);
  const ticks: number[] = [];
  for (let tick = low; tick <= high + 1e-9; tick += 0.02) ticks.push(Math.round(tick * 100) / 100);
  return ticks;
}

/** The season in the URL (`?season=2023`), null (the latest) when absent or not a year. */
export function seasonFromParam(value: string | null): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

/** The record in the URL (`?record=recorded`), null (the headline's) when absent or not one. */
export function recordFromParam(value: string | null): Provenance | null {
  return (PROVENANCES as readonly string[]).includes(value ?? '') ? (value as Provenance) : null;
}

/** How a sentence names the predictions of each record ("a prediction …"). */
export const RECORD_WORDS: Record<Provenance, string> = {
  recorded: 'recorded before the game',
  reconstructed: 'reconstructed afterwards',
};

/** A count with thousands separators ("1,595"). */
const count = (n: number) => n.toLocaleString('en-US');

/** The picker's label of a record: its name and how many of the season's predictions it holds. */
export function recordOptionLabel(record: Provenance, summary: TrackRecord['records'][Provenance]): string {
  return `${PROVENANCE_LABELS[record]} (${count(summary.predictions)})`;
}

/**
 * What the shown record is, in words true of it, and which one the headline uses (product rules §1): recorded
 * predictions were stored before their game; reconstructed ones were computed afterwards from what was known
 * before each game.
 */
export function recordNote(track: TrackRecord): string {
  const { recorded, reconstructed } = track.records;
  const season = seasonName(track.league, track.season);
  const shown =
    track.record === 'recorded'
      ? `Shown: the ${count(recorded.scored)} scored predictions of ${season} that were stored before their game started.`
      : `Shown: the ${count(reconstructed.scored)} scored predictions of ${season} reconstructed afterwards: computed walk-forward after the games, from what was known before each one, not stored ahead of them.`;
  const headline =
    track.headline === 'recorded'
      ? 'The headline uses the recorded record.'
      : recorded.predictions === 0
        ? `The headline uses the reconstructed record: no prediction of ${season} was stored before its game.`
        : `The headline uses the reconstructed record: ${count(recorded.predictions)} predictions of ${season} were stored before their game, ${count(recorded.scored)} of them scored so far.`;
  return `${shown} ${headline}`;
}

/** A return in percent with its sign ("+3.2%"), or N/A. */
export const returnText = (value: number | null): string =>
  value === null ? 'N/A' : `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

/** An EV band of the value picks' table: '0–2%', '5–10%', 'over 10%'. */
export const evBandText = (band: { from: number; to: number | null }): string =>
  band.to === null ? `over ${band.from}%` : `${band.from}–${band.to}%`;

/** A share (0 to 1) as a percentage with one decimal, or N/A. */
export const shareText = (value: number | null): string => (value === null ? 'N/A' : `${(value * 100).toFixed(1)}%`);

/** A month's percentage (already 0 to 100) with one decimal, or N/A. */
export const percentText = (value: number | null): string => (value === null ? 'N/A' : `${value.toFixed(1)}%`);

/** A month's Brier score with four decimals, or N/A. */
export const brierText = (value: number | null): string => value?.toFixed(4) ?? 'N/A';

const spokenPercent = (value: number | null) => (value === null ? 'N/A' : `${value}%`);

/** What the calls-correct chart shows, for a screen reader (a month without counted calls is N/A, not "N/A%"). */
export function accuracyChartLabel(months: MonthRecord[]): string {
  return `Calls correct by month: ${months
    .map((m) => `${m.label} model ${spokenPercent(m.accuracy)}, always home ${spokenPercent(m.baselineAccuracy)}`)
    .join(', ')}`;
}

/** What the Brier chart shows, for a screen reader. */
export function brierChartLabel(months: MonthRecord[]): string {
  return `Brier score by month: ${months
    .map((m) => `${m.label} model ${m.brier ?? 'N/A'}, always home ${m.baselineBrier ?? 'N/A'}`)
    .join(', ')}`;
}

/** What the calibration chart shows, for a screen reader. */
export function calibrationChartLabel(bins: TrackRecord['calibration']): string {
  const side = (name: string, b: TrackRecord['calibration'][number]['vantage']) =>
    b ? `${name} predicted ${b.predicted}% observed ${b.observed}% over ${b.games} games` : `${name} no games`;
  return `Calibration: ${bins.map((b) => `${b.from}–${b.to}%: ${side('Vantage', b.vantage)}, ${side('market', b.market)}`).join('; ')}`;
}
