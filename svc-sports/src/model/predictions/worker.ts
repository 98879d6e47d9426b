/** Worker-thread entry: one recompute per worker, so the service's event loop keeps answering meanwhile. */
import { parentPort, workerData } from 'node:worker_threads';
import { computePredictionRows } from './compute';
import { computeLeagueRows } from './league-compute';
import type { ComputeJob } from './worker-job';

const job = workerData as ComputeJob;
parentPort!.postMessage(
  job.league === 'mlb' ? computePredictionRows(job.input) : computeLeagueRows(job.league, job.input),
);
