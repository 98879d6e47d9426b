import { comparisonListQuerySchema, isCalendarDate } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { badRequest, notFound } from '@vantage/service-kit/errors';
import { Router, type Response } from 'express';
import type { Clock } from '../clock/clock';
import { accessLevel, type ComparisonService } from './service';

export function sendJsonText(res: Response, body: Buffer): void {
  // Answers depend on the caller's access: no shared cache may keep them, and the browser must not hand a
  // guest's copy to the same person once signed in (the server keeps its own per-access cache).
  res.set({ 'Cache-Control': 'private, no-cache', Vary: 'Authorization' }).type('application/json').send(body);
}

export function comparisonRouter(service: ComparisonService, auth: Authenticator, clock: Clock): Router {
  const router = Router();
  router.get('/comparison/', auth.optional, async (req, res) => {
    const query = comparisonListQuerySchema.safeParse(req.query);
    const date = query.success ? (query.data.date ?? clock.today()) : null;
    if (!date || !isCalendarDate(date)) throw badRequest('Invalid date: use YYYY-MM-DD.');
    sendJsonText(res, await service.list(date, accessLevel(req.auth)));
  });
  router.get('/comparison/:gameId/', auth.optional, async (req, res) => {
    const body = await service.detail(String(req.params.gameId), accessLevel(req.auth));
    if (body === null) throw notFound('Game not found.');
    sendJsonText(res, body);
  });
  return router;
}
