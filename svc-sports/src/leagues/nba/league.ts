import type { LeagueModelConstants } from '../../model/leagues/model';
import { variantGrid } from '../../model/leagues/nested';
import { loadNba, loadNbaPlayerNames } from '../../model/leagues/sources';
import { rotation } from '../../model/leagues/who-plays';
import { nightlyRest } from '../../model/trends/league-situations';
import { teamSportLeague } from '../team-sport';
import { NBA_PROFILE } from './profile';

const CONSTANTS: LeagueModelConstants = {
  gain: 0.02,
  carry: 0.3,
  playerGain: 0.1,
  newcomer: 0,
  playerCarry: 0.8,
  restCap: 3,
  ridge: 20,
  trainingSeasons: 8,
  extraResult: 1,
  availabilityPower: 3,
  minutesDecay: 0.96,
};

/** The NBA: who plays is every player on the active list, weighted by his usual minutes. */
export const nba = teamSportLeague({
  profile: NBA_PROFILE,
  model: {
    league: 'nba',
    constants: CONSTANTS,
    // FiveThirtyEight-style, not tuned here (the data README's anchors were chosen on 2012–2019).
    elo: {
      k: 20,
      home: 100,
      carry: 0.75,
      mov: (margin, edge) => (Math.abs(margin) + 3) ** 0.8 / (7.5 + 0.006 * edge),
      marginPerLogit: 7.5,
    },
    whoPlays: rotation,
    extraTimeIsNearTie: false,
    // The nested walk-forward's menu (model/leagues/nested.ts): the tuned values beside the ones they replaced.
    variants: variantGrid(CONSTANTS, [
      [
        { name: 'gain 0.02, carry 0.3', changes: { gain: 0.02, carry: 0.3 } },
        { name: 'gain 0.03, carry 0.4', changes: { gain: 0.03, carry: 0.4 } },
      ],
      [20, 80].map((ridge) => ({ name: `ridge ${ridge}`, changes: { ridge } })),
    ]),
  },
  situations: { venueStreak: 3, opponentRecordAfter: 10, rest: nightlyRest, primetime: false },
  loadFolder: loadNba,
  loadPlayerNames: loadNbaPlayerNames,
});
