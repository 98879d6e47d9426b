/**
 * A walk-forward calibration in points rather than in probability: each season, the shift (points added to the
 * distribution's mean) and the scale (of its spread around the mean) that make the earlier seasons' decided lines
 * most likely, found on a grid; a game's chances are then read from its distribution moved and widened that way
 * (distribution.ts `shiftedAndScaled`), the push's chance from the moved distribution too. Tried on the NFL total
 * (svc-sports README, "NFL total's bias"); fitted on the seasons before the predicted one only.
 */
import { shiftedAndScaled, type Distribution } from './distribution';
import { totalChances, withoutPush } from './cover';

export interface PointsCalibration {
  shift: number;
  scale: number;
  /** Decided lines it was fitted on (0: the identity). */
  games: number;
}

export interface PointsRow {
  season: number;
  distribution: Distribution;
  line: number;
  /** 1 the first side (over, home covers) won, 0 it lost; pushes left out. */
  outcome: 1 | 0;
}

export const SHIFTS = Array.from({ length: 33 }, (_, i) => -4 + i / 4);
export const SCALES = [0.75, 1, 1.25, 1.5, 2, 3, 4, 6];

/** P(first side) with the push set aside, of a distribution moved and widened, at a line above which it wins. */
export function pointsChance(d: Distribution, line: number, shift: number, scale: number): number {
  const c = totalChances(shiftedAndScaled(d, shift, scale), line);
  return withoutPush(c.over, c.under);
}

/** The grid's (shift, scale) of the largest likelihood of `rows`' outcomes (identity where there are none). */
export function fitPointsCalibration(rows: readonly PointsRow[]): PointsCalibration {
  if (rows.length === 0) return { shift: 0, scale: 1, games: 0 };
  let best = { shift: 0, scale: 1, ll: -Infinity };
  for (const shift of SHIFTS)
    for (const scale of SCALES) {
      let ll = 0;
      for (const r of rows) {
        const p = Math.min(1 - 1e-9, Math.max(1e-9, pointsChance(r.distribution, r.line, shift, scale)));
        ll += r.outcome === 1 ? Math.log(p) : Math.log(1 - p);
      }
      if (ll > best.ll) best = { shift, scale, ll };
    }
  return { shift: best.shift, scale: best.scale, games: rows.length };
}

/** Each of `seasons`' points calibration, fitted on the decided rows of the `window` seasons before it only. */
export function walkForwardPointsCalibrations(
  rows: readonly PointsRow[],
  seasons: readonly number[],
  window = Infinity,
  minGames = 200,
): Map<number, PointsCalibration> {
  return new Map(
    [...new Set(seasons)].map((season) => {
      const training = rows.filter((r) => r.season < season && r.season >= season - window);
      return [season, training.length >= minGames ? fitPointsCalibration(training) : { shift: 0, scale: 1, games: 0 }];
    }),
  );
}
