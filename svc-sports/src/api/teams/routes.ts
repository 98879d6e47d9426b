import { teamGamesOperation, teamSearchOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { teamGamesQuerySchema, teamSearchQuerySchema } from '@vantage/contracts/sports';
import { parseInput } from '@vantage/service-kit/errors';
import { cachedJson, type ResponseCache } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';
import type { TeamsService } from './service';

export function teamsRouter({
  service,
  clock,
  cache,
}: {
  service: TeamsService;
  clock: Clock;
  cache: ResponseCache;
}): Router {
  const router = Router();
  router.get('/teams/', documented(teamSearchOperation), async (req, res) => {
    const { q } = parseInput(teamSearchQuerySchema, req.query);
    res.set('Cache-Control', 'public, max-age=300').json(await service.search(q));
  });
  router.get(
    '/games/',
    documented(teamGamesOperation),
    cachedJson(cache, (req) => {
      const { team, season } = parseInput(teamGamesQuerySchema, req.query);
      return {
        key: `${service.league}|team-games|${team.toLowerCase()}|${season ?? 'current'}|${clock.today()}`,
        build: () => service.gamesOf(team, season),
      };
    }),
  );
  return router;
}
