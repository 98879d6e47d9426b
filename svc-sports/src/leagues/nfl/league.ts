import type { LeagueModelConstants } from '../team-sport/model';
import { loadNfl } from './source';
import type { LeagueGame } from '../team-sport/types';
import { starter } from '../team-sport/who-plays';
import { SITUATION_WORDS } from '../team-sport/situations';
import { teamSportLeague } from '../team-sport/league';
import { nflFeed } from './feed';
import { NFL_PROFILE, NFL_TEAMS } from './profile';
import { nflVariants } from './variants';

/**
 * The total's weather terms: wind (mph) and cold (°F below 40, in tens) outdoors, and a dome or closed roof; all 0
 * where the source does not say.
 */
function weather(g: LeagueGame): number[] {
  const w = g.weather;
  if (!w) return [0, 0, 0];
  if (w.indoor) return [0, 0, 1];
  return [w.wind ?? 0, w.temp === null ? 0 : Math.max(0, 40 - w.temp) / 10, 0];
}

/**
 * What the NFL serves: the item the nested walk-forward chooses for the season after the data (2024) on 2018–2023,
 * its menu's first ("as shipped"; svc-sports README, "Which NFL model is served"); the menu was written with
 * 2015–2023 in view. `scripts/nested-menu.ts` prints that choice and whether these constants are still it.
 */
const NFL_CONSTANTS: LeagueModelConstants = {
  gain: 0.08,
  carry: 0.8,
  playerGain: 0.02,
  newcomer: -2,
  playerCarry: 0.9,
  restCap: 14,
  ridge: 20,
  homeEdge: true,
  trainingSeasons: 8,
  extraResult: 1,
  availabilityPower: 1,
  minutesDecay: 0.85,
};

/** The NFL: who plays is the starting quarterback (offence); weekly rest, byes and primetime are situations. */
export const nfl = teamSportLeague({
  profile: NFL_PROFILE,
  model: {
    league: 'nfl',
    teams: NFL_TEAMS,
    constants: NFL_CONSTANTS,
    // FiveThirtyEight-style, not tuned here (the data README's anchors were chosen on 2012–2019).
    elo: {
      k: 20,
      home: 48,
      carry: 2 / 3,
      mov: (margin, edge) => (Math.log(Math.abs(margin) + 1) * 2.2) / (edge * 0.001 + 2.2),
      marginPerLogit: 8,
    },
    whoPlays: starter('offence'),
    extraTimeIsNearTie: false,
    variants: nflVariants(NFL_CONSTANTS),
    version: 'leagues-3',
  },
  markets: {
    gain: 0.1,
    carry: 0.5,
    levelRate: 0.02,
    trainingSeasons: 8,
    smoothing: 20,
    totalContext: weather,
    // The total's calibration on the last 3 seasons (README, "NFL total's bias"); the spread's on all of them.
    calibrationWindow: { total: 3 },
  },
  situations: {
    venueStreak: 2,
    opponentRecordAfter: 4,
    // A short week (≤ 4 days off) or after a bye (≥ 12).
    rest: (daysOff) =>
      daysOff === null
        ? null
        : daysOff <= 4
          ? SITUATION_WORDS.shortWeek
          : daysOff >= 12
            ? SITUATION_WORDS.afterBye
            : null,
    primetime: true,
  },
  loadFolder: loadNfl,
  feed: nflFeed,
});
