import { LedgerRepository } from '../ledger/repository';
import { LedgerService } from '../ledger/service';
import { gameDetailSchema, performanceSchema, trackRecordSchema } from '@vantage/contracts/sports';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createLogger } from '@vantage/service-kit/logger';
import { createClock } from '../../clock/clock';
import { mlb } from '../../leagues/mlb/league';
import { PredictionRecorder } from '../../model/predictions/recorder';
import { useSportsTestEnv } from '../../testing/harness';

// The replay of 2 August 2023: the seasons before it are filled in at start-up, the day itself is recorded on
// its eve by the replay clock.
const TODAY = '2023-08-02';
const YESTERDAY = '2023-08-01';
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023] });

const rows = async <T>(query: ReturnType<typeof sql>) => (await env.database.db.execute(query)).rows as T[];

async function detail(gameId: string) {
  return gameDetailSchema.parse(
    (await request(env.app).get(`/api/mlb/comparison/${gameId}/`).set('Authorization', env.bearer('pro')).expect(200))
      .body,
  );
}

async function trackRecord(query = '') {
  return trackRecordSchema.parse(
    (await request(env.app).get(`/api/mlb/track-record/?season=2023${query}`).expect(200)).body,
  );
}

it("records the replayed day's games before their start and labels the backfilled history reconstructed", async () => {
  const today = await rows<{ game_id: string }>(
    sql`SELECT p.game_id FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id WHERE g.date = ${TODAY}`,
  );
  expect(today.length).toBeGreaterThan(5);
  const game = await detail(today[0].game_id);
  expect(game.prediction).toMatchObject({ provenance: 'recorded', clock: 'replay' });
  expect(Date.parse(game.prediction!.written_at!)).toBeLessThan(Date.parse(game.prediction!.start_against!));

  const earlier = await rows<{ game_id: string }>(
    sql`SELECT p.game_id FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id WHERE g.date = ${YESTERDAY}`,
  );
  const backfilled = await detail(earlier[0].game_id);
  expect(backfilled.prediction).toMatchObject({ provenance: 'reconstructed', clock: 'replay' });
  expect(Date.parse(backfilled.prediction!.written_at!)).toBeGreaterThan(
    Date.parse(backfilled.prediction!.start_against!),
  );

  const list = (await request(env.app).get(`/api/mlb/comparison/?date=${TODAY}`).expect(200)).body;
  expect(new Set(list.games.map((g: { provenance: string }) => g.provenance))).toEqual(new Set(['recorded']));

  // Nothing recorded is scored yet: the headline is the reconstructed record, and says so.
  const record = await trackRecord();
  expect(record.records.recorded).toMatchObject({ predictions: today.length, scored: 0 });
  expect(record.records.recorded.comparison.games).toBe(0);
  expect(record).toMatchObject({ headline: 'reconstructed', record: 'reconstructed' });
  expect(record.comparison).toEqual(record.records.reconstructed.comparison);
  expect(record.verdict[0]).toMatch(/reconstructed afterwards/);
  expect(record.verdict.join(' ')).not.toMatch(/recorded before/);
}, 60_000);

it('stamps a live prediction recorded before its start apart from one written after, and keeps the records apart', async () => {
  const { db } = env.database;
  // Yesterday again, on a live clock at noon Eastern: the first game is made to have started already.
  const day = sql`g.id = p.game_id AND g.date = ${YESTERDAY}`;
  await db.execute(sql`DELETE FROM sports.team_trends p USING sports.games g WHERE ${day}`);
  await db.execute(sql`DELETE FROM sports.predictions p USING sports.games g WHERE ${day}`);
  const noon = new Date(`${YESTERDAY}T16:00:00Z`);
  const games = await rows<{ id: string }>(
    sql`SELECT id FROM sports.games WHERE date = ${YESTERDAY} AND status = 'completed' ORDER BY id`,
  );
  const [started, ...later] = games.map((g) => g.id);
  await db.execute(
    sql`UPDATE sports.games SET start_time = ${new Date(noon.getTime() - 3_600_000)} WHERE id = ${started}`,
  );
  await db.execute(
    sql`UPDATE sports.games SET start_time = ${new Date(noon.getTime() + 3_600_000)} WHERE id IN ${sql.raw(`('${later.join("','")}')`)}`,
  );
  const dataDir = env.dataDir;
  const clock = createClock(null, () => noon);
  const logger = createLogger('provenance-test', 'silent');
  const warn = jest.spyOn(logger, 'warn');
  const ledger = new LedgerService({ repository: new LedgerRepository({ db, league: 'mlb' }), clock, logger });
  const recorder = PredictionRecorder.of(mlb, { db, logger, since: '2022-01-01', clock, ledger, dataDir });
  expect(await recorder.record(YESTERDAY, noon.getTime())).toBe(games.length);
  // Recorded history exists (today's), so the started game filled afterwards is a gap, said with its date.
  expect(warn).toHaveBeenCalledWith(
    { league: 'mlb', predictions: 1, from: YESTERDAY, to: YESTERDAY },
    expect.stringMatching(/reconstructed, not recorded: a gap in the recorded history/),
  );
  await recorder.score(TODAY);
  env.cache.setVersion(env.cache.version + 1);

  expect((await detail(started)).prediction).toMatchObject({ provenance: 'reconstructed', clock: 'live' });
  for (const id of later)
    expect((await detail(id)).prediction).toMatchObject({ provenance: 'recorded', clock: 'live' });

  // The headline moves to the recorded record, which holds yesterday's later games alone.
  const record = await trackRecord();
  expect(record).toMatchObject({ headline: 'recorded', record: 'recorded' });
  expect(record.records.recorded.scored).toBe(later.length);
  expect(record.comparison.games).toBe(later.length);
  expect(record.verdict[0]).toMatch(/recorded before the game/);
  const reconstructed = await trackRecord('&record=reconstructed');
  expect(reconstructed.record).toBe('reconstructed');
  expect(reconstructed.comparison).toEqual(record.records.reconstructed.comparison);
  const [{ n }] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id JOIN sports.odds o ON o.game_id = g.id
        WHERE g.season = 2023 AND g.date < ${TODAY} AND p.actual_result IS NOT NULL`,
  );
  expect(record.comparison.games + reconstructed.comparison.games).toBe(n);
  expect(reconstructed.verdict.join(' ')).not.toMatch(/recorded before/);

  // The performance figures of a window split the same way.
  const perf = async (q: string) =>
    performanceSchema.parse(
      (
        await request(env.app)
          .get(`/api/mlb/performance/?from=2023-07-01&to=${YESTERDAY}${q}`)
          .set('Authorization', env.bearer('basic'))
          .expect(200)
      ).body,
    );
  const both = await perf('');
  expect(both.provenance).toEqual({ recorded: later.length, reconstructed: both.games - later.length });
  const recorded = await perf('&record=recorded');
  expect(recorded).toMatchObject({ record: 'recorded', games: later.length });
  await request(env.app).get('/api/mlb/track-record/?record=guessed').expect(400);
}, 120_000);
