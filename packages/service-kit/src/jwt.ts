import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TierType } from '@vantage/contracts/tiers';
import { z } from 'zod';
import { serviceUnavailable } from './errors';
import { HttpClient } from './http-client';
import type { Logger } from './logger';

/** The access-token contract between svc-auth (signer) and every other service (verifiers). */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
export const ACCESS_TOKEN_ISSUER = 'vantage-auth';
export const ACCESS_TOKEN_AUDIENCE = 'vantage';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  email: string;
  username: string | null;
  is_staff: boolean;
  tier: TierType;
  /** The session (svc-auth's refresh-token family) the token was issued in: ending it refuses the token. */
  sid?: string;
}

export interface SigningKey {
  kid: string;
  privateKeyPem: string;
}

/**
 * `issuedAt` (seconds) is when the rights in `claims` were read, not when they are signed: a change that
 * commits in between is stamped after it, so the token is refused once the change is known.
 */
export function signAccessToken(
  key: SigningKey,
  claims: AccessClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  issuedAt?: number,
): string {
  const { sub, ...rest } = claims;
  return jwt.sign(issuedAt === undefined ? rest : { ...rest, iat: issuedAt }, key.privateKeyPem, {
    algorithm: ACCESS_TOKEN_ALGORITHM,
    keyid: key.kid,
    subject: sub,
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** Calls between services carry svc-auth-signed tokens for this audience, never accepted as a user's token. */
export const SERVICE_TOKEN_AUDIENCE = 'vantage-internal';
export const SERVICE_TOKEN_TTL_SECONDS = 60;

/** A short-lived token naming the calling service as subject, for another service's /internal routes. */
export function signServiceToken(key: SigningKey, service: string, ttlSeconds = SERVICE_TOKEN_TTL_SECONDS): string {
  return jwt.sign({}, key.privateKeyPem, {
    algorithm: ACCESS_TOKEN_ALGORITHM,
    keyid: key.kid,
    subject: service,
    issuer: ACCESS_TOKEN_ISSUER,
    audience: SERVICE_TOKEN_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** The public half of a signing key as a JWK for `/api/auth/jwks.json`. */
export function publicJwk(key: SigningKey): JsonWebKey & { kid: string; alg: string; use: string } {
  const jwk = createPublicKey(key.privateKeyPem).export({ format: 'jwk' });
  return { ...jwk, kid: key.kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
}

/** The `kid` in a token's header, read without verifying anything: it only picks the key to verify with. */
export function keyIdOf(token: string): string | undefined {
  const decoded = jwt.decode(token, { complete: true });
  return decoded && typeof decoded === 'object' ? decoded.header.kid : undefined;
}

export type JwksFetch = (url: string) => Promise<{ keys: Array<JsonWebKey & { kid?: string }> }>;

const jwksSchema = z.object({ keys: z.array(z.looseObject({ kid: z.string().optional() })) });

/** Asked once per attempt: the resolver below backs off between attempts itself. */
const jwksHttp = new HttpClient({ timeoutMs: 3000, retries: 0, backoffMs: 0 });

const defaultFetch: JwksFetch = async (url) =>
  (await jwksHttp.json(url, jwksSchema, { name: 'JWKS' })) as { keys: Array<JsonWebKey & { kid?: string }> };

/**
 * Resolves a token's `kid` to a public key from svc-auth's JWKS, caching keys and refetching at most
 * every 10 s when an unknown kid appears (key rotation) so a flood of forged kids cannot hammer svc-auth.
 * When the JWKS cannot be read, a token whose key is not cached is neither good nor bad yet: the lookup fails
 * with a 503 to try again (a 401 would tell the client its session is over), logged once per outage. During an
 * outage the JWKS is asked again with backoff (1 s, doubling to 30 s), and requests in between are answered
 * 503 at once instead of each waiting out a fetch. `load()` reads the keys now (readiness: reached once).
 */
export function createJwksKeyResolver(jwksUrl: string, fetchJwks: JwksFetch = defaultFetch, logger?: Logger) {
  const keys = new Map<string, KeyObject>();
  let lastFetch = 0;
  let inFlight: Promise<void> | null = null;
  let failing = false;
  let retryDelayMs = 0;
  let retryAt = 0;

  async function refresh(): Promise<void> {
    inFlight ??= fetchJwks(jwksUrl)
      .then((body) => {
        for (const jwk of body.keys) {
          if (jwk.kid) keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
        }
        lastFetch = Date.now();
        if (failing) logger?.info({ url: jwksUrl }, 'signing keys readable again');
        failing = false;
        retryDelayMs = 0;
      })
      .catch((err: unknown) => {
        if (!failing)
          logger?.warn({ err, url: jwksUrl }, 'signing keys unavailable; tokens with unknown keys answered 503');
        failing = true;
        retryDelayMs = Math.min(Math.max(retryDelayMs * 2, 1000), 30_000);
        retryAt = Date.now() + retryDelayMs;
        throw Object.assign(serviceUnavailable(), { cause: err });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function resolve(kid: string | undefined): Promise<KeyObject | null> {
    if (!kid) return null;
    const cached = keys.get(kid);
    if (cached) return cached;
    if (Date.now() - lastFetch > 10_000 || keys.size === 0) {
      if (failing && Date.now() < retryAt) throw serviceUnavailable();
      await refresh();
    }
    return keys.get(kid) ?? null;
  }
  return Object.assign(resolve, { load: refresh });
}
