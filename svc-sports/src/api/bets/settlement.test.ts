import { LEAGUES, type League } from '@vantage/contracts/sports-rules';
import { createLogger } from '@vantage/service-kit/logger';
import { ResponseCache } from '@vantage/service-kit/responses';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { eq, sql } from 'drizzle-orm';
import { createClock } from '../../clock/clock';
import { openSportsDatabase, type SportsDatabase } from '../../db/database';
import { bets, games, marketForecasts, odds } from '../../db/schema';
import { IngestionJob, type LiveFeed } from '../../live/ingest/ingestion';
import type { PredictionRecorder } from '../../model/predictions/recorder';
import { BetRepository, type NewBet } from './repository';
import { modelProbability, settleBets, settlementOf } from './service';

// Settlement on the database alone: games of every league written as a feed or a seed writes them, and bets on
// them, settled as ingestion and start-up settle them.
const logger = createLogger('bets-settlement-test', 'silent');
let testDatabase: TestDatabase;
let database: SportsDatabase;
let repository: BetRepository;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openSportsDatabase(testDatabase.url, logger);
  repository = new BetRepository(database.db);
}, 120_000);
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

let serial = 0;
/** A game of `league` on `date`: decided (home–away), postponed, or still to be played. */
async function game(
  league: League,
  date: string,
  result: { home: number; away: number } | 'postponed' | 'scheduled',
  prices: { home: number; away: number } | null = { home: -150, away: 130 },
) {
  serial += 1;
  const id = `${league}-${date}-A${serial}-H${serial}-0`;
  const decided = typeof result === 'object';
  await database.db.insert(games).values({
    id,
    sport: league,
    season: Number(date.slice(0, 4)),
    date,
    gameNumber: 0,
    away: `A${serial}`,
    home: `H${serial}`,
    park: 'P',
    status: decided ? 'completed' : result,
    homeScore: decided ? result.home : null,
    awayScore: decided ? result.away : null,
    source: 'test',
  });
  if (prices)
    await database.db
      .insert(odds)
      .values({ gameId: id, homeMoneyline: prices.home, awayMoneyline: prices.away, source: 'test' });
  return id;
}

const on = (league: League, gameId: string, b: Partial<NewBet>): NewBet => ({
  league,
  gameId,
  market: 'moneyline',
  side: 'home',
  price: 100,
  stake: 10,
  line: null,
  book: null,
  note: null,
  modelProbability: null,
  ...b,
});

async function statusOf(ids: string[]) {
  const rows = await database.db
    .select()
    .from(bets)
    .where(sql`${bets.id} in ${ids}`);
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

const replayOf = (date: string) => createClock(date);

describe.each(LEAGUES.map((l) => [l]))('%s', (league) => {
  test('a decided game settles its bets won, lost or push by the score; a postponed one voids them', async () => {
    const played = await game(league, '2024-01-10', { home: 24, away: 20 });
    const off = await game(league, '2024-01-10', 'postponed');
    const ids = await repository.insert('member', [
      on(league, played, { side: 'home', price: -150, stake: 15 }), // won 10
      on(league, played, { side: 'away', price: 140, stake: 10 }), // lost
      on(league, played, { market: 'spread', side: 'home', line: 4 }), // home by 4, favoured by 4: push
      on(league, played, { market: 'spread', side: 'away', line: 3.5, price: -110, stake: 11 }), // lost
      on(league, played, { market: 'total', side: 'over', line: 43.5, price: -110, stake: 11 }), // 44: won 10
      on(league, played, { market: 'total', side: 'under', line: 44 }), // push
      on(league, off, { side: 'away' }), // void
    ]);
    expect(await settleBets(repository, league, replayOf('2024-01-11'))).toBe(7);
    const rows = await statusOf(ids);
    expect(rows.map((r) => [r.status, r.profit])).toEqual([
      ['won', 10],
      ['lost', -10],
      ['push', 0],
      ['lost', -11],
      ['won', 10],
      ['push', 0],
      ['void', 0],
    ]);
    // The moneyline's closing price is the side's stored pre-game price: −150 taken at −150 (CLV 0), +140 at +130.
    expect(rows.map((r) => [r.closingPrice, r.clv])).toEqual([
      [-150, 0],
      [130, 4.3],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(rows.every((r) => r.settledAt !== null)).toBe(true);
    // Settled once: a second run finds nothing.
    expect(await settleBets(repository, league, replayOf('2024-01-12'))).toBe(0);
  });

  test('a tie on the moneyline is a push', async () => {
    const tied = await game(league, '2024-01-10', { home: 2, away: 2 });
    const [id] = await repository.insert('member', [on(league, tied, { side: 'away' })]);
    await settleBets(repository, league, replayOf('2024-01-11'), [tied]);
    expect((await statusOf([id!]))[0]).toMatchObject({ status: 'push', profit: 0 });
  });
});

test("a spread or total bet at the forecast's line takes its chance and its stored price; at another line none", async () => {
  const played = await game('nfl', '2024-01-10', { home: 24, away: 20 });
  const forecast = {
    gameId: played,
    expectedMargin: 3.1,
    expectedTotal: 45.2,
    spreadLine: 3.5,
    spreadHomePrice: -105,
    spreadAwayPrice: -115,
    pHomeCover: 0.47,
    pAwayCover: 0.53,
    pSpreadPush: 0,
    totalLine: 44,
    overPrice: -110,
    underPrice: -110,
    pOver: 0.46,
    pUnder: 0.47,
    pTotalPush: 0.07,
  };
  await database.db.insert(marketForecasts).values(forecast);
  const chances = { ...forecast, pHome: 0.6 };
  expect(modelProbability(chances, { market: 'spread', side: 'away', line: 3.5 })).toBe(0.53);
  expect(modelProbability(chances, { market: 'total', side: 'under', line: 44 })).toBe(0.47);
  expect(modelProbability(chances, { market: 'spread', side: 'away', line: 3 })).toBeNull();
  expect(modelProbability(chances, { market: 'moneyline', side: 'away', line: null })).toBe(0.4);
  const ids = await repository.insert('member', [
    on('nfl', played, { market: 'spread', side: 'home', line: 3.5, price: 100 }), // 4 > 3.5: won, −105 at the close
    on('nfl', played, { market: 'spread', side: 'away', line: 3, price: -110, stake: 11 }), // other line: no close
    on('nfl', played, { market: 'total', side: 'over', line: 44, price: -110 }), // 44: push at −110
  ]);
  await settleBets(repository, 'nfl', replayOf('2024-01-11'), [played]);
  expect((await statusOf(ids)).map((r) => [r.status, r.closingPrice, r.clv])).toEqual([
    ['won', -105, 2.4],
    ['lost', null, null],
    ['push', -110, 0],
  ]);
});

test('a replay settles only what was decided before its day; the live clock what the feed says is final', async () => {
  const today = await game('nba', '2024-02-01', { home: 101, away: 99 });
  const later = await game('nba', '2024-02-02', 'postponed');
  const [a, b] = await repository.insert('member', [on('nba', today, {}), on('nba', later, {})]);
  // Replaying 2024-02-01: the game of the day is ahead of the clock, whatever the stored row holds.
  expect(await settleBets(repository, 'nba', replayOf('2024-02-01'), [today, later])).toBe(0);
  // Live at noon that day: the final score is in; the game postponed to a later day waits until that day is past.
  const live = createClock(null, () => new Date('2024-02-01T17:00:00Z'));
  expect(await settleBets(repository, 'nba', live, [today, later])).toBe(1);
  expect((await statusOf([a!, b!])).map((r) => r.status)).toEqual(['won', 'open']);
  // Another league's run leaves the NBA's bets alone.
  const nextDay = createClock(null, () => new Date('2024-02-03T17:00:00Z'));
  expect(await settleBets(repository, 'nhl', nextDay, [later])).toBe(0);
  expect(await settleBets(repository, 'nba', nextDay, [later])).toBe(1);
});

test('two settlements at once settle each bet once', async () => {
  const played = await game('nhl', '2024-03-01', { home: 3, away: 1 });
  const ids = await repository.insert(
    'member',
    Array.from({ length: 40 }, (_, i) => on('nhl', played, { side: i % 2 ? 'home' : 'away', stake: i + 1 })),
  );
  const clock = replayOf('2024-03-02');
  // Both replicas read the same open bets before either writes.
  const [first, second] = await Promise.all([
    repository.settleCandidates('nhl', { today: clock.today(), replay: true }, [played]),
    repository.settleCandidates('nhl', { today: clock.today(), replay: true }, [played]),
  ]);
  expect(first).toHaveLength(40);
  expect(second).toHaveLength(40);
  const [a, b] = await Promise.all([
    repository.settle(first.map(settlementOf)),
    repository.settle(second.map(settlementOf)),
  ]);
  expect(a.length + b.length).toBe(40);
  expect(new Set([...a, ...b]).size).toBe(40);
  // And whole runs side by side.
  const more = await repository.insert('member', [on('nhl', played, {}), on('nhl', played, { side: 'away' })]);
  const runs = await Promise.all([1, 2, 3].map(() => settleBets(repository, 'nhl', clock, [played])));
  expect(runs.reduce((s, n) => s + n, 0)).toBe(2);
  const rows = await statusOf([...ids, ...more]);
  expect(rows.filter((r) => r.status === 'won')).toHaveLength(21);
  expect(rows.filter((r) => r.status === 'lost')).toHaveLength(21);
});

test('a live ingestion run that stores a final score settles the bets on the game', async () => {
  const id = await game('nfl', '2024-10-06', 'scheduled');
  const [betId] = await repository.insert('member', [on('nfl', id, { side: 'away', price: 200, stake: 5 })]);
  // A feed that finds the game over: away 27, home 17.
  const feed: LiveFeed = {
    league: 'nfl',
    async storeGames() {
      await database.db
        .update(games)
        .set({ status: 'completed', homeScore: 17, awayScore: 27 })
        .where(eq(games.id, id));
      return { fetched: 1, inserted: 0, updated: 1, lines: 0 };
    },
  };
  const recorder = { record: async () => 0, score: async () => undefined } as unknown as PredictionRecorder;
  const clock = createClock(null, () => new Date('2024-10-07T03:00:00Z'));
  const job = new IngestionJob({ db: database.db, feed, recorder, cache: new ResponseCache(), clock, logger });
  const report = await job.run();
  expect(report).toMatchObject({ betsSettled: 1, errors: [] });
  expect((await statusOf([betId!]))[0]).toMatchObject({ status: 'won', profit: 10 });
  expect((await job.run()).betsSettled).toBe(0);
});
