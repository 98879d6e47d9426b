import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { openSportsDatabase, type SportsDatabase } from '../../db/database';
import { odds, syncState } from '../../db/schema';
import { GamesRepository } from '../../api/games/repository';
import { dataSubset } from '../../testing/harness';
import { seasonFromCsv } from './dataset';
import { seedDataset } from './seed';

// The run line and the total's prices from the shipped CSV through migration 0012's columns to the model's games.
const logger = createLogger('mlb-seed-test', 'silent');
let testDatabase: TestDatabase;
let database: SportsDatabase;
let dataDir: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openSportsDatabase(testDatabase.url, logger);
  dataDir = dataSubset([2021]);
  await seedDataset(database.db, dataDir, logger);
}, 180_000);
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const shipped = () => seasonFromCsv(fs.readFileSync(path.join(dataDir, 'games', '2021.csv'), 'utf8'));
const linesOf = (games: ReturnType<typeof shipped>) =>
  new Map(games.map((g) => [g.id, { runLine: g.odds?.runLine ?? null, totalPrices: g.odds?.totalPrices ?? null }]));

describe('MLB seeding of the run line and total prices', () => {
  it("gives the model every shipped game's run line and total prices", async () => {
    const stored = await new GamesRepository(database.db).allForModel('mlb');
    const expected = linesOf(shipped());
    expect(linesOf(stored)).toEqual(expected);
    const withRunLine = [...expected.values()].filter((l) => l.runLine);
    expect(withRunLine.length).toBeGreaterThan(2000);
    expect([...expected.values()].filter((l) => l.totalPrices).length).toBeGreaterThan(2000);
  });

  it('fills the prices of rows seeded before the columns, and never overwrites a stored one', async () => {
    const game = shipped().find((g) => g.odds?.runLine && g.odds.totalPrices)!;
    // A database seeded before migration 0012: the same rows without the prices; one row since given its own price.
    await database.db.execute(
      sql`UPDATE sports.odds SET run_line = NULL, run_line_home_price = NULL, run_line_away_price = NULL, over_price = NULL, under_price = NULL`,
    );
    await database.db.update(odds).set({ overPrice: -999 }).where(eq(odds.gameId, game.id));
    await database.db.delete(syncState).where(eq(syncState.key, 'dataset'));
    expect((await seedDataset(database.db, dataDir, logger)).seeded).toBe(true);

    const stored = linesOf(await new GamesRepository(database.db).allForModel('mlb'));
    expect(stored.get(game.id)).toEqual({
      runLine: game.odds!.runLine,
      totalPrices: { over: -999, under: game.odds!.totalPrices!.under },
    });
    stored.delete(game.id);
    const expected = linesOf(shipped());
    expected.delete(game.id);
    expect(stored).toEqual(expected);
  });
});
