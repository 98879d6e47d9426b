import { spreadChances, totalChances } from '../../model/markets/cover';
import { mean, probabilityOf } from '../../model/markets/distribution';
import { parseOddsFile } from './odds';
import { linedGame, marginAndTotal, mlbMarketForecasts, negativeBinomial, type MlbMarketInput } from './markets';
import type { Game } from '../../data/games';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('MLB run distributions', () => {
  it('a negative binomial has the mean asked for and more spread than a Poisson', () => {
    const p = negativeBinomial(4.5, 4, 40);
    const m = sum(p.map((x, k) => x * k));
    const variance = sum(p.map((x, k) => x * (k - m) ** 2));
    expect(m).toBeCloseTo(4.5, 2);
    expect(variance).toBeCloseTo(4.5 + 4.5 ** 2 / 4, 1);
  });

  it('nine level innings are never a final score: the tie goes half to each one-run win, one run more in the total', () => {
    // Each side scores 0 or 1 run, even odds: P(level) = ½.
    const { margin, total } = marginAndTotal([0.5, 0.5], [0.5, 0.5]);
    expect(probabilityOf(margin, 0)).toBe(0);
    expect(probabilityOf(margin, 1)).toBeCloseTo(0.25 + 0.25, 12);
    expect(probabilityOf(margin, -1)).toBeCloseTo(0.25 + 0.25, 12);
    // 0–0 becomes a 1-run total, 1–1 a 3-run one; 1–0 and 0–1 stay 1.
    expect(probabilityOf(total, 0)).toBe(0);
    expect(probabilityOf(total, 1)).toBeCloseTo(0.75, 12);
    expect(probabilityOf(total, 2)).toBe(0);
    expect(probabilityOf(total, 3)).toBeCloseTo(0.25, 12);
  });

  it('the run line: home −1.5 covers only on a win by 2 or more, +1.5 unless it loses by 2 or more; never a push', () => {
    const { margin } = marginAndTotal(negativeBinomial(5, 5, 30), negativeBinomial(4, 5, 30));
    const favourite = spreadChances(margin, 1.5);
    const wins = sum(margin.p.filter((_, i) => margin.min + i >= 1));
    expect(favourite.push).toBe(0);
    expect(favourite.home).toBeCloseTo(wins - probabilityOf(margin, 1), 12);
    const underdog = spreadChances(margin, -1.5);
    expect(underdog.home).toBeCloseTo(wins + probabilityOf(margin, -1), 12);
    expect(underdog.home + underdog.away).toBeCloseTo(1, 12);
  });

  it('an integer total pushes on exactly that many runs; a half-run one never does', () => {
    const { total } = marginAndTotal(negativeBinomial(4.6, 5, 30), negativeBinomial(4.4, 5, 30));
    const at8 = totalChances(total, 8);
    expect(at8.push).toBeCloseTo(probabilityOf(total, 8), 12);
    expect(at8.push).toBeGreaterThan(0.05);
    expect(at8.over).toBeCloseTo(sum(total.p.filter((_, i) => i > 8)), 12);
    expect(at8.over + at8.under + at8.push).toBeCloseTo(1, 12);
    const at85 = totalChances(total, 8.5);
    expect(at85.push).toBe(0);
    expect(at85.over).toBeCloseTo(at8.over, 12);
  });

  it("the home side's scores are skewed: a bigger favourite covers −1.5 more often, and the margin's mean follows", () => {
    const even = marginAndTotal(negativeBinomial(4.5, 5, 30), negativeBinomial(4.5, 5, 30)).margin;
    const strong = marginAndTotal(negativeBinomial(5.5, 5, 30), negativeBinomial(3.5, 5, 30)).margin;
    expect(spreadChances(strong, 1.5).home).toBeGreaterThan(spreadChances(even, 1.5).home + 0.1);
    expect(mean(strong)).toBeCloseTo(2, 1);
  });
});

/** Seasons of games whose runs follow the expected runs given (a fixed pattern, no randomness). */
function seasons(from: number, to: number, homeRuns: (i: number) => number): MlbMarketInput[] {
  const out: MlbMarketInput[] = [];
  for (let season = from; season <= to; season++)
    for (let i = 0; i < 600; i++) {
      const expectedHome = 3.5 + (i % 5) * 0.5;
      out.push({
        id: `${season}-${i}`,
        season,
        date: `${season}-05-${String(1 + (i % 28)).padStart(2, '0')}`,
        expectedHome,
        expectedAway: 4.5,
        pHome: 0.5 + (expectedHome - 4.5) / 10,
        homeScore: homeRuns(i),
        awayScore: (i * 7) % 10,
      });
    }
  return out;
}

describe('MLB market forecasts, walked forward', () => {
  it('no forecast for a season without a fitted earlier one; each later season one per game', () => {
    const inputs = seasons(2010, 2012, (i) => (i * 3) % 11);
    const f = mlbMarketForecasts(inputs, { trainingSeasons: 5, smoothing: 50, maxRuns: 30 });
    expect([...f.keys()].some((id) => id.startsWith('2010-'))).toBe(false);
    expect(f.size).toBe(1200);
    const one = f.get('2011-3')!;
    expect(probabilityOf(one.margin, 0)).toBe(0);
    expect(sum(one.margin.p)).toBeCloseTo(1, 9);
    expect(sum(one.total.p)).toBeCloseTo(1, 9);
  });

  it("a season's forecasts do not read its own results", () => {
    const inputs = seasons(2010, 2012, (i) => (i * 3) % 11);
    const flipped = inputs.map((g) => (g.season === 2012 ? { ...g, homeScore: 0, awayScore: 12 } : g));
    const c = { trainingSeasons: 5, smoothing: 50, maxRuns: 30 };
    expect(mlbMarketForecasts(flipped, c).get('2012-4')).toEqual(mlbMarketForecasts(inputs, c).get('2012-4'));
    // …while a change in the season before it does move them.
    const earlier = inputs.map((g) => (g.season === 2011 ? { ...g, homeScore: 12 } : g));
    expect(mlbMarketForecasts(earlier, c).get('2012-4')!.expectedMargin).toBeGreaterThan(
      mlbMarketForecasts(inputs, c).get('2012-4')!.expectedMargin + 1,
    );
  });
});

describe('SBR run line and total prices', () => {
  const header =
    'seas,date,v_rot,v_team,v_final,h_rot,h_team,h_final,v_ml_open,v_ml_close,v_rl,v_rl_odds,h_ml_open,h_ml_close,h_rl,h_rl_odds,ou_open,ou_open_ovr,ou_open_und,ou_close,ou_close_ovr,ou_close_und,neutral';
  it('reads the home side −1.5 as favoured by 1.5 with both prices, and the closing total with its prices', () => {
    const [line] = parseOddsFile(
      `${header}\n2018,2018-03-29,901,CUB,8,902,MIA,4,-175,-200,1.5,-125,155,170,-1.5,105,8,-105,-115,7.5,-120,100,0`,
    );
    expect(line.runLine).toEqual({ homeFavouredBy: 1.5, home: 105, away: -125 });
    expect(line.total).toBe(7.5);
    expect(line.totalPrices).toEqual({ over: -120, under: 100 });
  });
  it('no run line where the archive has none; a game carries it as its spread', () => {
    const [line] = parseOddsFile(
      `${header}\n2010,2010-04-04,931,NYY,7,932,BOS,9,-106,-103,NA,NA,-114,-117,NA,NA,9,-116,-104,9,-116,-104,0`,
    );
    expect(line.runLine).toBeNull();
    const game = {
      id: 'g',
      season: 2018,
      date: '2018-03-29',
      home: 'MIA',
      away: 'CHN',
      result: { homeScore: 4, awayScore: 8 },
      odds: {
        homeMoneyline: 170,
        awayMoneyline: -200,
        total: 7.5,
        source: 'sbr',
        runLine: { homeFavouredBy: -1.5, home: -185, away: 160 },
        totalPrices: { over: -120, under: 100 },
      },
    } as unknown as Game;
    expect(linedGame(game)).toMatchObject({
      spread: -1.5,
      spreadPrices: { home: -185, away: 160 },
      total: 7.5,
      totalPrices: { over: -120, under: 100 },
      homeScore: 4,
      awayScore: 8,
    });
  });
});
