import type { Express } from 'express';
import type { Server } from 'node:http';
import { closeLogs, type Logger } from './logger';

export interface RunOptions {
  app: Express;
  port: number;
  host: string;
  logger: Logger;
  /** Releases what the service holds (database pool, timers) after the server stops accepting. */
  onShutdown?: () => Promise<void>;
}

/**
 * Listens, and on SIGTERM/SIGINT stops accepting, lets requests in flight finish, closes resources, and writes
 * the last queued log lines before it exits.
 */
export function runServer(options: RunOptions): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = options.app.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      options.logger.info({ port, host: options.host }, 'listening');
      resolve(server);
    });
    server.on('error', reject);
    server.keepAliveTimeout = 65_000;
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      options.logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.close(async () => {
        try {
          await options.onShutdown?.();
        } finally {
          await closeLogs();
          process.exit(0);
        }
      });
      // A kept-alive connection (nginx keeps some to every upstream) goes once its answer is sent, not when
      // keepAliveTimeout ends it: the service exits as soon as its last answer is out.
      setInterval(() => server.closeIdleConnections(), 50).unref();
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}

/** Logs a start-up failure (bad config, database unreachable) clearly and exits non-zero. */
export function exitOnStartupError(logger: Logger) {
  return (err: unknown) => {
    logger.fatal({ err }, err instanceof Error ? err.message : 'start-up failed');
    void closeLogs().then(() => process.exit(1));
  };
}
