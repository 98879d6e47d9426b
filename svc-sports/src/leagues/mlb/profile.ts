import type { LeagueProfile } from '../../registry/profiles';
import { gameIdPattern } from '../league';

export const MLB_PROFILE: LeagueProfile = {
  league: 'mlb',
  name: 'MLB',
  gameIdPattern: gameIdPattern('', '[A-Z]{3}'),
  marginUnit: 'runs',
  starterRole: 'pitcher',
  // Run line and totals are modelled (markets.ts); the shipped data has totals without prices (served at an assumed
  // −110) and no run line, which is served only where a source gives it with prices (served-markets.ts).
  lineMarkets: 'modelled',
  // A mid-season 2023 Wednesday with a full slate (15 games) and a full slate the day before.
  defaultReplayDate: '2023-08-02',
  seasonStartMonth: 1,
};
