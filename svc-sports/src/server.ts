import { ResponseCache } from '@vantage/service-kit/responses';
import { runService } from '@vantage/service-kit/service';
import { createSportsApp } from './app';
import { createClock } from './clock/clock';
import { leagueReplayDate, replayDate, sportsConfigSchema } from './config';
import type { League } from '@vantage/contracts/sports-rules';
import { sportsSchema } from './db/schema';
import { DATA_FOLDER, MIGRATIONS_FOLDER } from './paths';
import { LEAGUE_REGISTRY, leagueOf } from './leagues/registry';
import { IngestionJob, watchDataVersion } from './live/ingest/ingestion';
import { providerHttp } from './live/providers/http';
import { prepareLeagues } from './registry/served';
import { calendarAnchors } from './api/ledger/opentimestamps';

runService({
  name: 'sports',
  config: sportsConfigSchema,
  schema: sportsSchema,
  migrationsFolder: MIGRATIONS_FOLDER,
  async start({ config, database, logger }) {
    const clock = createClock(replayDate(config, LEAGUE_REGISTRY[0].profile));
    logger.info({ today: clock.today(), replay: clock.replay }, 'clock');
    const clockOf = (league: League) => createClock(leagueReplayDate(config, leagueOf(league).profile));
    const dataDir = config.SPORTS_DATA_DIR ?? DATA_FOLDER;
    // Every league of the registry, one after the other, through the same League interface.
    const anchors = calendarAnchors(config.LEDGER_ANCHOR_CALENDARS);
    const { served, prepared } = await prepareLeagues(database.db, dataDir, clockOf, logger, {
      since: config.PREDICTIONS_FROM,
      anchors,
    });
    const cache = new ResponseCache();
    // Live mode keeps the data current; a replay serves the shipped seasons as they are.
    const live = !clock.replay && config.INGEST_INTERVAL_MINUTES > 0;
    const http = providerHttp(config.PROVIDER_TIMEOUT_MS);
    const db = database.db;
    // One job per league, each through its object's feed adapter (src/leagues/<league>/feed.ts).
    const ingestion = live
      ? [...prepared].map(([league, { recorder }]) => {
          const leagueClock = clockOf(league);
          const feed = leagueOf(league).feed({ db, config, dataDir, http, today: () => leagueClock.today(), logger });
          return new IngestionJob({ db, feed, recorder, cache, clock: leagueClock, logger });
        })
      : [];
    const stopWatching = live ? watchDataVersion(database.db, cache, logger) : () => undefined;
    return {
      app: createSportsApp({
        config,
        database,
        leagues: served,
        cache,
        logger,
        keepWarm: true,
      }),
      listening() {
        for (const job of ingestion) job.start(config.INGEST_INTERVAL_MINUTES, logger, { league: job.league });
      },
      async stop() {
        stopWatching();
        await Promise.all(ingestion.map((job) => job.stop()));
      },
    };
  },
});
