import { comparisonListOperation, gameDetailOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { comparisonListQuerySchema, isCalendarDate } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { badRequest, notFound } from '@vantage/service-kit/errors';
import {
  ACCESS_LEVEL_SHARED_HEADERS,
  cachedJson,
  GUEST_SHARED_HEADERS,
  type ResponseCache,
} from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';
import { accessLevel, type AccessLevel, type ComparisonService } from './service';

/**
 * A guest's answer is the same for every guest, so shared caches may keep it; a member's is private, except to
 * the gateway, which keys its copy by the access level this service verified for the caller (caller/routes.ts).
 */
const headersFor = (level: AccessLevel) => (level === 'guest' ? GUEST_SHARED_HEADERS : ACCESS_LEVEL_SHARED_HEADERS);

/** Answers are cached per date or game, access level and clock day (and the cache's data version). */
export function comparisonRouter({
  service,
  auth,
  clock,
  cache,
}: {
  service: ComparisonService;
  auth: Authenticator;
  clock: Clock;
  cache: ResponseCache;
}): Router {
  const router = Router();
  router.get(
    '/comparison/',
    documented(comparisonListOperation),
    auth.optional,
    cachedJson(cache, (req) => {
      const query = comparisonListQuerySchema.safeParse(req.query);
      const date = query.success ? (query.data.date ?? clock.today()) : null;
      if (!date || !isCalendarDate(date)) throw badRequest('Invalid date: use YYYY-MM-DD.');
      const level = accessLevel(req.auth);
      return {
        key: `${service.league}|list|${date}|${level}|${clock.today()}`,
        build: () => service.list(date, level),
        headers: headersFor(level),
      };
    }),
  );
  router.get(
    '/comparison/:gameId/',
    documented(gameDetailOperation),
    auth.optional,
    cachedJson(cache, (req) => {
      const id = String(req.params.gameId);
      if (!service.isGameId(id)) throw notFound('Game not found.');
      const level = accessLevel(req.auth);
      return {
        key: `${service.league}|detail|${id}|${level}|${clock.today()}`,
        build: () => service.detail(id, level),
        headers: headersFor(level),
      };
    }),
  );
  return router;
}
