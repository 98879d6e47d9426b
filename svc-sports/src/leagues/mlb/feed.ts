import { pitcherIdsByName } from './dataset';
import { loadParks, loadTeams, TeamDirectory } from './reference';
import type { LiveFeed } from '../../live/ingest/ingestion';
import { batterIdsByName, nameKey, PlayerIds } from './player-ids';
import { StatsApiLiveFeed } from './statsapi-feed';
import { TheOddsApiProvider } from '../../live/providers/odds/provider';
import { StatsApiProvider } from './statsapi/statsapi';
import { ParkLocator } from './schedule';
import type { FeedContext } from '../league';

/**
 * MLB's live feed: the MLB Stats API's games, box scores and players' seasons, under Retrosheet's team codes and
 * player ids, with The Odds API's moneylines when ODDS_API_KEY is set.
 */
export function mlbFeed({ db, config, dataDir, http }: FeedContext): LiveFeed {
  const { ODDS_API_KEY: apiKey, ODDS_API_BASE_URL: oddsBaseUrl } = config;
  return new StatsApiLiveFeed({
    db,
    mlb: new StatsApiProvider({ baseUrl: config.STATSAPI_BASE_URL, http }),
    odds: apiKey ? new TheOddsApiProvider({ apiKey, http, baseUrl: oddsBaseUrl }) : null,
    teams: new TeamDirectory(loadTeams(dataDir)),
    parks: new ParkLocator(loadParks(dataDir)),
    players: new PlayerIds(pitcherIdsByName(dataDir, nameKey), batterIdsByName(dataDir)),
  });
}
