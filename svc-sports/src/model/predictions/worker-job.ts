import type { NewLeague } from '../leagues/types';
import type { ComputeInput } from './compute';
import type { LeagueComputeInput } from './league-compute';

/** One recompute as it crosses to the worker thread: the league says which model reads the input. */
export type ComputeJob = { league: 'mlb'; input: ComputeInput } | { league: NewLeague; input: LeagueComputeInput };
