import { watchlistInputSchema, watchlistPatchSchema } from '@vantage/contracts/watchlists';
import type { Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { WatchlistService } from './service';

/** `?alerts=true|false` (absent: false); anything else is a 400. */
const todayQuerySchema = z.object({ alerts: z.enum(['true', 'false']).default('false') });

/** A member's own data: never kept by a cache. */
const PRIVATE = { 'Cache-Control': 'no-store' };

/**
 * Watchlists (a plan's "projects"), the signed-in member's own: another member's is 404. An API key reads them
 * (GET); a change with a key is refused before any route, as every write with a key is (`auth.apiKeys`).
 */
export function watchlistsRouter({ service, auth }: { service: WatchlistService; auth: Authenticator }): Router {
  const router = Router();
  const body = (req: Request): unknown => req.body ?? {};
  router.get('/api/watchlists/', auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.list(req.auth!));
  });
  router.post('/api/watchlists/', auth.required, async (req, res) => {
    res
      .status(201)
      .set(PRIVATE)
      .json(await service.create(req.auth!, parseInput(watchlistInputSchema, body(req))));
  });
  // Today's matches of every watchlist; ?alerts=true: those whose alert switch is on (the digest's section).
  router.get('/api/watchlists/today/', auth.required, async (req, res) => {
    const { alerts } = parseInput(todayQuerySchema, req.query);
    const watchlists = await service.todayAll(req.auth!, alerts === 'true');
    res.set(PRIVATE).json({ watchlists });
  });
  router.get('/api/watchlists/:id/today/', auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.today(req.auth!, String(req.params.id)));
  });
  router.patch('/api/watchlists/:id/', auth.required, async (req, res) => {
    const patch = parseInput(watchlistPatchSchema, body(req));
    res.set(PRIVATE).json(await service.update(req.auth!, String(req.params.id), patch));
  });
  router.delete('/api/watchlists/:id/', auth.required, async (req, res) => {
    await service.delete(req.auth!, String(req.params.id));
    res.status(204).end();
  });
  return router;
}
