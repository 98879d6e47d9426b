import type { GameInputs, SideInputs } from './state';

export const FACTOR_KEYS = ['E', 'D', 'G', 'R', 'I', 'Q'] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];
export type Factors = Record<FactorKey, number>;

/** Pythagorean exponent for baseball (Baseball-Reference uses 1.83). */
const PYTHAGOREAN_EXPONENT = 1.83;
/** League-average games mixed into a season's runs so April does not swing the E factor. */
const PSEUDO_GAMES = 20;

/**
 * Smallest spread each raw value is divided by: on a two-game slate the spread of four teams says little, so
 * z-scores use at least these typical league spreads.
 */
const MINIMUM_SPREAD: Factors = { E: 0.03, D: 0.05, G: 0.08, R: 0.02, I: 0.03, Q: 25 };

function shrunkRate(wins: number, losses: number, pseudo: number): number {
  return (wins + pseudo / 2) / (wins + losses + pseudo);
}

/** The raw, unscaled value of each factor for one side (bigger is better for the side). */
export function rawFactors(
  side: SideInputs,
  isHome: boolean,
  neutralSite: boolean,
  leagueRunsPerGame: number,
): Factors {
  const runsFor = side.season.runsFor + PSEUDO_GAMES * leagueRunsPerGame;
  const runsAgainst = side.season.runsAgainst + PSEUDO_GAMES * leagueRunsPerGame;
  const pythagorean =
    runsFor ** PYTHAGOREAN_EXPONENT / (runsFor ** PYTHAGOREAN_EXPONENT + runsAgainst ** PYTHAGOREAN_EXPONENT);
  const recentGames = side.last10.wins + side.last10.losses;
  const form = recentGames === 0 ? 0.5 : side.last10.wins / recentGames + 0.03 * (side.last10.runDiff / recentGames);
  const s = side.schedule;
  const rest =
    (isHome && !neutralSite ? 0.04 : 0) +
    (s.doubleheaderNightcap ? -0.01 : s.daysOff !== null && s.daysOff >= 1 ? 0.01 : 0) -
    0.005 * (s.travelMiles / 1000) -
    0.002 * Math.max(0, s.roadTripGames - 3);
  const inside =
    0.5 * (shrunkRate(side.headToHead.wins, side.headToHead.losses, 6) - 0.5) +
    0.5 * (shrunkRate(side.split.wins, side.split.losses, 10) - 0.5);
  return {
    E: pythagorean,
    D: -(side.runs.defence + (side.starter?.rating ?? 0)),
    G: form,
    R: rest,
    I: inside,
    Q: side.elo,
  };
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/**
 * Scores every side of a day's slate 0–10 per factor: 5 is the slate's average, each standard deviation
 * (at least the typical league spread) is 2 points, clipped to 0–10.
 */
export function slateFactors(games: GameInputs[]): Map<string, { home: Factors; away: Factors }> {
  const raws = games.map((g) => ({
    id: g.gameId,
    home: rawFactors(g.home, true, g.neutralSite, g.leagueRunsPerGame),
    away: rawFactors(g.away, false, g.neutralSite, g.leagueRunsPerGame),
  }));
  const all = raws.flatMap((r) => [r.home, r.away]);
  const scale = {} as Record<FactorKey, { mean: number; sd: number }>;
  for (const key of FACTOR_KEYS) {
    const values = all.map((f) => f[key]);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    scale[key] = { mean, sd: Math.max(sd, MINIMUM_SPREAD[key]) };
  }
  const score = (f: Factors): Factors => {
    const out = {} as Factors;
    for (const key of FACTOR_KEYS)
      out[key] = round1(Math.min(10, Math.max(0, 5 + (2 * (f[key] - scale[key].mean)) / scale[key].sd)));
    return out;
  };
  return new Map(raws.map((r) => [r.id, { home: score(r.home), away: score(r.away) }]));
}

export function vantageTotal(f: Factors): number {
  return round1(FACTOR_KEYS.reduce((s, k) => s + f[k], 0));
}
