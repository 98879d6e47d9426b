// Reading an import of bets (POST /api/bets/import/, docs/bets-csv.md): the export's own columns, or the columns
// a spreadsheet kept in a common bet tracker has (Date, Sport, Bet Type, Pick, Odds, Stake, Book), each row turned
// into a bet input on a stored game or rejected with why.
import {
  americanFromDecimal,
  BET_LIMITS,
  betInputSchema,
  type BetMarket,
  type BetSideTaken,
} from '@vantage/contracts/bets';
import { LEAGUE_LABELS, LEAGUES, leagueNamed, type League } from '@vantage/contracts/sports-rules';
import type { z } from 'zod';
import { parseCsvRows } from '../../data/csv';
import type { BettableGame } from './repository';

type BetInput = z.infer<typeof betInputSchema>;

/** A column and the headers it goes by (lower case, words joined by `_`). */
const COLUMNS = {
  game_id: ['game_id', 'gameid'],
  league: ['league', 'sport'],
  date: ['game_date', 'date', 'event_date'],
  market: ['market', 'bet_type', 'type', 'wager_type'],
  side: ['side'],
  pick: ['selection', 'pick', 'team'],
  line: ['line'],
  price: ['price', 'odds'],
  stake: ['stake', 'risk', 'wager', 'amount'],
  book: ['book', 'sportsbook', 'bookmaker'],
  note: ['note', 'notes', 'comment', 'comments'],
  matchup: ['matchup', 'event', 'game'],
} as const;
type Column = keyof typeof COLUMNS;

/** The sport a tracker names beside the league. */
const SPORT_WORDS: Record<League, string[]> = {
  mlb: ['baseball'],
  nba: ['basketball'],
  nfl: ['football', 'american football'],
  nhl: ['hockey', 'ice hockey'],
};

/** The bet types trackers write. */
const MARKET_WORDS: Record<BetMarket, string[]> = {
  moneyline: ['moneyline', 'money line', 'ml', 'h2h', 'winner', 'straight'],
  spread: ['spread', 'point spread', 'run line', 'runline', 'puck line', 'puckline', 'ats', 'handicap'],
  total: ['total', 'totals', 'over/under', 'over under', 'o/u', 'ou'],
};

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const words = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function leagueOf(text: string): League | null {
  const named = leagueNamed(text);
  if (named) return named;
  const w = words(text);
  return LEAGUES.find((l) => SPORT_WORDS[l].includes(w)) ?? null;
}

function marketOf(text: string): BetMarket | null {
  const w = words(text);
  return (Object.keys(MARKET_WORDS) as BetMarket[]).find((m) => MARKET_WORDS[m].includes(w)) ?? null;
}

/** A number as people type it: "$1,200.50", "−3.5" (a true minus), "+150". */
function numberOf(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/[$£€,\s]/g, '');
  if (cleaned === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** American odds, or decimal odds (1.91, 2.50) turned American. */
function priceOf(text: string): number | null {
  const n = numberOf(text);
  if (n === null) return null;
  if (/[.]/.test(text) && n > 1 && n < 100 && !/^\s*[+-]/.test(text)) return americanFromDecimal(n);
  return n;
}

/** YYYY-MM-DD, or a US spreadsheet's M/D/YYYY or M/D/YY (a time after it is ignored). */
function dateOf(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(t);
  const [y, m, d] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : us
      ? [us[3]!.length === 2 ? `20${us[3]}` : us[3]!, us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')]
      : [];
  if (!y) return null;
  const date = `${y}-${m}-${d}`;
  return new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) === date ? date : null;
}

/** The export's guard against spreadsheet formulas, undone: a leading quote before =, +, -, @. */
const plainText = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

type Team = BettableGame['home'];

/** Whether a text names a team: its full name, nickname or city-less name, or its abbreviation or code as a word. */
function names(text: string, team: Team): boolean {
  const t = ` ${words(text).replace(/[^a-z0-9 ]+/g, ' ')} `;
  const has = (s: string) => s.length > 0 && t.includes(` ${words(s).replace(/[^a-z0-9 ]+/g, ' ')} `);
  return has(team.name) || has(team.nickname) || has(team.abbreviation) || has(team.code);
}

/** A pick's total: "Over 8.5", "U 44", "o8.5". */
function totalPick(pick: string): { side: BetSideTaken; line: number } | null {
  const m = /(?:^|\s)(over|under|o|u)\s*(\d+(?:\.\d+)?)\s*$/i.exec(pick.trim());
  if (!m) return null;
  return { side: m[1]!.toLowerCase().startsWith('o') ? 'over' : 'under', line: Number(m[2]) };
}

/** A pick's spread as the team takes it: "Chiefs -3.5" → −3.5, "Red Sox +1.5", "Jets PK" → 0. */
function spreadPick(pick: string): { team: string; points: number } | null {
  const m = /^(.*?)\s*([+\-\u2212]\s*\d+(?:\.\d+)?|pk|pick|pick'em|even)\s*$/i.exec(pick.trim());
  if (!m || !m[1]) return null;
  const points = numberOf(m[2]!.replace(/\s/g, ''));
  return { team: m[1], points: points ?? 0 };
}

export interface ImportSources {
  served(league: League): boolean;
  games(ids: string[]): Promise<Map<string, BettableGame>>;
  gamesOn(league: League, date: string): Promise<BettableGame[]>;
}

export type ImportRead =
  | { bets: { input: BetInput; game: BettableGame }[]; rejected: { row: number; reason: string }[] }
  | { tooMany: number };

class RowError extends Error {}
const fail = (reason: string): never => {
  throw new RowError(reason);
};

/**
 * Reads an import: every row a bet, or a reason. `row` is the row's number as a spreadsheet shows it (the header
 * is row 1). A file of more than BET_LIMITS.importRows bets is refused whole.
 */
export async function readImport(csv: string, sources: ImportSources): Promise<ImportRead> {
  const [header, ...lines] = parseCsvRows(csv);
  const rows = lines.map((fields, i) => ({ row: i + 2, fields })).filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (rows.length > BET_LIMITS.importRows) return { tooMany: rows.length };
  const rejected: { row: number; reason: string }[] = [];
  if (!header || rows.length === 0)
    return { bets: [], rejected: [{ row: 1, reason: 'The file holds no bets: a header line, then one bet a line.' }] };
  const index = new Map<Column, number>();
  const keys = header.map(headerKey);
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const at = keys.findIndex((k) => (COLUMNS[column] as readonly string[]).includes(k));
    if (at >= 0) index.set(column, at);
  }
  const missing = (['price', 'stake'] as Column[]).filter((c) => !index.has(c));
  if (!index.has('game_id') && !index.has('pick')) missing.push('pick');
  if (missing.length > 0)
    return { bets: [], rejected: [{ row: 1, reason: `The header names no ${missing.join(', ')} column.` }] };

  const byId = await sources.games(
    index.has('game_id') ? rows.map((r) => (r.fields[index.get('game_id')!] ?? '').trim()).filter(Boolean) : [],
  );
  const days = new Map<string, Promise<BettableGame[]>>();
  const gamesOn = (league: League, date: string) => {
    const key = `${league}|${date}`;
    if (!days.has(key)) days.set(key, sources.gamesOn(league, date));
    return days.get(key)!;
  };

  const bets: { input: BetInput; game: BettableGame }[] = [];
  for (const { row, fields } of rows) {
    const cell = (c: Column) => (index.has(c) ? (fields[index.get(c)!] ?? '').trim() : '');
    try {
      const { input, game } = await readRow(cell, byId, gamesOn, sources);
      const checked = betInputSchema.safeParse(input);
      if (!checked.success)
        fail(checked.error.issues.map((i) => `${i.path.join('.') || 'bet'}: ${i.message}`).join(' '));
      else bets.push({ input: checked.data, game });
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      rejected.push({ row, reason: err.message });
    }
  }
  return { bets, rejected };
}

async function readRow(
  cell: (c: Column) => string,
  byId: Map<string, BettableGame>,
  gamesOn: (league: League, date: string) => Promise<BettableGame[]>,
  sources: ImportSources,
): Promise<{ input: Record<string, unknown>; game: BettableGame }> {
  const leagueText = cell('league');
  const gameId = cell('game_id');
  const known = gameId ? byId.get(gameId) : undefined;
  const league = leagueText ? leagueOf(leagueText) : ((known?.league as League | undefined) ?? null);
  if (!league) fail(leagueText ? `"${leagueText}" is not a league Vantage covers.` : 'The row names no league.');
  if (!sources.served(league!)) fail(`${LEAGUE_LABELS[league!]} games are not served here.`);
  const price = priceOf(cell('price'));
  if (price === null) fail(`The odds "${cell('price')}" are not a price (−110, +150 or 1.91).`);
  const stake = numberOf(cell('stake'));
  if (stake === null) fail(`The stake "${cell('stake')}" is not a number.`);
  const common = {
    league,
    price,
    stake,
    book: plainText(cell('book')) || null,
    note: plainText(cell('note')) || null,
  };

  // The export's own columns: the game's id and the side.
  if (gameId) {
    if (!known || known.league !== league) fail(`No ${LEAGUE_LABELS[league!]} game has the id "${gameId}".`);
    const market = marketOf(cell('market'));
    const side = cell('side').toLowerCase();
    if (!market) fail(`The market "${cell('market')}" is not moneyline, spread or total.`);
    const lineText = cell('line');
    const line = lineText === '' ? null : numberOf(lineText);
    if (lineText !== '' && line === null) fail(`The line "${lineText}" is not a number.`);
    return { input: { ...common, game_id: gameId, market, side, line }, game: known! };
  }

  // A tracker's row: the date, the pick and maybe the event find the game.
  const date = dateOf(cell('date'));
  if (!date) fail(`The date "${cell('date')}" is not a date (2024-01-15 or 1/15/2024).`);
  const pick = plainText(cell('pick'));
  if (!pick) fail('The row has no pick.');
  const total = totalPick(pick);
  const typed = cell('market') ? marketOf(cell('market')) : null;
  if (cell('market') && !typed) fail(`The bet type "${cell('market')}" is not a moneyline, spread or total.`);
  const spread = total ? null : spreadPick(pick);
  const market: BetMarket = typed ?? (total ? 'total' : spread ? 'spread' : 'moneyline');
  if (market === 'total' && !total) fail(`The pick "${pick}" is not a total (Over 8.5, Under 44).`);
  if (market === 'spread' && !spread) fail(`The pick "${pick}" is not a spread (Chiefs −3.5).`);
  const event = cell('matchup');
  const teamText =
    market === 'total'
      ? `${event} ${pick.replace(/(over|under|o|u)\s*[\d.]+\s*$/i, '')}`
      : market === 'spread'
        ? spread!.team
        : pick;
  if (!teamText.trim()) fail('A total names no game: add an Event column ("KC @ BUF") or a game_id column.');
  const day = await gamesOn(league!, date!);
  const found = day
    .map((game) => ({ game, home: names(teamText, game.home), away: names(teamText, game.away) }))
    .filter((m) => (m.home || m.away) && (!event || names(event, m.game.home) || names(event, m.game.away)))
    .filter((m) => market === 'total' || m.home !== m.away);
  const what = `${LEAGUE_LABELS[league!]} game on ${date} with ${teamText.trim() || 'those teams'}`;
  if (found.length === 0) fail(`No ${what}.`);
  if (found.length > 1) fail(`${found.length} ${what.replace('game', 'games')}: add a game_id column.`);
  const { game, home } = found[0]!;
  const side: BetSideTaken = market === 'total' ? total!.side : home ? 'home' : 'away';
  // The stored line is the points the home side is favoured by: the home side's −3.5 is 3.5, the away side's −3.5
  // is −3.5.
  const line =
    market === 'total' ? total!.line : market === 'spread' ? (home ? -spread!.points : spread!.points) + 0 : null;
  return { input: { ...common, game_id: game.id, market, side, line }, game };
}
