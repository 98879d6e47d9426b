import { ExplorerRepository } from '../../api/explorer/repository';
import { mlbSeasonSides } from './explorer';
import { GamesRepository } from '../../api/games/repository';
import { loadParks, loadTeams, TeamDirectory } from './reference';
import { seedDataset } from './seed';
import { computePredictionRows, type ComputeInput } from './compute';
import { hideResultsFrom } from '../../model/predictions/recorder';
import { ParkLocator } from './schedule';
import { storedPlayerSeasons } from './splits';
import type { League } from '../league';
import { mlbBacktest, mlbPooledBacktest } from './backtest';
import { mlbFeed } from './feed';
import { MLB_PROFILE } from './profile';

/**
 * MLB: its own model (this folder's ratings, run model and players' projections; src/model's factors and trends,
 * walked forward by leagues/mlb/walk-forward.ts), the shipped Retrosheet-derived data (data/games, data/players, read by
 * this folder's readers) and the Stats API's players' seasons stored live.
 */
export const mlb: League<ComputeInput> = {
  id: 'mlb',
  profile: MLB_PROFILE,
  teams: (dataDir) => new TeamDirectory(loadTeams(dataDir)),
  seed: async (db, dataDir, logger) => (await seedDataset(db, dataDir, logger)).seeded,
  computeInput: async (db, { today, due, since, dataDir }) => ({
    games: hideResultsFrom(today, await new GamesRepository(db).allForModel('mlb')),
    teams: loadTeams(dataDir),
    parks: loadParks(dataDir),
    since,
    today,
    due,
    storedPlayers: await storedPlayerSeasons(db),
  }),
  computeRows: computePredictionRows,
  backtest: mlbBacktest,
  pooledBacktest: mlbPooledBacktest,
  seasonSides: (db, dataDir) =>
    mlbSeasonSides(
      new ExplorerRepository({ db, league: 'mlb' }),
      new TeamDirectory(loadTeams(dataDir)),
      new ParkLocator(loadParks(dataDir)),
    ),
  feed: mlbFeed,
};
