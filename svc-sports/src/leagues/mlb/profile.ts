import type { LeagueProfile } from '../../registry/profiles';
import { gameIdPattern } from '../league';

export const MLB_PROFILE: LeagueProfile = {
  league: 'mlb',
  name: 'MLB',
  gameIdPattern: gameIdPattern('', '[A-Z]{3}'),
  marginUnit: 'runs',
  starterRole: 'pitcher',
  // Run line and totals are modelled (markets.ts) but not served: the shipped data has neither the run line nor any
  // line's prices, and a market is served only with both (served-markets.ts).
  lineMarkets: 'not_modelled',
  // A mid-season 2023 Wednesday with a full slate (15 games) and a full slate the day before.
  defaultReplayDate: '2023-08-02',
  seasonStartMonth: 1,
};
