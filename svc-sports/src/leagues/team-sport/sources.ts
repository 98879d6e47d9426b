/**
 * The league-neutral helpers of the loaders of the public files laid out as ../shared/data/<league>/ (same file
 * names and columns; later seasons appended) into LeagueGame[]: files, dates, prices, game ids, OddsPortal's files
 * given a league's bubble (today's names for past seasons). Each league's own reader is its folder's `source.ts`
 * (nba/source.ts, nfl/source.ts, nhl/source.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords } from '../../data/csv';
import type { TeamIndex } from './teams';
import type { League, LeagueGame, NamedPlayer } from './types';

/** Both sides' named starters from a row's ids and names; null when the row names neither. */
export function namedStarters(
  awayId: string,
  awayName: string,
  homeId: string,
  homeName: string,
): { away: NamedPlayer | null; home: NamedPlayer | null } | null {
  const player = (id: string, name: string): NamedPlayer | null => (id ? { id, name } : null);
  return awayId || homeId ? { away: player(awayId, awayName), home: player(homeId, homeName) } : null;
}

export function gameId(date: string, away: string, home: string): string {
  return `${date}-${away}-${home}-0`;
}

/** The UTC instant of a US Eastern wall-clock time (the NFL's `gametime`). */
export function easternInstant(date: string, time: string): string {
  const [h, m] = time.split(':').map(Number);
  const guess = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), h, m);
  // Eastern is UTC−5 or UTC−4: take the offset the zone has at that moment.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess + 5 * 3600_000));
  const offset = Number(parts.find((p) => p.type === 'hour')!.value) === h ? 5 : 4;
  return new Date(guess + offset * 3600_000).toISOString().replace('.000Z', 'Z');
}

/** "7:30 PM" → "19:30"; null for anything else. */
export function twentyFourHourClock(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ?([AP])M$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12 || Number(match[2]) > 59) return null;
  const hour24 = (hour % 12) + (match[3].toUpperCase() === 'P' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${match[2]}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** OddsPortal's "04 Oct 2010" (the US date of the game). */
function oddsPortalDate(text: string): string {
  const [d, mon, y] = text.trim().split(/\s+/);
  const month = MONTHS.indexOf(mon) + 1;
  if (!month || !y) throw new Error(`unreadable OddsPortal date "${text}"`);
  return `${y}-${String(month).padStart(2, '0')}-${d.padStart(2, '0')}`;
}

export function moneyline(text: string | undefined): number | null {
  const n = Number((text ?? '').trim());
  return (text ?? '').trim() !== '' && Number.isFinite(n) && Math.abs(n) >= 100 ? n : null;
}

export const score = (text: string | undefined) => ((text ?? '').trim() === '' ? null : Number(text));
export const num = (text: string | undefined) =>
  (text ?? '').trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

export function read(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

export function filesMatching(dir: string, pattern: RegExp): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => pattern.test(f))
        .sort()
    : [];
}

/**
 * A row's spread and total prices and the kick-off weather, each only where the row has it (nflverse's column names,
 * which the shipped games.csv keeps for every league).
 */
export function marketColumns(r: Record<string, string>): Pick<LeagueGame, 'spreadPrices' | 'totalPrices' | 'weather'> {
  const price = (text: string | undefined) => {
    const n = num(text);
    return n !== null && Math.abs(n) >= 100 ? n : null;
  };
  const [home, away, over, under] = [r.home_spread_odds, r.away_spread_odds, r.over_odds, r.under_odds].map(price);
  const roof = (r.roof ?? '').trim();
  return {
    ...(home !== null && away !== null ? { spreadPrices: { home, away } } : {}),
    ...(over !== null && under !== null ? { totalPrices: { over, under } } : {}),
    ...(roof
      ? { weather: { temp: num(r.temp), wind: num(r.wind), indoor: roof === 'dome' || roof === 'closed' } }
      : {}),
  };
}

// ---------------------------------------------------------------- OddsPortal

const KEPT_TYPES = new Set(['Regular', 'Play Offs', 'Promotion - Play Offs', 'Placement Group']);

/** A league's OddsPortal games; those from `bubble[0]` to `bubble[1]` (a league's 2020 bubble) at a neutral site. */
export function loadOddsPortal(
  league: League,
  bubble: readonly [string, string],
  text: string,
  teams: TeamIndex,
): LeagueGame[] {
  const out = new Map<string, LeagueGame>();
  const [from, to] = bubble;
  for (const r of parseCsvRecords(text)) {
    if (!KEPT_TYPES.has(r.season_type)) continue;
    const seasonMatch = /-(\d{4})-\d{4}\//.exec(r.game_url);
    if (!seasonMatch) throw new Error(`${league}: no season in "${r.game_url}"`);
    const season = Number(seasonMatch[1]);
    const date = oddsPortalDate(r.date);
    const home = teams.in(r.team_1, season).code;
    const away = teams.in(r.team_2, season).code;
    const homeMl = moneyline(r.moneyline_1);
    const awayMl = moneyline(r.moneyline_2);
    const id = gameId(date, away, home);
    out.set(id, {
      league,
      id,
      season,
      date,
      start: null,
      away,
      home,
      neutral: r.neutral === '1' || (date >= from && date <= to),
      playoff: r.season_type !== 'Regular',
      awayScore: score(r.points_2),
      homeScore: score(r.points_1),
      extra: null,
      extraKnown: false,
      odds: homeMl !== null && awayMl !== null ? { homeMoneyline: homeMl, awayMoneyline: awayMl } : null,
      spread: null,
      total: null,
      starters: null,
      players: null,
    });
  }
  return [...out.values()];
}

export function oddsPortalFile(dir: string, league: string): string {
  const file = filesMatching(dir, new RegExp(`^oddsportal_${league}_\\d{4}_\\d{4}\\.csv$`)).at(-1);
  if (!file) throw new Error(`no oddsportal_${league}_YYYY_YYYY.csv in ${dir}`);
  return read(dir, file);
}

/** Games keyed by date and the two franchises, for joining files that spell teams differently. */
export function joinKey(teams: TeamIndex, date: string, away: string, home: string): string {
  return `${date}|${teams.franchise(away)}|${teams.franchise(home)}`;
}

export function sortGames(games: LeagueGame[]): LeagueGame[] {
  return games.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
