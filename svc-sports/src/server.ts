import { loadConfig } from '@vantage/service-kit/config';
import { ensureDatabase, resolveDatabaseUrl } from '@vantage/service-kit/database';
import { createLogger } from '@vantage/service-kit/logger';
import { exitOnStartupError, runServer } from '@vantage/service-kit/server';
import { createSportsApp } from './app';
import { ResponseCache } from './cache/responses';
import { createClock } from './clock/clock';
import { replayDate, sportsConfigSchema } from './config';
import { openSportsDatabase } from './db/database';
import { DATA_FOLDER } from './paths';
import { prepareSportsData } from './seed/prepare';

const logger = createLogger('svc-sports');

async function main(): Promise<void> {
  const config = loadConfig(sportsConfigSchema);
  logger.level = config.LOG_LEVEL;
  const { url, create } = resolveDatabaseUrl('sports');
  if (create) await ensureDatabase(url);
  const database = await openSportsDatabase(url, logger);
  const clock = createClock(replayDate(config));
  logger.info({ today: clock.today(), replay: clock.replay }, 'clock');
  const prepared = await prepareSportsData(database.db, config.SPORTS_DATA_DIR ?? DATA_FOLDER, clock, logger);
  const cache = new ResponseCache();
  await runServer({
    app: createSportsApp({ config, database, clock, teams: prepared.teams, cache, logger }),
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: () => database.close(),
  });
}

main().catch(exitOnStartupError(logger));
