import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import express from 'express';
import Redis from 'ioredis';
import request from 'supertest';
import { RateLimits, type RateLimitOptions } from './limiters';
import { errorHandler } from '@vantage/service-kit/errors';
import { createLogger } from '@vantage/service-kit/logger';

/** A bare app with the login limiters in front of a handler that always fails like a wrong password. */
function loginApp(options: RateLimitOptions) {
  const limits = new RateLimits(options);
  const app = express();
  app.use(express.json());
  app.post('/api/login/', ...limits.login, (_req, res) => {
    res.status(401).json({ detail: 'No active account found with the given credentials' });
  });
  app.use(errorHandler(createLogger('limiters-test', 'silent')));
  return app;
}

describe('rate limits', () => {
  test('in memory: per account and client, per account across clients, per IP across accounts', async () => {
    const app = loginApp({ windowSeconds: 60, perIp: 5, perAccount: 2, perAccountGlobal: 3, slowDownStepMs: 1 });
    app.set('trust proxy', true);
    const attempt = (ip: string, email: string) =>
      request(app).post('/api/login/').set('X-Forwarded-For', ip).send({ email, password: 'x' });
    await attempt('10.0.0.1', 'a@example.com').expect(401);
    await attempt('10.0.0.1', ' A@EXAMPLE.COM').expect(401);
    const limited = await attempt('10.0.0.1', 'a@example.com').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    await attempt('10.0.0.2', 'a@example.com').expect(401);
    await attempt('10.0.0.3', 'a@example.com').expect(429);

    for (let i = 0; i < 5; i += 1) await attempt('10.0.0.9', `user${i}@example.com`).expect(401);
    await attempt('10.0.0.9', 'fresh@example.com').expect(429);
  });

  test('Redis down: each process keeps counting on its own instead of letting everything through', async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    // disconnectTimeout: a client still connecting otherwise holds the process 2 s after disconnect().
    const redis = new Redis(`redis://127.0.0.1:${port}`, {
      maxRetriesPerRequest: 1,
      connectTimeout: 300,
      disconnectTimeout: 50,
    });
    redis.on('error', () => {});
    try {
      const app = loginApp({ windowSeconds: 60, perIp: 100, perAccount: 2, redis });
      const attempt = () => request(app).post('/api/login/').send({ email: 'down@example.com', password: 'x' });
      await attempt().expect(401);
      await attempt().expect(401);
      await attempt().expect(429);
    } finally {
      redis.disconnect();
    }
  });

  test('in Redis: replicas share the counters', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 500,
    });
    try {
      await redis.connect();
    } catch {
      console.warn('Redis is not reachable: the shared-counter case is not exercised');
      redis.disconnect();
      return;
    }
    const redisPrefix = `rl:test:${randomBytes(6).toString('hex')}:`;
    try {
      const options = { windowSeconds: 60, perIp: 100, perAccount: 3, redis, redisPrefix };
      const replicas = [loginApp(options), loginApp(options)];
      for (let i = 0; i < 3; i += 1) {
        await request(replicas[i % 2])
          .post('/api/login/')
          .send({ email: 'shared@example.com', password: 'x' })
          .expect(401);
      }
      const limited = await request(replicas[1])
        .post('/api/login/')
        .send({ email: 'shared@example.com', password: 'x' })
        .expect(429);
      expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    } finally {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
