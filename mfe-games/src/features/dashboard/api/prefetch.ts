// The dashboard's first data (its screen module's `prefetch`), fetched before the first render: today's list
// and the detail of every game the viewer may open, which the cards fetch anyway (spec §4). In the cache
// before the cards mount, they render once with it, instead of all rendering again, in one long task, when
// fifteen answers land together.
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { sportsApi } from '../../../shared/api/sportsApi';
import { prefetchTodaysGames } from '../../../shared/api/prefetch';
import { sortByTime } from '../../../shared/model/gameTime';
import { isLocked } from '../model/locking';

export async function prefetchDashboard(context: ScreenContext): Promise<void> {
  const games = await prefetchTodaysGames(context);
  if (!games) return;
  const session = getSession();
  const viewer = viewerKey(session);
  await Promise.all(
    sortByTime(games)
      .filter((game, index) => !isLocked(game, index, session.accessToken !== null))
      .map((game) =>
        fetchInto(context.dispatch(sportsApi.endpoints.gameDetail.initiate({ gameId: game.game_id, viewer }))),
      ),
  );
}
