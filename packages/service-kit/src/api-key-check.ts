import {
  API_KEY_HEADER,
  API_KEY_MAX_LENGTH,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_RESOLVE_PATH,
} from '@vantage/contracts/api-key-rules';
import { apiKeyResolutionSchema } from '@vantage/contracts/api-keys';
import type { Request, RequestHandler, Response } from 'express';
import { forbidden, HttpError } from './errors';
import { HttpClient } from './http-client';
import type { Logger } from './logger';

const resolveHttp = new HttpClient({ timeoutMs: 2000, retries: 0, backoffMs: 0 });
const READ_METHODS = new Set(['GET', 'HEAD']);

export interface KeyHolder {
  id: string;
  email: string;
  username: string | null;
  tier: 'free' | 'basic' | 'pro';
}

/** The key a request carries in X-API-Key, if any (a repeated header arrives joined: no key's shape, refused). */
export function apiKeyOf(req: Request): string | null {
  const value = req.headers[API_KEY_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Asks svc-auth whose key this is, every call: svc-auth counts the call, applies the key's per-minute limit
 * (shared across replicas) and checks that the key is live and its member still on Pro, so a revoked key or a
 * downgrade stops working within seconds everywhere. Refusals pass through with svc-auth's status and text.
 */
export function createApiKeyCheck(jwksUrl: string, logger?: Logger) {
  const resolveUrl = new URL(API_KEY_RESOLVE_PATH, jwksUrl).toString();
  let failing = false;
  return async (req: Request, res: Response, key: string): Promise<KeyHolder> => {
    if (!READ_METHODS.has(req.method)) throw forbidden(API_KEY_MESSAGES.readOnly);
    // Not shaped like a key: refused here, without asking svc-auth.
    if (!key.startsWith(API_KEY_PREFIX) || key.length > API_KEY_MAX_LENGTH)
      throw new HttpError(401, { detail: API_KEY_MESSAGES.invalid });
    let answer: globalThis.Response;
    try {
      // A POST (each call is counted): sent once, never retried.
      answer = await resolveHttp.request(resolveUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ key }),
        requestId: req.id,
        name: 'API key check',
      });
    } catch (err) {
      if (!failing) logger?.warn({ err }, 'API keys cannot be checked: svc-auth does not answer');
      failing = true;
      throw new HttpError(503, { detail: API_KEY_MESSAGES.unavailable }, { 'Retry-After': '5' });
    }
    if (failing) logger?.info('API keys can be checked again');
    failing = false;
    const body: unknown = await answer.json().catch(() => null);
    // An answer that is not a key holder is svc-auth failing, not the caller: the same 503 as no answer.
    const resolved = answer.ok ? apiKeyResolutionSchema.safeParse(body) : null;
    if (resolved?.success) {
      const holder = resolved.data;
      res.set('X-RateLimit-Remaining', String(holder.remaining));
      return { id: holder.user_id, email: holder.email, username: holder.username, tier: holder.tier };
    }
    if ([401, 403, 429].includes(answer.status)) {
      const detail =
        typeof (body as { detail?: unknown })?.detail === 'string'
          ? (body as { detail: string }).detail
          : API_KEY_MESSAGES.invalid;
      const retryAfter = answer.headers.get('retry-after');
      throw new HttpError(
        answer.status,
        { detail },
        {
          ...(retryAfter && { 'Retry-After': retryAfter }),
          // A key past its calls still hears how many it has left.
          ...(answer.status === 429 && { 'X-RateLimit-Remaining': '0' }),
        },
      );
    }
    throw new HttpError(503, { detail: API_KEY_MESSAGES.unavailable }, { 'Retry-After': '5' });
  };
}

/** Where a service takes no API keys (its calls need a signed-in session): a key is refused, never ignored. */
export const refuseApiKeys: RequestHandler = (req, _res, next) => {
  next(apiKeyOf(req) ? forbidden(API_KEY_MESSAGES.notAccepted) : undefined);
};
