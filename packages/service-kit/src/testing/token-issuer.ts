import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_RESOLVE_PATH,
} from '@vantage/contracts/api-key-rules';
import type { ApiKeyResolution } from '@vantage/contracts/api-keys';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { throttled } from '../errors';
import { publicJwk, signAccessToken, type AccessClaims, type SigningKey } from '../jwt';
import { REVOCATIONS_PATH, revocationKey } from '../revocations';

export interface TestTokenIssuer {
  jwksUrl: string;
  key: SigningKey;
  /** An access token as svc-auth would sign it; defaults make a free, non-staff user. */
  token(claims?: Partial<AccessClaims>, ttlSeconds?: number): string;
  /** Refuses the user's tokens issued up to now (svc-auth's revocation feed, which it also serves). */
  revoke(userId: string): void;
  /**
   * A new API key of a member on `tier`, resolved as svc-auth's key look-up does: refused unless on Pro, counted
   * on every look-up, refused with 429 past its calls for the minute (here the minute starts at the key's first
   * call, so a test's calls never straddle two).
   */
  apiKey(tier?: AccessClaims['tier']): string;
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
  const keys = new Map<string, { holder: ApiKeyResolution; minuteStart: number; calls: number }>();
  const resolveKey = (key: string): [number, object, Record<string, string>?] => {
    const found = keys.get(key);
    if (!found) return [401, { detail: API_KEY_MESSAGES.invalid }];
    if (found.holder.tier !== 'pro') return [403, { detail: API_KEY_MESSAGES.notPro }];
    if (Date.now() - found.minuteStart >= 60_000) Object.assign(found, { minuteStart: Date.now(), calls: 0 });
    found.calls += 1;
    if (found.calls > API_KEY_CALLS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil((found.minuteStart + 60_000 - Date.now()) / 1000));
      const refusal = throttled(seconds);
      return [refusal.status, refusal.body, refusal.headers];
    }
    return [200, { ...found.holder, remaining: API_KEY_CALLS_PER_MINUTE - found.calls }];
  };
  const server: Server = createServer((req, res) => {
    if (req.url === API_KEY_RESOLVE_PATH) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { key } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { key: string };
        const [status, body, headers] = resolveKey(key);
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
      });
      return;
    }
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
    apiKey(tier = 'pro') {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const holder = { user_id: randomUUID(), email: 'api@example.com', username: null, tier, key_id: randomUUID() };
      keys.set(key, { holder: { ...holder, remaining: API_KEY_CALLS_PER_MINUTE }, minuteStart: 0, calls: 0 });
      return key;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
