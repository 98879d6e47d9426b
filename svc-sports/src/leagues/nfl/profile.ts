import { SEASON_MONTHS } from '@vantage/contracts/sports';
import type { LeagueProfile } from '../../registry/profiles';
import { gameIdPattern } from '../league';
import { teamTable } from '../team-sport/team-table';
import teams from './teams.json';

export const NFL_PROFILE: LeagueProfile = {
  league: 'nfl',
  name: 'NFL',
  gameIdPattern: gameIdPattern('nfl-'),
  marginUnit: 'points',
  starterRole: 'quarterback',
  lineMarkets: 'modelled',
  defaultReplayDate: '2023-12-31',
  seasonStartMonth: SEASON_MONTHS.nfl.first,
};

/** Every team of the NFL, with its earlier identities and the sources' other spellings (teams.json). */
export const NFL_TEAMS = teamTable('nfl', teams);
