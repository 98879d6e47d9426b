import { comparisonListQuerySchema, isCalendarDate } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { badRequest, notFound } from '@vantage/service-kit/errors';
import {
  cachedJson,
  GUEST_SHARED_HEADERS,
  PER_CALLER_HEADERS,
  type ResponseCache,
} from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../clock/clock';
import { accessLevel, GAME_ID_PATTERN, type AccessLevel, type ComparisonService } from './service';

/** A guest's answer is the same for every guest, so the gateway may share it; a signed-in caller's is private. */
const headersFor = (level: AccessLevel) => (level === 'guest' ? GUEST_SHARED_HEADERS : PER_CALLER_HEADERS);

/** Answers are cached per date or game, access level and clock day (and the cache's data version). */
export function comparisonRouter(
  service: ComparisonService,
  auth: Authenticator,
  clock: Clock,
  cache: ResponseCache,
): Router {
  const router = Router();
  router.get(
    '/comparison/',
    auth.optional,
    cachedJson(cache, (req) => {
      const query = comparisonListQuerySchema.safeParse(req.query);
      const date = query.success ? (query.data.date ?? clock.today()) : null;
      if (!date || !isCalendarDate(date)) throw badRequest('Invalid date: use YYYY-MM-DD.');
      const level = accessLevel(req.auth);
      return {
        key: `list|${date}|${level}|${clock.today()}`,
        build: () => service.list(date, level),
        headers: headersFor(level),
      };
    }),
  );
  router.get(
    '/comparison/:gameId/',
    auth.optional,
    cachedJson(cache, (req) => {
      const id = String(req.params.gameId);
      if (!GAME_ID_PATTERN.test(id)) throw notFound('Game not found.');
      const level = accessLevel(req.auth);
      return {
        key: `detail|${id}|${level}|${clock.today()}`,
        build: () => service.detail(id, level),
        headers: headersFor(level),
      };
    }),
  );
  return router;
}
