import { lineEvPercent } from '@vantage/contracts/bet-rules';
import { lineMarketBets, spreadPayload, totalPayload } from '../../api/comparison/line-markets';
import type { MarketForecastRow } from '../../api/comparison/repository';
import { blendedChances, lineBlends, type BlendLine } from './line-blend';

const weights = (model: number) => ({ intercept: 0, model, market: 1 - model, seasons: [2021], games: 500 });

describe("the spread's and the total's blend with the market", () => {
  it('leans from the market towards the model by the weight, the push kept; none stored: the model alone', () => {
    const chances = { first: 0.63, second: 0.27, push: 0.1 };
    // At −110 both sides the market says one half: weight 0 gives it back, weight 1 the model's 70%.
    expect(blendedChances(weights(0), chances, null).first).toBeCloseTo(0.45, 10);
    expect(blendedChances(weights(1), chances, null).first).toBeCloseTo(0.63, 10);
    const half = blendedChances(weights(0.5), chances, { first: -110, second: -110 });
    expect(half.first / 0.9).toBeGreaterThan(0.5);
    expect(half.first / 0.9).toBeLessThan(0.7);
    expect(half.push).toBe(0.1);
    expect(half.first + half.second + half.push).toBeCloseTo(1, 12);
    expect(blendedChances(undefined, chances, null)).toEqual(chances);
  });

  it('is fitted on the seasons before the one it prices: the market alone without them', () => {
    // The model's 70% sides won 70% of the time in 2020: its disagreements with the market earned their weight.
    const lines: BlendLine[] = Array.from({ length: 600 }, (_, i) => ({
      season: 2020,
      first: i % 2 ? 0.7 : 0.3,
      second: i % 2 ? 0.3 : 0.7,
      push: 0,
      prices: null,
      outcome: (i % 2 ? i % 10 < 7 : i % 10 >= 7) ? 1 : 0,
    }));
    const fitted = lineBlends(lines, [2020, 2021]);
    expect(fitted.get(2020)).toEqual({ intercept: 0, model: 0, market: 1, seasons: [], games: 0 });
    expect(fitted.get(2021)).toMatchObject({ seasons: [2020], games: 600 });
    // Most of the way to the model; the ridge (BLEND_RIDGE) holds it back from 1 on 600 games.
    expect(fitted.get(2021)!.model).toBeGreaterThan(0.3);
  });
});

describe('the served spread and total', () => {
  const row = (blend: MarketForecastRow['spreadBlend']): MarketForecastRow => ({
    gameId: 'g',
    expectedMargin: 4,
    expectedTotal: 46,
    spreadLine: 3,
    spreadHomePrice: -110,
    spreadAwayPrice: -110,
    pHomeCover: 0.6,
    pAwayCover: 0.3,
    pSpreadPush: 0.1,
    totalLine: 45.5,
    overPrice: null,
    underPrice: null,
    pOver: 0.56,
    pUnder: 0.44,
    pTotalPush: 0,
    spreadBlend: blend,
    totalBlend: blend,
    createdAt: new Date(),
  });

  it("shows the model's chances and prices EV and the value bets with the blend", () => {
    const market = spreadPayload(row(weights(0)))!;
    // The model's 60% / 30% / 10% stay what is shown as Vantage's.
    expect(market).toMatchObject({ home_cover_probability: 60, away_cover_probability: 30, push_probability: 10 });
    // Weight 0: the market's one half of the 90% that does not push, at −110: the vig, no value.
    expect(market.home_ev).toBe(lineEvPercent(0.45, 0.1, -110));
    expect(market.home_ev).toBeLessThan(0);
    expect(totalPayload(row(weights(0)))!.over_ev).toBeLessThan(0);
    expect(lineMarketBets(row(weights(0)))).toEqual([null, null]);
    // The model alone (weight 1) prices the spread with its own chances: a value bet, its gap the model's.
    const own = spreadPayload(row(weights(1)))!;
    expect(own.home_ev).toBe(lineEvPercent(0.6, 0.1, -110));
    const [spread] = lineMarketBets(row(weights(0.5)));
    expect(spread).toMatchObject({ market: 'spread', side: 'home' });
    expect(spread!.market_gap).toBeCloseTo(100 * (0.6 / 0.9 - 0.5), 1);
    expect(spread!.ev).toBeLessThan(own.home_ev!);
  });

  it('prices a row stored before the blend with its own chances', () => {
    expect(spreadPayload(row(null))!.home_ev).toBe(lineEvPercent(0.6, 0.1, -110));
  });
});
