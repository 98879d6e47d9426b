import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  scryptSync,
} from 'node:crypto';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthDb } from '../db/database';
import { publicJwk, type SigningKey } from '@vantage/service-kit/jwt';
import type { Logger } from '@vantage/service-kit/logger';
import { signingKeys } from '../db/schema';

export interface KeyStore {
  /** The key new access tokens are signed with. */
  signer: SigningKey;
  /** The public keys verifiers accept (`/api/auth/jwks.json`). */
  jwks: { keys: ReturnType<typeof publicJwk>[] };
}

export interface KeyStoreOptions {
  db: AuthDb;
  logger: Logger;
  privateKeyPem?: string;
  encryptionSecret?: string;
}

/** Replicas starting together must not each create a key: the first one does, under this lock. */
const KEY_CREATION_LOCK = 7_310_001;

/**
 * Signing keys: JWT_PRIVATE_KEY_PEM when given; otherwise the keys in auth.signing_keys, creating the
 * first one at first start so every replica signs with, and publishes, the same keys.
 */
export async function loadKeyStore(options: KeyStoreOptions): Promise<KeyStore> {
  if (options.privateKeyPem) {
    const signer = keyFromPem(options.privateKeyPem.replace(/\\n/g, '\n'));
    return { signer, jwks: { keys: [publicJwk(signer)] } };
  }
  if (!options.encryptionSecret) {
    options.logger.warn(
      'AUTH_KEY_ENCRYPTION_SECRET is not set: the signing key is stored unencrypted (development only)',
    );
  }
  const keys = await options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const rows = await tx
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(asc(signingKeys.createdAt));
    if (rows.length === 0) {
      const key = generateKey();
      const stored = seal(key, options.encryptionSecret);
      await tx.insert(signingKeys).values({ kid: key.kid, ...stored });
      options.logger.info({ kid: key.kid }, 'created the access-token signing key');
      return [key];
    }
    return Promise.all(
      rows.map(async (row) => {
        const key = {
          kid: row.kid,
          privateKeyPem: row.encrypted ? open(row.privateKey, row.kid, options.encryptionSecret) : row.privateKey,
        };
        if (!row.encrypted && options.encryptionSecret) {
          await tx.update(signingKeys).set(seal(key, options.encryptionSecret)).where(eq(signingKeys.kid, row.kid));
          options.logger.info({ kid: row.kid }, 'encrypted the stored signing key');
        }
        return key;
      }),
    );
  });
  // Newest signs (a rotation adds a key); all unretired ones stay published for tokens already issued.
  return { signer: keys[keys.length - 1], jwks: { keys: keys.map(publicJwk) } };
}

function keyFromPem(privateKeyPem: string): SigningKey {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('JWT_PRIVATE_KEY_PEM must be an EC P-256 private key (ES256)');
  }
  return { kid: thumbprint(privateKeyPem), privateKeyPem: key.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

function generateKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return { kid: thumbprint(privateKeyPem), privateKeyPem };
}

/** RFC 7638 JWK thumbprint: a kid that is the same wherever the key is loaded. */
function thumbprint(privateKeyPem: string): string {
  const jwk = createPublicKey(privateKeyPem).export({ format: 'jwk' });
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

// Envelope: v1.<salt>.<iv>.<tag>.<ciphertext>, AES-256-GCM under scrypt(secret, salt), the kid as AAD.
function seal(key: SigningKey, secret: string | undefined): { privateKey: string; encrypted: boolean } {
  if (!secret) return { privateKey: key.privateKeyPem, encrypted: false };
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', scryptSync(secret, salt, 32), iv);
  cipher.setAAD(Buffer.from(key.kid));
  const ciphertext = Buffer.concat([cipher.update(key.privateKeyPem, 'utf8'), cipher.final()]);
  const parts = [salt, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return { privateKey: ['v1', ...parts].join('.'), encrypted: true };
}

function open(envelope: string, kid: string, secret: string | undefined): string {
  if (!secret) throw new Error(`Signing key ${kid} is encrypted: set AUTH_KEY_ENCRYPTION_SECRET`);
  const [version, ...parts] = envelope.split('.');
  if (version !== 'v1' || parts.length !== 4) throw new Error(`Signing key ${kid} has an unknown format`);
  const [salt, iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', scryptSync(secret, salt, 32), iv);
    decipher.setAAD(Buffer.from(kid));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`Signing key ${kid} cannot be decrypted: AUTH_KEY_ENCRYPTION_SECRET is wrong`);
  }
}
