import { leagueLiveFeed } from '../../live/ingest/league-feed';
import type { LiveFeed } from '../../live/ingest/ingestion';
import { EspnScoreboardFeed } from '../../live/providers/espn/espn';
import { SupplementedFeed } from '../../live/providers/feed/supplement';
import { NhlApiWebFeed } from './nhl-api-web/nhl-api-web';
import type { FeedContext } from '../league';
import { oddsProviderOf } from '../../live/providers/odds/provider';
import { NHL_PROFILE, NHL_TEAMS } from './profile';
import { TeamIndex } from '../team-sport/teams';

/** The NHL's live feed: api-web's games, with ESPN's moneylines and probable goaltenders. */
export function nhlFeed({ db, config, http, logger }: FeedContext): LiveFeed {
  const warn = (message: string) => logger.warn({ league: 'nhl' }, message);
  const games = new SupplementedFeed({
    own: new NhlApiWebFeed({ http, baseUrl: config.NHL_API_WEB_BASE_URL }),
    other: new EspnScoreboardFeed({
      league: 'nhl',
      http,
      baseUrl: config.ESPN_BASE_URL,
      teams: new TeamIndex('nhl', NHL_TEAMS),
    }),
    warn: (err) => warn(`feed supplement failed: ${err.message}`),
  });
  return leagueLiveFeed(db, NHL_PROFILE, NHL_TEAMS, games, warn, { odds: oddsProviderOf('nhl', config, http) });
}
