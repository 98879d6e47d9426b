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
import type { RateLimits } from '../rate-limit/limiters';
import type { PasswordResetService } from './service';

export function passwordResetRouter(deps: { resets: PasswordResetService; limits: RateLimits }): Router {
  const { resets, limits } = deps;
  const router = Router();

  router.post('/api/auth/password-reset/', ...limits.passwordReset, async (req, res: Response<DetailResponse>) => {
    const { email } = parseInput(passwordResetRequestSchema, jsonBody(req));
    await resets.request(email);
    res.json({ detail: PASSWORD_RESET_REQUESTED });
  });

  router.post(
    '/api/auth/password-reset/confirm/',
    ...limits.passwordResetConfirm,
    async (req, res: Response<DetailResponse>) => {
      await resets.confirm(parseInput(passwordResetConfirmSchema, jsonBody(req)));
      res.json({ detail: PASSWORD_RESET_DONE });
    },
  );

  return router;
}
