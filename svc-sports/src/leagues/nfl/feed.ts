import { leagueLiveFeed } from '../../live/ingest/league-feed';
import type { LiveFeed } from '../../live/ingest/ingestion';
import { EspnDepthCharts, EspnScoreboardFeed } from '../../live/providers/espn/espn';
import type { FeedContext } from '../league';
import { oddsProviderOf } from '../../live/providers/odds/provider';
import { NFL_PROFILE, NFL_TEAMS } from './profile';
import { TeamIndex } from '../team-sport/teams';

/** The NFL's live feed: ESPN's scoreboard (games and moneylines), and the starting quarterbacks of its depth charts. */
export function nflFeed({ db, config, http, logger }: FeedContext): LiveFeed {
  const warn = (message: string) => logger.warn({ league: 'nfl' }, message);
  const charts = new EspnDepthCharts({ league: 'nfl', http, baseUrl: config.ESPN_BASE_URL });
  return leagueLiveFeed(
    db,
    NFL_PROFILE,
    NFL_TEAMS,
    new EspnScoreboardFeed({
      league: 'nfl',
      http,
      baseUrl: config.ESPN_BASE_URL,
      teams: new TeamIndex('nfl', NFL_TEAMS),
    }),
    warn,
    {
      depthCharts: { quarterback: (teamFeedId) => charts.quarterback(teamFeedId), now: () => new Date() },
      odds: oddsProviderOf('nfl', config, http),
    },
  );
}
