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

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service } });
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
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const level = res.writableFinished ? levelOf(res.statusCode) : 'warn';
      if (!logger.isLevelEnabled(level)) return;
      const fields = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      req.log[level](fields, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
