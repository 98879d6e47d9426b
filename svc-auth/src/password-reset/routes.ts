import { passwordResetOperation, passwordResetConfirmOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type Response } from 'express';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type DetailResponse,
} from '@vantage/contracts/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { jsonBody } from '../http';
import type { DeviceProofs } from '../devices/device-proof';
import type { RateLimits } from '../rate-limit/limiters';
import type { PasswordResetService } from './service';

export function passwordResetRouter(deps: {
  resets: PasswordResetService;
  limits: RateLimits;
  devices: DeviceProofs;
}): Router {
  const { resets, limits, devices } = deps;
  const router = Router();

  router.post(
    '/api/auth/password-reset/',
    documented(passwordResetOperation),
    ...limits.passwordReset,
    async (req, res: Response<DetailResponse>) => {
      const { email } = parseInput(passwordResetRequestSchema, jsonBody(req));
      resets.request(email);
      res.json({ detail: PASSWORD_RESET_REQUESTED });
    },
  );

  router.post(
    '/api/auth/password-reset/confirm/',
    documented(passwordResetConfirmOperation),
    ...limits.passwordResetConfirm,
    async (req, res: Response<DetailResponse>) => {
      const email = await resets.confirm(parseInput(passwordResetConfirmSchema, jsonBody(req)));
      // Opening the emailed link proves the account is this person's: this device may sign in while
      // strangers' guesses hold the account's limit.
      devices.remember(req, res, email);
      res.json({ detail: PASSWORD_RESET_DONE });
    },
  );

  return router;
}
