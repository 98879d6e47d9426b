// The game page's first data (its screen module's `prefetch`), with the same arguments as its hooks, so its
// first render has them: the calendar, the game (a guest's only when its day's list opens it), then the
// day's list and both teams' seasons (the
// head-to-head), then the lists of the accuracy widget's days. Each of them landing after the first render
// rendered the whole page again.
import { matchPath } from 'react-router-dom';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { sportsApi } from '@vantage/client/sports-api';
import { ACCURACY_WIDGET_ENTRIES, recentCompletedGames } from '../model/history';
import {
  dayListArgs,
  gameLockArgs,
  lockedForGuest,
  recentCallDays,
  recentDayArgs,
  seasonOf,
} from '../model/matchupQueries';

export async function prefetchGame({ dispatch, pathname }: ScreenContext): Promise<void> {
  const gameId = matchPath('/game/:gameId', pathname)?.params.gameId;
  if (!gameId) return;
  const session = getSession();
  const viewer = viewerKey(session);
  // The calendar comes with the first screen's data, so asking for it first costs no round trip.
  const dates = await fetchInto(dispatch(sportsApi.endpoints.gamesCalendar.initiate()));
  if (!dates) return;
  // A guest's game is first checked in its day's list (useGuestLock): a locked one is not asked for.
  const lockArgs = session.accessToken === null ? gameLockArgs(gameId, dates.today, viewer) : null;
  if (lockArgs && lockedForGuest(await fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(lockArgs))), gameId))
    return;
  const detail = await fetchInto(dispatch(sportsApi.endpoints.gameDetail.initiate({ gameId, viewer })));
  if (!detail) return;
  const season = seasonOf(detail);
  const seasonOfSide = (isHome: boolean) => {
    const team = detail.teams.find((side) => side.is_home === isHome)?.team_code;
    return team ? fetchInto(dispatch(sportsApi.endpoints.teamSeasonGames.initiate({ team, season }))) : undefined;
  };
  const [, home, away] = await Promise.all([
    fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(dayListArgs(detail, dates.today, viewer)))),
    seasonOfSide(true),
    seasonOfSide(false),
  ]);
  const recent = recentCompletedGames(
    [home?.games ?? [], away?.games ?? []],
    detail.game_date,
    ACCURACY_WIDGET_ENTRIES,
  );
  await Promise.all(
    recentCallDays(recent).map((date) =>
      fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(recentDayArgs(date, viewer)))),
    ),
  );
}
