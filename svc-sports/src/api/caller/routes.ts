import {
  accessLevelOperation,
  leagueAccessLevelOperation,
  leagueStaffInfoOperation,
  staffInfoOperation,
  type Operation,
} from '@vantage/contracts/api-operations';
import type { Authenticator } from '@vantage/service-kit/auth';
import { documented } from '@vantage/service-kit/documented';
import {
  ACCESS_LEVEL_HEADER,
  ACCESS_UNVERIFIED_HEADER,
  GATEWAY_KEEPS_A_SECOND,
  NOT_STORED_HEADERS,
} from '@vantage/service-kit/responses';
import { Router } from 'express';
import { accessLevel } from '../comparison/service';
import { staffInfo } from '../staff/service';

/** Mounted at /api: who the caller is does not depend on a league. */
export const CALLER_OPERATIONS = { accessLevel: accessLevelOperation, staffInfo: staffInfoOperation };
/** Mounted at /api/<league> too, for callers of an earlier release (deprecated in the API document). */
export const LEAGUE_CALLER_OPERATIONS = {
  accessLevel: leagueAccessLevelOperation,
  staffInfo: leagueStaffInfoOperation,
};

/** Who the caller is: the access level the gateway's shared cache keys by, and the staff dashboard's user info. */
export function callerRouter(
  auth: Authenticator,
  operations: { accessLevel: Operation; staffInfo: Operation } = CALLER_OPERATIONS,
): Router {
  const router = Router();
  // The gateway asks, for a caller's Authorization header, which level's shared answers it may hand them
  // (gateway/render-nginx.mjs), and keeps the answer for the second X-Accel-Expires allows. A header that does not
  // verify (bad, expired, revoked) is "unverified": the gateway then forwards the request for the service to answer.
  router.get('/access-level/', documented(operations.accessLevel), (req, res) => {
    auth.optional(req, res, (failure?: unknown) => {
      res.set({ 'Cache-Control': 'no-store', ...GATEWAY_KEEPS_A_SECOND });
      if (failure) res.set(ACCESS_UNVERIFIED_HEADER, '1');
      else res.set(ACCESS_LEVEL_HEADER, accessLevel(req.auth));
      res.status(204).end();
    });
  });
  // The staff dashboard's first call (product rules §7 13), with the HttpOnly staff cookie or a bearer.
  router.get('/user-info/', documented(operations.staffInfo), auth.withStaffCookie.required, (req, res) => {
    res.set(NOT_STORED_HEADERS).json(staffInfo(req.auth!));
  });
  return router;
}
