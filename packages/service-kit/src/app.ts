import { isUtf8 } from 'node:buffer';
import express, { type Express, type RequestHandler } from 'express';
import { refuseApiKeys } from './api-key-check';
import { apiNotFound, errorHandler, NOT_UTF8 } from './errors';
import { requestLogger, type Logger } from './logger';
import { createMetrics } from './metrics';
import type { ReadinessReport } from './readiness';

declare module 'node:http' {
  interface IncomingMessage {
    /** The exact request bytes, kept for signature checks (Stripe webhooks). */
    rawBody?: Buffer;
  }
}

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /**
   * Readiness probe: a service's `createReadiness(...).report` (its database, its migrations, what it must have
   * reached once), or a plain yes or no.
   */
  ready: () => Promise<boolean | ReadinessReport>;
  /** Mounts the service's routers. Runs after the common middleware, before the 404 and error handlers. */
  routes: (app: Express) => void;
  /**
   * What an X-API-Key header meets on every /api call, in front of every route: a service that takes keys passes
   * its authenticator's `apiKeys` (checked and counted); otherwise a key is refused rather than ignored.
   */
  apiKeys?: RequestHandler;
  jsonLimit?: string;
}

/**
 * Which proxies may set X-Forwarded-For (client IPs drive rate limits, the protocol drives Secure cookies):
 * `TRUST_PROXY` as Express takes it (`loopback`, `uniquelocal`, a CIDR list, or a hop count); loopback by
 * default, where the local gateway runs. In docker-compose the gateway is on the private network.
 */
function trustProxySetting(value: string | undefined): string | number {
  if (!value) return 'loopback';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The common Express bootstrap: request ids and JSON logs, metrics, health and readiness, JSON bodies
 * (raw bytes kept), JSON 404 for unknown paths, and one error handler answering {"detail": ...}.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
  app.set('etag', false);
  const metrics = createMetrics(options.name);

  app.use(requestLogger(options.logger));
  app.use(metrics.middleware);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (_req, res) => {
    const answer = await options.ready();
    const { ready, checks } = typeof answer === 'boolean' ? { ready: answer, checks: undefined } : answer;
    if (!ready) res.set('Retry-After', '1');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', service: options.name, ...(checks && { checks }) });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use(
    express.json({
      limit: options.jsonLimit ?? '100kb',
      type: ['application/json', 'application/*+json'],
      verify: (req, _res, buf) => {
        // Decoding would turn invalid bytes into U+FFFD, so two different bodies could name one account.
        if (!isUtf8(buf)) throw Object.assign(new Error('request body is not UTF-8'), { status: 400, type: NOT_UTF8 });
        req.rawBody = buf;
      },
    }),
  );
  app.use('/api', options.apiKeys ?? refuseApiKeys);
  options.routes(app);
  app.use(apiNotFound);
  app.use(errorHandler(options.logger));
  return app;
}
