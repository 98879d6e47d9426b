import { z } from 'zod';

export class ConfigError extends Error {}

/** Parses the environment once at start so a bad value stops the service with a message naming it. */
export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().url().optional(),
  /**
   * Opt-in to the development stand-ins (the sandbox checkout, an unencrypted stored signing key): set by
   * `npm start` and the test harnesses, never by a deployment, so forgetting NODE_ENV cannot turn them on.
   */
  VANTAGE_DEV_STANDINS: z.enum(['0', '1']).default('0'),
});

/** The message when a stand-in is needed but not opted in to. */
export const STANDINS_NOT_OPTED_IN =
  'or, for local development only, opt in to the development stand-ins with VANTAGE_DEV_STANDINS=1 (npm start does)';

export const verifierConfigSchema = z.object({
  AUTH_JWKS_URL: z.string().url().default('http://127.0.0.1:4001/api/auth/jwks.json'),
});
