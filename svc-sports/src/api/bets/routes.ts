import {
  betCreateOperation,
  betDeleteOperation,
  betExportOperation,
  betGetOperation,
  betImportOperation,
  betListOperation,
  betSummaryOperation,
  betUpdateOperation,
} from '@vantage/contracts/api-operations';
import { BET_LIMITS, betInputSchema, betListQuerySchema, betPatchSchema } from '@vantage/contracts/bets';
import type { Authenticator } from '@vantage/service-kit/auth';
import { documented } from '@vantage/service-kit/documented';
import { badRequest, HttpError, parseInput } from '@vantage/service-kit/errors';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { BetService } from './service';

/** A member's own data: never kept by a cache. */
const PRIVATE = { 'Cache-Control': 'no-store' };

/** An import's CSV body (text/csv), at most BET_LIMITS.importBytes: a larger one is a 413 naming the limit. */
function csvBody(): RequestHandler {
  const parse = express.text({ type: ['text/csv', 'text/plain'], limit: BET_LIMITS.importBytes });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large')
        return next(new HttpError(413, { detail: `An import is at most ${BET_LIMITS.importBytes / 1024} KB of CSV.` }));
      next(err);
    });
}

/** The CSV of an import: the text/csv body, or {"csv": "…"}. */
function importedCsv(req: Request): string {
  if (typeof req.body === 'string') return req.body;
  const csv = (req.body as { csv?: unknown } | undefined)?.csv;
  if (typeof csv !== 'string') throw badRequest('Send the CSV as a text/csv body, or as {"csv": "…"}.');
  if (Buffer.byteLength(csv) > BET_LIMITS.importBytes)
    throw new HttpError(413, { detail: `An import is at most ${BET_LIMITS.importBytes / 1024} KB of CSV.` });
  return csv;
}

/** My bets: the signed-in member's own, another member's is 404. A Pro API key reads them (keys only read). */
export function betsRouter({ service, auth }: { service: BetService; auth: Authenticator }): Router {
  const router = Router();
  router.get('/api/bets/', documented(betListOperation), auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.list(req.auth!, parseInput(betListQuerySchema, req.query)));
  });
  router.post('/api/bets/', documented(betCreateOperation), auth.required, async (req, res) => {
    res
      .status(201)
      .set(PRIVATE)
      .json(await service.create(req.auth!, parseInput(betInputSchema, req.body ?? {})));
  });
  router.get('/api/bets/summary/', documented(betSummaryOperation), auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.summary(req.auth!, parseInput(betListQuerySchema, req.query)));
  });
  router.get('/api/bets/export.csv', documented(betExportOperation), auth.required, async (req, res) => {
    res
      .set(PRIVATE)
      .type('text/csv; charset=utf-8')
      .attachment('vantage-bets.csv')
      .send(await service.exportCsv(req.auth!));
  });
  router.post('/api/bets/import/', documented(betImportOperation), auth.required, csvBody(), async (req, res) => {
    res.set(PRIVATE).json(await service.import(req.auth!, importedCsv(req)));
  });
  router.get('/api/bets/:id/', documented(betGetOperation), auth.required, async (req, res) => {
    res.set(PRIVATE).json(await service.get(req.auth!, String(req.params.id)));
  });
  router.patch('/api/bets/:id/', documented(betUpdateOperation), auth.required, async (req, res) => {
    const patch = parseInput(betPatchSchema, req.body ?? {});
    res.set(PRIVATE).json(await service.update(req.auth!, String(req.params.id), patch));
  });
  router.delete('/api/bets/:id/', documented(betDeleteOperation), auth.required, async (req, res) => {
    await service.delete(req.auth!, String(req.params.id));
    res.status(204).end();
  });
  return router;
}
