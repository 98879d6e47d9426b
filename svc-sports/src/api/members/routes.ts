import { requireServiceToken } from '@vantage/service-kit/internal-auth';
import { Router } from 'express';
import type { BetService } from '../bets/service';
import type { WatchlistRepository } from '../watchlists/repository';

/** What a member's deletion removed here. */
export interface MemberDataDeleted {
  bets: number;
  watchlists: number;
}

/**
 * /internal (never routed by the gateway): svc-auth deleting an account deletes the member's data here first,
 * proving who asks with its service token. Idempotent: a second call finds nothing.
 */
export function memberDataRouter(deps: { jwksUrl: string; bets: BetService; watchlists: WatchlistRepository }) {
  const router = Router();
  router.delete(
    '/internal/members/:userId/',
    requireServiceToken({ jwksUrl: deps.jwksUrl, callers: ['svc-auth'] }),
    async (req, res) => {
      const userId = String(req.params.userId);
      const deleted: MemberDataDeleted = {
        bets: await deps.bets.deleteAll(userId),
        watchlists: await deps.watchlists.deleteAll(userId),
      };
      res.set('Cache-Control', 'no-store').json(deleted);
    },
  );
  return router;
}
