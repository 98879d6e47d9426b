import { contactOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type Response } from 'express';
import { CONTACT_SENT, contactRequestSchema, type DetailResponse } from '@vantage/contracts/auth';
import type { Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { jsonBody } from '../http';
import type { RateLimits } from '../rate-limit/limiters';
import type { ContactService } from './service';

export function contactRouter(deps: { contact: ContactService; auth: Authenticator; limits: RateLimits }): Router {
  const { contact, auth, limits } = deps;
  const router = Router();

  // Authentication first: the per-sender limit counts a signed-in sender by account.
  router.post(
    '/api/users/contact/',
    documented(contactOperation),
    auth.optional,
    ...limits.contact,
    async (req, res: Response<DetailResponse>) => {
      const body = jsonBody(req);
      // Support replies to the account's address when the sender is signed in, whatever the body says.
      const input = req.auth && typeof body === 'object' ? { ...body, email: req.auth.email } : body;
      await contact.send(parseInput(contactRequestSchema, input));
      res.status(201).json({ detail: CONTACT_SENT });
    },
  );

  return router;
}
