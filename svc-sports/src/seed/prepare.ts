import type { Logger } from '@vantage/service-kit/logger';
import type { Clock } from '../clock/clock';
import { loadParks, loadTeams, TeamDirectory } from '../data/reference';
import type { SportsDb } from '../db/database';
import { ParkLocator } from '../model/schedule';
import { PredictionRecorder } from '../predictions/recorder';
import { seedDataset } from './dataset';

export interface PreparedData {
  teams: TeamDirectory;
  parks: ParkLocator;
  recorder: PredictionRecorder;
}

/**
 * Idempotent start-up step (also `npm run seed -w svc-sports`): loads the shipped dataset if the database
 * lacks it, records the predictions of every game up to today, and scores those whose results are known.
 */
export async function prepareSportsData(
  db: SportsDb,
  dataDir: string,
  clock: Clock,
  logger: Logger,
): Promise<PreparedData> {
  const teams = new TeamDirectory(loadTeams(dataDir));
  const parks = new ParkLocator(loadParks(dataDir));
  await seedDataset(db, dataDir, logger);
  const recorder = new PredictionRecorder(db, teams, parks, logger);
  const today = clock.today();
  await recorder.record(today);
  await recorder.score(today);
  return { teams, parks, recorder };
}
