import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicJwk, signAccessToken, type AccessClaims, type SigningKey } from '../jwt';
import { REVOCATIONS_PATH, revocationKey } from '../revocations';

export interface TestTokenIssuer {
  jwksUrl: string;
  key: SigningKey;
  /** An access token as svc-auth would sign it; defaults make a free, non-staff user. */
  token(claims?: Partial<AccessClaims>, ttlSeconds?: number): string;
  /** Refuses the user's tokens issued up to now (svc-auth's revocation feed, which it also serves). */
  revoke(userId: string): void;
  close(): Promise<void>;
}

export function generateSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: randomUUID(), privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

/** Serves a JWKS on a free port so services under test verify real signatures, as against svc-auth. */
export async function startTestTokenIssuer(): Promise<TestTokenIssuer> {
  const key = generateSigningKey();
  const jwks = JSON.stringify({ keys: [publicJwk(key)] });
  const revoked = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const body = req.url === REVOCATIONS_PATH ? JSON.stringify({ revoked: [...revoked] }) : jwks;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/api/auth/jwks.json`,
    key,
    token(claims = {}, ttlSeconds) {
      return signAccessToken(
        key,
        {
          sub: claims.sub ?? randomUUID(),
          email: claims.email ?? 'fan@example.com',
          username: claims.username ?? null,
          is_staff: claims.is_staff ?? false,
          tier: claims.tier ?? 'free',
        },
        ttlSeconds,
      );
    },
    revoke(userId) {
      revoked.set(revocationKey(userId), Math.floor(Date.now() / 1000));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
