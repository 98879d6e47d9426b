import { Router, type Response } from 'express';
import {
  MESSAGES,
  refreshRequestSchema,
  staffLoginRequestSchema,
  type DetailResponse,
  type StaffLoginResponse,
} from '@vantage/contracts/auth';
import { forbidden, parseInput } from '@vantage/service-kit/errors';
import type { AccountService } from '../accounts/service';
import { jsonBody } from '../http';
import type { RateLimits } from '../rate-limit/limiters';
import type { SessionService } from '../sessions/service';
import { toUserProfile } from '../users/presenter';
import { clearStaffCookie, setStaffCookie } from './cookie';

export const STAFF_HOME = '/yoko/trends';

/** Only same-site paths: `/x`, never `//host`, `/\host` or a scheme, so login cannot redirect away. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return STAFF_HOME;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001F\u007F\\]/.test(next) ? STAFF_HOME : next;
}

/** Admin login for the staff area (/accounts/login/): staff only, sets the HttpOnly staff cookie. */
export function staffRoutes(deps: { accounts: AccountService; sessions: SessionService; limits: RateLimits }): Router {
  const { accounts, sessions, limits } = deps;
  const router = Router();

  router.post('/api/auth/staff-login/', ...limits.staffLogin, async (req, res: Response<StaffLoginResponse>) => {
    const input = parseInput(staffLoginRequestSchema, jsonBody(req));
    const user = await accounts.authenticate(input);
    if (!user.isStaff) throw forbidden(MESSAGES.staffOnly);
    const tokens = await sessions.start(user);
    setStaffCookie(req, res, tokens.access);
    res.json({ ...tokens, user: toUserProfile(user), next: safeNext(input.next) });
  });

  router.post('/api/auth/staff-logout/', async (req, res: Response<DetailResponse>) => {
    const body = jsonBody(req) as { refresh?: unknown };
    // The refresh token is optional here; when sent, its session ends too.
    if (body.refresh !== undefined) await sessions.end(parseInput(refreshRequestSchema, body).refresh);
    clearStaffCookie(req, res);
    res.json({ detail: 'Successfully logged out.' });
  });

  return router;
}
