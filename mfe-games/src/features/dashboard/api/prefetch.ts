// The dashboard's first data (its screen module's `prefetch`), fetched before the first render: today's list,
// the detail of every game the viewer may open, which the cards fetch anyway (product rules §4), and the side panel's
// record, a member's tier and profile. In the cache before the cards mount, they render once with it, instead
// of all rendering again, in one long task, when fifteen answers land together.
import { profileApi } from '@vantage/client/profile';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { subscriptionApi } from '@vantage/client/subscription';
import { sportsApi } from '@vantage/client/sports-api';
import { prefetchTodaysGames } from '@vantage/client/sports-api';
import { leagueNamed } from '@vantage/contracts/sports-rules';
import { DAY_PARAM, LEAGUE_PARAM } from '@vantage/contracts/ui-routes';
import { isLocked } from '../model/locking';
import { dashboardLeague } from '../model/league';
import { QUICK_STATS_DAYS } from '../model/quick-stats';
import { recentPerformanceArgs } from '../hooks/use-recent-performance';

/**
 * Requests started per task: a fetch() costs the main thread about a millisecond on a fast machine, so the
 * seventeen of a member's dashboard, started together, were a long task on a phone.
 */
const REQUESTS_PER_TASK = 4;

export async function prefetchDashboard(context: ScreenContext): Promise<void> {
  const { dispatch } = context;
  const session = getSession();
  const viewer = viewerKey(session);
  const member = session.accessToken !== null;
  const query = new URLSearchParams(context.search ?? '');
  const named = query.get(LEAGUE_PARAM);
  // The profile gives the league (a member's favourite, unless the URL names one), "Member since" and the header;
  // the side panel's record waits for a member's tier.
  const profile = member ? fetchInto(dispatch(profileApi.endpoints.getProfile.initiate(session.email ?? ''))) : null;
  const [today] = await Promise.all([
    (async () =>
      prefetchTodaysGames(
        context,
        dashboardLeague(named, leagueNamed(named) ? undefined : ((await profile) ?? undefined)),
      ))(),
    member && fetchInto(dispatch(subscriptionApi.endpoints.getSubscriptionStatus.initiate(session.email ?? ''))),
  ]);
  if (!today) return;
  const { league, dates } = today;
  const requests: (() => Promise<unknown>)[] = [
    // A link to yesterday's tab opens on its list.
    ...(query.get(DAY_PARAM) === 'yesterday'
      ? [() => fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate({ league, date: dates.yesterday, viewer })))]
      : []),
    ...Object.values(QUICK_STATS_DAYS).map(
      (days) => () =>
        fetchInto(
          dispatch(
            sportsApi.endpoints.modelPerformance.initiate(recentPerformanceArgs(league, dates.yesterday, days, viewer)),
          ),
        ),
    ),
    ...today.games
      .filter((game, index) => !isLocked(game, index, member))
      .map(
        (game) => () => fetchInto(dispatch(sportsApi.endpoints.gameDetail.initiate({ gameId: game.game_id, viewer }))),
      ),
  ];
  const answers: Promise<unknown>[] = [];
  for (let first = 0; first < requests.length; first += REQUESTS_PER_TASK) {
    if (first > 0) await new Promise((resolve) => setTimeout(resolve));
    answers.push(...requests.slice(first, first + REQUESTS_PER_TASK).map((request) => request()));
  }
  await Promise.all(answers);
}
