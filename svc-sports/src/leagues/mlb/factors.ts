import type { LogisticModel } from '../../model/logistic';
import { factorsFromShares, type Factors } from '../../model/factors';
import type { GameInputs, SideInputs } from './state';
import {
  FEATURE_NAMES,
  PLAYER_FEATURE_NAMES,
  debutStarter,
  earlySeason,
  formValue,
  insideEdgeValue,
  restDays,
  layoff,
  shortRest,
  starterRating,
} from './features';

const MODEL_FEATURES = [...FEATURE_NAMES, ...PLAYER_FEATURE_NAMES] as const;

/**
 * The part of the model's log-odds that comes from each category, for one side: each feature of the model
 * is "this side's value minus the other side's", so its weight times this side's value is this side's share.
 * The intercept (home field) and the neutral-site term belong to the home side's R.
 * Σ over categories of (home − away) equals the model's log-odds.
 */
export function sideContributions(model: LogisticModel, g: GameInputs, isHome: boolean): Factors {
  // A model without the player features has no weights for them.
  const w = (name: (typeof MODEL_FEATURES)[number]) => model.weights[1 + MODEL_FEATURES.indexOf(name)] ?? 0;
  const s: SideInputs = isHome ? g.home : g.away;
  const p = s.starter;
  const talent = s.talent;
  const early = earlySeason(g);
  return {
    E: w('team_runs') * s.runs.offence + w('lineup_runs') * (talent?.lineupRuns ?? 0),
    D:
      -w('team_runs') * s.runs.defence -
      w('starter') * starterRating(s) -
      w('debut_starter') * debutStarter(s) +
      w('starter_k_bb') * (p?.rates.kMinusBb ?? 0) -
      w('starter_hr') * (p?.rates.homersPerPa ?? 0) +
      w('staff_k_bb') * s.staffRates.kMinusBb +
      w('starter_experience') * Math.log1p(p?.careerStarts ?? 0) +
      w('starter_short_rest') * shortRest(s) +
      w('starter_layoff') * layoff(s) +
      w('starter_runs') * (talent?.starterRuns ?? 0) +
      early *
        (-w('early_starter') * starterRating(s) -
          w('early_debut_starter') * debutStarter(s) +
          w('early_starter_runs') * (talent?.starterRuns ?? 0)),
    G: w('form') * formValue(s),
    R:
      w('rest') * restDays(s.schedule.daysOff) -
      (w('travel') * s.schedule.travelMiles) / 1000 +
      (isHome ? model.weights[0] + (g.neutralSite ? w('neutral_site') : 0) + early * w('early_home') : 0),
    I: w('inside') * insideEdgeValue(s),
    Q: (w('elo') * s.elo) / 100,
  };
}

/**
 * The six Vantage factors of every game of a day: each is 5 + POINTS_PER_LOGIT × (this side's share of the
 * model's log-odds from that category − the day's average side's share), kept within 0–10 and rounded to
 * tenths so that the home total minus the away total is exactly POINTS_PER_LOGIT × logit(pHome), rounded:
 * the side with the larger total is the side the model favours, and the gap grows with the probability.
 */
export function slateFactors(
  games: { inputs: GameInputs; model: LogisticModel; pHome: number }[],
): Map<string, { home: Factors; away: Factors }> {
  return factorsFromShares(
    games.map((g) => ({
      id: g.inputs.gameId,
      pHome: g.pHome,
      home: sideContributions(g.model, g.inputs, true),
      away: sideContributions(g.model, g.inputs, false),
    })),
  );
}
