import { SEASON_MONTHS } from '@vantage/contracts/sports';
import type { LeagueProfile } from '../../registry/profiles';
import { gameIdPattern } from '../league';
import { teamTable } from '../team-sport/team-table';
import teams from './teams.json';

export const NBA_PROFILE: LeagueProfile = {
  league: 'nba',
  name: 'NBA',
  gameIdPattern: gameIdPattern('nba-'),
  marginUnit: 'points',
  starterRole: null,
  // Lines without prices in the data: priced at an assumed −110.
  lineMarkets: 'modelled',
  defaultReplayDate: '2024-02-14',
  seasonStartMonth: SEASON_MONTHS.nba.first,
};

/** Every team of the NBA, with its earlier identities and the sources' other spellings (teams.json). */
export const NBA_TEAMS = teamTable('nba', teams);
