/** Worker-thread entry: one recompute per worker, so the service's event loop keeps answering meanwhile. */
import { parentPort, workerData } from 'node:worker_threads';
import { leagueOf } from '../../leagues/registry';
import type { ComputeJob } from './worker-job';

const job = workerData as ComputeJob;
parentPort!.postMessage(leagueOf(job.league).computeRows(job.input));
