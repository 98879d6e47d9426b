/**
 * Runs `task` now and then every `intervalMs` until the returned function is called. The timer never keeps
 * the process alive. `task` handles its own failures: a background job must not take the service down.
 */
export function repeatEvery(intervalMs: number, task: () => void): () => void {
  task();
  const timer = setInterval(task, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
