import type { LeagueModelConstants } from '../team-sport/model';
import { variantGrid } from '../team-sport/nested';
import { loadNba, loadNbaPlayerNames } from './source';
import { rotation } from '../team-sport/who-plays';
import { nightlyRest } from '../team-sport/situations';
import { teamSportLeague } from '../team-sport/league';
import { nbaFeed } from './feed';
import { NBA_PROFILE, NBA_TEAMS } from './profile';

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
    teams: NBA_TEAMS,
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
    // The nested walk-forward's menu (leagues/team-sport/nested.ts): the tuned values beside the ones they replaced.
    variants: variantGrid(CONSTANTS, [
      [
        { name: 'gain 0.02, carry 0.3', changes: { gain: 0.02, carry: 0.3 } },
        { name: 'gain 0.03, carry 0.4', changes: { gain: 0.03, carry: 0.4 } },
      ],
      [20, 80].map((ridge) => ({ name: `ridge ${ridge}`, changes: { ridge } })),
    ]),
  },
  // Pace is in the scoring ratings: a fast team's points scored and allowed both run above the league's.
  markets: { gain: 0.05, carry: 0.5, levelRate: 0.02, trainingSeasons: 8, smoothing: 20, totalContext: () => [] },
  situations: { venueStreak: 3, opponentRecordAfter: 10, rest: nightlyRest, primetime: false },
  loadFolder: loadNba,
  loadPlayerNames: loadNbaPlayerNames,
  feed: nbaFeed,
});
