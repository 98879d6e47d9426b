// The spread and the total of every game payload that carries the moneyline, in every league and for every kind
// of caller: the recorded forecast as stored, prices and EV for Basic and Pro only, nothing for a guest's locked
// games, and the leagues without modelled lines saying so.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ASSUMED_LINE_PRICE, lineEvPercent } from '@vantage/contracts/bet-rules';
import { comparisonListSchema, type ComparisonGame, type League } from '@vantage/contracts/sports';
import { marketForecasts } from '../../db/schema';
import { blendedChances } from '../../model/markets/line-blend';
import { useLeagueTestEnv } from '../../testing/harness';
import { seasonFromCsv } from '../../leagues/mlb/dataset';
import { DATA_FOLDER } from '../../paths';

interface Case {
  league: League;
  today: string;
  /** Three seasons: the first warms the ratings, the second's lines calibrate the third's. */
  seasons: number[];
  coverage: ComparisonGame['line_markets'];
  /** Whether the source prices the lines (the NFL's) or they are assumed at −110 (the NBA's). */
  priced: boolean | null;
}

const CASES: Case[] = [
  { league: 'nfl', today: '2023-12-31', seasons: [2021, 2022, 2023], coverage: 'modelled', priced: true },
  { league: 'nba', today: '2024-02-14', seasons: [2021, 2022, 2023], coverage: 'modelled', priced: false },
  { league: 'nhl', today: '2023-12-16', seasons: [2022, 2023], coverage: 'live_feed_only', priced: null },
];

describe.each(CASES)('$league spread and total', (c) => {
  const env = useLeagueTestEnv(c.league, c.today, c.seasons);

  async function list(authorization?: string): Promise<ComparisonGame[]> {
    const req = request(env.app).get(`/api/${c.league}/comparison/?date=${c.today}`);
    if (authorization) req.set('Authorization', authorization);
    return comparisonListSchema.parse((await req.expect(200)).body).games;
  }

  it('says whether the league models them, and serves them only where it does', async () => {
    const games = await list(env.bearer('pro'));
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) expect(g.line_markets).toBe(c.coverage);
    if (c.priced === null) {
      for (const g of games) expect([g.spread, g.total]).toEqual([null, null]);
      return;
    }
    expect(games.filter((g) => g.spread && g.total).length).toBeGreaterThan(games.length / 2);
  });

  if (c.priced === null) return;

  it('gives Basic and Pro the recorded chances with prices and EV at them', async () => {
    for (const tier of ['basic', 'pro'] as const) {
      for (const g of await list(env.bearer(tier))) {
        if (!g.spread || !g.total) continue;
        const [row] = await env.database.db.select().from(marketForecasts).where(eq(marketForecasts.gameId, g.game_id));
        // The figure served is the one stored with the prediction.
        expect(g.spread.line).toBe(row.spreadLine);
        expect(g.spread.home_cover_probability).toBeCloseTo(100 * row.pHomeCover!, 1);
        expect(g.total.over_probability).toBeCloseTo(100 * row.pOver!, 1);
        const s = g.spread;
        const t = g.total;
        expect(s.home_cover_probability + s.away_cover_probability + s.push_probability).toBeCloseTo(100, 0);
        expect(t.over_probability + t.under_probability + t.push_probability).toBeCloseTo(100, 0);
        // A half-point line cannot push.
        if (s.line % 1 !== 0) expect(s.push_probability).toBe(0);
        expect(s.prices_assumed).toBe(!c.priced);
        expect(t.prices_assumed).toBe(!c.priced);
        if (!c.priced)
          expect([s.home_price, s.away_price, t.over_price, t.under_price]).toEqual(Array(4).fill(ASSUMED_LINE_PRICE));
        // EV is priced with the season's blend stored beside the chances (the chances shown stay the model's).
        expect(row.spreadBlend).not.toBeNull();
        expect(row.totalBlend).not.toBeNull();
        const sp = blendedChances(
          row.spreadBlend,
          { first: row.pHomeCover!, second: row.pAwayCover!, push: row.pSpreadPush! },
          { first: s.home_price!, second: s.away_price! },
        );
        const tp = blendedChances(
          row.totalBlend,
          { first: row.pOver!, second: row.pUnder!, push: row.pTotalPush! },
          { first: t.over_price!, second: t.under_price! },
        );
        expect(s.home_ev).toBe(lineEvPercent(sp.first, sp.push, s.home_price!));
        expect(s.away_ev).toBe(lineEvPercent(sp.second, sp.push, s.away_price!));
        expect(t.over_ev).toBe(lineEvPercent(tp.first, tp.push, t.over_price!));
        expect(t.under_ev).toBe(lineEvPercent(tp.second, tp.push, t.under_price!));
        expect(s.expected_margin).toBeCloseTo(row.expectedMargin, 1);
        expect(t.expected_total).toBeCloseTo(row.expectedTotal, 1);
      }
    }
  });

  it('gives Free the chances without prices or EV, and a guest only the free insight', async () => {
    const basic = await list(env.bearer('basic'));
    const free = await list(env.bearer('free'));
    const guest = await list();
    const withoutPrices = (g: ComparisonGame) => ({
      spread: g.spread && { ...g.spread, home_price: null, away_price: null, home_ev: null, away_ev: null },
      total: g.total && { ...g.total, over_price: null, under_price: null, over_ev: null, under_ev: null },
    });
    expect(free.map((g) => ({ spread: g.spread, total: g.total }))).toEqual(basic.map(withoutPrices));
    expect(free.some((g) => g.spread !== null)).toBe(true);
    expect({ spread: guest[0].spread, total: guest[0].total }).toEqual(withoutPrices(basic[0]));
    for (const g of guest.slice(1)) expect([g.spread, g.total]).toEqual([null, null]);
  });
});

describe('mlb run line and total', () => {
  // Three seasons: the first fits the run distributions, the second's lines calibrate the third's.
  const env = useLeagueTestEnv('mlb', '2023-08-02', [2021, 2022, 2023]);

  it('serves the total at an assumed −110 (the shipped data has no prices) and no run line (it has none)', async () => {
    const req = request(env.app).get('/api/mlb/comparison/?date=2023-08-02').set('Authorization', env.bearer('basic'));
    const games = comparisonListSchema.parse((await req.expect(200)).body).games;
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) expect([g.line_markets, g.spread]).toEqual(['modelled', null]);
    const totals = games.flatMap((g) => (g.total ? [g.total] : []));
    expect(totals.length).toBeGreaterThan(games.length / 2);
    for (const t of totals) {
      expect([t.over_price, t.under_price, t.prices_assumed]).toEqual([ASSUMED_LINE_PRICE, ASSUMED_LINE_PRICE, true]);
      expect(t.over_probability + t.under_probability + t.push_probability).toBeCloseTo(100, 0);
      expect(t.over_ev).not.toBeNull();
    }
  });
});

describe('mlb run line and total at the archive prices', () => {
  // 2021 has SBR's run line and over/under prices; 2019 fits the run distributions, 2020's lines calibrate 2021's.
  const env = useLeagueTestEnv('mlb', '2021-08-02', [2019, 2020, 2021]);

  it("serves the run line and the total at the shipped data's prices, none assumed", async () => {
    const req = request(env.app).get('/api/mlb/comparison/?date=2021-08-02').set('Authorization', env.bearer('basic'));
    const games = comparisonListSchema.parse((await req.expect(200)).body).games;
    const shipped = new Map(
      seasonFromCsv(fs.readFileSync(path.join(DATA_FOLDER, 'games', '2021.csv'), 'utf8')).map((g) => [g.id, g.odds]),
    );
    expect(games.filter((g) => g.spread && g.total).length).toBeGreaterThan(games.length / 2);
    for (const g of games) {
      const odds = shipped.get(g.game_id)!;
      if (g.spread) {
        const s = g.spread;
        const { homeFavouredBy, home, away } = odds.runLine!;
        expect([s.line, s.home_price, s.away_price, s.prices_assumed]).toEqual([homeFavouredBy, home, away, false]);
        expect(s.push_probability).toBe(0);
        expect(s.home_ev).not.toBeNull();
      } else expect(odds?.runLine ?? null).toBeNull();
      if (g.total) {
        const t = g.total;
        const { over, under } = odds.totalPrices!;
        expect([t.line, t.over_price, t.under_price, t.prices_assumed]).toEqual([odds.total, over, under, false]);
      }
    }
  });
});
