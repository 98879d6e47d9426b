// The landing's first data: the calendar and day of each league it shows, and the details (their trends) of the
// games it features first (under "All Sports", before a member's favourites are known), so that its first
// render, the server's, shows the cards whole instead of growing by their trends once the browser asks for them.
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { prefetchTodaysGames, sportsApi } from '@vantage/client/sports-api';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import { featuredGames, featuredLimit, sportFilterOf } from '../model/featured';

export async function prefetchLanding(screen: ScreenContext): Promise<void> {
  const viewer = viewerKey(getSession());
  const sport = sportFilterOf(screen.search ?? '');
  await Promise.all(
    (sport === 'all' ? LEAGUES : [sport]).map(async (league) => {
      const day = await prefetchTodaysGames(screen, league);
      const shown = featuredGames(day?.games ?? [], [], featuredLimit(sport)).filter((game) => game.access.insight);
      await Promise.all(
        shown.map((game) =>
          fetchInto(screen.dispatch(sportsApi.endpoints.gameDetail.initiate({ gameId: game.game_id, viewer }))),
        ),
      );
    }),
  );
}
