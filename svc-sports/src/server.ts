import { loadConfig } from '@vantage/service-kit/config';
import { ensureDatabase, resolveDatabaseUrl } from '@vantage/service-kit/database';
import { createLogger } from '@vantage/service-kit/logger';
import { exitOnStartupError, runServer } from '@vantage/service-kit/server';
import { createSportsApp } from './app';
import { ResponseCache } from '@vantage/service-kit/responses';
import { createClock } from './clock/clock';
import { leagueReplayDate, replayDate, sportsConfigSchema, type SportsConfig } from './config';
import type { NewLeague } from './model/leagues/types';
import { prepareNewLeagues, type PreparedLeague } from './data/seed/league';
import { LEAGUE_FEEDS } from './registry/feeds';
import { LeagueIngestionJob } from './live/ingest/league-ingestion';
import type { Clock } from './clock/clock';
import type { SportsDatabase } from './db/database';
import { openSportsDatabase } from './db/database';
import { DATA_FOLDER } from './paths';
import { pitcherIdsByName } from './data/dataset';
import { IngestionJob, watchDataVersion } from './live/ingest/ingestion';
import { batterIdsByName, nameKey, PlayerIds } from './live/ingest/player-ids';
import { TheOddsApiProvider } from './live/providers/odds/provider';
import { StatsApiProvider } from './live/providers/statsapi/statsapi';
import { prepareSportsData } from './data/seed/prepare';
import { servedMlb } from './registry/served';

const logger = createLogger('svc-sports');

async function main(): Promise<void> {
  const config = loadConfig(sportsConfigSchema);
  logger.level = config.LOG_LEVEL;
  const { url, create } = resolveDatabaseUrl('sports');
  if (create) await ensureDatabase(url);
  const database = await openSportsDatabase(url, logger);
  const clock = createClock(replayDate(config));
  logger.info({ today: clock.today(), replay: clock.replay }, 'clock');
  const clockOf = (league: NewLeague) => createClock(leagueReplayDate(config, league));
  const dataDir = config.SPORTS_DATA_DIR ?? DATA_FOLDER;
  // One league after the other: the embedded database serves one statement at a time, and bulk loads side by side
  // made a new connection wait past the pool's timeout on a busy machine.
  const prepared = await prepareSportsData(database.db, dataDir, clock, logger, config.PREDICTIONS_FROM);
  const others = await prepareNewLeagues(database.db, dataDir, clockOf, logger);
  const cache = new ResponseCache();
  // Live mode keeps the data current; a replay serves the shipped seasons as they are.
  const live = !clock.replay && config.INGEST_INTERVAL_MINUTES > 0;
  const ingestion = live
    ? new IngestionJob({
        db: database.db,
        mlb: new StatsApiProvider(config.STATSAPI_BASE_URL, config.PROVIDER_TIMEOUT_MS),
        odds: config.ODDS_API_KEY ? new TheOddsApiProvider(config.ODDS_API_KEY, config.PROVIDER_TIMEOUT_MS) : null,
        teams: prepared.teams,
        parks: prepared.parks,
        recorder: prepared.recorder,
        cache,
        clock,
        logger,
        players: new PlayerIds(pitcherIdsByName(dataDir, nameKey), batterIdsByName(dataDir)),
      })
    : null;
  const leagueJobs = live ? leagueIngestionJobs(database.db, others.prepared, config, clockOf, cache) : [];
  const stopWatching = live ? watchDataVersion(database.db, cache, logger) : () => undefined;
  await runServer({
    app: createSportsApp({
      config,
      database,
      leagues: [servedMlb(database.db, clock, prepared), ...others.served],
      cache,
      logger,
    }),
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: async () => {
      stopWatching();
      await ingestion?.stop();
      await Promise.all(leagueJobs.map(([, job]) => job.stop()));
      await database.close();
    },
  });
  ingestion?.start(config.INGEST_INTERVAL_MINUTES, logger);
  for (const [league, job] of leagueJobs) job.start(config.INGEST_INTERVAL_MINUTES, logger, { league });
}

/** Live mode: one ingestion job per league with a feed adapter (registry/feeds.ts). */
function leagueIngestionJobs(
  db: SportsDatabase['db'],
  prepared: Map<NewLeague, PreparedLeague>,
  config: SportsConfig,
  clockOf: (league: NewLeague) => Clock,
  cache: ResponseCache,
): [NewLeague, LeagueIngestionJob][] {
  return [...prepared].flatMap(([league, { recorder }]) => {
    const feed = LEAGUE_FEEDS[league];
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

main().catch(exitOnStartupError(logger));
