import { calibrationFor, servedLines, type LinedGame } from './served';
import { CALIBRATION } from './calibration';
import type { MarketForecast } from './league-markets';

/** 300 games a season, 2010–2016, each forecast 40 or 41 points (½ each) at a total of 40.5. */
function league(overRate: (season: number) => number) {
  const games: LinedGame[] = [];
  const forecasts = new Map<string, MarketForecast>();
  for (let season = 2010; season <= 2016; season++)
    for (let i = 0; i < 300; i++) {
      const id = `${season}-${i}`;
      const over = i < 300 * overRate(season);
      games.push({
        id,
        season,
        date: `${season}-10-01`,
        home: 'A',
        away: 'B',
        homeScore: season === 2016 ? null : over ? 21 : 20,
        awayScore: season === 2016 ? null : 20,
        spread: null,
        total: 40.5,
        totalPrices: { over: -110, under: -110 },
      });
      const d = { min: 40, p: [0.5, 0.5] };
      forecasts.set(id, { gameId: id, margin: d, total: d, expectedMargin: 0.5, expectedTotal: 40.5 });
    }
  return { games, forecasts };
}

describe("a league's calibration window", () => {
  it('fits the served chances on the last seasons only where the league sets a window for the market', () => {
    // Overs 70% of the time in 2010–2012, 30% in 2013–2015.
    const { games, forecasts } = league((season) => (season <= 2012 ? 0.7 : 0.3));
    const due = (g: LinedGame) => g.season === 2016 && g.id.endsWith('-0');
    const [all] = servedLines(forecasts, games, due);
    const [recent] = servedLines(forecasts, games, due, { total: 3 });
    expect(all.total!.first).toBeCloseTo(0.5, 1);
    expect(recent.total!.first).toBeCloseTo(0.3, 1);
    // A window for the spread alone leaves the total on every season.
    expect(servedLines(forecasts, games, due, { spread: 3 })[0].total!.first).toBeCloseTo(all.total!.first, 12);
  });
  it('the shared options where a league sets none', () => {
    expect(calibrationFor('total')).toBe(CALIBRATION);
    expect(calibrationFor('total', { total: 3 })).toEqual({ ...CALIBRATION, window: 3 });
  });
});
