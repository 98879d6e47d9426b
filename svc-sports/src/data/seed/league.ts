import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '@vantage/service-kit/logger';
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock/clock';
import { bulkInsert } from '../../db/bulk';
import type { SportsDb } from '../../db/database';
import { games, odds, syncState } from '../../db/schema';
import { upsertTeams } from './dataset';
import type { Side } from '../../api/explorer/service';
import type { GameRow, OddsRow } from '../../api/games/repository';
import { NEW_LEAGUES, type LeagueGame, type NewLeague } from '../../model/leagues/types';
import { asKnownOn, storageId, trendGame, type LeagueComputeInput } from '../../model/predictions/league-compute';
import { PredictionRecorder } from '../../model/predictions/recorder';
import { LedgerRepository } from '../../api/ledger/repository';
import { LedgerService, type RootAnchor } from '../../api/ledger/service';
import { LEAGUE_PROFILES, seasonDates, seasonOf } from '../../registry/profiles';
import { leagueTeams, shippedLeagueGames, trendTeams, type LeagueTeamFacts } from '../../registry/models';
import type { ServedLeague } from '../../registry/served';
import { TeamAliases, type TeamFacts } from '../../api/teams/lookup';
import { LeagueTrends } from '../../model/trends/league-situations';
import { restOf } from '../../model/trends/rest';

/** What a game row keeps of a LeagueGame beyond its columns (`games.details`). */
interface StoredDetails {
  neutral: boolean;
  playoff: boolean;
  extra: LeagueGame['extra'];
  extraKnown: boolean;
  spread: number | null;
  players: LeagueGame['players'];
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
function teamIdentities(league: NewLeague): TeamFacts[] {
  const fact = (t: LeagueTeamFacts, id: { code: string; name: string; city: string }): TeamFacts => ({
    code: id.code,
    abbreviation: id.code,
    name: id.name,
    nickname: id.name.startsWith(`${id.city} `) ? id.name.slice(id.city.length + 1) : id.name,
    city: id.city,
    league: t.conference,
    division: t.division,
  });
  const all = leagueTeams(league).flatMap((t) => [...(t.history ?? []).map((h) => fact(t, h)), fact(t, t)]);
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

/** A stored game as the league's model reads it; results the clock has not reached are hidden (`today`). */
export function leagueGameOf(league: NewLeague, row: GameRow, line: OddsRow | null, today: string): LeagueGame {
  const d = (row.details ?? {}) as Partial<StoredDetails>;
  const played = row.status === 'completed';
  const starter = (id: string | null, name: string | null) => (id ? { id, name: name ?? id } : null);
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
    spread: d.spread ?? null,
    total: line?.total ?? null,
    starters:
      row.homeStarter || row.awayStarter
        ? { home: starter(row.homeStarter, row.homeStarterName), away: starter(row.awayStarter, row.awayStarterName) }
        : null,
    players: d.players ?? null,
  };
  return asKnownOn(today, game, row.resultKnownOn ?? row.date);
}

/** Loads a league's shipped teams and games once (fingerprinted); rows already there are kept. */
export async function seedLeague(db: SportsDb, league: NewLeague, dataDir: string, logger: Logger): Promise<boolean> {
  const started = Date.now();
  const folder = path.join(dataDir, league);
  const print = fingerprint(folder);
  const key = `dataset:${league}`;
  const [state] = await db.select().from(syncState).where(eq(syncState.key, key));
  if (state && (state.value as { fingerprint?: string }).fingerprint === print) return false;
  const teamRows = teamIdentities(league).map((t) => ({ sport: league, ...t }));
  await upsertTeams(db, teamRows);
  const shipped = shippedLeagueGames(league, dataDir);
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
async function storedGames(db: SportsDb, league: NewLeague, where = sql`true`) {
  return db
    .select({ game: games, line: odds })
    .from(games)
    .leftJoin(odds, eq(odds.gameId, games.id))
    .where(and(eq(games.sport, league), ne(games.status, 'postponed'), where))
    .orderBy(asc(games.date), asc(games.home));
}

/** The start of the season before today's: where the recorded history of a league begins. */
export function defaultLeagueSince(league: NewLeague, today: string): string {
  const profile = LEAGUE_PROFILES[league];
  return seasonDates(profile, seasonOf(profile, today) - 1).from;
}

export interface PreparedLeague {
  teams: TeamAliases;
  recorder: PredictionRecorder;
}

/**
 * The NBA's, NFL's or NHL's start-up step (as MLB's prepareSportsData): seeds its shipped data when changed,
 * records the prediction of every game from `since` up to today that has none, and scores what is known.
 */
export async function prepareLeague(
  db: SportsDb,
  league: NewLeague,
  dataDir: string,
  clock: Clock,
  logger: Logger,
  since = defaultLeagueSince(league, clock.today()),
  anchors: RootAnchor[] = [],
): Promise<PreparedLeague> {
  await seedLeague(db, league, dataDir, logger);
  const recorder = new PredictionRecorder({
    db,
    logger,
    since,
    league,
    ledger: new LedgerService({ repository: new LedgerRepository({ db, league }), clock, logger, anchors }),
    clock,
    job: async (today, due) => {
      const input: LeagueComputeInput = {
        games: (await storedGames(db, league)).map((r) => leagueGameOf(league, r.game, r.line, today)),
        teams: [...trendTeams(league)],
        due,
      };
      return { league, input };
    },
  });
  const today = clock.today();
  await recorder.record(today);
  await recorder.score(today);
  return { teams: new TeamAliases(teamIdentities(league)), recorder };
}

/** The explorer's sides of one season of a league before today, in its trends' situations. */
function leagueSeasonSides(db: SportsDb, league: NewLeague) {
  return async (season: number, today: string): Promise<Side[]> => {
    const rows = await storedGames(db, league, and(eq(games.season, season), lt(games.date, today)));
    const sides: Side[] = [];
    const trends = new LeagueTrends(league, trendTeams(league));
    trends.walk(
      rows.map((r) => trendGame(leagueGameOf(league, r.game, r.line, today))),
      (game, t) => {
        const r = game.result;
        if (!r || r.homeScore === r.awayScore) return;
        for (const home of [true, false]) {
          const scoreFor = home ? r.homeScore : r.awayScore;
          const scoreAgainst = home ? r.awayScore : r.homeScore;
          const side = t.situations[home ? 'home' : 'away'];
          sides.push({
            game: { id: storageId(league, game.id), date: game.date, season: game.season },
            team: home ? game.home : game.away,
            opponent: home ? game.away : game.home,
            home,
            won: scoreFor > scoreAgainst,
            runsFor: scoreFor,
            runsAgainst: scoreAgainst,
            moneyline: game.odds ? (home ? game.odds.homeMoneyline : game.odds.awayMoneyline) : null,
            situation: side.situation,
            rest: restOf(side.daysOff),
          });
        }
      },
    );
    return sides;
  };
}

/** A prepared league as the API serves it. */
export function servedLeague(db: SportsDb, league: NewLeague, clock: Clock, prepared: PreparedLeague): ServedLeague {
  return {
    profile: LEAGUE_PROFILES[league],
    clock,
    teams: prepared.teams,
    seasonSides: leagueSeasonSides(db, league),
  };
}

/** Every league other than MLB prepared and served, each on its own clock (leagueReplayDate). */
export async function prepareNewLeagues(
  db: SportsDb,
  dataDir: string,
  clockOf: (league: NewLeague) => Clock,
  logger: Logger,
  anchors: RootAnchor[] = [],
): Promise<{ served: ServedLeague[]; prepared: Map<NewLeague, PreparedLeague> }> {
  const served: ServedLeague[] = [];
  const prepared = new Map<NewLeague, PreparedLeague>();
  for (const league of NEW_LEAGUES) {
    const clock = clockOf(league);
    const ready = await prepareLeague(db, league, dataDir, clock, logger, undefined, anchors);
    prepared.set(league, ready);
    served.push(servedLeague(db, league, clock, ready));
  }
  return { served, prepared };
}
