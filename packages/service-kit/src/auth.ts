import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { isTierType } from '@vantage/contracts/tiers';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { API_KEY_MESSAGES } from '@vantage/contracts/api-key-rules';
import { apiKeyOf, createApiKeyCheck, refuseApiKeys, type KeyHolder } from './api-key-check';
import { STAFF_COOKIE } from '@vantage/contracts/auth-rules';
import { badRequest, forbidden, HttpError, unauthorized } from './errors';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createJwksKeyResolver,
  keyIdOf,
  type JwksFetch,
  type AccessClaims,
} from './jwt';
import type { Logger } from './logger';
import { REVOCATIONS_PATH, sharedRevocationFeed, type RevocationSource } from './revocations';

export { STAFF_COOKIE };
export const CROSS_SITE_COOKIE_DETAIL = 'The staff cookie is not accepted on requests started by another site.';
/** A token issued before its user's rights changed: the client refreshes it (one 401, then a new token). */
export const REVOKED_TOKEN_DETAIL = 'Token was issued before your account changed; sign in again.';
/** A token of a session that ended (signed out, or its refresh token was stolen and reused). */
export const ENDED_SESSION_DETAIL = 'This session has ended; sign in again.';
const CROSS_SITE_FETCHES = new Set(['cross-site', 'same-site']);

export interface AuthUser extends AccessClaims {
  id: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthUser;
  }
}

function cookieToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== STAFF_COOKIE) continue;
    // A malformed escape is a token that will not verify (a 401), not a server error.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('=');
    }
  }
  return null;
}

function toUser(payload: Record<string, unknown>): AuthUser | null {
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  const tier = isTierType(payload.tier) ? payload.tier : 'free';
  return {
    id: payload.sub,
    sub: payload.sub,
    email: payload.email,
    username: typeof payload.username === 'string' ? payload.username : null,
    is_staff: payload.is_staff === true,
    tier,
    ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
  };
}

const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens that passed verification, by their exact text, until their `exp`. The same text verifies the same
 * way until then (keys are never withdrawn from a running verifier), so a signed-in page's calls skip the
 * signature check after the first; a changed byte is a different key and is verified in full.
 */
interface Verified {
  user: AuthUser;
  /** Seconds; compared with the user's revocation stamp on every use, cached or not. */
  issuedAt: number;
}

class VerifiedTokens {
  private readonly users = new Map<string, Verified & { expiresAt: number }>();

  get(token: string): Verified | null {
    const entry = this.users.get(token);
    if (!entry) return null;
    if (Date.now() < entry.expiresAt) return entry;
    this.users.delete(token);
    return null;
  }

  remember(token: string, verified: Verified, exp: unknown): void {
    if (typeof exp !== 'number') return;
    // Oldest first out: Map keeps insertion order.
    if (this.users.size >= VERIFIED_TOKENS_KEPT) this.users.delete(this.users.keys().next().value!);
    // Frozen: every request with this token shares the object.
    this.users.set(token, { user: Object.freeze(verified.user), issuedAt: verified.issuedAt, expiresAt: exp * 1000 });
  }
}

/** The readiness condition of a service that verifies tokens: svc-auth's signing keys read once (`loadKeys`). */
export const SIGNING_KEYS = "svc-auth's signing keys";

export interface Authenticator {
  /** Sets req.auth when a valid token is present; anonymous requests pass. An invalid token is a 401. */
  optional: RequestHandler;
  /**
   * Checks and counts an X-API-Key, if the request carries one, and sets req.auth to its holder; mounted in front
   * of every route of a service that takes keys, so no route can leave a key unchecked. Where this authenticator
   * takes no keys, a key is refused. The routes' own checks reuse the verdict: a call is counted once.
   */
  apiKeys: RequestHandler;
  /** 401 unless a valid access token is present. */
  required: RequestHandler;
  /** 401 without a valid token, 403 unless the token's user is staff. */
  staff: RequestHandler;
  /** The same checks, also accepting the HttpOnly staff cookie (same keys, same verified-token memory). */
  withStaffCookie: Omit<Authenticator, 'withStaffCookie' | 'loadKeys' | 'apiKeys'>;
  /** Reads svc-auth's signing keys now; rejects while they cannot be read (readiness: keys reached once). */
  loadKeys(): Promise<void>;
}

/**
 * Verifies svc-auth's access tokens with passport-jwt against its JWKS: ES256 only (no `none`, no HS256
 * with the public key), issuer and audience checked. `allowCookie` accepts the staff cookie as well.
 * `fetchJwks` replaces the HTTP fetch: svc-auth reads its own key store instead of calling itself.
 * A token issued at or before its user's revocation stamp is refused (`revocations`: by default svc-auth's
 * feed beside the JWKS, polled every second; svc-auth passes its own stamps).
 */
export function createAuthenticator(options: {
  jwksUrl: string;
  allowCookie?: boolean;
  fetchJwks?: JwksFetch;
  revocations?: RevocationSource;
  logger?: Logger;
  /** Also accept a Pro member's personal API key (X-API-Key) on read calls, checked with svc-auth. */
  acceptApiKeys?: boolean;
}): Authenticator {
  const revocations =
    options.revocations ?? sharedRevocationFeed(new URL(REVOCATIONS_PATH, options.jwksUrl).toString(), options.logger);
  const resolveKey = createJwksKeyResolver(options.jwksUrl, options.fetchJwks, options.logger);
  const verified = new VerifiedTokens();
  const keyCheck = options.acceptApiKeys ? onceARequest(createApiKeyCheck(options.jwksUrl, options.logger)) : null;
  const withStaffCookie = checks(resolveKey, verified, revocations, true, keyCheck);
  return {
    ...(options.allowCookie ? withStaffCookie : checks(resolveKey, verified, revocations, false, keyCheck)),
    withStaffCookie,
    apiKeys: keyCheck ? keyHolder(keyCheck) : refuseApiKeys,
    loadKeys: resolveKey.load,
  };
}

type KeyCheck = ReturnType<typeof createApiKeyCheck>;

/** Asks about a request's key once, however many checks it passes (the service-wide one, then a route's). */
function onceARequest(check: KeyCheck): KeyCheck {
  const asked = new WeakMap<Request, Promise<KeyHolder>>();
  return (req, res, key) => {
    let answer = asked.get(req);
    if (!answer) asked.set(req, (answer = check(req, res, key)));
    return answer;
  };
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The request's key holder as req.auth (a key reads with its member's level, never as staff). */
function withKeyHolder(check: KeyCheck, req: Request, res: Response, key: string, next: NextFunction): void {
  check(req, res, key).then((holder) => {
    req.auth = { ...holder, sub: holder.id, is_staff: false };
    next();
  }, next);
}

function keyHolder(check: KeyCheck): RequestHandler {
  return (req, res, next) => {
    const key = apiKeyOf(req);
    if (!key) return next();
    if (bearerToken(req)) return next(badRequest(API_KEY_MESSAGES.both));
    withKeyHolder(check, req, res, key, next);
  };
}

function checks(
  resolveKey: ReturnType<typeof createJwksKeyResolver>,
  verified: VerifiedTokens,
  revocations: RevocationSource,
  allowCookie: boolean,
  keyCheck: KeyCheck | null,
): Omit<Authenticator, 'withStaffCookie' | 'loadKeys' | 'apiKeys'> {
  const extractors = [ExtractJwt.fromAuthHeaderAsBearerToken()];
  if (allowCookie) extractors.push(cookieToken);
  const extract = ExtractJwt.fromExtractors(extractors);
  const passport = new Passport();
  passport.use(
    new JwtStrategy(
      {
        jwtFromRequest: extract,
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        secretOrKeyProvider: (_req: Request, rawJwt: string, done: (err: unknown, key?: string) => void) => {
          resolveKey(keyIdOf(rawJwt))
            .then((key) =>
              // The KeyObject itself (jsonwebtoken 9 takes one; the typings say string): a PEM string
              // would be parsed into a key again on every request.
              key
                ? done(null, key as unknown as string)
                : done(unauthorized('Given token not valid for any token type')),
            )
            .catch(done);
        },
      },
      (
        payload: Record<string, unknown>,
        done: (err: unknown, user?: AuthUser | false, info?: { exp: unknown; iat: unknown }) => void,
      ) => {
        done(null, toUser(payload) ?? false, { exp: payload.exp, iat: payload.iat });
      },
    ),
  );

  const authenticate =
    (mode: 'optional' | 'required' | 'staff'): RequestHandler =>
    (req, res, next) => {
      const token = extract(req);
      const apiKey = keyCheck ? apiKeyOf(req) : null;
      if (apiKey && bearerToken(req)) return next(badRequest(API_KEY_MESSAGES.both));
      if (apiKey && keyCheck) {
        if (mode === 'staff') return next(forbidden('Access denied. Admin privileges required.'));
        return withKeyHolder(keyCheck, req, res, apiKey, next);
      }
      if (!token) {
        if (mode === 'optional') return next();
        return next(unauthorized());
      }
      // The cookie is sent by the browser on its own: beyond SameSite=Strict, a request another site
      // started (the browser says so in Sec-Fetch-Site) never counts as the staff member's.
      if (!bearerToken(req) && CROSS_SITE_FETCHES.has(String(req.headers['sec-fetch-site']))) {
        return next(forbidden(CROSS_SITE_COOKIE_DETAIL));
      }
      const accept = async ({ user, issuedAt }: Verified) => {
        const notBefore = await revocations.notBefore(user.id);
        if (notBefore !== undefined && issuedAt <= notBefore) return next(unauthorized(REVOKED_TOKEN_DETAIL));
        if (user.sid !== undefined && revocations.sessionEnded(user.sid))
          return next(unauthorized(ENDED_SESSION_DETAIL));
        if (mode === 'staff' && !user.is_staff) return next(forbidden('Access denied. Admin privileges required.'));
        req.auth = user;
        next();
      };
      const known = verified.get(token);
      if (known) return void accept(known).catch(next);
      passport.authenticate(
        'jwt',
        { session: false },
        (err: unknown, user: AuthUser | false, info: { exp?: unknown; iat?: unknown } | HttpError | undefined) => {
          if (err) return next(err);
          // The key lookup's verdict (an unknown key; keys unavailable, a 503), passed on by passport-jwt as a failure.
          if (info instanceof HttpError) return next(info);
          // No iat: nothing to compare with a revocation, so such a token is not accepted.
          if (!user || typeof info?.iat !== 'number')
            return next(unauthorized('Given token not valid for any token type'));
          const entry = { user, issuedAt: info.iat };
          verified.remember(token, entry, info.exp);
          accept(entry).catch(next);
        },
      )(req, res, next);
    };

  return { optional: authenticate('optional'), required: authenticate('required'), staff: authenticate('staff') };
}
