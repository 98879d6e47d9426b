// The league a screen shows (product rules §2): each page decides it from its URL (the dashboard also from the
// member's favourites) and provides it; everything the page renders reads it here, so one code path serves
// every league and only the data differs.
import { createContext, useContext } from 'react';
import { DEFAULT_LEAGUE, type League } from '@vantage/contracts/sports-rules';

export const LeagueContext = createContext<League>(DEFAULT_LEAGUE);

export function useLeague(): League {
  return useContext(LeagueContext);
}
