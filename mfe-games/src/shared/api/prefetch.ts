// What the games screens fetch before their first render (ScreenModule.prefetch of @vantage/client/remote-routes):
// the same queries, with the same arguments, as the screens' hooks, so the hooks find the answers cached.
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import type { Calendar, ComparisonGame } from '@vantage/contracts/sports';
import { sportsApi } from './sportsApi';

/** The calendar and today's games (the dashboard and the trends page open on them), if they came. */
export async function prefetchTodaysGames({
  dispatch,
}: ScreenContext): Promise<{ dates: Calendar; games: ComparisonGame[] } | undefined> {
  const dates = await fetchInto(dispatch(sportsApi.endpoints.gamesCalendar.initiate()));
  if (!dates) return undefined;
  const args = { date: dates.today, pastDay: false, viewer: viewerKey(getSession()) };
  const games = await fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(args)));
  return games && { dates, games };
}
