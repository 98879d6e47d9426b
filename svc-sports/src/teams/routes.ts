import { teamGamesQuerySchema, teamSearchQuerySchema } from '@vantage/contracts/sports';
import { notFound, parseInput } from '@vantage/service-kit/errors';
import { Router } from 'express';
import { sendJsonText } from '../comparison/routes';
import type { TeamsService } from './service';

export function teamsRouter(service: TeamsService): Router {
  const router = Router();
  router.get('/teams/', async (req, res) => {
    const { q } = parseInput(teamSearchQuerySchema, req.query);
    res.set('Cache-Control', 'public, max-age=300').json(await service.search(q));
  });
  router.get('/games/', async (req, res) => {
    const { team, season } = parseInput(teamGamesQuerySchema, req.query);
    const body = await service.gamesOf(team, season);
    if (body === null) throw notFound('Team not found.');
    sendJsonText(res, body);
  });
  return router;
}
