// Hostile query strings, ids and tokens at every svc-sports endpoint: never a 500, the documented 4xx,
// nothing reaches Object.prototype, and reading never stores anything (predictions are written once, by
// the recorder, never because someone asked for a date).
import {
  comparisonListSchema,
  gameDetailSchema,
  performanceSchema,
  teamGamesSchema,
  teamListSchema,
  type League,
} from '@vantage/contracts/sports';
import { prototypeNames, queryParameter, text } from '@vantage/service-kit/testing/arbitraries';
import { rowCounts } from '@vantage/service-kit/testing/database';
import fc from 'fast-check';
import request from 'supertest';
import { PRIVATE_WINDOW } from './api/performance/routes';
import { useLeagueTestEnv, type LeagueTestEnv } from './testing/harness';
import { leagueOf } from './leagues/registry';

const RUNS = 40;
const prototypeBefore = prototypeNames();

afterAll(() => {
  expect(prototypeNames()).toEqual(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

/** Every league answers the same hostile input alike: its replayed day and the team spellings it knows. */
const CASES: { league: League; today: string; spellings: string[] }[] = [
  { league: 'mlb', today: '2023-08-02', spellings: ['Yankees', 'new', 'NYA', 'sox', ' red ', 'é'] },
  { league: 'nba', today: '2024-02-14', spellings: ['Celtics', 'new', 'BKN', 'los', ' la ', 'é'] },
  { league: 'nfl', today: '2023-12-31', spellings: ['Chiefs', 'new', 'KC', 'OAK', ' bay ', 'é'] },
  { league: 'nhl', today: '2023-12-16', spellings: ['Bruins', 'new', 'VGK', 'ARI', ' st ', 'é'] },
];

describe.each(CASES)('/api/$league/', ({ league, today: TODAY, spellings }) => {
  const api = `/api/${league}`;
  const env: LeagueTestEnv = useLeagueTestEnv(league, TODAY, [2022, 2023]);

  /** A GET must leave every table as it was. */
  const rows = () => rowCounts(env.database.pool, 'sports');

  const isoDate = fc
    .date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  /** Strings shaped like dates that are not calendar days (month 13, 31 April, 29 February 2023, 0000-00-00). */
  const impossibleDate = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  const date = queryParameter('date', isoDate, impossibleDate, fc.constant(TODAY));

  /** True for a real calendar day written YYYY-MM-DD. */
  function calendarDay(value: string): boolean {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    // PostgreSQL has no year 0 (1 BC is followed by AD 1).
    if (year === 0) return false;
    const parsed = new Date(0);
    parsed.setUTCFullYear(year, month - 1, day);
    return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  }

  const callers = fc.constantFrom<[string, string | null]>(['guest', null], ['free', 'free'], ['basic', 'basic']);
  function get(path: string, tier: string | null) {
    const call = request(env.app).get(path);
    return tier ? call.set('Authorization', env.bearer(tier as 'free' | 'basic')) : call;
  }

  describe('random input, read-only endpoints', () => {
    test("comparison list: a calendar date is that day's list; anything else is a 400 {detail}", async () => {
      const before = await rows();
      await fc.assert(
        fc.asyncProperty(date, callers, async (query, [, tier]) => {
          const response = await get(`${api}/comparison/?${query}`, tier);
          const values = new URLSearchParams(query).getAll('date');
          // No `date` at all (only `date[...]` keys) means today; a repeated one is not a date.
          const wanted = values.length === 0 ? TODAY : values.length === 1 ? values[0] : '';
          if (calendarDay(wanted)) {
            expect(response.status).toBe(200);
            expect(comparisonListSchema.parse(response.body).date).toBe(wanted);
          } else {
            expect(response.status).toBe(400);
            expect(response.body).toEqual({ detail: 'Invalid date: use YYYY-MM-DD.' });
          }
        }),
        { numRuns: RUNS * 2 },
      );
      expect(await rows()).toEqual(before);
    }, 90_000);

    test('comparison detail: unknown ids are a 404 {detail}, real ones a detail or the guest 403', async () => {
      const today = comparisonListSchema.parse((await get(`${api}/comparison/?date=${TODAY}`, 'basic')).body);
      const real = today.games.map((game) => game.game_id);
      expect(real.length).toBeGreaterThan(1);
      const id = fc.oneof(
        fc.constantFrom(...real),
        text,
        fc.stringMatching(leagueOf(league).profile.gameIdPattern),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', '..', '%2e%2e'),
      );
      await fc.assert(
        fc.asyncProperty(id, callers, async (gameId, [caller, tier]) => {
          const response = await get(`${api}/comparison/${encodeURIComponent(gameId)}/`, tier);
          if (!real.includes(gameId)) {
            // '..' and its encoding leave the route: the service's JSON 404 either way.
            expect(response.status).toBe(404);
            expect(response.body.detail).toMatch(/^(Game not found\.|Not found\.)$/);
          } else if (caller === 'guest' && gameId !== real[0]) {
            expect(response.status).toBe(403);
            expect(response.body).toEqual({
              detail: 'Sign in to see the analysis of this game: guests get one free insight a day.',
            });
          } else {
            expect(response.status).toBe(200);
            expect(gameDetailSchema.parse(response.body).game_id).toBe(gameId);
          }
        }),
        { numRuns: RUNS * 2 },
      );
    }, 90_000);

    test('team search: unicode, huge and repeated ?q= give a team list or a 400, never a 500', async () => {
      const q = queryParameter('q', fc.constantFrom(...spellings));
      await fc.assert(
        fc.asyncProperty(q, async (query) => {
          const response = await request(env.app).get(`${api}/teams/?${query}`);
          if (response.status === 200) {
            teamListSchema.parse(response.body);
          } else {
            expect(response.status).toBe(400);
            expect(Object.keys(response.body)).toEqual(['q']);
          }
        }),
        { numRuns: RUNS * 2 },
      );
    }, 90_000);

    test('team games: random team and season give the season, a 404 {detail} or a 400', async () => {
      const query = fc
        .tuple(
          queryParameter('team', fc.constantFrom(...spellings.slice(0, 3), 'BOS', 'XXX')),
          queryParameter('season', fc.constantFrom('2023', '2022', '1850', '99999', '2023.5')),
        )
        .map(([team, season]) => `${team}&${season}`);
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const response = await request(env.app).get(`${api}/games/?${search}`);
          expect(response.status).toBeLessThan(500);
          if (response.status === 200) teamGamesSchema.parse(response.body);
          else if (response.status === 404) expect(response.body).toEqual({ detail: 'Team not found.' });
          else expect(response.status).toBe(400);
        }),
        { numRuns: RUNS },
      );
    }, 90_000);

    test('performance: any ?from=&to= is a report, a 400, or (without the history) a 403, for every caller', async () => {
      const before = await rows();
      const range = fc
        .tuple(queryParameter('from', isoDate, impossibleDate), queryParameter('to', isoDate, impossibleDate))
        .map(([from, to]) => `${from}&${to}`);
      await fc.assert(
        fc.asyncProperty(range, callers, async (query, [, tier]) => {
          const response = await get(`${api}/performance/?${query}`, tier);
          if (response.status === 200) {
            const report = performanceSchema.parse(response.body);
            expect(report.from <= report.to).toBe(true);
          } else if (response.status === 403) {
            // Only the public windows without the history (product rules §6).
            expect(tier).not.toBe('basic');
            expect(response.body).toEqual({ detail: PRIVATE_WINDOW });
          } else {
            expect(response.status).toBe(400);
            expect(typeof response.body).toBe('object');
          }
        }),
        { numRuns: RUNS },
      );
      expect(await rows()).toEqual(before);
    }, 90_000);
  });

  describe('staff endpoints as anyone but staff', () => {
    const badToken = fc.oneof(
      fc.stringMatching(/^[\x20-\x7e]{0,80}$/).map((value) => `Bearer ${value}`),
      fc.base64String({ minLength: 20, maxLength: 120 }).map((value) => `Bearer ${value}.${value}.${value}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwiaXNfc3RhZmYiOnRydWV9.'),
    );
    const trendsQuery = fc
      .tuple(
        queryParameter('season', fc.constantFrom('2023', '2022')),
        queryParameter('from', fc.constantFrom('2023-04-01')),
        queryParameter('to', fc.constantFrom('2023-07-31')),
      )
      .map((parts) => parts.join('&'));
    const UNAUTHORIZED = ['Authentication credentials were not provided.', 'Given token not valid for any token type'];

    test('a bad token or cookie is a 401 {detail}; a signed-in non-staff user is refused the data with the spec text', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.option(badToken, { nil: undefined }),
          fc.boolean(),
          trendsQuery,
          async (authorization, asCookie, query) => {
            for (const path of ['/api/user-info/', `${api}/admin/trends-data/?${query}`]) {
              let call = request(env.app).get(path);
              if (authorization && asCookie) call = call.set('Cookie', `vantage_staff=${authorization.slice(7)}`);
              else if (authorization) call = call.set('Authorization', authorization);
              const refused = await call;
              expect(refused.status).toBe(401);
              expect(UNAUTHORIZED).toContain(refused.body.detail);
            }
            const member = env.bearer('pro');
            const info = await request(env.app).get('/api/user-info/').set('Authorization', member).expect(200);
            expect(info.body).toEqual({ username: 'fan@example.com', is_staff: false });
            await request(env.app)
              .get(`${api}/admin/trends-data/?${query}`)
              .set('Authorization', member)
              .expect(403, { detail: 'Access denied. Admin privileges required.' });
          },
        ),
        { numRuns: RUNS },
      );
    }, 90_000);
  });
});
