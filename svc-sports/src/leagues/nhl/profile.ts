import { SEASON_MONTHS } from '@vantage/contracts/sports';
import type { LeagueProfile } from '../../registry/profiles';
import { gameIdPattern } from '../league';
import { teamTable } from '../team-sport/team-table';
import teams from './teams.json';

export const NHL_PROFILE: LeagueProfile = {
  league: 'nhl',
  name: 'NHL',
  gameIdPattern: gameIdPattern('nhl-'),
  marginUnit: 'goals',
  starterRole: 'goaltender',
  // The data has moneylines only: puck lines and totals would come from the live odds feed.
  lineMarkets: 'live_feed_only',
  defaultReplayDate: '2023-12-16',
  seasonStartMonth: SEASON_MONTHS.nhl.first,
};

/** Every team of the NHL, with its earlier identities and the sources' other spellings (teams.json). */
export const NHL_TEAMS = teamTable('nhl', teams);
