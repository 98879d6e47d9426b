import { performanceSchema } from '@vantage/contracts/sports';
import request from 'supertest';
import { useSportsTestEnv } from '../../testing/harness';

const TODAY = '2023-08-02';
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023] });

async function performance(query: string, tier?: 'free' | 'basic') {
  const req = request(env.app).get(`/api/mlb/performance/${query}`);
  if (tier) req.set('Authorization', env.bearer(tier));
  return performanceSchema.parse((await req.expect(200)).body);
}

/** The always-home baseline recomputed from the stored rows: home wins, and the running home win rate. */
async function expectedBaseline(from: string, to: string) {
  const decided = (
    await env.database.pool.query<{ date: string; known: string; home_won: boolean }>(
      `SELECT date::text AS date, coalesce(result_known_on, date)::text AS known, home_score > away_score AS home_won
         FROM sports.games WHERE status = 'completed' AND home_score <> away_score`,
    )
  ).rows;
  const scored = (
    await env.database.pool.query<{ date: string; home_won: boolean }>(
      `SELECT g.date::text AS date, p.actual_result = 'home_win' AS home_won
         FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id
        WHERE g.date BETWEEN $1 AND $2 AND p.actual_result IS NOT NULL`,
      [from, to],
    )
  ).rows;
  const months = new Map<string, { games: number; homeWins: number; squared: number }>();
  for (const game of scored) {
    const before = decided.filter((d) => d.known < game.date);
    const rate = before.filter((d) => d.home_won).length / before.length;
    const month = months.get(game.date.slice(0, 7)) ?? { games: 0, homeWins: 0, squared: 0 };
    month.games++;
    if (game.home_won) month.homeWins++;
    month.squared += (rate - (game.home_won ? 1 : 0)) ** 2;
    months.set(game.date.slice(0, 7), month);
  }
  return months;
}

describe('the always-home baseline', () => {
  it('is given overall to everyone and month by month to Basic members, recomputed from the stored games', async () => {
    // The season so far: a window a guest may ask for (a month alone is the history's).
    const from = '2023-03-01';
    const to = '2023-08-01';
    const guest = await performance(`?from=${from}&to=${to}`);
    const basic = await performance(`?from=${from}&to=${to}`, 'basic');
    const months = await expectedBaseline(from, to);
    const seasonMonths = ['2023-03', '2023-04', '2023-05', '2023-06', '2023-07', '2023-08'];
    expect([...months.keys()].sort()).toEqual(seasonMonths);

    const all = [...months.values()].reduce(
      (s, m) => ({ games: s.games + m.games, homeWins: s.homeWins + m.homeWins, squared: s.squared + m.squared }),
      { games: 0, homeWins: 0, squared: 0 },
    );
    expect(guest.games).toBe(all.games);
    expect(guest.baseline.correct).toBe(all.homeWins);
    // Exact ratios: a screen rounds them once (a figure rounded here and again there can show 66.3% for 66.248%).
    expect(guest.baseline.accuracy).toBe(all.homeWins / all.games);
    expect(guest.baseline.brier).toBeCloseTo(all.squared / all.games, 12);
    // Guests see the totals only; the months are the history of Basic and up.
    expect(guest.by_month).toEqual([]);
    expect(basic.baseline).toEqual(guest.baseline);

    expect(basic.by_month.map((m) => m.month)).toEqual(seasonMonths);
    for (const month of basic.by_month) {
      const expected = months.get(month.month)!;
      expect(month.games).toBe(expected.games);
      expect(month.baseline.correct).toBe(expected.homeWins);
      expect(month.baseline.brier).toBeCloseTo(expected.squared / expected.games, 12);
      // The model's figures of the month add up from its days.
      const days = basic.by_day.filter((d) => d.date.startsWith(month.month));
      expect(month.correct).toBe(days.reduce((s, d) => s + d.correct, 0));
      expect(month.counted).toBe(days.reduce((s, d) => s + d.counted, 0));
      expect(month.accuracy).toBe(month.correct / month.counted);
    }
    // A home team wins a little over half of the time: a forecast at that rate beats a coin flip, barely.
    expect(guest.baseline.accuracy).toBeGreaterThan(0.45);
    expect(guest.baseline.accuracy).toBeLessThan(0.6);
    expect(guest.baseline.brier).toBeGreaterThan(0.24);
    expect(guest.baseline.brier).toBeLessThan(0.26);
  }, 30_000);

  it('has nothing to compare when nothing was scored', async () => {
    const empty = await performance('?from=2023-01-01&to=2023-01-31', 'basic');
    expect(empty).toMatchObject({ games: 0, baseline: { correct: 0, accuracy: null, brier: null }, by_month: [] });
  });
});
