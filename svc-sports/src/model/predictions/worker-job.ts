import type { LeagueId } from '../../leagues/league';

/** One recompute as it crosses to the worker thread: the league's League.computeInput, read by its computeRows. */
export interface ComputeJob {
  league: LeagueId;
  input: unknown;
}
