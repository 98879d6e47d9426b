import type { GameInputs, SideInputs } from './state';

/** Names of the win-probability model's inputs, home minus away where it applies. */
export const FEATURE_NAMES = [
  'elo',
  'team_runs',
  'starter',
  'debut_starter',
  'neutral_site',
  'rest',
  'travel',
  'form',
  'inside',
  'starter_k_bb',
  'starter_hr',
  'staff_k_bb',
  'starter_experience',
  'starter_short_rest',
  'starter_layoff',
] as const;

/**
 * Inputs from who plays (home minus away), used only when both sides' players are known, and the season's first
 * games' own weights: early in a season the starter's run rating (mostly last season's, carried over) says less
 * than his projection, and home field is worth less.
 */
export const PLAYER_FEATURE_NAMES = [
  'lineup_runs',
  'starter_runs',
  'early_home',
  'early_starter',
  'early_debut_starter',
  'early_starter_runs',
] as const;

/** A game is early in the season while its two teams have played fewer games than this on average. */
export const EARLY_SEASON_GAMES = 20;

export function earlySeason(g: GameInputs): number {
  const played = (s: SideInputs) => s.season.wins + s.season.losses;
  return (played(g.home) + played(g.away)) / 2 < EARLY_SEASON_GAMES ? 1 : 0;
}

export const starterRating = (s: SideInputs) => s.starter?.rating ?? 0;
export const debutStarter = (s: SideInputs) => (s.starter && !s.starter.known ? 1 : 0);

export function playerFeatures(g: GameInputs): number[] | null {
  const h = g.home.talent;
  const a = g.away.talent;
  if (!h || !a) return null;
  const early = earlySeason(g);
  return [
    h.lineupRuns - a.lineupRuns,
    h.starterRuns - a.starterRuns,
    early,
    early * (starterRating(g.away) - starterRating(g.home)),
    early * (debutStarter(g.away) - debutStarter(g.home)),
    early * (h.starterRuns - a.starterRuns),
  ];
}

export function restDays(daysOff: number | null): number {
  return daysOff === null ? 1 : Math.min(daysOff, 2);
}

export const shortRest = (s: SideInputs) =>
  s.starter?.daysSinceStart !== null && (s.starter?.daysSinceStart ?? 99) <= 3 ? 1 : 0;
export const layoff = (s: SideInputs) => ((s.starter?.daysSinceStart ?? 0) >= 15 ? 1 : 0);

function shrunkRate(wins: number, losses: number, pseudo: number): number {
  return (wins + pseudo / 2) / (wins + losses + pseudo);
}

/** Recent form: last ten games' win rate plus 0.03 × run differential per game (0.5 before any game). */
export function formValue(side: SideInputs): number {
  const recentGames = side.last10.wins + side.last10.losses;
  return recentGames === 0 ? 0.5 : side.last10.wins / recentGames + 0.03 * (side.last10.runDiff / recentGames);
}

/** Inside edge: head-to-head record and record against teams of the opponent's class, each shrunk, minus ½. */
export function insideEdgeValue(side: SideInputs): number {
  return (
    0.5 * (shrunkRate(side.headToHead.wins, side.headToHead.losses, 6) - 0.5) +
    0.5 * (shrunkRate(side.split.wins, side.split.losses, 10) - 0.5)
  );
}

/** The feature vector of a game; no betting odds enter it. */
export function gameFeatures(g: GameInputs): number[] {
  const strength = (s: typeof g.home) => s.runs.offence - s.runs.defence;
  return [
    (g.home.elo - g.away.elo) / 100,
    strength(g.home) - strength(g.away),
    starterRating(g.away) - starterRating(g.home),
    debutStarter(g.away) - debutStarter(g.home),
    g.neutralSite ? 1 : 0,
    restDays(g.home.schedule.daysOff) - restDays(g.away.schedule.daysOff),
    (g.away.schedule.travelMiles - g.home.schedule.travelMiles) / 1000,
    formValue(g.home) - formValue(g.away),
    insideEdgeValue(g.home) - insideEdgeValue(g.away),
    (g.home.starter?.rates.kMinusBb ?? 0) - (g.away.starter?.rates.kMinusBb ?? 0),
    (g.away.starter?.rates.homersPerPa ?? 0) - (g.home.starter?.rates.homersPerPa ?? 0),
    g.home.staffRates.kMinusBb - g.away.staffRates.kMinusBb,
    Math.log1p(g.home.starter?.careerStarts ?? 0) - Math.log1p(g.away.starter?.careerStarts ?? 0),
    shortRest(g.home) - shortRest(g.away),
    layoff(g.home) - layoff(g.away),
  ];
}
