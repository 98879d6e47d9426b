import type { League } from '@vantage/contracts/sports-rules';
import type { HttpClient } from '@vantage/service-kit/http-client';
import type { Logger } from '@vantage/service-kit/logger';
import type { SportsConfig } from '../config';
import type { SportsDb } from '../db/database';
import type { LiveFeed } from '../live/ingest/ingestion';
import { mlbFeed } from './mlb/feed';
import { nbaFeed } from './nba/feed';
import { nflFeed } from './nfl/feed';
import { nhlFeed } from './nhl/feed';

/** What a league's feed adapter is built from in live mode. */
export interface FeedContext {
  db: SportsDb;
  /** The feeds' addresses, ODDS_API_KEY. */
  config: SportsConfig;
  /** The shipped dataset's folder. */
  dataDir: string;
  /** The feeds' one timeout and retry policy (live/providers/http.ts). */
  http: HttpClient;
  /** The league's US Eastern date today. */
  today: () => string;
  logger: Logger;
}

/**
 * Each league's live feed adapter (src/leagues/<league>/feed.ts): in live mode the ingestion job refreshes every
 * league through its adapter every INGEST_INTERVAL_MINUTES.
 */
export const LEAGUE_FEEDS: Record<League, (context: FeedContext) => LiveFeed> = {
  mlb: mlbFeed,
  nba: nbaFeed,
  nfl: nflFeed,
  nhl: nhlFeed,
};
