import { createPublicKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { generateSigningKey } from '@vantage/service-kit/testing/token-issuer';
import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { signAccessToken } from '@vantage/service-kit/jwt';
import { authConfigSchema } from '../config';
import { createAuthContext } from '../context';
import { openAuthDatabase, type AuthDatabase } from '../db/database';
import { loadKeyStore } from './key-store';

const logger = createLogger('key-store-test', 'silent');
let testDb: TestDatabase;
let database: AuthDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openAuthDatabase(testDb.url, logger);
}, 60_000);
afterAll(async () => {
  await database.close();
  await testDb.drop();
});
beforeEach(() => database.pool.query('delete from auth.signing_keys'));

const claims = { sub: 'u1', email: 'a@b.co', username: null, is_staff: false, tier: 'free' as const };

describe('signing keys', () => {
  test('an unencrypted stored key is a development stand-in: refused unless VANTAGE_DEV_STANDINS=1, whatever NODE_ENV says', async () => {
    const env = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };
    await expect(createAuthContext({ config: authConfigSchema.parse(env), logger, database })).rejects.toThrow(
      /AUTH_KEY_ENCRYPTION_SECRET.*VANTAGE_DEV_STANDINS=1/s,
    );
    const context = await createAuthContext({
      config: authConfigSchema.parse({ ...env, VANTAGE_DEV_STANDINS: '1' }),
      logger,
      database,
    });
    await context.close();
  });

  test('replicas starting together share one key created at first start', async () => {
    const stores = await Promise.all([1, 2, 3].map(() => loadKeyStore({ db: database.db, logger })));
    expect(new Set(stores.map((store) => store.signer.kid)).size).toBe(1);
    const { rows } = await database.pool.query('select kid, encrypted from auth.signing_keys');
    expect(rows).toEqual([{ kid: stores[0].signer.kid, encrypted: false }]);
  });

  test('with AUTH_KEY_ENCRYPTION_SECRET the stored key is encrypted, and only that secret opens it', async () => {
    const secret = 'a-long-enough-secret-for-tests';
    const first = await loadKeyStore({ db: database.db, logger, encryptionSecret: secret });
    const { rows } = await database.pool.query('select private_key, encrypted from auth.signing_keys');
    expect(rows[0].encrypted).toBe(true);
    expect(rows[0].private_key).not.toContain('PRIVATE KEY');
    const again = await loadKeyStore({ db: database.db, logger, encryptionSecret: secret });
    expect(again.signer).toEqual(first.signer);
    await expect(
      loadKeyStore({ db: database.db, logger, encryptionSecret: 'the-wrong-secret-entirely' }),
    ).rejects.toThrow(/cannot be decrypted/);
    await expect(loadKeyStore({ db: database.db, logger })).rejects.toThrow(/AUTH_KEY_ENCRYPTION_SECRET/);
  });

  test('a key stored before the secret was set gets encrypted at the next start', async () => {
    const plain = await loadKeyStore({ db: database.db, logger });
    const sealed = await loadKeyStore({ db: database.db, logger, encryptionSecret: 'a-long-enough-secret-for-tests' });
    expect(sealed.signer).toEqual(plain.signer);
    const { rows } = await database.pool.query('select encrypted from auth.signing_keys');
    expect(rows).toEqual([{ encrypted: true }]);
  });

  test('JWT_PRIVATE_KEY_PEM (also with escaped newlines) is used as is and nothing is stored', async () => {
    const key = generateSigningKey();
    const store = await loadKeyStore({
      db: database.db,
      logger,
      privateKeyPem: key.privateKeyPem.replace(/\n/g, '\\n'),
    });
    expect(store.jwks.keys.map((jwk) => jwk.kid)).toEqual([store.signer.kid]);
    const token = signAccessToken(store.signer, claims);
    expect(jwt.decode(token, { complete: true })!.header.kid).toBe(store.signer.kid);
    const { rows } = await database.pool.query('select count(*)::int as n from auth.signing_keys');
    expect(rows[0].n).toBe(0);
    await expect(loadKeyStore({ db: database.db, logger, privateKeyPem: 'not a pem' })).rejects.toThrow();
  });

  test('the published JWK verifies the tokens, and tokens of other keys fail', async () => {
    const store = await loadKeyStore({ db: database.db, logger });
    const publicKey = createPublicKey({ key: store.jwks.keys[0], format: 'jwk' });
    const token = signAccessToken(store.signer, claims);
    expect(jwt.verify(token, publicKey, { algorithms: ['ES256'] })).toMatchObject({ sub: 'u1' });
    const foreign = signAccessToken({ ...generateSigningKey(), kid: store.signer.kid }, claims);
    expect(() => jwt.verify(foreign, publicKey, { algorithms: ['ES256'] })).toThrow();
  });
});
