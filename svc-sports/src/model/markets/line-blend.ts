/**
 * The spread's and the total's blend of model and market: the moneyline's (model/blend.ts) read on a two-way line,
 * league-neutral. The first side (home covers, over) plays the home side: the model's probability is its calibrated
 * chance with a push set aside, the market's the de-vigged prices of the same line (the assumed −110 both sides,
 * one half, where the source quotes none), the result whether the first side won (pushes left out). Fitted per
 * league and market on the seasons before the one it prices only (blendBySeason); the model's own chances stay
 * what is shown as Vantage's and scored, the blend prices EV, value picks and stakes.
 */
import { ASSUMED_LINE_PRICE } from '@vantage/contracts/bet-rules';
import { blendBySeason, blendProbability, type BlendSample, type BlendWeights } from '../blend';
import { devigTwoWay, withoutPush, type TwoWay } from './cover';

/** The two sides' prices of a line (home covers / over first). */
export interface LinePrices {
  first: number;
  second: number;
}

/** A decided or pushed line of an earlier season as the blend reads it: calibrated chances, prices, result. */
export interface BlendLine extends TwoWay {
  season: number;
  /** The source's prices; null where it quotes none (taken at ASSUMED_LINE_PRICE both sides). */
  prices: LinePrices | null;
  /** 1 the first side won, 0 it lost, null a push. */
  outcome: 1 | 0 | null;
}

const pricesOrAssumed = (prices: LinePrices | null): LinePrices =>
  prices ?? { first: ASSUMED_LINE_PRICE, second: ASSUMED_LINE_PRICE };

/** The market's first-side probability of a line: its de-vigged prices (the assumed ones: one half). */
export const lineMarketProbability = (prices: LinePrices | null): number => {
  const p = pricesOrAssumed(prices);
  return devigTwoWay(p.first, p.second);
};

/** The lines as the blend's samples: the pushes left out. */
export function lineBlendSamples(lines: readonly BlendLine[]): BlendSample[] {
  return lines.flatMap((l) =>
    l.outcome === null
      ? []
      : [
          {
            season: l.season,
            pModel: withoutPush(l.first, l.second),
            pMarket: lineMarketProbability(l.prices),
            homeWon: l.outcome,
          },
        ],
  );
}

/**
 * The stack of each of `seasons` for one market, fitted on the lines of the seasons before it only. A season with
 * too little history gets the market alone, written out as weights (model 0, market 1, fitted on no game): stored
 * beside a forecast, a missing blend then means only a row written before the blend.
 */
export function lineBlends(lines: readonly BlendLine[], seasons: Iterable<number>): Map<number, BlendWeights> {
  const fitted = blendBySeason(lineBlendSamples(lines), seasons);
  return new Map(
    [...fitted].map(([season, w]) => [season, w ?? { intercept: 0, model: 0, market: 1, seasons: [], games: 0 }]),
  );
}

/**
 * The chances EV, value picks and stakes are priced with: the blend of the model's first-side chance (push set
 * aside) and the market's, the push's chance kept. `undefined` (a forecast stored before the blend): the model's.
 */
export function blendedChances(
  weights: BlendWeights | null | undefined,
  chances: TwoWay,
  prices: LinePrices | null,
): TwoWay {
  if (weights === undefined) return chances;
  const decided = 1 - chances.push;
  const p = blendProbability(weights, withoutPush(chances.first, chances.second), lineMarketProbability(prices));
  return { first: p * decided, second: (1 - p) * decided, push: chances.push };
}
