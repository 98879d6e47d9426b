import { comparisonListSchema } from '@vantage/contracts/sports';
import { createLogger } from '@vantage/service-kit/logger';
import request from 'supertest';
import { useLeagueTestEnv, type LeagueTestEnv } from '../../testing/harness';
import { feedServer } from '../providers/feed/testing';
import { providerHttp } from '../providers/http';
import { NhlApiWebFeed } from '../../leagues/nhl/nhl-api-web/nhl-api-web';
import { IngestionJob } from './ingestion';
import { NHL_PROFILE, NHL_TEAMS } from '../../leagues/nhl/profile';
import { leagueLiveFeed, LeagueLiveFeed, type FeedGame, type LeagueFeedProvider } from './league-feed';

const TODAY = '2024-10-10';
const env = useLeagueTestEnv('nhl', TODAY, [2023], { live: true });

const game = (over: Partial<FeedGame> & Pick<FeedGame, 'date' | 'away' | 'home' | 'status'>): FeedGame => ({
  start: null,
  awayScore: null,
  homeScore: null,
  extra: null,
  neutral: false,
  playoff: false,
  starters: null,
  ...over,
});

const FINAL = game({
  date: '2024-10-09',
  away: 'BOS',
  home: 'FLA',
  status: 'completed',
  awayScore: 4,
  homeScore: 5,
  extra: 'SO',
  start: '2024-10-09T23:00:00Z',
});
const TONIGHT = game({
  date: TODAY,
  away: 'TOR',
  home: 'MTL',
  status: 'scheduled',
  start: '2024-10-10T23:00:00Z',
  starters: { away: { id: '8479361', name: 'Joseph Woll' }, home: { id: '8478470', name: 'Sam Montembeault' } },
});
const POSTPONED = game({ date: TODAY, away: 'NYR', home: 'PIT', status: 'postponed' });

/** A feed answering what the test says, or failing as a feed that is down. */
class FakeFeed implements LeagueFeedProvider {
  readonly league = 'nhl';
  answer: FeedGame[] | Error = [];
  async schedule(): Promise<FeedGame[]> {
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

function job(e: LeagueTestEnv, feed: LeagueFeedProvider) {
  return new IngestionJob({
    db: e.database.db,
    feed: new LeagueLiveFeed({ db: e.database.db, feed, profile: NHL_PROFILE }),
    recorder: e.recorder,
    cache: e.cache,
    clock: e.clock,
    logger: createLogger('league-ingest-test', 'silent'),
  });
}

/** A Basic member's list: the moneyline is part of what Basic sees (product rules §6). */
const list = async (date: string) =>
  comparisonListSchema.parse(
    (
      await request(env.app)
        .get(`/api/nhl/comparison/?date=${date}`)
        .set('Authorization', env.bearer('basic'))
        .expect(200)
    ).body,
  ).games;

const predictions = async () =>
  (
    await env.database.pool.query(
      `SELECT game_id, p_home, created_at FROM sports.predictions WHERE game_id IN ('nhl-2024-10-09-BOS-FLA-0', 'nhl-2024-10-10-TOR-MTL-0') ORDER BY game_id`,
    )
  ).rows;

test("a league's feed adds its games, records them once, and a failing or older answer changes nothing", async () => {
  const feed = new FakeFeed();
  const ingestion = job(env, feed);

  feed.answer = [FINAL, TONIGHT, POSTPONED];
  const first = await ingestion.run();
  expect(first).toMatchObject({ fetched: 3, inserted: 3, errors: [] });
  expect(first.predictions).toBe(2);

  const [played] = await list('2024-10-09');
  expect(played).toMatchObject({ game_status: 'completed', final_score: { home: 5, away: 4 }, has_prediction: true });
  const tonight = await list(TODAY);
  expect(tonight.map((g) => [g.matchup, g.game_status, g.has_prediction])).toEqual([
    ['TOR @ MTL', 'scheduled', true],
    ['NYR @ PIT', 'postponed', false],
  ]);
  expect(tonight[0].home_starter).toEqual({ name: 'Sam Montembeault', record: '0-0' });
  expect(tonight[0].starter_role).toBe('goaltender');
  const recorded = await predictions();
  expect(recorded).toHaveLength(2);

  // The feed is down: an error is reported, nothing stored changes.
  feed.answer = new Error('503 Service Unavailable');
  const down = await ingestion.run();
  expect(down.errors).toEqual(['nhl schedule 2024-10-07..2024-10-12: 503 Service Unavailable']);
  expect(down).toMatchObject({ inserted: 0, updated: 0, predictions: 0 });

  // An older status (the final game listed as scheduled, scores gone) never downgrades a final game.
  feed.answer = [{ ...FINAL, status: 'scheduled', awayScore: null, homeScore: null }, TONIGHT];
  expect(await ingestion.run()).toMatchObject({ inserted: 0, updated: 0, predictions: 0 });
  expect((await list('2024-10-09'))[0]).toMatchObject({ game_status: 'completed', final_score: { home: 5, away: 4 } });

  // Tonight's game goes final: its score is stored, its prediction is not rewritten.
  feed.answer = [{ ...TONIGHT, status: 'completed', awayScore: 2, homeScore: 1 }];
  expect(await ingestion.run()).toMatchObject({ updated: 1, predictions: 0 });
  expect((await list(TODAY))[0]).toMatchObject({ game_status: 'completed', final_score: { home: 1, away: 2 } });
  expect(await predictions()).toEqual(recorded);
}, 60_000);

test("a feed's pre-game line is stored and refreshed until the game starts, then kept as it was", async () => {
  const feed = new FakeFeed();
  const ingestion = job(env, feed);
  const line = async () => (await list(TODAY)).find((g) => g.matchup === 'BOS @ NYR')!.moneyline;
  // The clock replays a past date; the line's rule compares the start with the real time, as MLB's does.
  const later = game({
    date: TODAY,
    away: 'BOS',
    home: 'NYR',
    status: 'scheduled',
    start: new Date(Date.now() + 3 * 3600_000).toISOString(),
    odds: { homeMoneyline: 120, awayMoneyline: -140, source: 'espn' },
  });
  feed.answer = [later];
  expect(await ingestion.run()).toMatchObject({ inserted: 1, lines: 1, errors: [] });
  expect(await line()).toEqual({ home: 120, away: -140, total: null });

  feed.answer = [{ ...later, odds: { homeMoneyline: 105, awayMoneyline: -125, source: 'espn' } }];
  expect(await ingestion.run()).toMatchObject({ lines: 1 });
  expect(await line()).toEqual({ home: 105, away: -125, total: null });

  // Under way (no line read), or past its start while still listed as scheduled: the last pre-game line stays.
  feed.answer = [{ ...later, status: 'in_progress', odds: null }];
  expect(await ingestion.run()).toMatchObject({ lines: 0 });
  const started = new Date(Date.now() - 60_000).toISOString();
  feed.answer = [{ ...later, start: started, odds: { homeMoneyline: -300, awayMoneyline: 250, source: 'espn' } }];
  expect(await ingestion.run()).toMatchObject({ lines: 0 });
  expect(await line()).toEqual({ home: 105, away: -125, total: null });
}, 60_000);

test("a malformed feed answer is refused by the client's schema check: the run says so, the next run reads again", async () => {
  // api-web's week with a game that lost its teams, then (fixed) a week without games.
  let body: unknown = { gameWeek: [{ date: TODAY, games: [{ id: 2024020001, startTimeUTC: 'soon' }] }] };
  const server = await feedServer(() => ({ status: 200, body }));
  const warnings: string[] = [];
  const provider = new NhlApiWebFeed({ http: providerHttp(5000, { retries: 0 }), baseUrl: server.baseUrl });
  const ingestion = new IngestionJob({
    db: env.database.db,
    feed: leagueLiveFeed(env.database.db, NHL_PROFILE, NHL_TEAMS, provider, (message) => warnings.push(message)),
    recorder: env.recorder,
    cache: env.cache,
    clock: env.clock,
    logger: createLogger('league-ingest-test', 'silent'),
  });
  try {
    const before = await list(TODAY);
    const refused = await ingestion.run();
    expect(refused).toMatchObject({ fetched: 0, inserted: 0, updated: 0, predictions: 0 });
    expect(refused.errors).toEqual([
      expect.stringMatching(
        /^nhl schedule 2024-10-07\.\.2024-10-12: http:\/\/127\.0\.0\.1:\d+\/schedule\/2024-10-07 answered in an unexpected shape: gameWeek\.0\.games\.0\.\w+: /,
      ),
    ]);
    expect(await list(TODAY)).toEqual(before);
    body = { gameWeek: [] };
    expect(await ingestion.run()).toMatchObject({ fetched: 0, errors: [] });
    expect(server.requests).toEqual(['/schedule/2024-10-07', '/schedule/2024-10-07']);
    expect(warnings).toEqual([]);
  } finally {
    await server.close();
  }
}, 60_000);
