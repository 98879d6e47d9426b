import express from 'express';
import request from 'supertest';
import { notFound } from './errors';
import { cachedJson, ResponseCache } from './responses';

function appWith(cache: ResponseCache, builds: string[]) {
  const app = express();
  app.get(
    '/things/:id',
    cachedJson(cache, (req) => {
      const id = String(req.params.id);
      return {
        key: `thing|${id}`,
        build: async () => {
          builds.push(id);
          if (id === 'missing') throw notFound('No such thing.');
          return { id, at: builds.length };
        },
      };
    }),
  );
  app.use(((err, _req, res, _next) => res.status(err.status ?? 500).json(err.body)) as express.ErrorRequestHandler);
  return app;
}

test('an answer is built and serialised once per key and data version, with per-caller cache headers', async () => {
  const cache = new ResponseCache();
  const builds: string[] = [];
  const app = appWith(cache, builds);
  const first = await request(app).get('/things/a').expect(200);
  expect(first.body).toEqual({ id: 'a', at: 1 });
  expect(first.headers['cache-control']).toBe('private, no-cache');
  expect(first.headers.vary).toBe('Authorization');
  expect((await request(app).get('/things/a').expect(200)).body).toEqual({ id: 'a', at: 1 });
  expect(builds).toEqual(['a']);
  cache.setVersion(1);
  expect((await request(app).get('/things/a').expect(200)).body).toEqual({ id: 'a', at: 2 });
});

test('a client error the build ends in is remembered like an answer; the least recently used entry goes first', async () => {
  const cache = new ResponseCache(2);
  const builds: string[] = [];
  const app = appWith(cache, builds);
  for (let i = 0; i < 2; i++)
    expect((await request(app).get('/things/missing').expect(404)).body).toEqual({ detail: 'No such thing.' });
  expect(builds).toEqual(['missing']);
  await request(app).get('/things/a');
  await request(app).get('/things/missing'); // refreshed: 'a' is now the oldest
  await request(app).get('/things/b');
  await request(app).get('/things/missing');
  await request(app).get('/things/a');
  expect(builds).toEqual(['missing', 'a', 'b', 'a']);
});
