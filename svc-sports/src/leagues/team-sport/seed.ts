import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '@vantage/service-kit/logger';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk';
import type { SportsDb } from '../../db/database';
import { games, odds, syncState } from '../../db/schema';
import { upsertTeams } from '../../data/seed/teams';
import type { GameRow, OddsRow } from '../../api/games/repository';
import type { League, LeagueGame } from './types';
import type { LeagueTeam } from './teams';
import { loadShippedLeague } from './shipped';
import { asKnownOn, storageId } from './compute';
import type { TeamFacts } from '../../api/teams/lookup';

/** What a game row keeps of a LeagueGame beyond its columns (`games.details`). */
interface StoredDetails {
  neutral: boolean;
  playoff: boolean;
  extra: LeagueGame['extra'];
  extraKnown: boolean;
  spread: number | null;
  players: LeagueGame['players'];
  /** The spread's and the total's prices and the weather, where the source has them (the NFL's). */
  spreadPrices?: LeagueGame['spreadPrices'];
  totalPrices?: LeagueGame['totalPrices'];
  weather?: LeagueGame['weather'];
}

/** Fingerprint of a league's shipped folder: a changed file is seeded again. */
function fingerprint(dir: string): string {
  const hash = createHash('sha1');
  const walk = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(folder, e.name)) : [path.join(folder, e.name)]))
      .sort();
  for (const file of walk(dir)) hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * Every identity a league's franchises had in the shipped seasons (today's and earlier ones: the Oakland Raiders,
 * the Arizona Coyotes), each with its franchise's conference and division: games keep the season's code.
 */
export function teamIdentities(teams: readonly LeagueTeam[]): TeamFacts[] {
  const fact = (t: LeagueTeam, id: { code: string; name: string; city: string }): TeamFacts => ({
    code: id.code,
    abbreviation: id.code,
    name: id.name,
    nickname: id.name.startsWith(`${id.city} `) ? id.name.slice(id.city.length + 1) : id.name,
    city: id.city,
    league: t.conference,
    division: t.division,
  });
  const all = teams.flatMap((t) => [...(t.history ?? []).map((h) => fact(t, h)), fact(t, t)]);
  // A code two identities share (a name change: the Charlotte Bobcats, then Hornets) is the latest one.
  return [...new Map(all.map((t) => [t.code, t])).values()];
}

/** The storage row of a LeagueGame (`status`: the feed's; a shipped game is completed once it has scores). */
export function leagueGameRow(g: LeagueGame, source: string, status?: string): Record<string, unknown> {
  const played = g.homeScore !== null && g.awayScore !== null;
  const details: StoredDetails = {
    neutral: g.neutral,
    playoff: g.playoff,
    extra: g.extra,
    extraKnown: g.extraKnown,
    spread: g.spread,
    players: g.players,
    spreadPrices: g.spreadPrices,
    totalPrices: g.totalPrices,
    weather: g.weather,
  };
  return {
    id: storageId(g.league, g.id),
    sport: g.league,
    season: g.season,
    date: g.date,
    game_number: 0,
    start_time: g.start,
    away: g.away,
    home: g.home,
    park: g.neutral ? 'neutral' : g.home,
    away_starter: g.starters?.away?.id ?? null,
    home_starter: g.starters?.home?.id ?? null,
    away_starter_name: g.starters?.away?.name ?? null,
    home_starter_name: g.starters?.home?.name ?? null,
    status: status ?? (played ? 'completed' : 'scheduled'),
    away_score: g.awayScore,
    home_score: g.homeScore,
    result_known_on: played ? g.date : null,
    source,
    details,
  };
}

/** The spread's and the total's prices of a game's odds row (a live game's: its books' consensus), where it has them. */
function linePrices(line: OddsRow | null): Pick<LeagueGame, 'spreadPrices' | 'totalPrices'> {
  if (!line) return {};
  const { runLineHomePrice: home, runLineAwayPrice: away, overPrice: over, underPrice: under } = line;
  return {
    ...(line.runLine !== null && home !== null && away !== null ? { spreadPrices: { home, away } } : {}),
    ...(line.total !== null && over !== null && under !== null ? { totalPrices: { over, under } } : {}),
  };
}

/** A stored game as the league's model reads it; results the clock has not reached are hidden (`today`). */
export function leagueGameOf(league: League, row: GameRow, line: OddsRow | null, today: string): LeagueGame {
  const d = (row.details ?? {}) as Partial<StoredDetails>;
  const played = row.status === 'completed';
  const starter = (id: string | null, name: string | null) => (id ? { id, name: name ?? id } : null);
  const priced = linePrices(line);
  const spreadPrices = d.spread == null ? priced.spreadPrices : d.spreadPrices;
  const totalPrices = d.totalPrices ?? priced.totalPrices;
  const game: LeagueGame = {
    league,
    id: row.id.slice(league.length + 1),
    season: row.season,
    date: row.date,
    start: row.startTime ? row.startTime.toISOString() : null,
    away: row.away,
    home: row.home,
    neutral: d.neutral ?? false,
    playoff: d.playoff ?? false,
    awayScore: played ? row.awayScore : null,
    homeScore: played ? row.homeScore : null,
    extra: d.extra ?? null,
    extraKnown: d.extraKnown ?? false,
    odds: line ? { homeMoneyline: line.homeMoneyline, awayMoneyline: line.awayMoneyline } : null,
    // A shipped game's spread is in its details; a live one's is the odds provider's consensus (the odds row).
    spread: d.spread ?? line?.runLine ?? null,
    total: line?.total ?? null,
    starters:
      row.homeStarter || row.awayStarter
        ? { home: starter(row.homeStarter, row.homeStarterName), away: starter(row.awayStarter, row.awayStarterName) }
        : null,
    players: d.players ?? null,
    ...(spreadPrices ? { spreadPrices } : {}),
    ...(totalPrices ? { totalPrices } : {}),
    ...(d.weather ? { weather: d.weather } : {}),
  };
  return asKnownOn(today, game, row.resultKnownOn ?? row.date);
}

/** Loads a league's shipped teams (`teams`, its table) and games once (fingerprinted); rows already there are kept. */
export async function seedLeague(
  db: SportsDb,
  league: League,
  teams: readonly LeagueTeam[],
  dataDir: string,
  logger: Logger,
): Promise<boolean> {
  const started = Date.now();
  const folder = path.join(dataDir, league);
  const print = fingerprint(folder);
  const key = `dataset:${league}`;
  const [state] = await db.select().from(syncState).where(eq(syncState.key, key));
  if (state && (state.value as { fingerprint?: string }).fingerprint === print) return false;
  const teamRows = teamIdentities(teams).map((t) => ({ sport: league, ...t }));
  await upsertTeams(db, teamRows);
  const shipped = loadShippedLeague(league, path.join(dataDir, league));
  await bulkInsert(
    db,
    'games',
    shipped.map((g) => leagueGameRow(g, 'shipped')),
  );
  await bulkInsert(
    db,
    'odds',
    shipped
      .filter((g) => g.odds)
      .map((g) => ({
        game_id: storageId(league, g.id),
        home_moneyline: g.odds!.homeMoneyline,
        away_moneyline: g.odds!.awayMoneyline,
        total: g.total,
        source: 'shipped',
      })),
  );
  await db
    .insert(syncState)
    .values({ key, value: { fingerprint: print, games: shipped.length } })
    .onConflictDoUpdate({ target: syncState.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  logger.info({ league, games: shipped.length, ms: Date.now() - started }, 'league dataset seeded');
  return true;
}

/** A league's stored games (postponed games are not games) with their lines, in date order. */
export async function storedGames(db: SportsDb, league: League, where = sql`true`) {
  return db
    .select({ game: games, line: odds })
    .from(games)
    .leftJoin(odds, eq(odds.gameId, games.id))
    .where(and(eq(games.sport, league), ne(games.status, 'postponed'), where))
    .orderBy(asc(games.date), asc(games.home));
}

/** Every stored game of a league as its model reads it on `today` (later results hidden). */
export async function storedLeagueGames(db: SportsDb, league: League, today: string): Promise<LeagueGame[]> {
  return (await storedGames(db, league)).map((r) => leagueGameOf(league, r.game, r.line, today));
}
