/**
 * Seeds svc-sports' database (the same idempotent step the service runs at start):
 *   npm run seed -w svc-sports       (DATABASE_URL_SPORTS or DATABASE_URL; VANTAGE_TODAY as for the service)
 */
import { loadConfig } from '@vantage/service-kit/config';
import { ensureDatabase, resolveDatabaseUrl } from '@vantage/service-kit/database';
import { createLogger } from '@vantage/service-kit/logger';
import { createClock } from '../../clock/clock';
import { leagueReplayDate, replayDate, sportsConfigSchema } from '../../config';
import { openSportsDatabase } from '../../db/database';
import { DATA_FOLDER } from '../../paths';
import { calendarAnchors } from '../../api/ledger/opentimestamps';
import type { LeagueId } from '../../leagues/league';
import { LEAGUE_REGISTRY, leagueOf } from '../../leagues/registry';
import { prepareLeagues } from '../../registry/served';

const logger = createLogger('svc-sports-seed');

async function main(): Promise<void> {
  const config = loadConfig(sportsConfigSchema);
  const { url, create } = resolveDatabaseUrl('sports');
  if (create) await ensureDatabase(url);
  const started = Date.now();
  const database = await openSportsDatabase(url, logger);
  try {
    const clock = createClock(replayDate(config, LEAGUE_REGISTRY[0].profile));
    const dataDir = config.SPORTS_DATA_DIR ?? DATA_FOLDER;
    const anchors = calendarAnchors(config.LEDGER_ANCHOR_CALENDARS);
    const clockOf = (league: LeagueId) => createClock(leagueReplayDate(config, leagueOf(league).profile));
    await prepareLeagues(database.db, dataDir, clockOf, logger, { since: config.PREDICTIONS_FROM, anchors });
    logger.info({ today: clock.today(), ms: Date.now() - started }, 'seed complete');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  logger.fatal({ err }, err instanceof Error ? err.message : 'seed failed');
  process.exit(1);
});
