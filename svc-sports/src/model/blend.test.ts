import { blendBySeason, blendProbability, evProbability, fitBlend, BLEND_MIN_GAMES, type BlendSample } from './blend';

/** A seeded generator, so the simulated seasons are the same every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Simulated seasons: the truth is a hidden log-odds z; the market sees z with noise of `marketNoise`, the model
 * sees it with noise of `modelNoise` (independent), so the two together know more than either.
 */
function season(
  year: number,
  games: number,
  next: () => number,
  noise: { market: number; model: number },
): BlendSample[] {
  const gauss = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  return Array.from({ length: games }, () => {
    const z = 0.15 + 0.6 * gauss();
    return {
      season: year,
      pMarket: sigmoid(z + noise.market * gauss()),
      pModel: sigmoid(z + noise.model * gauss()),
      homeWon: next() < sigmoid(z) ? 1 : 0,
    };
  });
}

const brier = (ps: number[], ys: number[]) => ps.reduce((s, p, i) => s + (p - ys[i]) ** 2, 0) / ps.length;

describe('the market-aware blend EV is priced with', () => {
  const next = random(7);
  const informative = [2019, 2020, 2021, 2022, 2023].flatMap((y) =>
    season(y, 2000, next, { market: 0.35, model: 0.35 }),
  );

  it('never reads a season at or after the one it prices, nor one older than its window', () => {
    const fitted = fitBlend(informative, 2022)!;
    expect(fitted.seasons).toEqual([2019, 2020, 2021]);
    // The results of 2022 on, and of 2018, turned upside down: the fit for 2022 does not move.
    const poisoned = [
      ...informative.map((s) => (s.season >= 2022 ? { ...s, homeWon: 1 - s.homeWon } : s)),
      ...season(2018, 2000, random(1), { market: 0.35, model: 0.35 }).map((s) => ({ ...s, homeWon: 1 - s.homeWon })),
    ];
    expect(fitBlend(poisoned, 2022)).toEqual(fitted);
    expect(blendBySeason(poisoned, [2022]).get(2022)).toEqual(fitted);
  });

  it('falls back to the market without enough earlier games', () => {
    const few = informative.filter((s) => s.season === 2019).slice(0, BLEND_MIN_GAMES - 1);
    expect(fitBlend(few, 2020)).toBeNull();
    expect(fitBlend(informative, 2019)).toBeNull();
    expect(blendProbability(null, 0.8, 0.55)).toBe(0.55);
    expect(evProbability(0.8, null, { homeMoneyline: -120, awayMoneyline: 100 })).toBeCloseTo(0.5217, 4);
  });

  it('leans towards a model that knows something the market does not, and beats the market on a new season', () => {
    const w = fitBlend(informative, 2023)!;
    // One weight: from the market's log-odds towards the model's, the market's own calibration left alone.
    expect(w.intercept).toBe(0);
    expect(w.model + w.market).toBeCloseTo(1, 4);
    expect(w.model).toBeGreaterThan(0.2);
    expect(w.market).toBeGreaterThan(0.2);
    const unseen = informative.filter((s) => s.season === 2023);
    const y = unseen.map((s) => s.homeWon);
    const blended = brier(
      unseen.map((s) => blendProbability(w, s.pModel, s.pMarket)),
      y,
    );
    expect(blended).toBeLessThan(
      brier(
        unseen.map((s) => s.pMarket),
        y,
      ) - 0.002,
    );
  });

  it('stays with the market when the model only adds noise, so large disagreements no longer show as large EVs', () => {
    const noisy = [2020, 2021, 2022].flatMap((y) => season(y, 2000, random(y), { market: 0.1, model: 1.5 }));
    const w = fitBlend(noisy, 2023)!;
    expect(w.model).toBeGreaterThanOrEqual(0);
    expect(w.model).toBeLessThan(0.1);
    expect(w.market).toBeGreaterThan(0.8);
    // The model says 75%, the market 50%: the blend stays within a few points of the market.
    expect(Math.abs(blendProbability(w, 0.75, 0.5) - 0.5)).toBeLessThan(0.05);
    expect(logit(blendProbability(w, 0.75, 0.5))).toBeLessThan(logit(0.75));
  });

  it('prices a prediction stored before the blend existed with the model, as it was shown', () => {
    expect(evProbability(0.61, undefined, { homeMoneyline: -110, awayMoneyline: -110 })).toBe(0.61);
    expect(evProbability(0.61, null, null)).toBe(0.61);
  });
});
