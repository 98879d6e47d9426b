import type { ComputeInput } from './compute';

/** One recompute as it crosses to the worker thread: the league says which model reads the input. */
export type ComputeJob = { league: 'mlb'; input: ComputeInput };
