import { rawFactors } from './factors';
import type { GameInputs } from './state';

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

function restDays(daysOff: number | null): number {
  return daysOff === null ? 1 : Math.min(daysOff, 2);
}

const shortRest = (s: GameInputs['home']) =>
  s.starter?.daysSinceStart !== null && (s.starter?.daysSinceStart ?? 99) <= 3 ? 1 : 0;
const layoff = (s: GameInputs['home']) => ((s.starter?.daysSinceStart ?? 0) >= 15 ? 1 : 0);

/** The feature vector of a game; no betting odds enter it. */
export function gameFeatures(g: GameInputs): number[] {
  const home = rawFactors(g.home, true, g.neutralSite, g.leagueRunsPerGame);
  const away = rawFactors(g.away, false, g.neutralSite, g.leagueRunsPerGame);
  const strength = (s: typeof g.home) => s.runs.offence - s.runs.defence;
  const debut = (s: typeof g.home) => (s.starter && !s.starter.known ? 1 : 0);
  return [
    (g.home.elo - g.away.elo) / 100,
    strength(g.home) - strength(g.away),
    (g.away.starter?.rating ?? 0) - (g.home.starter?.rating ?? 0),
    debut(g.away) - debut(g.home),
    g.neutralSite ? 1 : 0,
    restDays(g.home.schedule.daysOff) - restDays(g.away.schedule.daysOff),
    (g.away.schedule.travelMiles - g.home.schedule.travelMiles) / 1000,
    home.G - away.G,
    home.I - away.I,
    (g.home.starter?.rates.kMinusBb ?? 0) - (g.away.starter?.rates.kMinusBb ?? 0),
    (g.away.starter?.rates.homersPerPa ?? 0) - (g.home.starter?.rates.homersPerPa ?? 0),
    g.home.staffRates.kMinusBb - g.away.staffRates.kMinusBb,
    Math.log1p(g.home.starter?.careerStarts ?? 0) - Math.log1p(g.away.starter?.careerStarts ?? 0),
    shortRest(g.home) - shortRest(g.away),
    layoff(g.home) - layoff(g.away),
  ];
}
