import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { unauthorized } from './errors';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_ISSUER,
  createJwksKeyResolver,
  keyIdOf,
  SERVICE_TOKEN_AUDIENCE,
  type JwksFetch,
} from './jwt';

/**
 * Guards /internal routes: only a service token signed by svc-auth (JWKS, ES256, internal audience)
 * whose subject is one of `callers` passes. The gateway never routes /internal, and this holds even
 * when something else on the network can reach the service.
 */
export function requireServiceToken(options: {
  jwksUrl: string;
  callers: readonly string[];
  fetchJwks?: JwksFetch;
}): RequestHandler {
  const resolveKey = createJwksKeyResolver(options.jwksUrl, options.fetchJwks);
  return (req, _res, next) => {
    const token = req.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    if (!token) return next(unauthorized());
    resolveKey(keyIdOf(token))
      .then((key) => {
        if (!key) return next(unauthorized('Given token not valid for any token type'));
        const claims = jwt.verify(token, key, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: SERVICE_TOKEN_AUDIENCE,
        });
        if (typeof claims === 'string' || !options.callers.includes(claims.sub ?? '')) {
          return next(unauthorized('Given token not valid for any token type'));
        }
        next();
      })
      .catch((err: unknown) =>
        next(err instanceof jwt.JsonWebTokenError ? unauthorized('Given token not valid for any token type') : err),
      );
  };
}
