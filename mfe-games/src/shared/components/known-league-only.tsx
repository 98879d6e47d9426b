// A screen whose `?league=` names the league it shows: a league Vantage does not cover names nothing, and the
// page is not found (without the parameter the screen picks its league itself).
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotFound } from '@vantage/client/not-found';
import { leagueNamed } from '@vantage/contracts/sports-rules';
import { LEAGUE_PARAM } from '@vantage/contracts/ui-routes';

export function knownLeagueOnly(Screen: ComponentType): ComponentType {
  return function KnownLeagueOnly() {
    const named = useSearchParams()[0].get(LEAGUE_PARAM);
    return named !== null && leagueNamed(named) === null ? <NotFound /> : <Screen />;
  };
}
