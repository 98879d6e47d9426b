// A team's or a trend's records against the closing lines (GET …/games/?team=, the explorer, a game's trends),
// as the screens write them: 'ATS 10-7-1 (58.8%)', 'O/U 9-8-0 (52.9% over)', or why there is none.
import type { AtsRecord, LineRecords, OuRecord } from '@vantage/contracts/line-records';

/** '10-7-1 (58.8%)': covers-fails-pushes and the cover rate without the pushes. */
export function atsFigures(r: AtsRecord): string {
  const pct = r.cover_pct === null ? '' : ` (${r.cover_pct.toFixed(1)}%)`;
  return `${r.covers}-${r.fails}-${r.pushes}${pct}`;
}

/** '9-8-0 (52.9% over)': overs-unders-pushes and the over rate without the pushes. */
export function ouFigures(r: OuRecord): string {
  const pct = r.over_pct === null ? '' : ` (${r.over_pct.toFixed(1)}% over)`;
  return `${r.overs}-${r.unders}-${r.pushes}${pct}`;
}

export const NO_SPREADS = 'no spreads in our data';
export const NO_TOTALS = 'no totals in our data';
export const NO_LINES = 'no lines in our data';

export interface LineRecordText {
  label: 'ATS' | 'O/U' | 'ATS, O/U';
  /** The figures, or '—' when the league's data has no such line or none of the games had one. */
  figures: string;
  /** What the figures rest on (the lines' source and the games without a line), or why there are none. */
  note: string;
}

const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;
const atsCounted = (r: AtsRecord) => r.covers + r.fails + r.pushes;
const ouCounted = (r: OuRecord) => r.overs + r.unders + r.pushes;

/** Whether either record counts a game at its line (not only games without one). */
export function countsLinedGames(lines: LineRecords): boolean {
  return (lines.ats ? atsCounted(lines.ats) : 0) + (lines.ou ? ouCounted(lines.ou) : 0) > 0;
}

function note(source: string, unlined: number, line: string): string {
  return unlined ? `${source}; ${games(unlined)} without a ${line}` : source;
}

/** Where the lines come from: the records' source, once where both have the same. */
const sourcesOf = (ats: AtsRecord, ou: OuRecord) =>
  ats.source === ou.source ? ats.source : `${ats.source}; ${ou.source}`;

/**
 * A record's text: its figures and source, or, where none of its games had a line (the NHL's shipped games: its
 * lines are the live odds feed's only), a dash and where its lines come from in words.
 */
function recordText(
  label: 'ATS' | 'O/U',
  line: string,
  record: { source: string; unlined: number },
  counted: number,
  figures: string,
): LineRecordText {
  if (counted === 0 && record.unlined > 0)
    return { label, figures: '—', note: `no ${line} in ${games(record.unlined)}: lines from ${record.source}` };
  return { label, figures, note: note(record.source, record.unlined, line) };
}

/**
 * Both records as the screens write them, each with its source or the reason it is missing; one dash for both
 * where the league's data has no line at all, or where neither counts a game (with where the lines come from).
 */
export function lineRecordTexts(lines: LineRecords): LineRecordText[] {
  if (!lines.ats && !lines.ou) return [{ label: 'ATS, O/U', figures: '—', note: NO_LINES }];
  // Neither counts a game but both have games (without a line): one dash and where the lines come from.
  const { ats, ou } = lines;
  if (ats && ou && !countsLinedGames(lines) && ats.unlined > 0)
    return [
      { label: 'ATS, O/U', figures: '—', note: `no line in ${games(ats.unlined)}: lines from ${sourcesOf(ats, ou)}` },
    ];
  return [
    lines.ats
      ? recordText('ATS', 'spread', lines.ats, atsCounted(lines.ats), atsFigures(lines.ats))
      : { label: 'ATS', figures: '—', note: NO_SPREADS },
    lines.ou
      ? recordText('O/U', 'total', lines.ou, ouCounted(lines.ou), ouFigures(lines.ou))
      : { label: 'O/U', figures: '—', note: NO_TOTALS },
  ];
}

/** 'ATS 10-7-1 (58.8%) · O/U 9-8-0 (52.9% over)', '—' with its reason where a line is missing. */
export function lineRecordsText(lines: LineRecords): string {
  return lineRecordTexts(lines)
    .map((t) => (t.figures === '—' ? `${t.label} — ${t.note}` : `${t.label} ${t.figures}`))
    .join(' · ');
}
