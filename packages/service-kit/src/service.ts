import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import type { z } from 'zod';
import { loadConfig } from './config';
import { ensureDatabase, openDatabase, resolveDatabaseUrl, type Database, type ServiceName } from './database';
import { identifyCaller } from './http-client';
import { createLogger, type Logger } from './logger';
import { exitOnStartupError, runServer } from './server';

/** What every service's configuration holds (baseConfigSchema plus its own PORT). */
export interface ServiceConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
}

/** What a service has once the kit has read its configuration and opened (and migrated) its database. */
export interface ServiceParts<TConfig, TSchema extends Record<string, unknown>> {
  config: TConfig;
  database: Database<TSchema>;
  logger: Logger;
}

/** What a service's own start-up returns: the app to serve and the work that runs beside it. */
export interface StartedService {
  app: Express;
  /** Starts background work (timers, ingestion) once the server listens. */
  listening?: () => void;
  /** Stops that work after the server stops accepting, before the database closes. */
  stop?: () => Promise<void> | void;
}

export interface ServiceDefinition<TConfig extends ServiceConfig, TSchema extends Record<string, unknown>> {
  /** `auth` is svc-auth: the logger's name, the database `vantage_auth` and its migrations table. */
  name: ServiceName;
  config: z.ZodType<TConfig>;
  schema: TSchema;
  /** The service's `drizzle/` folder (MIGRATIONS_FOLDER in its own paths.ts, e.g. svc-auth/src/paths.ts). */
  migrationsFolder: string;
  start(parts: ServiceParts<TConfig, TSchema>): Promise<StartedService>;
}

/**
 * Runs a service: reads and checks its configuration, opens its database (creating it on a shared server)
 * and applies its migrations, builds its app, serves it with /healthz, /readyz and /metrics
 * (createServiceApp), and on SIGTERM/SIGINT stops accepting, finishes requests in flight, stops the
 * service's own work and closes the database. A start-up failure is logged and exits non-zero.
 */
export function runService<TConfig extends ServiceConfig, TSchema extends Record<string, unknown>>(
  service: ServiceDefinition<TConfig, TSchema>,
): void {
  const logger = createLogger(`svc-${service.name}`);
  startService(service, logger).catch(exitOnStartupError(logger));
}

async function startService<TConfig extends ServiceConfig, TSchema extends Record<string, unknown>>(
  service: ServiceDefinition<TConfig, TSchema>,
  logger: Logger,
): Promise<void> {
  const config = loadConfig(service.config);
  logger.level = config.LOG_LEVEL;
  const { version } = JSON.parse(
    readFileSync(path.join(serviceFolder(service.migrationsFolder), 'package.json'), 'utf8'),
  ) as { version: string };
  identifyCaller(service.name, version);
  const { url, create } = resolveDatabaseUrl(service.name);
  if (create) await ensureDatabase(url);
  const database = await openDatabase({
    service: service.name,
    url,
    schema: service.schema,
    migrationsFolder: service.migrationsFolder,
    logger,
  });
  let started: StartedService;
  try {
    started = await service.start({ config, database, logger });
  } catch (err) {
    await database.close();
    throw err;
  }
  await runServer({
    app: started.app,
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: async () => {
      try {
        await started.stop?.();
      } finally {
        await database.close();
      }
    },
  });
  started.listening?.();
}

/**
 * The service's folder: the nearest one above `dir` holding a package.json. Code runs from src/<folder>/
 * (tests, tsx) and from dist/ bundles at any depth; both find the same folder.
 */
export function serviceFolder(dir: string): string {
  for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
  }
  throw new Error(`no service folder (with a package.json) above ${dir}`);
}
