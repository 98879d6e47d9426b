import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { isTierType } from '@vantage/contracts/tiers';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { forbidden, HttpError, unauthorized } from './errors';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createJwksKeyResolver,
  keyIdOf,
  type JwksFetch,
  type AccessClaims,
} from './jwt';

/** The staff cookie set at admin login: HttpOnly, SameSite=Strict, carries an access token. */
export const STAFF_COOKIE = 'vantage_staff';
export const CROSS_SITE_COOKIE_DETAIL = 'The staff cookie is not accepted on requests started by another site.';
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
  };
}

const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens that passed verification, by their exact text, until their `exp`. The same text verifies the same
 * way until then (keys are never withdrawn from a running verifier), so a signed-in page's calls skip the
 * signature check after the first; a changed byte is a different key and is verified in full.
 */
class VerifiedTokens {
  private readonly users = new Map<string, { user: AuthUser; expiresAt: number }>();

  get(token: string): AuthUser | null {
    const entry = this.users.get(token);
    if (!entry) return null;
    if (Date.now() < entry.expiresAt) return entry.user;
    this.users.delete(token);
    return null;
  }

  remember(token: string, user: AuthUser, exp: unknown): void {
    if (typeof exp !== 'number') return;
    // Oldest first out: Map keeps insertion order.
    if (this.users.size >= VERIFIED_TOKENS_KEPT) this.users.delete(this.users.keys().next().value!);
    // Frozen: every request with this token shares the object.
    this.users.set(token, { user: Object.freeze(user), expiresAt: exp * 1000 });
  }
}

export interface Authenticator {
  /** Sets req.auth when a valid token is present; anonymous requests pass. An invalid token is a 401. */
  optional: RequestHandler;
  /** 401 unless a valid access token is present. */
  required: RequestHandler;
  /** 401 without a valid token, 403 unless the token's user is staff. */
  staff: RequestHandler;
}

/**
 * Verifies svc-auth's access tokens with passport-jwt against its JWKS: ES256 only (no `none`, no HS256
 * with the public key), issuer and audience checked. `allowCookie` accepts the staff cookie as well.
 * `fetchJwks` replaces the HTTP fetch: svc-auth reads its own key store instead of calling itself.
 */
export function createAuthenticator(options: {
  jwksUrl: string;
  allowCookie?: boolean;
  fetchJwks?: JwksFetch;
}): Authenticator {
  const resolveKey = createJwksKeyResolver(options.jwksUrl, options.fetchJwks);
  const extractors = [ExtractJwt.fromAuthHeaderAsBearerToken()];
  if (options.allowCookie) extractors.push(cookieToken);
  const extract = ExtractJwt.fromExtractors(extractors);
  const passport = new Passport();
  const verified = new VerifiedTokens();
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
        done: (err: unknown, user?: AuthUser | false, info?: { exp: unknown }) => void,
      ) => {
        done(null, toUser(payload) ?? false, { exp: payload.exp });
      },
    ),
  );

  const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();
  const authenticate =
    (mode: 'optional' | 'required' | 'staff'): RequestHandler =>
    (req, res, next) => {
      const token = extract(req);
      if (!token) {
        if (mode === 'optional') return next();
        return next(unauthorized());
      }
      // The cookie is sent by the browser on its own: beyond SameSite=Strict, a request another site
      // started (the browser says so in Sec-Fetch-Site) never counts as the staff member's.
      if (!bearerToken(req) && CROSS_SITE_FETCHES.has(String(req.headers['sec-fetch-site']))) {
        return next(forbidden(CROSS_SITE_COOKIE_DETAIL));
      }
      const accept = (user: AuthUser) => {
        if (mode === 'staff' && !user.is_staff) return next(forbidden('Access denied. Admin privileges required.'));
        req.auth = user;
        next();
      };
      const known = verified.get(token);
      if (known) return accept(known);
      passport.authenticate(
        'jwt',
        { session: false },
        (err: unknown, user: AuthUser | false, info: { exp?: unknown } | undefined) => {
          if (err instanceof HttpError) return next(err);
          if (err) return next(err);
          if (!user) return next(unauthorized('Given token not valid for any token type'));
          verified.remember(token, user, info?.exp);
          accept(user);
        },
      )(req, res, next);
    };

  return { optional: authenticate('optional'), required: authenticate('required'), staff: authenticate('staff') };
}
