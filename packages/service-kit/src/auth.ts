import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { forbidden, HttpError, unauthorized } from './errors';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createJwksKeyResolver,
  type JwksFetch,
  type AccessClaims,
  type Tier,
} from './jwt';

/** The staff cookie set at admin login: HttpOnly, SameSite=Strict, carries an access token. */
export const STAFF_COOKIE = 'vantage_staff';

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
    if (name === STAFF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

const TIERS: readonly Tier[] = ['free', 'basic', 'pro'];

function toUser(payload: Record<string, unknown>): AuthUser | null {
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  const tier = TIERS.includes(payload.tier as Tier) ? (payload.tier as Tier) : 'free';
  return {
    id: payload.sub,
    sub: payload.sub,
    email: payload.email,
    username: typeof payload.username === 'string' ? payload.username : null,
    is_staff: payload.is_staff === true,
    tier,
  };
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
  passport.use(
    new JwtStrategy(
      {
        jwtFromRequest: extract,
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        secretOrKeyProvider: (_req: Request, rawJwt: string, done: (err: unknown, key?: string) => void) => {
          const decoded = jwt.decode(rawJwt, { complete: true });
          const kid = decoded && typeof decoded === 'object' ? decoded.header.kid : undefined;
          resolveKey(kid)
            .then((key) =>
              key
                ? done(null, key.export({ format: 'pem', type: 'spki' }).toString())
                : done(unauthorized('Given token not valid for any token type')),
            )
            .catch(done);
        },
      },
      (payload: Record<string, unknown>, done: (err: unknown, user?: AuthUser | false) => void) => {
        done(null, toUser(payload) ?? false);
      },
    ),
  );

  const authenticate =
    (mode: 'optional' | 'required' | 'staff'): RequestHandler =>
    (req, res, next) => {
      if (!extract(req)) {
        if (mode === 'optional') return next();
        return next(unauthorized());
      }
      passport.authenticate('jwt', { session: false }, (err: unknown, user: AuthUser | false) => {
        if (err instanceof HttpError) return next(err);
        if (err) return next(err);
        if (!user) return next(unauthorized('Given token not valid for any token type'));
        if (mode === 'staff' && !user.is_staff) return next(forbidden('Access denied. Admin privileges required.'));
        req.auth = user;
        next();
      })(req, res, next);
    };

  return { optional: authenticate('optional'), required: authenticate('required'), staff: authenticate('staff') };
}
