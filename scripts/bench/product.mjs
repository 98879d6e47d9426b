// The product a bench measures: the one running at --url, else the built product started on free ports (with
// its databases in memory) and stopped when the bench is done.
import { freePorts, startStack } from '../stack.mjs';

/**
 * `url` when given (nothing to stop); else a started stack's address. `env` adds to the services' environment;
 * `log` gets the stack's progress lines.
 */
export async function productToMeasure(url, { env = {}, log = (line) => console.error(line) } = {}) {
  if (url) return { url, stop: async () => undefined };
  const stack = await startStack({
    ports: await freePorts(),
    dataDir: null,
    env: { LOG_LEVEL: 'warn', ...env },
    onProgress: (line) => log(`stack: ${line}`),
  });
  return { url: stack.url, stop: () => stack.stop() };
}
