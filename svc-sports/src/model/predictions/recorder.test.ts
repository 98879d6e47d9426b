import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { useSportsTestEnv } from '../../testing/harness';

const TODAY = '2023-08-02';
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023] });

const count = async (query: ReturnType<typeof sql>) =>
  ((await env.database.db.execute(query)).rows[0] as { n: number }).n;

it('keeps answering requests while the model recomputes predictions in a worker thread', async () => {
  const { db } = env.database;
  const since = sql`g.id = p.game_id AND g.date >= '2023-07-01'`;
  const removed = await count(
    sql`SELECT count(*)::int AS n FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id WHERE g.date >= '2023-07-01'`,
  );
  expect(removed).toBeGreaterThan(300);
  await db.execute(sql`DELETE FROM sports.team_trends p USING sports.games g WHERE ${since}`);
  await db.execute(sql`DELETE FROM sports.predictions p USING sports.games g WHERE ${since}`);

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let done = false;
  const recording = env.prepared.recorder.record(TODAY).finally(() => {
    done = true;
  });
  let answeredMeanwhile = 0;
  while (!done) {
    const res = await request(env.app).get('/api/mlb/calendar/');
    expect(res.status).toBe(200);
    if (!done) answeredMeanwhile++;
  }
  expect(await recording).toBe(removed);
  loopDelay.disable();

  expect(answeredMeanwhile).toBeGreaterThan(0);
  // The model ran for lastComputeMs on another thread: this one never stalled for anything like that long.
  const computeMs = env.prepared.recorder.lastComputeMs;
  expect(computeMs).toBeGreaterThan(100);
  expect(loopDelay.max / 1e6).toBeLessThan(computeMs / 2);
  // The recomputed rows are the ones that were there before (same model, same data).
  const games = await request(env.app).get('/api/mlb/comparison/?date=2023-08-01');
  expect(games.body.games.every((g: { has_prediction: boolean }) => g.has_prediction)).toBe(true);
}, 120_000);
