import { randomUUID } from 'node:crypto';
import pino, { type Level, type Logger } from 'pino';
import type { RequestHandler } from 'express';

export type { Logger };

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (the gateway's X-Request-Id when it looks sane). */
    id: string;
    /** A child logger carrying the request's id, method and url. */
    log: Logger;
  }
}

/**
 * One destination per process, on stdout (the stack's log file, a container's log), written asynchronously:
 * a line is queued and the queue goes out in one write while the next requests are served, instead of one
 * blocking write per line, which cost most of the throughput at `info`. `closeLogs` drains it.
 */
let destination: ReturnType<typeof pino.destination> | undefined;
let closing: Promise<void> | undefined;
const logDestination = () => (destination ??= pino.destination({ dest: 1, sync: false }));

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service } }, logDestination());
}

/**
 * Writes every queued line and closes the destination: the last step of a clean exit, so no line is lost.
 * Nothing may log after it. (An exit by any other path writes the queue synchronously: pino's exit hook.)
 */
export function closeLogs(): Promise<void> {
  const stream = destination;
  if (!stream) return Promise.resolve();
  return (closing ??= new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.once('error', () => resolve());
    stream.end();
  }));
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);

function levelOf(statusCode: number): Level {
  if (statusCode >= 500) return 'error';
  return statusCode >= 400 ? 'warn' : 'info';
}

/**
 * Keeps the gateway's X-Request-Id (or makes one) so every log line of a request can be joined up, and
 * logs each finished request at info (4xx warn, 5xx error). The per-request child logger is made only
 * when something logs: on a cached answer building it cost more than the route itself.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    const { method, url } = req;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ req: { id, method, url } })),
    });
    if (UNLOGGED.has(url)) return next();
    const started = Date.now();
    // 'close' comes once a response is over, sent in full (writableFinished) or not.
    res.once('close', () => {
      const finished = res.writableFinished;
      const level = finished ? levelOf(res.statusCode) : 'warn';
      if (!logger.isLevelEnabled(level)) return;
      const fields = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      const message = finished ? 'request completed' : 'request aborted';
      // The same line either way; a child logger is not made just for it.
      if (child) child[level](fields, message);
      else logger[level]({ req: { id, method, url }, ...fields }, message);
    });
    next();
  };
}
