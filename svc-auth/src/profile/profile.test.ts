import { createPublicKey } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import request from 'supertest';
import { MESSAGES, profileResponseSchema, userProfileSchema } from '@vantage/contracts/auth';
import { MIGRATIONS_FOLDER } from '../paths';
import { bearer, register, startHarness, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

let usernames = 0;
const fullForm = {
  username: `slugger_${process.pid}`,
  first_name: 'Derek',
  last_name: 'Jeter',
  phone_number: '+1 (212) 555-0100',
  date_of_birth: '1974-06-26',
  bio: 'Bronx born and raised.',
  favorite_sports: ['MLB', 'NBA'],
  favorite_teams: { MLB: ['New York Yankees', 'New York Mets'], NBA: ['New York Knicks'] },
  email_notifications: false,
  push_notifications: false,
  dark_mode: true,
  bankroll: 2500.5,
};

describe('GET/POST /api/users/profile/', () => {
  test('needs a valid access token', async () => {
    await request(harness.app())
      .get('/api/users/profile/')
      .expect(401, { detail: 'Authentication credentials were not provided.' });
    await request(harness.app()).get('/api/users/profile/').set(bearer('not.a.token')).expect(401);
  });

  test('only ES256 tokens of our key, issuer and audience are accepted', async () => {
    const app = harness.app();
    const { access, user } = await register(app);
    const { header, payload: decoded } = jwt.decode(access, { complete: true })!;
    const payload = decoded as jwt.JwtPayload;
    const unsigned = jwt.sign(payload, '', { algorithm: 'none', header: { alg: 'none', kid: header.kid } });
    const publicPem = createPublicKey(harness.context.keys.signer.privateKeyPem).export({
      format: 'pem',
      type: 'spki',
    });
    const confused = jwt.sign(payload, publicPem.toString(), {
      algorithm: 'HS256',
      header: { alg: 'HS256', kid: header.kid },
    });
    const { aud: _aud, iss: _iss, ...claims } = payload;
    const key = harness.context.keys.signer.privateKeyPem;
    const otherAudience = jwt.sign(claims, key, {
      algorithm: 'ES256',
      keyid: header.kid,
      audience: 'elsewhere',
      issuer: 'vantage-auth',
    });
    const otherIssuer = jwt.sign(claims, key, {
      algorithm: 'ES256',
      keyid: header.kid,
      audience: 'vantage',
      issuer: 'someone',
    });
    for (const token of [unsigned, confused, otherAudience, otherIssuer]) {
      await request(app).get('/api/users/profile/').set(bearer(token)).expect(401);
    }
    const genuine = jwt.sign(claims, key, {
      algorithm: 'ES256',
      keyid: header.kid,
      audience: 'vantage',
      issuer: 'vantage-auth',
    });
    const profile = await request(app).get('/api/users/profile/').set(bearer(genuine)).expect(200);
    expect(profile.body.id).toBe(user.id);
  });

  test('saves the whole form, answers {"user"}, and a reload shows the values', async () => {
    const app = harness.app();
    const { access, email, user } = await register(app);
    const saved = await request(app)
      .post('/api/users/profile/')
      .set(bearer(access))
      .send({
        ...fullForm,
        email: 'ignored@example.com',
        id: 'ignored',
        profile_picture: '/etc/passwd',
        is_staff: true,
      })
      .expect(200);
    const body = profileResponseSchema.parse(saved.body);
    expect(body.user).toEqual({
      ...fullForm,
      id: user.id,
      email,
      profile_picture: null,
      created_at: expect.any(String),
    });
    const reloaded = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(userProfileSchema.parse(reloaded.body)).toEqual(body.user);
    const { rows } = await harness.context.database.pool.query('select is_staff from auth.users where id = $1', [
      user.id,
    ]);
    expect(rows[0].is_staff).toBe(false);
  });

  test('the bankroll is kept to the cent, cleared with null, and refused at 0 or below', async () => {
    const app = harness.app();
    const { access } = await register(app);
    const fresh = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(fresh.body.bankroll).toBeNull();
    const set = await request(app).post('/api/users/profile/').set(bearer(access)).send({ bankroll: 1000.456 });
    expect(set.status).toBe(200);
    expect(set.body.user.bankroll).toBe(1000.46);
    for (const bankroll of [0, -5, 'lots']) {
      const refused = await request(app).post('/api/users/profile/').set(bearer(access)).send({ bankroll });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('The bankroll is a number above 0');
    }
    const kept = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(kept.body.bankroll).toBe(1000.46);
    await request(app).post('/api/users/profile/').set(bearer(access)).send({ bankroll: null }).expect(200);
    const cleared = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(cleared.body.bankroll).toBeNull();
  });

  test('partial updates keep other fields; empty username and date become null; removing a sport drops its teams', async () => {
    const app = harness.app();
    const { access } = await register(app);
    await request(app)
      .post('/api/users/profile/')
      .set(bearer(access))
      .send({ ...fullForm, username: `partial_${usernames++}` })
      .expect(200);
    const response = await request(app)
      .post('/api/users/profile/')
      .set(bearer(access))
      .send({ username: '', date_of_birth: '', favorite_sports: ['MLB'] })
      .expect(200);
    expect(response.body.user).toMatchObject({
      username: null,
      date_of_birth: null,
      first_name: 'Derek',
      dark_mode: true,
      favorite_sports: ['MLB'],
      favorite_teams: { MLB: ['New York Yankees', 'New York Mets'] },
    });
  });

  test('each validation rule answers a field error and stores nothing', async () => {
    const app = harness.app();
    const { access } = await register(app);
    const invalid: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ bio: 'x'.repeat(501) }, { bio: [MESSAGES.bioTooLong] }],
      [{ favorite_sports: ['Cricket'] }, { favorite_sports: ['"Cricket" is not a valid choice.'] }],
      [{ favorite_sports: ['MLB', 'MLB'] }, { favorite_sports: [MESSAGES.duplicateSport] }],
      [{ favorite_teams: { MLB: ['  '] } }, { favorite_teams: [MESSAGES.emptyTeam] }],
      [{ favorite_teams: { MLB: ['Mets', 'mets '] } }, { favorite_teams: [MESSAGES.duplicateTeam] }],
      [{ favorite_teams: { Curling: ['Brier'] } }, { favorite_teams: ['"Curling" is not a valid choice.'] }],
      [{ date_of_birth: '1990-02-30' }, { date_of_birth: [MESSAGES.invalidDate] }],
      [{ date_of_birth: '2999-01-01' }, { date_of_birth: [MESSAGES.futureDate] }],
      [{ username: 'has spaces' }, { username: [MESSAGES.invalidUsername] }],
      [{ phone_number: 'call me' }, { phone_number: [MESSAGES.invalidPhone] }],
      [{ dark_mode: 'yes' }, { dark_mode: [MESSAGES.notBoolean] }],
      [{ first_name: 'a\u0000b' }, { first_name: [MESSAGES.controlCharacters] }],
    ];
    for (const [body, errors] of invalid) {
      const response = await request(app)
        .post('/api/users/profile/')
        .set(bearer(access))
        .send({ bio: 'kept?', ...body });
      expect({ body, status: response.status, errors: response.body }).toEqual({ body, status: 400, errors });
    }
    const profile = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(profile.body.bio).toBe('');
    await request(app)
      .post('/api/users/profile/')
      .set(bearer(access))
      .send({ bio: 'x'.repeat(500) })
      .expect(200);
  });

  test('favourite teams are their league’s real teams, kept by their full names; any other is refused', async () => {
    const app = harness.app();
    const { access } = await register(app);
    const saved = await request(app)
      .post('/api/users/profile/')
      .set(bearer(access))
      .send({ favorite_sports: ['MLB', 'NHL'], favorite_teams: { MLB: ['Braves', 'NYY'], NHL: [' bruins'] } })
      .expect(200);
    const stored = { MLB: ['Atlanta Braves', 'New York Yankees'], NHL: ['Boston Bruins'] };
    expect(saved.body.user.favorite_teams).toEqual(stored);
    const refused: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ favorite_teams: { MLB: ['Braves', 'Atlanta Braves'] } }, { favorite_teams: [MESSAGES.duplicateTeam] }],
      [{ favorite_teams: { MLB: ['Zebras'] } }, { favorite_teams: ['"Zebras" is not one of the MLB teams.'] }],
      // Names two teams equally well: which one is not for the server to guess.
      [{ favorite_teams: { MLB: ['New York'] } }, { favorite_teams: ['"New York" is not one of the MLB teams.'] }],
      [{ favorite_teams: { NBA: ['Braves'] } }, { favorite_teams: ['"Braves" is not one of the NBA teams.'] }],
      [{ favorite_sports: ['MLS'] }, { favorite_sports: ['"MLS" is not a valid choice.'] }],
      [{ favorite_teams: { WNBA: ['Aces'] } }, { favorite_teams: ['"WNBA" is not a valid choice.'] }],
    ];
    for (const [body, errors] of refused) {
      const response = await request(app).post('/api/users/profile/').set(bearer(access)).send(body);
      expect({ body, status: response.status, errors: response.body }).toEqual({ body, status: 400, errors });
    }
    const profile = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(profile.body.favorite_teams).toEqual(stored);
  });

  test('favourites saved as free text before become real teams: a unique match is kept, the rest dropped', async () => {
    const { user } = await register(harness.app());
    const pool = harness.context.database.pool;
    await pool.query(`update auth.users set favorite_sports = $2, favorite_teams = $3 where id = $1`, [
      user.id,
      JSON.stringify(['MLB', 'NBA', 'MLS']),
      JSON.stringify({
        MLB: ['Braves', 'Atlanta Braves', 'red sox', 'New York', 'Zebras'],
        NBA: ['  celtics ', 'angeles'],
        MLS: ['Galaxy'],
      }),
    ]);
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0007_favourite_teams.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await pool.query(statement);
    const { rows } = await pool.query(`select favorite_sports, favorite_teams from auth.users where id = $1`, [
      user.id,
    ]);
    expect(rows[0]).toEqual({
      favorite_sports: ['MLB', 'NBA'],
      favorite_teams: { MLB: ['Atlanta Braves', 'Boston Red Sox'], NBA: ['Boston Celtics'] },
    });
  });

  test('usernames are unique regardless of case', async () => {
    const app = harness.app();
    const first = await register(app);
    const second = await register(app);
    await request(app)
      .post('/api/users/profile/')
      .set(bearer(first.access))
      .send({ username: 'TheCaptain' })
      .expect(200);
    await request(app)
      .post('/api/users/profile/')
      .set(bearer(second.access))
      .send({ username: 'thecaptain', bio: 'not saved' })
      .expect(400, { username: [MESSAGES.usernameTaken] });
    const profile = await request(app).get('/api/users/profile/').set(bearer(second.access)).expect(200);
    expect(profile.body).toMatchObject({ username: null, bio: '' });
  });

  test('the username reaches the access token at the next refresh', async () => {
    const app = harness.app();
    const account = await register(app);
    await request(app)
      .post('/api/users/profile/')
      .set(bearer(account.access))
      .send({ username: 'refresh_me' })
      .expect(200);
    const refreshed = await request(app).post('/api/token/refresh/').send({ refresh: account.refresh }).expect(200);
    const payload = JSON.parse(Buffer.from(refreshed.body.access.split('.')[1], 'base64url').toString());
    expect(payload.username).toBe('refresh_me');
  });

  test('a token whose account is gone gets 401', async () => {
    const app = harness.app();
    const account = await register(app);
    await harness.context.database.pool.query('delete from auth.users where id = $1', [account.user.id]);
    await request(app).get('/api/users/profile/').set(bearer(account.access)).expect(401, { detail: 'User not found' });
    await request(app).post('/api/users/profile/').set(bearer(account.access)).send({ bio: 'x' }).expect(401);
  });
});

// ---- pictures ----------------------------------------------------------------------------------------

const photo = (width = 800, height = 600, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims width × height pixels: tiny on disk, gigabytes once decoded. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), // one row; the rest is implied
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (
  app: ReturnType<Harness['app']>,
  access: string,
  content: Buffer,
  filename: string,
  contentType: string,
) =>
  request(app)
    .post('/api/user/profile-picture/')
    .set(bearer(access))
    .attach('profile_picture', content, { filename, contentType });

describe('POST /api/user/profile-picture/ and DELETE .../delete/', () => {
  test('stores a 256×256 WebP under a random name, replaces the old file, delete removes it', async () => {
    const app = harness.app();
    const { access } = await register(app);
    const first = await upload(app, access, await photo(), 'me.jpg', 'image/jpeg').expect(200);
    const url = profileResponseSchema.parse(first.body).user.profile_picture!;
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const firstFile = path.join(harness.mediaDir, path.basename(url));
    const stored = await sharp(await readFile(firstFile)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(app, access, await photo(300, 900, 'png'), 'x.png', 'image/png').expect(200);
    expect(second.body.user.profile_picture).not.toBe(url);
    expect(existsSync(firstFile)).toBe(false);
    expect(await harness.mediaFiles()).toContain(path.basename(second.body.user.profile_picture));

    const gone = await request(app).delete('/api/user/profile-picture/delete/').set(bearer(access)).expect(200);
    expect(gone.body.user.profile_picture).toBeNull();
    expect(existsSync(path.join(harness.mediaDir, path.basename(second.body.user.profile_picture)))).toBe(false);
    await request(app).delete('/api/user/profile-picture/delete/').set(bearer(access)).expect(200);
  });

  test('GIF and WebP are accepted too; metadata and appended bytes do not survive', async () => {
    const app = harness.app();
    const { access } = await register(app);
    await upload(app, access, await photo(64, 64, 'gif'), 'a.gif', 'image/gif').expect(200);
    await upload(app, access, await photo(64, 64, 'webp'), 'a.webp', 'image/webp').expect(200);
    const polyglot = Buffer.concat([
      await photo(64, 64, 'png'),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const response = await upload(app, access, polyglot, 'p.png', 'image/png').expect(200);
    const file = await readFile(path.join(harness.mediaDir, path.basename(response.body.user.profile_picture)));
    expect(file.includes('<script>')).toBe(false);
  });

  test('attacks are refused with clear errors and nothing is stored', async () => {
    const app = harness.app({ config: { AUTH_PICTURE_MAX_BYTES: 200_000 } });
    const { access } = await register(app);
    const before = await harness.mediaFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/users/profile/")</script></body></html>');
    const notAnImage = {
      profile_picture: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    };
    await upload(app, access, svg, 'avatar.svg', 'image/svg+xml').expect(400, notAnImage);
    await upload(app, access, html, 'avatar.png', 'image/png').expect(400, notAnImage);
    await upload(app, access, Buffer.concat([Buffer.from('GIF89a'), html]), 'avatar.gif', 'image/gif').expect(
      400,
      notAnImage,
    );
    const truncated = (await photo()).subarray(0, 200);
    await upload(app, access, truncated, 'cut.jpg', 'image/jpeg').expect(400, notAnImage);
    await upload(app, access, pixelBomb(100_000, 100_000), 'bomb.png', 'image/png').expect(400, {
      profile_picture: ['Upload a smaller image: at most 16 megapixels.'],
    });
    const big = await upload(app, access, Buffer.alloc(300_000, 1), 'big.jpg', 'image/jpeg').expect(413);
    expect(big.body.detail).toMatch(/too large/);
    await request(app)
      .post('/api/user/profile-picture/')
      .set(bearer(access))
      .expect(400, { profile_picture: ['No file was submitted.'] });
    await request(app)
      .post('/api/user/profile-picture/')
      .set(bearer(access))
      .attach('avatar', await photo(), 'a.jpg')
      .expect(400, { profile_picture: ['Send one picture, in the field "profile_picture".'] });
    await request(app)
      .post('/api/user/profile-picture/')
      .attach('profile_picture', await photo(), 'a.jpg')
      .expect(401);

    expect(await harness.mediaFiles()).toEqual(before);
    const profile = await request(app).get('/api/users/profile/').set(bearer(access)).expect(200);
    expect(profile.body.profile_picture).toBeNull();
  });
});
