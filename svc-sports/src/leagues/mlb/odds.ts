import { parseCsvRecords } from '../../data/csv';
import type { RunLine } from '../../data/games';

/** One pre-game moneyline from a historical odds file, with team codes as the file spells them. */
export interface OddsLine {
  date: string;
  home: string;
  away: string;
  homeMoneyline: number;
  awayMoneyline: number;
  total: number | null;
  homeScore: number | null;
  awayScore: number | null;
  /** sbr: sportsbookreviewsonline closing line; soo: ScoresAndOdds line (time not stated). */
  source: 'sbr' | 'soo';
  /** SBR's opening moneylines, when the line above is its close (both open and close listed). */
  opening?: { home: number; away: number } | null;
  /** SBR's run line: the runs the home side is favoured by (home −1.5 is 1.5) and both sides' prices. */
  runLine?: RunLine | null;
  /** SBR's closing over and under prices of `total` (ScoresAndOdds gives none). */
  totalPrices?: { over: number; under: number } | null;
}

/** The run line of an SBR row: the two sides' lines must mirror each other (home −1.5, visitors +1.5). */
function runLineOf(r: Record<string, string>): RunLine | null {
  const [homeLine, awayLine] = [numberOrNull(r.h_rl), numberOrNull(r.v_rl)];
  const [home, away] = [moneyline(r.h_rl_odds), moneyline(r.v_rl_odds)];
  if (homeLine === null || awayLine === null || home === null || away === null) return null;
  if (homeLine !== -awayLine || homeLine === 0) return null;
  return { homeFavouredBy: -homeLine, home, away };
}

/** The closing total's prices, or the opening's when the row's total is its opening one. */
function totalPricesOf(r: Record<string, string>): { over: number; under: number } | null {
  const closed = numberOrNull(r.ou_close) !== null;
  const [over, under] = closed
    ? [moneyline(r.ou_close_ovr), moneyline(r.ou_close_und)]
    : [moneyline(r.ou_open_ovr), moneyline(r.ou_open_und)];
  return over !== null && under !== null ? { over, under } : null;
}

function moneyline(value: string | undefined): number | null {
  if (!value) return null;
  const n = Number(value);
  // American odds are whole numbers at least 100 in size; anything else is a parse artefact of the source.
  return Number.isFinite(n) && Math.abs(n) >= 100 ? Math.round(n) : null;
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value === '' || value === 'NA') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The opening pair of an SBR row whose closing pair is listed (else the row's only line is its open). */
function openingOf(r: Record<string, string>, home: number, away: number): OddsLine['opening'] {
  const [homeOpen, awayOpen] = [moneyline(r.h_ml_open), moneyline(r.v_ml_open)];
  const closed = moneyline(r.h_ml_close) === home && moneyline(r.v_ml_close) === away;
  return closed && homeOpen !== null && awayOpen !== null ? { home: homeOpen, away: awayOpen } : null;
}

/**
 * Reads either odds format shipped with the data: the SBR archives (v_team/h_team, closing moneylines) or
 * ScoresAndOdds (Date,Home,Away,…,Home_ML,Away_ML). Lines without both moneylines are skipped.
 */
export function parseOddsFile(text: string): OddsLine[] {
  const records = parseCsvRecords(text);
  if (records.length === 0) return [];
  const lines: OddsLine[] = [];
  if ('h_ml_close' in records[0]) {
    for (const r of records) {
      const home = moneyline(r.h_ml_close) ?? moneyline(r.h_ml_open);
      const away = moneyline(r.v_ml_close) ?? moneyline(r.v_ml_open);
      if (home === null || away === null) continue;
      lines.push({
        date: r.date,
        home: r.h_team,
        away: r.v_team,
        homeMoneyline: home,
        awayMoneyline: away,
        total: numberOrNull(r.ou_close) ?? numberOrNull(r.ou_open),
        homeScore: numberOrNull(r.h_final),
        awayScore: numberOrNull(r.v_final),
        source: 'sbr',
        opening: openingOf(r, home, away),
        runLine: runLineOf(r),
        totalPrices: totalPricesOf(r),
      });
    }
    return lines;
  }
  if ('Home_ML' in records[0]) {
    for (const r of records) {
      const home = moneyline(r.Home_ML);
      const away = moneyline(r.Away_ML);
      if (home === null || away === null) continue;
      lines.push({
        date: r.Date,
        home: r.Home,
        away: r.Away,
        homeMoneyline: home,
        awayMoneyline: away,
        total: numberOrNull(r.OU_Line),
        homeScore: numberOrNull(r.Home_Score),
        awayScore: numberOrNull(r.Away_Score),
        source: 'soo',
      });
    }
    return lines;
  }
  throw new Error(
    'unknown odds file format (expected SBR h_ml_close/v_ml_close or ScoresAndOdds Home_ML/Away_ML columns)',
  );
}
