// A live NFL game's spread and total from the odds provider's books, on a real database: each book's lines stored on
// every poll that moved them from that book's latest row, the served line the median of each book's last line before
// the kick-off (a poll after it never counts), and the team's records against the spread and the total counting the
// game, a push included.
import { gameDetailSchema, teamGamesSchema } from '@vantage/contracts/sports';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { games, odds } from '../../db/schema';
import { NFL_PROFILE, NFL_TEAMS } from '../../leagues/nfl/profile';
import { TeamIndex } from '../../leagues/team-sport/teams';
import { useLeagueTestEnv } from '../../testing/harness';
import { insertScheduledGame } from '../../testing/live-games';
import type { BookPrice, MarketLine, OddsProvider } from '../providers/odds/provider';
import { LeagueLiveFeed } from './league-feed';
import { storeConsensusLines, storePolledPrices } from './price-history';

const TODAY = '2023-12-31';
// A Wednesday without games in the shipped 2023 season: Kansas City at Denver, kick-off 20:15 Eastern.
const GAME = 'nfl-2023-12-27-KC-DEN-0';
const GAME_DAY = '2023-12-27';
const START = new Date('2023-12-28T01:15:00Z');
const SOURCE = 'test-odds';

const env = useLeagueTestEnv('nfl', TODAY, [2022, 2023]);

/** A book quoting Denver favoured by `spread` and a total, with the moneylines. */
function book(key: string, spread: [number, number, number], total: [number, number, number]): BookPrice {
  return {
    book: key,
    homeMoneyline: -150,
    awayMoneyline: 130,
    spread: { point: spread[0], homePrice: spread[1], awayPrice: spread[2] },
    total: { point: total[0], overPrice: total[1], underPrice: total[2] },
    updatedAt: null,
  };
}

async function kcRecords() {
  env.cache.setVersion(env.cache.version + 1);
  const body = teamGamesSchema.parse(
    (await request(env.app).get('/api/nfl/games/?team=KC&season=2023').expect(200)).body,
  );
  return body.lines.all;
}

/** Runs `poll` with the real clock standing at `now` ("not started yet" is judged by it). */
async function at<T>(now: string, poll: () => Promise<T>): Promise<T> {
  const realNow = Date.now;
  Date.now = () => new Date(now).getTime();
  try {
    return await poll();
  } finally {
    Date.now = realNow;
  }
}

/** A live game of 2023 not played yet, as the feed stores it. */
const scheduled = (id: string, date: string, start: Date, away: string, home: string) =>
  insertScheduledGame(env.database.db, { id, league: 'nfl', season: 2023, date, start, away, home });

describe("a live game's spread and total from the books' lines", () => {
  it('serves the median of the last lines before the start and counts the game in ATS and O/U', async () => {
    const before = await kcRecords();
    const db = env.database.db;
    await scheduled(GAME, GAME_DAY, START, 'KC', 'DEN');
    const line: MarketLine = {
      commenceTime: START,
      homeTeam: 'Denver Broncos',
      awayTeam: 'Kansas City Chiefs',
      homeMoneyline: -150,
      awayMoneyline: 130,
      bookmakers: 3,
      books: [],
    };
    const provider: OddsProvider = { name: SOURCE, upcoming: async () => [line] };
    const feed = new LeagueLiveFeed({
      db,
      profile: NFL_PROFILE,
      feed: { league: 'nfl', schedule: async () => [] },
      odds: { provider, teams: new TeamIndex('nfl', NFL_TEAMS) },
    });
    const rows = async () =>
      (
        await env.database.pool.query(
          'SELECT book, spread, spread_home_price, total, over_price FROM sports.price_history WHERE game_id = $1 ORDER BY id',
          [GAME],
        )
      ).rows;

    // The morning's poll: three books.
    line.books = [
      book('a', [2.5, -110, -110], [44.5, -110, -110]),
      book('b', [3, -112, -108], [45, -108, -112]),
      book('c', [3, -110, -110], [46, -110, -110]),
    ];
    expect(await at('2023-12-27T15:00:00Z', () => feed.storeLines(GAME_DAY))).toBe(1);
    // The afternoon's: a moves to 3 and 45, c to 3.5 and 45; b does not move and adds no row.
    line.books = [
      book('a', [3, -105, -115], [45, -110, -110]),
      book('b', [3, -112, -108], [45, -108, -112]),
      book('c', [3.5, 100, -120], [45, -115, -105]),
    ];
    expect(await at('2023-12-27T22:00:00Z', () => feed.storeLines(GAME_DAY))).toBe(1);
    expect(await rows()).toEqual([
      { book: 'a', spread: 2.5, spread_home_price: -110, total: 44.5, over_price: -110 },
      { book: 'b', spread: 3, spread_home_price: -112, total: 45, over_price: -108 },
      { book: 'c', spread: 3, spread_home_price: -110, total: 46, over_price: -110 },
      { book: 'a', spread: 3, spread_home_price: -105, total: 45, over_price: -110 },
      { book: 'c', spread: 3.5, spread_home_price: 100, total: 45, over_price: -115 },
    ]);

    // After the kick-off the provider still lists the game with in-play lines: the feed stores none…
    line.books = [book('a', [10, -110, -110], [51, -110, -110])];
    expect(await at('2023-12-28T02:00:00Z', () => feed.storeLines(GAME_DAY))).toBe(0);
    // …and a poll stored after the start anyway (a start moved earlier) is not part of the consensus.
    await storePolledPrices(db, {
      gameId: GAME,
      source: SOURCE,
      seenAt: new Date('2023-12-28T01:30:00Z'),
      books: [book('a', [10, -110, -110], [51, -110, -110]), book('b', [10, -110, -110], [51, -110, -110])],
    });
    await storeConsensusLines(db, GAME, SOURCE);

    // Last lines before the start: spreads 3, 3, 3.5 → 3, priced by the two books at 3: home −105 and −112
    // (decimal 1.952 and 1.893, median 1.923 → −108), away −115 and −108 (1.870 and 1.926 → 1.898 → −111).
    // Totals 45 ×3 → 45: over −110, −108, −115 → −110; under −110, −112, −105 → −110.
    const [served] = await db.select().from(odds).where(eq(odds.gameId, GAME));
    expect(served).toMatchObject({
      homeMoneyline: -150,
      awayMoneyline: 130,
      source: SOURCE,
      runLine: 3,
      runLineHomePrice: -108,
      runLineAwayPrice: -111,
      total: 45,
      overPrice: -110,
      underPrice: -110,
    });

    // The game page's best line of each side across the books' last quotes before the start, with the book: Denver
    // gives the fewest points (3: a at −105 beats b at −112), Kansas City gets the most (3.5 at c); every total is
    // 45, so the best price: the over at b (−108), the under at c (−105).
    const page = gameDetailSchema.parse(
      (await request(env.app).get(`/api/nfl/comparison/${GAME}/`).set('Authorization', env.bearer('basic')).expect(200))
        .body,
    );
    expect(page.market_prices).toMatchObject({
      source: SOURCE,
      spread: {
        books: 3,
        best: { home: { point: 3, price: -105, book: 'a' }, away: { point: 3.5, price: -120, book: 'c' } },
      },
      total: {
        books: 3,
        best: { over: { point: 45, price: -108, book: 'b' }, under: { point: 45, price: -105, book: 'c' } },
      },
    });

    // Denver wins 24–21: by exactly the spread of 3 and on exactly the total of 45, a push of both for Kansas City.
    await db
      .update(games)
      .set({ status: 'completed', homeScore: 24, awayScore: 21, resultKnownOn: GAME_DAY })
      .where(eq(games.id, GAME));
    const after = await kcRecords();
    expect(after.ats).toMatchObject({
      covers: before.ats!.covers,
      fails: before.ats!.fails,
      pushes: before.ats!.pushes + 1,
      unlined: before.ats!.unlined,
    });
    expect(after.ou).toMatchObject({
      overs: before.ou!.overs,
      unders: before.ou!.unders,
      pushes: before.ou!.pushes + 1,
      unlined: before.ou!.unlined,
    });
  }, 120_000);

  it("stores a book's poll only when it differs from that book's latest stored lines, not an earlier one", async () => {
    const game = 'nfl-2023-12-20-LV-LAC-0';
    await scheduled(game, '2023-12-20', new Date('2023-12-21T01:15:00Z'), 'LV', 'LAC');
    const store = (hour: string, books: BookPrice[]) =>
      storePolledPrices(env.database.db, {
        gameId: game,
        source: SOURCE,
        seenAt: new Date(`2023-12-20T${hour}:00:00Z`),
        books,
      });
    const opening = (key: string) => book(key, [3, -110, -110], [44, -110, -110]);
    const moved = (key: string) => book(key, [3.5, -105, -115], [44.5, -110, -110]);

    expect(await store('10', [opening('a'), opening('b')])).toBe(2);
    expect(await store('12', [moved('a'), opening('b')])).toBe(1);
    // a goes back to its opening lines: a move from its latest row (the earlier, equal one does not count).
    expect(await store('14', [opening('a'), opening('b')])).toBe(1);
    expect(await store('16', [opening('a'), moved('b')])).toBe(1);
    expect(await store('18', [opening('a'), moved('b')])).toBe(0);
    const { rows } = await env.database.pool.query(
      'SELECT book, spread FROM sports.price_history WHERE game_id = $1 ORDER BY seen_at, book',
      [game],
    );
    expect(rows).toEqual([
      { book: 'a', spread: 3 },
      { book: 'b', spread: 3 },
      { book: 'a', spread: 3.5 },
      { book: 'a', spread: 3 },
      { book: 'b', spread: 3.5 },
    ]);
  });
});
