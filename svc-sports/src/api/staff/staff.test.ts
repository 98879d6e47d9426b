import { trendsDataSchema, type TrendsData } from '@vantage/contracts/staff';
import { loadConfig } from '@vantage/service-kit/config';
import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { startTestTokenIssuer, type TestTokenIssuer } from '@vantage/service-kit/testing/token-issuer';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import fs from 'node:fs';
import request from 'supertest';
import { createSportsApp } from '../../app';
import { ResponseCache } from '@vantage/service-kit/responses';
import { createClock } from '../../clock/clock';
import { sportsConfigSchema } from '../../config';
import { openSportsDatabase, type SportsDatabase } from '../../db/database';
import { prepareLeague } from '../../data/seed/prepare';
import { leagueOf } from '../../leagues/registry';
import { servedLeague } from '../../registry/served';
import { dataSubset } from '../../testing/harness';

const TODAY = '2023-08-02';
jest.setTimeout(20_000);
let issuer: TestTokenIssuer;
let testDatabase: TestDatabase;
let database: SportsDatabase;
let dataDir: string;
let app: Express;

beforeAll(async () => {
  issuer = await startTestTokenIssuer();
  testDatabase = await createTestDatabase();
  dataDir = dataSubset([2022, 2023]);
  const config = loadConfig(sportsConfigSchema, {
    LOG_LEVEL: 'silent',
    AUTH_JWKS_URL: issuer.jwksUrl,
    VANTAGE_TODAY: TODAY,
    SPORTS_DATA_DIR: dataDir,
  });
  const logger = createLogger('svc-sports-staff-test', 'silent');
  database = await openSportsDatabase(testDatabase.url, logger);
  const clock = createClock(TODAY);
  const mlb = leagueOf('mlb');
  const prepared = await prepareLeague(database.db, mlb, dataDir, clock, logger);
  app = createSportsApp({
    config,
    database,
    leagues: [servedLeague(database.db, mlb, clock, prepared, dataDir)],
    cache: new ResponseCache(),
    logger,
  });
}, 180_000);

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  await issuer?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const staff = () => `Bearer ${issuer.token({ is_staff: true, username: 'yoko', email: 'yoko@example.com' })}`;
const fan = () => `Bearer ${issuer.token({ username: null, email: 'fan@example.com' })}`;

/** The same figures straight from the recorded outcomes, in SQL: every fired trend with whether it hit. */
async function recompute(from: string, to: string): Promise<Pick<TrendsData, 'trends_by_type' | 'teams_performance'>> {
  const fired = sql`
    SELECT tm.name AS team, e.value->>0 AS trend, t.won AS hit,
           100.0 * (e.value->>1)::int / ((e.value->>1)::int + (e.value->>2)::int) AS promised
      FROM sports.team_trends t JOIN sports.games g ON g.id = t.game_id JOIN sports.teams tm ON tm.code = t.team,
           json_array_elements(t.positive) e
     WHERE t.won IS NOT NULL AND g.date BETWEEN ${from} AND ${to} AND g.date < ${TODAY}
    UNION ALL
    SELECT tm.name, e.value->>0, NOT t.won, 100.0 * (e.value->>2)::int / ((e.value->>1)::int + (e.value->>2)::int)
      FROM sports.team_trends t JOIN sports.games g ON g.id = t.game_id JOIN sports.teams tm ON tm.code = t.team,
           json_array_elements(t.negative) e
     WHERE t.won IS NOT NULL AND g.date BETWEEN ${from} AND ${to} AND g.date < ${TODAY}`;
  const types = await database.db.execute<{
    name: string;
    count: string;
    win_percentage: string;
    avg_score: string;
  }>(sql`
    SELECT trend AS name, count(*) AS count, round(100.0 * avg(hit::int), 1) AS win_percentage, round(avg(promised), 1) AS avg_score
      FROM (${fired}) f GROUP BY trend`);
  const teams = await database.db.execute<{
    team: string;
    win_percentage: string;
    success_rate: string;
    total_trends: string;
  }>(sql`
    WITH fired AS (${fired}),
         hits AS (SELECT team, round(100.0 * avg(hit::int), 1) AS success_rate, count(*) AS total_trends FROM fired GROUP BY team),
         results AS (
           SELECT tm.name AS team, round(100.0 * avg(t.won::int), 1) AS win_percentage
             FROM sports.team_trends t JOIN sports.games g ON g.id = t.game_id JOIN sports.teams tm ON tm.code = t.team
            WHERE t.won IS NOT NULL AND g.date BETWEEN ${from} AND ${to} AND g.date < ${TODAY}
            GROUP BY tm.name)
    SELECT r.team, r.win_percentage, coalesce(h.success_rate, 0) AS success_rate, coalesce(h.total_trends, 0) AS total_trends
      FROM results r LEFT JOIN hits h ON h.team = r.team`);
  return {
    trends_by_type: types.rows.map((r) => ({
      name: r.name,
      count: Number(r.count),
      win_percentage: Number(r.win_percentage),
      avg_score: Number(r.avg_score),
    })),
    teams_performance: teams.rows.map((r) => ({
      team: r.team,
      win_percentage: Number(r.win_percentage),
      success_rate: Number(r.success_rate),
      total_trends: Number(r.total_trends),
    })),
  };
}

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
const byTeam = <T extends { team: string }>(list: T[]) => [...list].sort((a, b) => a.team.localeCompare(b.team));

describe('GET /api/user-info/', () => {
  it('is 401 without or with a bad token', async () => {
    await request(app).get('/api/user-info/').expect(401);
    await request(app).get('/api/user-info/').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('names the caller and whether they are staff', async () => {
    const fanInfo = await request(app).get('/api/user-info/').set('Authorization', fan()).expect(200);
    expect(fanInfo.body).toEqual({ username: 'fan@example.com', is_staff: false });
    const staffInfo = await request(app).get('/api/user-info/').set('Authorization', staff()).expect(200);
    expect(staffInfo.body).toEqual({ username: 'yoko', is_staff: true });
  });

  it('accepts the HttpOnly staff cookie', async () => {
    const token = staff().slice('Bearer '.length);
    const res = await request(app).get('/api/user-info/').set('Cookie', `other=1; vantage_staff=${token}`).expect(200);
    expect(res.body).toEqual({ username: 'yoko', is_staff: true });
  });

  it('answers the same under a league, where an earlier release asked (deprecated)', async () => {
    await request(app).get('/api/mlb/user-info/').expect(401);
    const info = await request(app).get('/api/mlb/user-info/').set('Authorization', staff()).expect(200);
    expect(info.body).toEqual({ username: 'yoko', is_staff: true });
  });
});

describe('GET /api/mlb/admin/trends-data/', () => {
  it('is 401 for anonymous callers and 403 for non-staff', async () => {
    await request(app).get('/api/mlb/admin/trends-data/').expect(401);
    const res = await request(app).get('/api/mlb/admin/trends-data/').set('Authorization', fan()).expect(403);
    expect(res.body).toEqual({ detail: 'Access denied. Admin privileges required.' });
  });

  it('defaults to the current season up to yesterday, with figures recomputed from the recorded outcomes', async () => {
    const res = await request(app).get('/api/mlb/admin/trends-data/').set('Authorization', staff()).expect(200);
    const data = trendsDataSchema.parse(res.body);
    expect(data).toMatchObject({ from: '2023-01-01', to: '2023-08-01' });
    expect(data.trends_by_type.length).toBeGreaterThan(5);
    expect(data.teams_performance).toHaveLength(30);
    const expected = await recompute(data.from, data.to);
    expect(byName(data.trends_by_type)).toEqual(byName(expected.trends_by_type));
    expect(byTeam(data.teams_performance)).toEqual(byTeam(expected.teams_performance));
    // Sorted by win % descending, as the dashboard's table shows it.
    const wins = data.teams_performance.map((t) => t.win_percentage);
    expect([...wins].sort((a, b) => b - a)).toEqual(wins);
    const fired = data.trends_by_type.reduce((s, t) => s + t.count, 0);
    expect(data.teams_performance.reduce((s, t) => s + t.total_trends, 0)).toBe(fired);
  });

  it('ranks the best trend only among trends with the minimum sample, and sends the sample with the rate', async () => {
    const res = await request(app)
      .get('/api/mlb/admin/trends-data/?from=2023-07-25&to=2023-08-01')
      .set('Authorization', staff())
      .expect(200);
    const data = trendsDataSchema.parse(res.body);
    expect(data.min_sample).toBe(15);
    const ranked = data.trends_by_type.filter((t) => t.count >= 15);
    // A week holds trends that fired a handful of times at 100%: none of them may be the best.
    expect(
      data.trends_by_type.some(
        (t) => t.count < 15 && t.win_percentage > Math.max(...ranked.map((r) => r.win_percentage)),
      ),
    ).toBe(true);
    const top = Math.max(...ranked.map((t) => t.win_percentage));
    expect(data.best_trend).toMatchObject({ win_percentage: top });
    const named = ranked.find((t) => t.name === data.best_trend!.name)!;
    expect(data.best_trend!.sample).toBe(named.count);
    expect(data.best_trend!.sample).toBeGreaterThanOrEqual(15);
  });

  it('takes a season or a date range, never past yesterday, and works with the cookie', async () => {
    const token = staff().slice('Bearer '.length);
    const season = await request(app)
      .get('/api/mlb/admin/trends-data/?season=2022')
      .set('Cookie', `vantage_staff=${token}`)
      .expect(200);
    expect(season.body).toMatchObject({ from: '2022-01-01', to: '2022-12-31' });
    expect(byTeam(season.body.teams_performance)).toEqual(
      byTeam((await recompute('2022-01-01', '2022-12-31')).teams_performance),
    );
    const range = await request(app)
      .get('/api/mlb/admin/trends-data/?from=2023-07-01&to=2023-09-30')
      .set('Authorization', staff())
      .expect(200);
    expect(range.body).toMatchObject({ from: '2023-07-01', to: '2023-08-01' });
    expect(byName(range.body.trends_by_type)).toEqual(
      byName((await recompute('2023-07-01', '2023-08-01')).trends_by_type),
    );
  });

  it('rejects bad queries with 400', async () => {
    const bad = (query: string) =>
      request(app).get(`/api/mlb/admin/trends-data/?${query}`).set('Authorization', staff()).expect(400);
    expect((await bad('from=2023-02-30')).body).toEqual({ from: ['Not a calendar date.'] });
    expect((await bad('to=yesterday')).body.to).toBeDefined();
    expect((await bad('season=abc')).body.season).toBeDefined();
    expect((await bad('season=2023&from=2023-05-01')).body.non_field_errors).toBeDefined();
    expect((await bad('from=2023-06-01&to=2023-05-01')).body.non_field_errors).toBeDefined();
    expect((await bad('from=2023-09-01')).body.detail).toBe('The range must start before today.');
  });
});
