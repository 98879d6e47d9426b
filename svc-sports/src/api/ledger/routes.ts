import { ledgerDayOperation, ledgerProofOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { ledgerQuerySchema } from '@vantage/contracts/ledger';
import { GUEST_LOCKED_GAME } from '@vantage/contracts/sports-rules';
import type { Authenticator } from '@vantage/service-kit/auth';
import { forbidden, notFound, parseInput } from '@vantage/service-kit/errors';
import { Router } from 'express';
import type { LedgerService, Reveal } from './service';

/**
 * The public ledger. Roots and leaf hashes are everyone's; a leaf's prediction is shown as the game screens show
 * it (product rules §5): to a guest only the day's free game's, to a member every game's.
 */
export function ledgerRouter({
  service,
  auth,
  freeGame,
  isGameId,
}: {
  service: LedgerService;
  auth: Authenticator;
  /** The one game of a date a guest may see. */
  freeGame: (date: string) => Promise<string | null>;
  isGameId: (id: string) => boolean;
}): Router {
  const router = Router();
  const reveal =
    (member: boolean): Reveal =>
    async (date) => {
      if (member) return () => true;
      const free = await freeGame(date);
      return (id) => id === free;
    };
  // Fresh on every call: what it proves is the prediction as stored at this moment.
  router.get('/ledger/', documented(ledgerDayOperation), auth.optional, async (req, res) => {
    const { date } = parseInput(ledgerQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await service.day(date, reveal(!!req.auth)));
  });
  router.get('/ledger/:gameId/proof/', documented(ledgerProofOperation), auth.optional, async (req, res) => {
    const id = String(req.params.gameId);
    if (!isGameId(id)) throw notFound('Game not found.');
    const proof = await service.proof(id, reveal(!!req.auth));
    if (!proof) throw forbidden(GUEST_LOCKED_GAME);
    res.set('Cache-Control', 'no-store').json(proof);
  });
  return router;
}
