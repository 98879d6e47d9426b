import { EspnScoreboardFeed } from '../espn/espn';
import { NbaLiveFeed } from '../nba-live/nba-live';
import { NhlApiWebFeed } from '../nhl-api-web/nhl-api-web';
import type { HttpClient } from '@vantage/service-kit/http-client';
import type { LeagueFeed } from './game';
import { SupplementedFeed } from './supplement';

export interface LeagueFeedsOptions {
  http: HttpClient;
  /** Today's US Eastern date (the NBA's liveData scoreboard serves today only). */
  today: () => string;
  /** ESPN being down while the league's own feed answers: the games come without lines and starters. */
  warn: (err: Error) => void;
  /** Overrides of the public endpoints, for tests and proxies. */
  nhlApiWebBaseUrl?: string;
  nbaCdnBaseUrl?: string;
  nbaStatsBaseUrl?: string;
  espnBaseUrl?: string;
}

/**
 * Each league's live feed: the NHL's api-web and the NBA's liveData for their games, supplemented by ESPN's
 * scoreboard for moneylines (and the NHL's probable goalies); ESPN's scoreboard alone for the NFL.
 */
export function leagueFeeds(options: LeagueFeedsOptions): Record<'nba' | 'nfl' | 'nhl', LeagueFeed> {
  const espn = (league: 'nba' | 'nfl' | 'nhl') =>
    new EspnScoreboardFeed(league, { ...options, baseUrl: options.espnBaseUrl });
  return {
    nhl: new SupplementedFeed(
      new NhlApiWebFeed({ ...options, baseUrl: options.nhlApiWebBaseUrl }),
      espn('nhl'),
      options.warn,
    ),
    nba: new SupplementedFeed(
      new NbaLiveFeed({ ...options, cdnBaseUrl: options.nbaCdnBaseUrl, statsBaseUrl: options.nbaStatsBaseUrl }),
      espn('nba'),
      options.warn,
    ),
    nfl: espn('nfl'),
  };
}
