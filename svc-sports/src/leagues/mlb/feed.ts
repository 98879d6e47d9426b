import { pitcherIdsByName } from './dataset';
import { loadParks, loadTeams, TeamDirectory } from './reference';
import type { LiveFeed } from '../../live/ingest/ingestion';
import { batterIdsByName, nameKey, PlayerIds } from './player-ids';
import { StatsApiLiveFeed } from './statsapi-feed';
import { oddsProviderOf } from '../../live/providers/odds/provider';
import { StatsApiProvider } from './statsapi/statsapi';
import { ParkLocator } from './schedule';
import type { FeedContext } from '../league';

/**
 * MLB's live feed: the MLB Stats API's games, box scores and players' seasons, under Retrosheet's team codes and
 * player ids, with The Odds API's lines when ODDS_API_KEY is set.
 */
export function mlbFeed({ db, config, dataDir, http }: FeedContext): LiveFeed {
  return new StatsApiLiveFeed({
    db,
    mlb: new StatsApiProvider({ baseUrl: config.STATSAPI_BASE_URL, http }),
    odds: oddsProviderOf('mlb', config, http),
    teams: new TeamDirectory(loadTeams(dataDir)),
    parks: new ParkLocator(loadParks(dataDir)),
    players: new PlayerIds(pitcherIdsByName(dataDir, nameKey), batterIdsByName(dataDir)),
  });
}
