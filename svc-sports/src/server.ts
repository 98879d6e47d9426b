import { ResponseCache } from '@vantage/service-kit/responses';
import type { Logger } from '@vantage/service-kit/logger';
import { runService } from '@vantage/service-kit/service';
import { createSportsApp } from './app';
import { createClock } from './clock/clock';
import { leagueReplayDate, replayDate, sportsConfigSchema, type SportsConfig } from './config';
import type { LeagueId } from './leagues/league';
import type { PreparedLeague } from './data/seed/prepare';
import { LEAGUE_FEEDS } from './registry/feeds';
import { LeagueIngestionJob } from './live/ingest/league-ingestion';
import type { Clock } from './clock/clock';
import type { SportsDb } from './db/database';
import { sportsSchema } from './db/schema';
import { DATA_FOLDER, MIGRATIONS_FOLDER } from './paths';
import { pitcherIdsByName } from './data/dataset';
import { IngestionJob, watchDataVersion } from './live/ingest/ingestion';
import { batterIdsByName, nameKey, PlayerIds } from './live/ingest/player-ids';
import { TheOddsApiProvider } from './live/providers/odds/provider';
import { StatsApiProvider } from './live/providers/statsapi/statsapi';
import { prepareSportsData } from './data/seed/prepare';
import { prepareTeamSportLeagues, servedMlb } from './registry/served';
import { calendarAnchors } from './api/ledger/opentimestamps';

runService({
  name: 'sports',
  config: sportsConfigSchema,
  schema: sportsSchema,
  migrationsFolder: MIGRATIONS_FOLDER,
  async start({ config, database, logger }) {
    const clock = createClock(replayDate(config));
    logger.info({ today: clock.today(), replay: clock.replay }, 'clock');
    const clockOf = (league: LeagueId) => createClock(leagueReplayDate(config, league));
    const dataDir = config.SPORTS_DATA_DIR ?? DATA_FOLDER;
    // One league after the other: the embedded database serves one statement at a time, and bulk loads side by
    // side made a new connection wait past the pool's timeout on a busy machine.
    const anchors = calendarAnchors(config.LEDGER_ANCHOR_CALENDARS);
    const prepared = await prepareSportsData(database.db, dataDir, clock, logger, config.PREDICTIONS_FROM, anchors);
    const others = await prepareTeamSportLeagues(database.db, dataDir, clockOf, logger, anchors);
    const cache = new ResponseCache();
    // Live mode keeps the data current; a replay serves the shipped seasons as they are.
    const live = !clock.replay && config.INGEST_INTERVAL_MINUTES > 0;
    const ingestion = live
      ? new IngestionJob({
          db: database.db,
          mlb: new StatsApiProvider({ baseUrl: config.STATSAPI_BASE_URL, timeoutMs: config.PROVIDER_TIMEOUT_MS }),
          odds: config.ODDS_API_KEY
            ? new TheOddsApiProvider({ apiKey: config.ODDS_API_KEY, timeoutMs: config.PROVIDER_TIMEOUT_MS })
            : null,
          teams: prepared.teams,
          parks: prepared.parks,
          recorder: prepared.recorder,
          cache,
          clock,
          logger,
          players: new PlayerIds(pitcherIdsByName(dataDir, nameKey), batterIdsByName(dataDir)),
        })
      : null;
    const leagueJobs = live ? leagueIngestionJobs(database.db, others.prepared, config, clockOf, cache, logger) : [];
    const stopWatching = live ? watchDataVersion(database.db, cache, logger) : () => undefined;
    return {
      app: createSportsApp({
        config,
        database,
        leagues: [servedMlb(database.db, clock, prepared), ...others.served],
        cache,
        logger,
        keepWarm: true,
      }),
      listening() {
        ingestion?.start(config.INGEST_INTERVAL_MINUTES, logger);
        for (const [league, job] of leagueJobs) job.start(config.INGEST_INTERVAL_MINUTES, logger, { league });
      },
      async stop() {
        stopWatching();
        await ingestion?.stop();
        await Promise.all(leagueJobs.map(([, job]) => job.stop()));
      },
    };
  },
});

/** Live mode: one ingestion job per league with a feed adapter (registry/feeds.ts). */
function leagueIngestionJobs(
  db: SportsDb,
  prepared: Map<LeagueId, PreparedLeague>,
  config: SportsConfig,
  clockOf: (league: LeagueId) => Clock,
  cache: ResponseCache,
  logger: Logger,
): [LeagueId, LeagueIngestionJob][] {
  return [...prepared].flatMap(([league, { recorder }]) => {
    // registry/feeds.ts keys its adapters by the leagues it feeds; a league it does not list has none.
    const feed = LEAGUE_FEEDS[league as keyof typeof LEAGUE_FEEDS];
    if (!feed) {
      logger.warn({ league }, 'no live feed adapter: this league serves its stored games only');
      return [];
    }
    return [
      [
        league,
        new LeagueIngestionJob({
          db,
          feed: feed(config.PROVIDER_TIMEOUT_MS, logger),
          recorder,
          cache,
          clock: clockOf(league),
          logger,
        }),
      ],
    ];
  });
}
