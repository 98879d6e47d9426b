// The landing's first data: each league's calendar and day, and the details (their trends) of the games it
// features first ("All Sports", before a member's favourites are known), so that its first render, the
// server's, shows the cards whole instead of growing by their trends once the browser asks for them.
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { prefetchTodaysGames, sportsApi } from '@vantage/client/sports-api';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import { FEATURED_PER_LEAGUE, featuredGames } from '../model/featured';

export async function prefetchLanding(screen: ScreenContext): Promise<void> {
  const viewer = viewerKey(getSession());
  await Promise.all(
    LEAGUES.map(async (league) => {
      const day = await prefetchTodaysGames(screen, league);
      const shown = featuredGames(day?.games ?? [], [], FEATURED_PER_LEAGUE).filter((game) => game.access.insight);
      await Promise.all(
        shown.map((game) =>
          fetchInto(screen.dispatch(sportsApi.endpoints.gameDetail.initiate({ gameId: game.game_id, viewer }))),
        ),
      );
    }),
  );
}
