/** Worker-thread entry: one recompute per worker, so the service's event loop keeps answering meanwhile. */
import { parentPort, workerData } from 'node:worker_threads';
import { computePredictionRows, type ComputeInput } from './compute';

parentPort!.postMessage(computePredictionRows(workerData as ComputeInput));
