import { leagueLiveFeed } from '../../live/ingest/league-feed';
import type { LiveFeed } from '../../live/ingest/ingestion';
import { EspnScoreboardFeed } from '../../live/providers/espn/espn';
import { SupplementedFeed } from '../../live/providers/feed/supplement';
import { NbaLiveFeed } from './nba-live/nba-live';
import type { FeedContext } from '../league';
import { oddsProviderOf } from '../../live/providers/odds/provider';
import { boxScorePlayers } from './players';
import { NBA_PROFILE, NBA_TEAMS } from './profile';
import { TeamIndex } from '../team-sport/teams';

/**
 * The NBA's live feed: liveData's games (scoreboardv3 for a day other than today), with ESPN's moneylines, and
 * the players who play from liveData's box scores.
 */
export function nbaFeed({ db, config, http, today, logger }: FeedContext): LiveFeed {
  const warn = (message: string) => logger.warn({ league: 'nba' }, message);
  const nba = new NbaLiveFeed({
    http,
    cdnBaseUrl: config.NBA_CDN_BASE_URL,
    statsBaseUrl: config.NBA_STATS_BASE_URL,
    today,
  });
  const games = new SupplementedFeed({
    own: nba,
    other: new EspnScoreboardFeed({
      league: 'nba',
      http,
      baseUrl: config.ESPN_BASE_URL,
      teams: new TeamIndex('nba', NBA_TEAMS),
    }),
    warn: (err) => warn(`feed supplement failed: ${err.message}`),
  });
  return leagueLiveFeed(db, NBA_PROFILE, NBA_TEAMS, games, warn, {
    odds: oddsProviderOf('nba', config, http),
    boxScores: {
      players: async (feedGameId, date, matcher) =>
        boxScorePlayers(await nba.boxScore(feedGameId, date), new Date(), matcher),
      today,
    },
  });
}
