import { unsubscribePageOperation, unsubscribeOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router } from 'express';
import type { DigestService } from './service';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Vantage</title></head>
<body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5">
<p><a href="/" style="font-weight:700;font-size:20px;color:#1677ff;text-decoration:none">Vantage</a></p>
<h1 style="font-size:22px">${title}</h1>
${body}
</body></html>`;

export const UNSUBSCRIBED = 'You will no longer receive the daily digest.';

/**
 * The digest's unsubscribe link, which needs no sign-in: GET shows a button (a link scanner that fetches the URL
 * unsubscribes no one), POST turns email notifications off, also as mail clients' one-click unsubscribe
 * (RFC 8058). Idempotent; an unknown token is a 404 page.
 */
export function digestRouter(digests: DigestService): Router {
  const router = Router();
  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown }).token;
    return typeof token === 'string' && TOKEN.test(token) ? token : null;
  };
  const invalid = page('This link is not valid', '<p>Open Settings on Vantage to choose which emails you get.</p>');

  router.get('/api/users/unsubscribe/', documented(unsubscribePageOperation), (req, res) => {
    const token = tokenOf(req.query);
    res.set('Cache-Control', 'no-store').type('html');
    if (!token) return void res.status(404).send(invalid);
    res.send(
      page(
        'Unsubscribe from the daily digest?',
        `<form method="post" action="/api/users/unsubscribe/?token=${token}">
<button type="submit" style="font-size:16px;padding:8px 16px">Unsubscribe</button></form>
<p>You can turn it back on in <a href="/settings">Settings</a> (Email notifications).</p>`,
      ),
    );
  });

  router.post('/api/users/unsubscribe/', documented(unsubscribeOperation), async (req, res) => {
    const token = tokenOf(req.query);
    res.set('Cache-Control', 'no-store').type('html');
    if (!token || !(await digests.unsubscribe(token))) return void res.status(404).send(invalid);
    res.send(
      page(
        'Unsubscribed',
        `<p>${UNSUBSCRIBED}</p><p>You can turn it back on in <a href="/settings">Settings</a> (Email notifications).</p>`,
      ),
    );
  });

  return router;
}
