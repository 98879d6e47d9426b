import type { LeagueModelConstants } from '../team-sport/model';
import { variantGrid } from '../team-sport/nested';
import { loadNhl } from './source';
import { starter } from '../team-sport/who-plays';
import { nightlyRest } from '../team-sport/situations';
import { teamSportLeague } from '../team-sport/league';
import { nhlFeed } from './feed';
import { NHL_PROFILE, NHL_TEAMS } from './profile';

const CONSTANTS: LeagueModelConstants = {
  gain: 0.005,
  carry: 0.6,
  playerGain: 0.01,
  newcomer: -0.05,
  playerCarry: 0.8,
  restCap: 3,
  ridge: 20,
  trainingSeasons: 8,
  extraResult: 0.75,
  availabilityPower: 1,
  minutesDecay: 0.85,
};

/** The NHL: who plays is the starting goaltender (defence); overtime and shootouts are near coin-flips. */
export const nhl = teamSportLeague({
  profile: NHL_PROFILE,
  model: {
    league: 'nhl',
    teams: NHL_TEAMS,
    constants: CONSTANTS,
    // FiveThirtyEight-style, not tuned here (the data README's anchors were chosen on 2012–2019).
    elo: {
      k: 8,
      home: 30,
      carry: 0.7,
      mov: (margin) => Math.log(Math.abs(margin) + 1) / Math.LN2,
      marginPerLogit: 1.6,
    },
    whoPlays: starter('defence'),
    extraTimeIsNearTie: true,
    // The nested walk-forward's menu (leagues/team-sport/nested.ts): the tuned values beside the ones they replaced.
    variants: variantGrid(CONSTANTS, [
      [0.005, 0.01].map((gain) => ({ name: `gain ${gain}`, changes: { gain } })),
      [20, 80].map((ridge) => ({ name: `ridge ${ridge}`, changes: { ridge } })),
    ]),
  },
  markets: { gain: 0.02, carry: 0.5, levelRate: 0.02, trainingSeasons: 8, smoothing: 20, totalContext: () => [] },
  situations: { venueStreak: 3, opponentRecordAfter: 10, rest: nightlyRest, primetime: false },
  loadFolder: loadNhl,
  feed: nhlFeed,
});
