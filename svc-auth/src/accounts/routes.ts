import {
  registerOperation,
  loginOperation,
  refreshOperation,
  logoutOperation,
  logoutAllOperation,
  accountDeleteOperation,
} from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type Request, type Response } from 'express';
import {
  accountDeleteSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  type DetailResponse,
  type RegisterResponse,
  type TokenPair,
} from '@vantage/contracts/auth';
import { STAFF_COOKIE, type Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import type { DeviceProofs } from '../devices/device-proof';
import { jsonBody } from '../http';
import type { RateLimits } from '../rate-limit/limiters';
import type { SessionService } from '../sessions/service';
import { setStaffCookie } from '../staff/cookie';
import type { AccountDeletion } from './deletion';
import type { AccountService } from './service';

const hasStaffCookie = (req: Request) =>
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${STAFF_COOKIE}=`));

export function accountRouter(deps: {
  accounts: AccountService;
  sessions: SessionService;
  limits: RateLimits;
  auth: Authenticator;
  devices: DeviceProofs;
  deletion: AccountDeletion;
}): Router {
  const { accounts, sessions, limits, auth, devices, deletion } = deps;
  const router = Router();

  router.post(
    '/api/register/',
    documented(registerOperation),
    ...limits.register,
    async (req, res: Response<RegisterResponse>) => {
      const input = parseInput(registerRequestSchema, jsonBody(req));
      const registered = await accounts.register(input);
      devices.remember(req, res, registered.user.email);
      res.status(201).json(registered);
    },
  );

  router.post('/api/login/', documented(loginOperation), ...limits.login, async (req, res: Response<TokenPair>) => {
    const user = await accounts.authenticate(parseInput(loginRequestSchema, jsonBody(req)));
    const tokens = await sessions.start(user);
    devices.remember(req, res, user.email);
    res.json(tokens);
  });

  router.post(
    '/api/token/refresh/',
    documented(refreshOperation),
    ...limits.refresh,
    async (req, res: Response<TokenPair>) => {
      const { refresh } = parseInput(refreshRequestSchema, jsonBody(req));
      const rotated = await sessions.refresh(refresh);
      // The staff area's cookie is renewed along with the session it belongs to.
      if (rotated.user.isStaff && hasStaffCookie(req)) setStaffCookie(req, res, rotated.tokens.access);
      res.json(rotated.tokens);
    },
  );

  router.post('/api/auth/logout/', documented(logoutOperation), async (req, res: Response<DetailResponse>) => {
    const { refresh } = parseInput(logoutRequestSchema, jsonBody(req));
    await sessions.end(refresh);
    res.json({ detail: 'Successfully logged out.' });
  });

  // "Log out everywhere": every device's session ends, and access tokens already handed out stop working
  // on every service within seconds (src/rights).
  router.post(
    '/api/auth/logout-all/',
    documented(logoutAllOperation),
    auth.required,
    async (req, res: Response<DetailResponse>) => {
      await sessions.endAll(req.auth!.id);
      res.json({ detail: 'Successfully logged out everywhere.' });
    },
  );

  // The account and everything kept for it, on every service (./deletion.ts); the password proves it is the member.
  router.delete('/api/user/', documented(accountDeleteOperation), auth.required, async (req, res) => {
    const { password } = parseInput(accountDeleteSchema, jsonBody(req));
    await deletion.delete(req.auth!.id, password);
    res.status(204).end();
  });

  return router;
}
