import { createAuthenticator, type Authenticator } from '@vantage/service-kit/auth';
import type { KeyStore } from '../keys/key-store';

/**
 * The same passport-jwt verification every service uses (ES256 only, issuer and audience checked). The
 * kit reads keys from a JWKS URL; svc-auth holds its keys in process, so it hands over its JWKS as a
 * data: URL instead of calling itself over HTTP.
 */
export function createLocalAuthenticator(keys: KeyStore, options: { allowCookie?: boolean } = {}): Authenticator {
  const jwksUrl = `data:application/json,${encodeURIComponent(JSON.stringify(keys.jwks))}`;
  return createAuthenticator({ jwksUrl, allowCookie: options.allowCookie });
}
