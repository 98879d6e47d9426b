export const FACTOR_KEYS = ['E', 'D', 'G', 'R', 'I', 'Q'] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];
export type Factors = Record<FactorKey, number>;

/**
 * Vantage points per unit of the model's log-odds. The gap between the two totals is this times
 * ln(p / (1 − p)): near an even game one point of gap is about 2.5 points of win probability, a 4-point
 * gap is about 60%, an 8.5-point gap about 70%.
 */
export const POINTS_PER_LOGIT = 10;

const round1 = (x: number) => Math.round(x * 10) / 10 + 0;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Moves values inside 0–10 while keeping their sum (the target must lie in 0–60). */
function clampKeepingSum(values: number[], target: number): number[] {
  let out = values.map((v) => clamp(v, 0, 10));
  for (let round = 0; round < 8; round++) {
    const missing = target - out.reduce((s, v) => s + v, 0);
    if (Math.abs(missing) < 1e-12) break;
    const free = out.map((v, i) => i).filter((i) => (missing > 0 ? out[i] < 10 : out[i] > 0));
    out = out.map((v, i) => (free.includes(i) ? clamp(v + missing / free.length, 0, 10) : v));
  }
  return out;
}

/** Rounds to tenths so that the rounded values add up to `total` (a multiple of 0.1), largest remainders first. */
function roundToTotal(values: number[], total: number): number[] {
  const tenths = values.map((v) => Math.floor(v * 10 + 1e-9));
  const order = values.map((v, i) => i).sort((a, b) => values[b] * 10 - tenths[b] - (values[a] * 10 - tenths[a]));
  let missing = Math.round(total * 10) - tenths.reduce((s, v) => s + v, 0);
  for (let pass = 0; missing !== 0 && pass < 200; pass++)
    for (const i of missing > 0 ? order : [...order].reverse()) {
      const step = missing > 0 && tenths[i] < 100 ? 1 : missing < 0 && tenths[i] > 0 ? -1 : 0;
      tenths[i] += step;
      missing -= step;
      if (missing === 0) break;
    }
  return tenths.map((t) => t / 10);
}

function toFactors(values: number[]): Factors {
  return Object.fromEntries(FACTOR_KEYS.map((k, i) => [k, values[i]])) as Factors;
}

/**
 * The same from each side's share of the log-odds per category, for any league's model: Σ over categories
 * of (home share − away share) must equal logit(pHome).
 */
export function factorsFromShares(
  games: { id: string; pHome: number; home: Factors; away: Factors }[],
): Map<string, { home: Factors; away: Factors }> {
  const average = {} as Factors;
  for (const k of FACTOR_KEYS)
    average[k] = games.reduce((s, x) => s + x.home[k] + x.away[k], 0) / Math.max(1, 2 * games.length);
  const points = (f: Factors) => FACTOR_KEYS.map((k) => 5 + POINTS_PER_LOGIT * (f[k] - average[k]));
  return new Map(
    games.map((g) => {
      const gap = round1(POINTS_PER_LOGIT * Math.log(g.pHome / (1 - g.pHome)));
      const home = points(g.home);
      const away = points(g.away);
      // The away total is the away side's own points; the home total is that plus the rounded gap.
      const awayTotal = clamp(round1(away.reduce((s, v) => s + v, 0)), Math.max(0, -gap), Math.min(60, 60 - gap));
      const homeTotal = round1(awayTotal + gap);
      return [
        g.id,
        {
          home: toFactors(roundToTotal(clampKeepingSum(home, homeTotal), homeTotal)),
          away: toFactors(roundToTotal(clampKeepingSum(away, awayTotal), awayTotal)),
        },
      ];
    }),
  );
}

export function vantageTotal(f: Factors): number {
  return round1(FACTOR_KEYS.reduce((s, k) => s + f[k], 0));
}
