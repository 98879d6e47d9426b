import { staffLoginOperation, staffLogoutOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type Response } from 'express';
import {
  refreshRequestSchema,
  sameSiteNext,
  staffLoginRequestSchema,
  type DetailResponse,
  type StaffLoginResponse,
} from '@vantage/contracts/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { loginFailed, type AccountService } from '../accounts/service';
import type { DeviceProofs } from '../devices/device-proof';
import { jsonBody } from '../http';
import type { RateLimits } from '../rate-limit/limiters';
import type { SessionService } from '../sessions/service';
import { toUserProfile } from '../users/presenter';
import { clearStaffCookie, setStaffCookie } from './cookie';

export const STAFF_HOME = '/yoko/trends';

/** Admin login for the staff area (/accounts/login/): staff only, sets the HttpOnly staff cookie. */
export function staffRouter(deps: {
  accounts: AccountService;
  sessions: SessionService;
  limits: RateLimits;
  devices: DeviceProofs;
}): Router {
  const { accounts, sessions, limits, devices } = deps;
  const router = Router();

  router.post(
    '/api/auth/staff-login/',
    documented(staffLoginOperation),
    ...limits.staffLogin,
    async (req, res: Response<StaffLoginResponse>) => {
      const input = parseInput(staffLoginRequestSchema, jsonBody(req));
      const user = await accounts.authenticate(input);
      // A member's right password answers as a wrong one: a distinct answer would tell a guesser that the
      // password is right (and worth trying at the member login) without the staff flag.
      if (!user.isStaff) throw loginFailed();
      devices.remember(req, res, user.email);
      const tokens = await sessions.start(user);
      setStaffCookie(req, res, tokens.access);
      res.json({ ...tokens, user: toUserProfile(user), next: sameSiteNext(input.next, STAFF_HOME) });
    },
  );

  router.post(
    '/api/auth/staff-logout/',
    documented(staffLogoutOperation),
    async (req, res: Response<DetailResponse>) => {
      const body = jsonBody(req) as { refresh?: unknown };
      // The refresh token is optional here; when sent, its session ends too.
      if (body.refresh !== undefined) await sessions.end(parseInput(refreshRequestSchema, body).refresh);
      clearStaffCookie(req, res);
      res.json({ detail: 'Successfully logged out.' });
    },
  );

  return router;
}
