import {
  watchlistCreateOperation,
  watchlistDeleteOperation,
  watchlistListOperation,
  watchlistTodayAllOperation,
  watchlistTodayOperation,
  watchlistUpdateOperation,
} from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { watchlistInputSchema, watchlistPatchSchema, watchlistTodayQuerySchema } from '@vantage/contracts/watchlists';
import type { Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { Router, type Request } from 'express';
import type { WatchlistService } from './service';

/** A member's own data: never kept by a cache. */
const PRIVATE = { 'Cache-Control': 'no-store' };

/** Watchlists (a plan's "projects"), the signed-in member's own: another member's is 404. */
export function watchlistsRouter({ service, auth }: { service: WatchlistService; auth: Authenticator }): Router {
  const router = Router();
  const body = (req: Request): unknown => req.body ?? {};
  router.get('/api/watchlists/', documented(watchlistListOperation), auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.list(req.auth!));
  });
  router.post('/api/watchlists/', documented(watchlistCreateOperation), auth.required, async (req, res) => {
    res
      .status(201)
      .set(PRIVATE)
      .json(await service.create(req.auth!, parseInput(watchlistInputSchema, body(req))));
  });
  // Today's matches of every watchlist; ?alerts=true: those whose alert switch is on (the digest's section).
  router.get('/api/watchlists/today/', documented(watchlistTodayAllOperation), auth.required, async (req, res) => {
    const { alerts } = parseInput(watchlistTodayQuerySchema, req.query);
    const watchlists = await service.todayAll(req.auth!, alerts === 'true');
    res.set(PRIVATE).json({ watchlists });
  });
  router.get('/api/watchlists/:id/today/', documented(watchlistTodayOperation), auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.today(req.auth!, String(req.params.id)));
  });
  router.patch('/api/watchlists/:id/', documented(watchlistUpdateOperation), auth.required, async (req, res) => {
    const patch = parseInput(watchlistPatchSchema, body(req));
    res.set(PRIVATE).json(await service.update(req.auth!, String(req.params.id), patch));
  });
  router.delete('/api/watchlists/:id/', documented(watchlistDeleteOperation), auth.required, async (req, res) => {
    await service.delete(req.auth!, String(req.params.id));
    res.status(204).end();
  });
  return router;
}
