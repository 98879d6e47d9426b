import type { Logger } from '@vantage/service-kit/logger';
import { easternDate } from '../clock/clock';
import type { LeagueFeedProvider } from '../live/ingest/league-ingestion';
import type { NewLeague } from '../model/leagues/types';
import { EspnDepthCharts } from '../live/providers/espn/espn';
import { LeagueFeedAdapter, type BoxScoreSource, type DepthChartSource } from '../live/providers/feed/league-game';
import { leagueFeeds } from '../live/providers/feed/league-feeds';
import { PlayerMatcher } from '../model/leagues/player-matcher';
import { loadPlayerNames, loadShippedLeague } from '../model/leagues/shipped';
import { NbaLiveFeed } from '../live/providers/nba-live/nba-live';
import { providerHttp } from '../live/providers/http';

/** The NBA's liveData box scores, for the players who play. */
function nbaBoxScores(timeoutMs: number): BoxScoreSource {
  const today = () => easternDate(new Date());
  const feed = new NbaLiveFeed({ http: providerHttp(timeoutMs), today });
  return { boxScore: (feedGameId, date) => feed.boxScore(feedGameId, date), today };
}

/** The NFL teams' depth charts on ESPN, for the quarterbacks who start. */
function nflDepthCharts(timeoutMs: number): DepthChartSource {
  const charts = new EspnDepthCharts({ http: providerHttp(timeoutMs) });
  return { quarterback: (teamFeedId) => charts.quarterback(teamFeedId), now: () => new Date() };
}

/**
 * The live feed adapter of each of the NBA, NFL and NHL (src/providers/<feed>, implementing LeagueFeedProvider),
 * built with the provider timeout. A league listed here is refreshed every INGEST_INTERVAL_MINUTES in live mode,
 * as MLB is from the Stats API; a league without one serves its stored games only (and says so at start).
 */
function liveFeed(league: NewLeague) {
  return (timeoutMs: number, logger: Logger): LeagueFeedProvider => {
    const warn = (message: string) => logger.warn({ league }, message);
    const feeds = leagueFeeds({
      http: providerHttp(timeoutMs),
      // Live mode only: today is the Eastern date now.
      today: () => easternDate(new Date()),
      warn: (err) => warn(`feed supplement failed: ${err.message}`),
    });
    return new LeagueFeedAdapter(league, feeds[league], warn, {
      // The shipped data's players by name, team and date (read once, at the first run).
      matcher: () => new PlayerMatcher(league, loadShippedLeague(league), loadPlayerNames(league)),
      boxScores: league === 'nba' ? nbaBoxScores(timeoutMs) : undefined,
      depthCharts: league === 'nfl' ? nflDepthCharts(timeoutMs) : undefined,
    });
  };
}

export const LEAGUE_FEEDS: Partial<Record<NewLeague, (timeoutMs: number, logger: Logger) => LeagueFeedProvider>> = {
  nba: liveFeed('nba'),
  nfl: liveFeed('nfl'),
  nhl: liveFeed('nhl'),
};
