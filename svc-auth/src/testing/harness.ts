import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import type { TierType } from '@vantage/contracts/tiers';
import { errorHandler } from '@vantage/service-kit/errors';
import { requireServiceToken } from '@vantage/service-kit/internal-auth';
import type { JwksFetch } from '@vantage/service-kit/jwt';
import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { createAuthApp } from '../app';
import { authConfigSchema, type AuthConfig } from '../config';
import { createAuthContext, type AuthContext } from '../context';
import { openAuthDatabase } from '../db/database';

/** svc-billing's answer for a tier, and when the user's plan last changed (ms). */
export const tierAnswer = (tier: TierType, changedAt: number | null = null) => ({
  status: 200,
  body: { tier, changed_at: changedAt },
});

/** A stand-in for svc-billing's internal tier endpoint; `answer` decides each reply. */
export interface FakeBilling {
  url: string;
  calls: string[];
  /** The Authorization header of every call. */
  authorizations: (string | undefined)[];
  answer: (userId: string) => { status: number; body: unknown } | 'hang';
  /** What /internal/tier-changes reports: plan changes, in ms (see `reportChange`). */
  changes: { user_id: string; changed_at: number }[];
  /** A plan change for `userId` now, as svc-billing records one. */
  reportChange(userId: string): void;
  close(): Promise<void>;
}

export async function startFakeBilling(): Promise<FakeBilling> {
  const billing: Omit<FakeBilling, 'url' | 'close'> = {
    calls: [],
    authorizations: [],
    answer: () => tierAnswer('free'),
    changes: [],
    reportChange(userId) {
      billing.changes.push({ user_id: userId, changed_at: Date.now() });
    },
  };
  const server: Server = createServer((req, res) => {
    const since = req.url?.match(/^\/internal\/tier-changes\?since=(\d+)$/)?.[1];
    if (since !== undefined) {
      const changes = billing.changes.filter((change) => change.changed_at > Number(since));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ changes }));
      return;
    }
    const userId = decodeURIComponent(req.url?.match(/^\/internal\/tier\/(.+)$/)?.[1] ?? '');
    billing.calls.push(userId);
    billing.authorizations.push(req.headers.authorization);
    const reply = billing.answer(userId);
    if (reply === 'hang') return; // never answers: the client's timeout must end the wait
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(billing, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A stand-in for another service's member-data deletion (`DELETE /internal/members/{id}/`). */
export interface MemberDataStandIn {
  url: string;
  /** The users whose data it was asked to delete, in order. */
  deleted: string[];
  /** When true it answers 503 (the service failing). */
  down: boolean;
  server: Server;
}

/**
 * The internal member-data deletion as svc-sports and svc-billing answer it: only svc-auth's service token
 * passes, checked for real against `jwks` (svc-auth's keys).
 */
export async function startMemberDataStandIn(jwks: JwksFetch): Promise<MemberDataStandIn> {
  const app = express();
  const state = { deleted: [] as string[], down: false };
  app.delete(
    '/internal/members/:userId/',
    requireServiceToken({ jwksUrl: 'http://unused/', callers: ['svc-auth'], fetchJwks: jwks }),
    (req, res) => {
      if (state.down) return void res.status(503).json({ detail: 'down' });
      state.deleted.push(String(req.params.userId));
      res.json({ deleted: 1 });
    },
  );
  app.use(errorHandler(createLogger('member-data-stand-in', 'silent')));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return Object.assign(state, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
}

export type AppOverrides = Omit<Partial<AuthContext>, 'config'> & { config?: Partial<AuthConfig> };

export interface Harness {
  context: AuthContext;
  /** A fresh app (fresh in-memory rate-limit counters) on the shared context. */
  app(overrides?: AppOverrides): Express;
  billing: FakeBilling;
  mediaDir: string;
  mediaFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/** One database, media folder and fake svc-billing per test file; everything removed by close(). */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const database: TestDatabase = await createTestDatabase();
  const billing = await startFakeBilling();
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'svc-auth-media-'));
  const config = authConfigSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    VANTAGE_DEV_STANDINS: '1',
    AUTH_ARGON2_LOW_COST_FOR_TESTS: '1',
    BILLING_INTERNAL_URL: billing.url,
    MEDIA_DIR: mediaDir,
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    AUTH_RATE_LIMIT_PICTURES: '100000',
    ...env,
  });
  const logger = createLogger('svc-auth-test', 'silent');
  const authDatabase = await openAuthDatabase(database.url, logger);
  const context = await createAuthContext({ config, logger, database: authDatabase });
  return {
    context,
    app(overrides = {}) {
      return createAuthApp({ ...context, ...overrides, config: { ...context.config, ...overrides.config } });
    },
    billing,
    mediaDir,
    mediaFiles: () => readdir(mediaDir),
    async close() {
      await context.close();
      await authDatabase.close();
      await database.drop();
      await billing.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid email for this test run. */
export const uniqueEmail = (label = 'fan') => `${label}.${process.pid}.${Date.now()}.${counter++}@example.com`;

export const STRONG_PASSWORD = 'Correct-Horse-Battery-7';

export async function register(app: Express, email = uniqueEmail(), password = STRONG_PASSWORD) {
  const response = await request(app).post('/api/register/').send({ email, password }).expect(201);
  return { email, password, ...(response.body as { access: string; refresh: string; user: { id: string } }) };
}

export const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });
