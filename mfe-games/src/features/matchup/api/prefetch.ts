// The game page's first data (its screen module's `prefetch`), with the same arguments as its hooks, so its
// first render has them: the game (a guest's only when its day's list opens it), then the day's list and both
// teams' seasons (the head-to-head, and the recorded calls of the accuracy widget). Each of them landing after
// the first render rendered the whole page again.
import { matchPath } from 'react-router-dom';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { sportsApi } from '@vantage/client/sports-api';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { dayListArgs, gameLockArgs, lockedForGuest, seasonOf } from '../model/matchup-queries';

export async function prefetchGame({ dispatch, pathname }: ScreenContext): Promise<void> {
  const gameId = matchPath('/game/:gameId', pathname)?.params.gameId;
  if (!gameId) return;
  const session = getSession();
  const viewer = viewerKey(session);
  // A guest's game is first checked in its day's list (useGuestLock): a locked one is not asked for.
  const lockArgs = session.accessToken === null ? gameLockArgs(gameId, viewer) : null;
  if (lockArgs && lockedForGuest(await fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(lockArgs))), gameId))
    return;
  const detail = await fetchInto(dispatch(sportsApi.endpoints.gameDetail.initiate({ gameId, viewer })));
  if (!detail) return;
  const season = seasonOf(detail);
  const seasonOfSide = (isHome: boolean) => {
    const team = detail.teams.find((side) => side.is_home === isHome)?.team_code;
    return team
      ? fetchInto(
          dispatch(sportsApi.endpoints.teamSeasonGames.initiate({ league: leagueOfGameId(gameId), team, season })),
        )
      : undefined;
  };
  await Promise.all([
    fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(dayListArgs(gameId, detail.game_date, viewer)))),
    seasonOfSide(true),
    seasonOfSide(false),
  ]);
}
