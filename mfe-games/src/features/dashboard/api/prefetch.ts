// The dashboard's first data (its screen module's `prefetch`), fetched before the first render: today's list,
// the detail of every game the viewer may open, which the cards fetch anyway (spec §4), and the side panel's
// record. In the cache before the cards mount, they render once with it, instead of all rendering again, in
// one long task, when fifteen answers land together.
import { profileApi } from '@vantage/client/profile';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { sportsApi } from '../../../shared/api/sportsApi';
import { prefetchTodaysGames } from '../../../shared/api/prefetch';
import { sortByTime } from '../../../shared/model/gameTime';
import { isLocked } from '../model/locking';
import { QUICK_STATS_DAYS } from '../model/quickStats';
import { recentPerformanceArgs } from '../hooks/useRecentPerformance';
import { subscriptionApi } from '../../../shared/api/subscriptionApi';

export async function prefetchDashboard(context: ScreenContext): Promise<void> {
  await Promise.all([prefetchGameDetails(context), prefetchQuickStats(context)]);
}

async function prefetchGameDetails(context: ScreenContext): Promise<void> {
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

/** The side panel: a member's tier first (the record waits for it) and profile, then the week and the month. */
async function prefetchQuickStats({ dispatch }: ScreenContext): Promise<void> {
  const session = getSession();
  const member = session.accessToken !== null;
  const [dates] = await Promise.all([
    fetchInto(dispatch(sportsApi.endpoints.gamesCalendar.initiate())),
    member && fetchInto(dispatch(subscriptionApi.endpoints.gamesViewerTier.initiate(session.email ?? ''))),
    // "Member since", and the header's name and picture.
    member && fetchInto(dispatch(profileApi.endpoints.getProfile.initiate(session.email ?? ''))),
  ]);
  if (!dates) return;
  await Promise.all(
    Object.values(QUICK_STATS_DAYS).map((days) =>
      fetchInto(
        dispatch(
          sportsApi.endpoints.modelPerformance.initiate(
            recentPerformanceArgs(dates.yesterday, days, viewerKey(session)),
          ),
        ),
      ),
    ),
  );
}
