import {
  sandboxCancelOperation,
  sandboxCheckoutOperation,
  sandboxPayOperation,
  sandboxPortalOperation,
  sandboxStyleOperation,
} from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import express, { Router, type Response } from 'express';
import { checkoutPage, messagePage, portalPage } from './pages';
import { SANDBOX_BASE } from './provider';
import { SANDBOX_ID } from './repository';
import type { SandboxPage, SandboxService } from './service';
import { SANDBOX_CSS } from './styles';

// The gateway adds its own CSP; this one holds when the service is reached directly too.
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  // The session id in the URL is the key to the page: never leak it to another site.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

function sendPage(res: Response, status: number, body: string): void {
  res.status(status).set(PAGE_HEADERS).type('html').send(body);
}

function sendUnavailable(res: Response, page: SandboxPage<unknown>): void {
  if (page.kind === 'expired') {
    sendPage(res, 410, messagePage('Session expired', 'This sandbox session has expired. Choose a plan again.'));
  } else {
    sendPage(res, 404, messagePage('Session not found', 'This sandbox session does not exist.'));
  }
}

/** Pages standing in for Stripe Checkout and the billing portal when Stripe keys are not configured. */
export function sandboxRouter(sandbox: SandboxService): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 });

  router.get('/sandbox.css', documented(sandboxStyleOperation), (_req, res) => {
    res
      .set({ 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
      .type('css')
      .send(SANDBOX_CSS);
  });

  router.param('sessionId', (req, res, next, id: string) => {
    if (SANDBOX_ID.test(id)) return next();
    sendUnavailable(res, { kind: 'not_found' });
  });

  router.get('/checkout/:sessionId', documented(sandboxCheckoutOperation), async (req, res) => {
    const sessionId = String(req.params.sessionId);
    const page = await sandbox.checkout(sessionId);
    if (page.kind !== 'ok') return sendUnavailable(res, page);
    if (page.value.session.status === 'complete') return res.redirect(303, successUrl(sessionId));
    sendPage(res, 200, checkoutPage(page.value));
  });

  router.post('/checkout/:sessionId', documented(sandboxPayOperation), async (req, res) => {
    const sessionId = String(req.params.sessionId);
    const page = await sandbox.completeCheckout(sessionId);
    if (page.kind !== 'ok') return sendUnavailable(res, page);
    res.redirect(303, successUrl(sessionId));
  });

  router.get('/portal/:sessionId', documented(sandboxPortalOperation), async (req, res) => {
    const page = await sandbox.portal(String(req.params.sessionId));
    if (page.kind !== 'ok') return sendUnavailable(res, page);
    sendPage(res, 200, portalPage(page.value, req.query.canceled === '1'));
  });

  router.post('/portal/:sessionId/cancel', documented(sandboxCancelOperation), form, async (req, res) => {
    // Anything but an id the portal page could have rendered cancels nothing.
    const subscriptionId =
      typeof req.body?.subscription_id === 'string' && SUBSCRIPTION_ID.test(req.body.subscription_id)
        ? req.body.subscription_id
        : '';
    const sessionId = String(req.params.sessionId);
    const result = await sandbox.cancel(sessionId, subscriptionId);
    if (result.kind !== 'ok') return sendUnavailable(res, result);
    res.redirect(303, `${SANDBOX_BASE}/portal/${sessionId}${result.value ? '?canceled=1' : ''}`);
  });

  return router;
}

const SUBSCRIPTION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** Same origin as the page, so no PUBLIC_URL is needed (the sandbox is always served through the site). */
function successUrl(sessionId: string): string {
  return `/subscription/success?session_id=${encodeURIComponent(sessionId)}`;
}
