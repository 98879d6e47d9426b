import type { LeagueGame } from '../../leagues/team-sport/types';
import { marketForecasts } from '../../model/markets/league-markets';
import { devigTwoWay } from '../../model/markets/cover';
import { nfl } from '../../leagues/nfl/league';
import { blendedLines, calibratedLines, marketBacktestOutcome, summarise, type ScoredLine } from './markets';

/** A played NFL game of `date` between two codes, every other field at its plain value unless given. */
function playedGame(
  date: string,
  away: string,
  home: string,
  season: number,
  over: Partial<LeagueGame> & { awayScore: number; homeScore: number },
): LeagueGame {
  return {
    league: 'nfl',
    id: `${date}-${away}-${home}-0`,
    season,
    date,
    start: null,
    away,
    home,
    neutral: false,
    playoff: false,
    extra: null,
    extraKnown: true,
    odds: null,
    spread: null,
    total: null,
    starters: null,
    players: null,
    ...over,
  };
}

const line = (over: Partial<ScoredLine>): ScoredLine => {
  const s = { ...baseLine, ...over };
  return { ...s, priced: over.priced ?? { first: s.first, second: s.second, push: s.push } };
};
const baseLine: ScoredLine = {
  id: 'g',
  season: 2021,
  date: '2021-01-01',
  away: 'A',
  home: 'H',
  line: 3,
  expected: 3,
  actual: 7,
  first: 0.5,
  second: 0.5,
  push: 0,
  prices: { first: -110, second: -110 },
  pricesAssumed: false,
  market: 0.5,
  outcome: 1,
  priced: { first: 0.5, second: 0.5, push: 0 },
  blend: null,
};

describe('spread and total back-test figures', () => {
  const scored = [
    // Home −3 at −110/−110, won by 7: covered. The model said 60% to cover, 10% push.
    line({ first: 0.54, second: 0.36, push: 0.1, expected: 5, actual: 7 }),
    // Won by exactly 3: a push, out of the Brier scores, in the MAE.
    line({ first: 0.3, second: 0.6, push: 0.1, expected: 1, actual: 3, outcome: null }),
    // Lost: the away side covered; market priced at −120/+100.
    line({
      first: 0.45,
      second: 0.55,
      push: 0,
      expected: 2,
      actual: -4,
      outcome: 0,
      prices: { first: -120, second: 100 },
      market: devigTwoWay(-120, 100),
    }),
  ];
  const s = summarise('spread', scored);

  it('scores the probability once the push is set aside, on the games that did not push', () => {
    expect([s.games, s.pushes]).toEqual([3, 1]);
    const p1 = 0.54 / 0.9;
    expect(s.brier).toBeCloseTo(((p1 - 1) ** 2 + 0.45 ** 2) / 2, 12);
    expect(s.market_brier).toBeCloseTo(((0.5 - 1) ** 2 + devigTwoWay(-120, 100) ** 2) / 2, 12);
    expect(s.bias).toBeCloseTo((p1 + 0.45) / 2 - 0.5, 12);
  });

  it('compares the expected margin with the line on every game, pushes included', () => {
    expect(s.mae).toBeCloseTo((2 + 2 + 6) / 3, 12);
    expect(s.market_mae).toBeCloseTo((4 + 0 + 7) / 3, 12);
  });

  it('bets the side with the larger positive EV: a win at −110, nothing on the push game, a win at +100', () => {
    // Game 1: home EV 0.54 × 0.909 − 0.36 > 0. Game 2: away EV 0.6 × 0.909 − 0.3 > 0, pushed: 0.
    // Game 3: away +100, EV 0.55 − 0.45 > 0, won 1.
    expect(s.picks).toBe(3);
    expect(s.roi).toBeCloseTo((100 / 110 + 0 + 1) / 3, 12);
    expect(s.roi_low!).toBeLessThan(s.roi!);
    expect(s.roi_high!).toBeGreaterThan(s.roi!);
  });
});

// 2020: the model says 70% or 30% at random against −110 both sides, the side wins every other game whatever it
// says. 2021: the same 70%.
const earlier = Array.from({ length: 400 }, (_, i) =>
  line({ id: `a${i}`, season: 2020, first: i % 3 ? 0.7 : 0.3, second: i % 3 ? 0.3 : 0.7, outcome: i % 2 ? 1 : 0 }),
);
const target = Array.from({ length: 50 }, (_, i) =>
  line({ id: `b${i}`, season: 2021, first: 0.63, second: 0.27, push: 0.1, outcome: 1 }),
);

describe('the back-test calibrates each season on the seasons before it', () => {
  const out = calibratedLines([...earlier, ...target]);

  it('pulls an over-confident 70% toward ½, keeps the push, and leaves the first season raw', () => {
    const b = out.find((s) => s.id === 'b0')!;
    expect(Math.abs(b.first / 0.9 - 0.5)).toBeLessThan(0.05);
    expect(b.push).toBe(0.1);
    expect(b.first + b.second + b.push).toBeCloseTo(1, 12);
    expect(out.find((s) => s.id === 'a0')!.first).toBe(0.3);
  });

  it("does not move with the predicted season's results", () => {
    const flipped = calibratedLines([...earlier, ...target.map((s) => ({ ...s, outcome: 0 as const }))]);
    expect(flipped.find((s) => s.id === 'b0')!.first).toBe(out.find((s) => s.id === 'b0')!.first);
  });
});

describe('EV and picks are priced with the blend, fitted on the seasons before', () => {
  // The 2020 model's disagreements with the market earned nothing: the 2021 blend leans to the market, and at −110
  // the market's one half is no bet.
  const out = blendedLines([...earlier, ...target]);
  const season = out.filter((s) => s.season === 2021);

  it("keeps the model's own chances as what is scored, and prices the picks with the blend", () => {
    expect(season[0].blend).toMatchObject({ seasons: [2020], games: 400 });
    expect(season[0].blend!.model).toBeLessThan(0.1);
    // The model's own 70% stays what is shown and scored; the priced chance is near the market's, push kept.
    expect(season[0].first).toBe(0.63);
    expect(season[0].priced.push).toBe(0.1);
    expect(Math.abs(season[0].priced.first / 0.9 - 0.5)).toBeLessThan(0.02);
    const blended = summarise('spread', season);
    const own = summarise('spread', target);
    expect(own.picks).toBe(50);
    expect(blended.picks).toBe(0);
    expect(blended.brier).toBe(own.brier);
    expect(blended.blend_brier).toBeCloseTo(blended.market_brier, 2);
  });

  it('has no blend without earlier history: the market alone, so no pick at −110', () => {
    const first = out.filter((s) => s.season === 2020);
    expect(first[0].blend).toMatchObject({ model: 0, market: 1, games: 0 });
    expect(summarise('spread', first).picks).toBe(0);
  });

  it("does not move with the predicted season's results", () => {
    const flipped = blendedLines([...earlier, ...target.map((s) => ({ ...s, outcome: 0 as const }))]);
    expect(flipped.find((s) => s.id === 'b0')!.blend).toEqual(out.find((s) => s.id === 'b0')!.blend);
  });
});

describe('walk-forward margin and total distributions', () => {
  // Three seasons of a ten-team league, every margin a multiple of 3 (a "key number" league), from a fixed seed.
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const teams = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'];
  const games: LeagueGame[] = [];
  for (const season of [2019, 2020, 2021])
    for (let day = 0; day < 60; day++)
      for (let i = 0; i < 5; i++) {
        const [home, away] = [teams[(2 * i + day) % 10], teams[(2 * i + 1 + 3 * day) % 10]];
        if (home === away) continue;
        const date = new Date(Date.UTC(season, 8, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const awayScore = 14 + 3 * Math.floor(random() * 6);
        const homeScore = awayScore + 3 * Math.floor(random() * 5 - 1.5);
        games.push(playedGame(date, away, home, season, { awayScore, homeScore, spread: 3, total: 40.5 }));
      }
  const constants = {
    gain: 0.1,
    carry: 0.5,
    levelRate: 0.02,
    trainingSeasons: 8,
    smoothing: 5,
    totalContext: () => [],
  };
  const margins = new Map(games.map((g) => [g.id, 1]));
  const all = marketForecasts(nfl.engine.model, constants, games, margins);

  it('forecasts from the second season on, each distribution summing to 1', () => {
    expect(games.filter((g) => g.season === 2019).some((g) => all.has(g.id))).toBe(false);
    const later = games.filter((g) => g.season > 2019);
    expect(later.every((g) => all.has(g.id))).toBe(true);
    const f = all.get(later[0].id)!;
    expect(f.margin.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(f.total.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('learns the key numbers: a margin of 3 is far likelier than 2 or 4', () => {
    const f = all.get(games.filter((g) => g.season === 2021)[0].id)!;
    const p = (k: number) => f.margin.p[k - f.margin.min] ?? 0;
    expect(p(3)).toBeGreaterThan(5 * (p(2) + p(4)));
  });

  it('a day’s forecasts are the same without that day’s results and every later game', () => {
    const day = games.find((g) => g.season === 2021 && g.date > '2021-10-01')!.date;
    const hidden = games
      .filter((g) => g.date <= day)
      .map((g) => (g.date === day ? { ...g, homeScore: null, awayScore: null } : g));
    const cut = marketForecasts(nfl.engine.model, constants, hidden, margins);
    for (const g of games.filter((x) => x.date === day)) expect(cut.get(g.id)).toEqual(all.get(g.id));
  });
});

describe('the spread and total back-test of a season', () => {
  // Four seasons of a small league whose home side wins by 3 more often than the line of 2.5 says.
  let seed = 11;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const teams = ['ARI', 'ATL', 'BAL', 'BUF', 'CAR', 'CHI', 'CIN', 'CLE'];
  const games: LeagueGame[] = [];
  for (const season of [2018, 2019, 2020, 2021])
    for (let week = 0; week < 30; week++)
      for (let i = 0; i < 4; i++) {
        const home = teams[(i + week) % 8];
        const away = teams[(i + 4 + week) % 8];
        const date = new Date(Date.UTC(season, 8, 1) + week * 7 * 86_400_000).toISOString().slice(0, 10);
        const awayScore = 17 + Math.floor(random() * 10);
        games.push(
          playedGame(date, away, home, season, {
            awayScore,
            homeScore: awayScore + [3, 3, 7, -3, 0, 10][Math.floor(random() * 6)],
            odds: { homeMoneyline: -150, awayMoneyline: 130 },
            spread: 2.5,
            total: 44,
            // Half the games priced, the rest at the usual −110.
            ...(i % 2 === 0
              ? { spreadPrices: { home: -120, away: 100 }, totalPrices: { over: -105, under: -115 } }
              : {}),
          }),
        );
      }

  it.each(['spread', 'total'] as const)('%s: the JSON names every figure, scored on the season asked', (market) => {
    const { summary, predictions } = marketBacktestOutcome(nfl.engine, games, 2021, market);
    expect(Object.keys(summary).sort()).toEqual(
      [
        'market',
        'games',
        'pushes',
        'brier',
        'market_brier',
        'blend_brier',
        'blend',
        'bias',
        'mae',
        'market_mae',
        'priced_games',
        'picks',
        'roi',
        'roi_low',
        'roi_high',
        'sample',
        'constants',
      ].sort(),
    );
    expect(summary).toMatchObject({ market, games: 120, priced_games: 60, sample: 'chosen' });
    expect(predictions.rows).toHaveLength(120);
    // The line is the same for every game: its MAE is the mean distance of the results from it.
    const results = games.filter((g) => g.season === 2021);
    const actual = (g: LeagueGame) => (market === 'spread' ? g.homeScore! - g.awayScore! : g.homeScore! + g.awayScore!);
    const line = market === 'spread' ? 2.5 : 44;
    expect(summary.market_mae).toBeCloseTo(results.reduce((s, g) => s + Math.abs(actual(g) - line), 0) / 120, 12);
    // A total of 44 can push; a spread of 2.5 cannot.
    const pushes = results.filter((g) => actual(g) === line).length;
    expect(summary.pushes).toBe(pushes);
    if (market === 'spread') expect(pushes).toBe(0);
  });

  it('says when the season has no line to score', () => {
    const unpriced = games.map((g) => ({ ...g, total: null }));
    expect(() => marketBacktestOutcome(nfl.engine, unpriced, 2021, 'total')).toThrow(
      'nfl: no decided game of season 2021 with a total line and a forecast',
    );
  });
});
