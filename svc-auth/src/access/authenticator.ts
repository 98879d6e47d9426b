import { createAuthenticator, type Authenticator } from '@vantage/service-kit/auth';
import type { KeyStore } from '../keys/key-store';
import type { RightsRegistry } from '../rights/registry';

/**
 * The same passport-jwt verification every service uses (ES256 only, issuer and audience checked), reading
 * the keys from svc-auth's own key store rather than calling its JWKS endpoint over HTTP.
 */
export function createLocalAuthenticator(
  keys: KeyStore,
  rights: RightsRegistry,
  options: { allowCookie?: boolean } = {},
): Authenticator {
  return createAuthenticator({
    jwksUrl: '/api/auth/jwks.json',
    allowCookie: options.allowCookie,
    fetchJwks: async () => keys.jwks,
    revocations: rights,
  });
}
