/**
 * MLB's model selection on the nested walk-forward every league uses (leagues/team-sport/nested.ts): for each
 * season, the variant of this menu that scored the lowest Brier score walk-forward on the seasons before it (at
 * most six) predicts it; the season chose nothing for itself or for an earlier season. The menu is the constants
 * as they stand (chosen on 2015–2022 before the nested scheme existed: svc-sports README, "Back-test") and one step
 * either way of the two choices the earlier attempts found closest: the players' model's ridge, and how many
 * earlier seasons the probability model is fitted on.
 */
import { outcomeOf } from './season-backtest';
import type { Game } from '../../data/games';
import type { TeamDirectory } from './reference';
import type { PlayerProjections } from './projections';
import type { ParkLocator } from './schedule';
import { walkForward } from './walk-forward';
import { UNTESTED, type ModelSelection, type Variant } from '../team-sport/nested';

/** The constants the menu varies: the walk-forward's options (leagues/mlb/walk-forward.ts). */
export interface MlbConstants {
  /** Ridge penalty of the model without players. */
  ridge: number;
  /** Ridge penalty of the model with the player features. */
  playerRidge: number;
  /** Earlier seasons the probability model is fitted on. */
  trainingSeasons: number;
  /**
   * The young side of an age curve in the players' projections (runs per PA per season short of 4; 0: none). Measured
   * on the menu (scripts/mlb-attempts.json) and not kept: svc-sports README, "Players".
   */
  youthBonus?: number;
  /** A starter's projection made worse for his earlier relief work (runs per PA for a share of 1; 0: none; not kept). */
  reliefPenalty?: number;
}

/** The constants as they stand (the walk-forward's defaults). */
export const MLB_CONSTANTS: MlbConstants = { ridge: 20, playerRidge: 300, trainingSeasons: 8 };

/**
 * What the served predictions use (leagues/mlb/compute.ts): the variant the nested walk-forward chose for
 * the data's last season, 2023, on 2017–2022 ("players' ridge 600"), so 2023 stays a season that chose nothing
 * (the pooled back-test says whether this still is that choice).
 */
export const MLB_SERVED: MlbConstants = { ...MLB_CONSTANTS, playerRidge: 600 };

export const MLB_VARIANTS: readonly Variant<MlbConstants>[] = [
  { name: "players' ridge 150", changes: { playerRidge: 150 } },
  { name: "players' ridge 600", changes: { playerRidge: 600 } },
  { name: '5 training seasons', changes: { trainingSeasons: 5 } },
];

/** MLB's model as model selection reads it: every game of `games` walked forward with the given constants. */
export function mlbSelection(
  teams: TeamDirectory,
  parks: ParkLocator,
  players?: PlayerProjections,
): ModelSelection<Game, MlbConstants> {
  return {
    league: 'mlb',
    constants: MLB_CONSTANTS,
    variants: MLB_VARIANTS,
    untested: UNTESTED,
    predict: (constants, games) =>
      new Map(walkForward([...games], teams, parks, { ...constants, players }).map((p) => [p.game.id, p.pHome])),
    homeResult: outcomeOf,
  };
}
