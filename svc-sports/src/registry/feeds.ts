import type { LeagueFeedProvider } from '../ingest/league-ingestion';
import type { NewLeague } from '../leagues/types';

/**
 * The live feed adapter of each of the NBA, NFL and NHL (src/providers/<feed>, implementing LeagueFeedProvider),
 * built with the provider timeout. A league listed here is refreshed every INGEST_INTERVAL_MINUTES in live mode,
 * as MLB is from the Stats API; a league without one serves its stored games only (and says so at start).
 */
export const LEAGUE_FEEDS: Partial<Record<NewLeague, (timeoutMs: number) => LeagueFeedProvider>> = {};
