import type { Logger } from '@vantage/service-kit/logger';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock/clock';
import { loadParks, loadTeams, TeamDirectory } from '../reference';
import type { SportsDb } from '../../db/database';
import { ParkLocator } from '../../model/schedule';
import { PredictionRecorder } from '../../model/predictions/recorder';
import { seedDataset } from './dataset';
import { LedgerRepository } from '../../api/ledger/repository';
import { LedgerService, type RootAnchor } from '../../api/ledger/service';

export interface PreparedData {
  teams: TeamDirectory;
  parks: ParkLocator;
  recorder: PredictionRecorder;
}

/** The recorded history starts with the season before today's (see PredictionRecorder). */
export function defaultPredictionsSince(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}-01-01`;
}

/**
 * Idempotent start-up step (also `npm run seed -w svc-sports`): loads the shipped dataset if the database
 * lacks it, records the predictions of every game from `since` up to today (committing them to the ledger, whose
 * roots go to `anchors`), and scores those whose results are known.
 */
export async function prepareSportsData(
  db: SportsDb,
  dataDir: string,
  clock: Clock,
  logger: Logger,
  since = defaultPredictionsSince(clock.today()),
  anchors: RootAnchor[] = [],
): Promise<PreparedData> {
  const reference = { teams: loadTeams(dataDir), parks: loadParks(dataDir) };
  const teams = new TeamDirectory(reference.teams);
  const parks = new ParkLocator(reference.parks);
  const seeded = await seedDataset(db, dataDir, logger);
  const ledger = new LedgerService({ repository: new LedgerRepository({ db, league: 'mlb' }), clock, logger, anchors });
  const recorder = PredictionRecorder.mlb(db, reference, logger, since, clock, ledger);
  const today = clock.today();
  const recorded = await recorder.record(today);
  // Fresh statistics after a bulk load let the planner use the partial indexes of unscored rows.
  if (seeded.seeded || recorded > 1000)
    await db.execute(sql`ANALYZE sports.games, sports.predictions, sports.team_trends`);
  await recorder.score(today);
  return { teams, parks, recorder };
}
