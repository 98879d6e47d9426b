import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import webpush from 'web-push';
import { pushMessageSchema, pushSubscriptionListSchema, type PushMessage } from '@vantage/contracts/push';
import type { Calendar, ComparisonList } from '@vantage/contracts/sports';
import { listGame } from '@vantage/contracts/testing/games';
import { SportsReader } from '../digests/sports-client';
import { MaintenanceRepository } from '../maintenance/repository';
import { bearer, startHarness, tierAnswer, uniqueEmail, type Harness } from '../testing/harness';
import { PushSender } from './sender';

const VAPID = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:alerts@vantage.test';

// The demo replays 2023-08-02 (MLB) and 2023-12-16 (NHL); a 7:05 PM game shows at 7:05 PM Eastern on the real
// day, 2026-07-15, whatever the offset was then.
const BEFORE_LEAD = new Date('2026-07-15T22:25:00Z'); // 6:25 PM EDT: before either game's 30 minutes
const DUE = new Date('2026-07-15T22:40:00Z'); // 6:40 PM EDT: within the 30 minutes
const STARTED = new Date('2026-07-15T23:06:00Z');

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

// The MLB game logs record only "night": its alert assumes MLB's customary 7:05 PM Eastern.
const YANKEES = listGame({
  game_id: '2023-08-02-BOS-NYA-1',
  start_time: null,
  start_kind: 'night',
  game_time: 'Night game',
});
const RANGERS = listGame({
  game_id: '2023121600-NYR-BOS',
  game_time: '7:00 PM',
  start_time: '2023-12-17T00:00:00Z', // 7:00 PM EST
  home_team: 'Boston Bruins',
  away_team: 'New York Rangers',
  home_team_code: 'BOS',
  away_team_code: 'NYR',
  home_team_abbreviation: 'BOS',
  away_team_abbreviation: 'NYR',
  matchup: 'NYR @ BOS',
  predicted_team: 'Boston Bruins',
});

/** svc-sports as the sender reads it: each league replays its day; EV only from Basic on, no pick for guests. */
async function startFakeSports() {
  const server: Server = createServer((req, res) => {
    const tier = req.headers.authorization ? String(claimsOf(req.headers.authorization.slice(7)).tier) : 'guest';
    const paid = tier === 'basic' || tier === 'pro';
    const access = { insight: tier !== 'guest', comprehensive_analysis: paid, expected_value: paid };
    const send = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const [, league, rest] = req.url?.match(/^\/api\/(mlb|nhl|nba|nfl)\/(.*)$/) ?? [];
    const today = league === 'nhl' ? '2023-12-16' : '2023-08-02';
    if (rest === 'calendar/') {
      const calendar: Calendar = {
        today,
        yesterday: today,
        timezone: 'America/New_York',
        replay: true,
        replay_date: today,
      };
      return send(calendar);
    }
    if (rest?.startsWith('comparison/?')) {
      const games = (league === 'mlb' ? [YANKEES] : league === 'nhl' ? [RANGERS] : []).map((game) =>
        listGame({ ...game, access, home_ev: paid ? 3.2 : null, away_ev: paid ? -5.1 : null }),
      );
      const list: ComparisonList = {
        date: today,
        games,
        replay_of: today,
        calls: { counted: 0, correct: 0, percent: null },
      };
      return send(list);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on a free port (RFC 8030): records each message; `answers` sets a path's statuses in turn. */
async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path)?.shift() ?? 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    to: (path: string) => received.filter((message) => message.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A device: a fresh P-256 key pair and auth secret, as a browser makes for a subscription. */
function device(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/** Decrypts an aes128gcm message (RFC 8188) with the device's keys (RFC 8291), as the browser does. */
function decrypt(body: Buffer, receiver: ReturnType<typeof device>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize); // one record
  const ecdhSecret = receiver.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID Authorization header (RFC 8292): the JWT verifies with the server's public key. */
function verifyVapid(headers: IncomingHttpHeaders, audience: string) {
  const [, jwt, key] = String(headers.authorization).match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/) ?? [];
  expect(key).toBe(VAPID.publicKey);
  const [header, payload, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toBe(SUBJECT);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
}

let harness: Harness;
let sports: Awaited<ReturnType<typeof startFakeSports>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const plans = new Map<string, 'free' | 'basic' | 'pro'>();

beforeAll(async () => {
  harness = await startHarness({
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: SUBJECT,
    PUSH_ENDPOINT_HOSTS: '127.0.0.1,fcm.googleapis.com,*.push.services.mozilla.com',
  });
  harness.billing.answer = (userId) => tierAnswer(plans.get(userId) ?? 'free');
  sports = await startFakeSports();
  pushService = await startPushService();
}, 120_000); // PGlite starts slowly on a busy machine
afterAll(async () => {
  await harness.close();
  await sports.close();
  await pushService.close();
});

jest.setTimeout(60_000);

async function member(tier: 'free' | 'basic', teams: Record<string, string[]>) {
  const response = await request(harness.app())
    .post('/api/register/')
    .send({
      email: uniqueEmail(`push-${tier}`),
      password: 'Correct-Horse-Battery-7',
      favorite_sports: Object.keys(teams),
      favorite_teams: teams,
    })
    .expect(201);
  plans.set(response.body.user.id, tier);
  return response.body.access as string;
}

async function subscribe(access: string, path: string) {
  const phone = device(`${pushService.origin}${path}`);
  const created = await request(harness.app())
    .post('/api/users/push-subscriptions/')
    .set(bearer(access))
    .send({ ...phone.subscription, expirationTime: null })
    .expect(201);
  return { ...phone, id: created.body.id as string };
}

const sender = () =>
  new PushSender({
    ...harness.context,
    vapid: harness.context.vapid!,
    sports: new SportsReader({ baseUrl: sports.url }),
  });
const devicesOf = async (access: string) =>
  pushSubscriptionListSchema.parse(
    (await request(harness.app()).get('/api/users/push-subscriptions/').set(bearer(access)).expect(200)).body,
  ).subscriptions;

describe('push alerts', () => {
  test('a device subscribes with the served key; bad subscriptions are refused; deleting it is idempotent', async () => {
    const key = await request(harness.app()).get('/api/users/push-key/').expect(200);
    expect(key.body).toEqual({ public_key: VAPID.publicKey });
    const access = await member('free', { MLB: ['Yankees'] });
    const phone = device('https://attacker.example/collect');
    const refused = await request(harness.app())
      .post('/api/users/push-subscriptions/')
      .set(bearer(access))
      .send(phone.subscription)
      .expect(400);
    expect(refused.body).toEqual({ endpoint: ['This push service is not supported.'] });
    await request(harness.app())
      .post('/api/users/push-subscriptions/')
      .set(bearer(access))
      .send({ endpoint: `${pushService.origin}/x`, keys: { p256dh: 'AAAA', auth: 'AAAA' } })
      .expect(400);
    await request(harness.app()).post('/api/users/push-subscriptions/').send(phone.subscription).expect(401);

    const { id } = await subscribe(access, '/device/kept');
    expect((await devicesOf(access)).map((d) => d.id)).toEqual([id]);
    await request(harness.app()).delete(`/api/users/push-subscriptions/${id}/`).set(bearer(access)).expect(204);
    await request(harness.app()).delete(`/api/users/push-subscriptions/${id}/`).set(bearer(access)).expect(404);
    expect(await devicesOf(access)).toEqual([]);
  });

  test('a push endpoint is https on an allowed host and its default port, stored as the host is called', async () => {
    const access = await member('free', {});
    const post = (endpoint: string) =>
      request(harness.app())
        .post('/api/users/push-subscriptions/')
        .set(bearer(access))
        .send(device(endpoint).subscription);
    for (const endpoint of [
      'https://fcm.googleapis.com:22/fcm/send/a',
      'https://fcm.googleapis.com:8443/fcm/send/a',
      'http://fcm.googleapis.com/fcm/send/a',
      'https://user:secret@fcm.googleapis.com/fcm/send/a',
      'https://fcm.googleapis.com.attacker.example/fcm/send/a',
    ]) {
      const refused = await post(endpoint).expect(400);
      expect([endpoint, refused.body]).toEqual([endpoint, { endpoint: ['This push service is not supported.'] }]);
    }
    // Full-width letters, upper case and an explicit :443 all name the one host a browser would call.
    const fullWidth = await post('https://ｆｃｍ.googleapis.com/fcm/send/DeviceA').expect(201);
    expect(fullWidth.body.endpoint).toBe('https://fcm.googleapis.com/fcm/send/DeviceA');
    const upper = await post('https://FCM.GoogleAPIs.COM:443/fcm/send/DeviceA').expect(201);
    expect(upper.body).toMatchObject({
      id: fullWidth.body.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/DeviceA',
    });
    await post('https://UPDATES.Push.Services.Mozilla.com/wpush/v2/B').expect(201);
    expect((await devicesOf(access)).map((d) => d.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/DeviceA',
      'https://updates.push.services.mozilla.com/wpush/v2/B',
    ]);
    for (const { id } of await devicesOf(access))
      await request(harness.app()).delete(`/api/users/push-subscriptions/${id}/`).set(bearer(access)).expect(204);
  });

  test('each favourite game is sent once per device, encrypted for it, signed, before the game; gone devices are deleted', async () => {
    const free = await member('free', { MLB: ['Yankees'] });
    const basic = await member('basic', { MLB: ['NYY'], NHL: ['Rangers'] });
    const optedOut = await member('free', { MLB: ['Yankees'] });
    const otherTeam = await member('free', { MLB: ['Mariners'] });
    const freePhone = await subscribe(free, '/device/free-phone');
    const freeLaptop = await subscribe(free, '/device/free-laptop');
    const basicPhone = await subscribe(basic, '/device/basic-phone');
    const gonePhone = await subscribe(await member('free', { MLB: ['Yankees'] }), '/device/gone');
    pushService.answers.set('/device/gone', [410]);
    await subscribe(optedOut, '/device/opted-out');
    await request(harness.app())
      .post('/api/users/profile/')
      .set(bearer(optedOut))
      .send({ push_notifications: false })
      .expect(200);
    await subscribe(otherTeam, '/device/other-team');
    // The laptop's push service fails once: the alert is tried again after the backoff.
    pushService.answers.set('/device/free-laptop', [503]);

    expect(await sender().runDue(BEFORE_LEAD)).toEqual({ planned: 0, sent: 0, gone: 0, failed: 0 });
    // Two replicas at once, then again: one message per device and game all the same.
    const [first, second] = await Promise.all([sender().runDue(DUE), sender().runDue(DUE)]);
    expect(first.planned + second.planned).toBe(5); // 2 + 1 + 1 devices for the Yankees, 1 for the Rangers
    expect(first.gone + second.gone).toBe(1);
    expect(first.failed + second.failed).toBe(1);
    await sender().runDue(new Date(DUE.getTime() + 30_000));

    expect(pushService.to('/device/free-phone')).toHaveLength(1);
    expect(pushService.to('/device/basic-phone')).toHaveLength(2);
    expect(pushService.to('/device/gone')).toHaveLength(1);
    expect(pushService.to('/device/opted-out')).toHaveLength(0);
    expect(pushService.to('/device/other-team')).toHaveLength(0);
    expect(pushService.to('/device/free-laptop')).toHaveLength(1); // the failed try; its retry is not due yet

    const [message] = pushService.to('/device/free-phone');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.urgency).toBe('high');
    expect(Number(message.headers.ttl)).toBe(25 * 60); // until the game starts
    verifyVapid(message.headers, pushService.origin);
    const freeAlert: PushMessage = pushMessageSchema.parse(JSON.parse(decrypt(message.body, freePhone)));
    expect(freeAlert).toEqual({
      title: 'BOS @ NYY, night game today (MLB)',
      body: 'Pick: New York Yankees (58.0% win probability, medium confidence)',
      url: '/game/2023-08-02-BOS-NYA-1',
      tag: 'game-mlb-2023-08-02-BOS-NYA-1',
    });
    // Only the device's own keys open it.
    expect(() => decrypt(message.body, freeLaptop)).toThrow();

    const basicAlerts = pushService
      .to('/device/basic-phone')
      .map((received) => pushMessageSchema.parse(JSON.parse(decrypt(received.body, basicPhone))));
    expect(basicAlerts.map((alert) => alert.title).sort()).toEqual([
      'BOS @ NYY, night game today (MLB)',
      'NYR @ BOS starts at 7:00 PM (NHL)',
    ]);
    expect(basicAlerts.find((alert) => alert.url.includes('BOS-NYA'))?.body).toBe(
      'Pick: New York Yankees (58.0% win probability, medium confidence)\nEV at the moneyline: BOS -5.1%, NYY +3.2%',
    );

    // 410: the device is deleted with its alerts.
    expect(
      (await harness.context.database.pool.query('select 1 from auth.push_subscriptions where id = $1', [gonePhone.id]))
        .rowCount,
    ).toBe(0);

    // The laptop's retry, a minute later: delivered, and the device's last success recorded.
    const retry = await sender().runDue(new Date(DUE.getTime() + 61_000));
    expect(retry.sent).toBe(1);
    expect(pushService.to('/device/free-laptop')).toHaveLength(2);
    expect(JSON.parse(decrypt(pushService.to('/device/free-laptop')[1].body, freeLaptop)).url).toBe(
      '/game/2023-08-02-BOS-NYA-1',
    );
    expect((await devicesOf(free)).every((d) => d.last_success_at !== null)).toBe(true);

    // After the start nothing more is sent; the next real day the replayed game is shown (and sent) again.
    expect(await sender().runDue(STARTED)).toMatchObject({ planned: 0, sent: 0 });
    const nextDay = await sender().runDue(new Date(DUE.getTime() + 24 * 3600_000));
    expect(nextDay.planned).toBe(4);
    expect(pushService.to('/device/free-phone')).toHaveLength(2);

    // A day after their games the alerts' rows are purged (the gone device's went with it).
    expect((await new MaintenanceRepository(harness.context.database.db).purgeExpired(86_400)).pushAlerts).toBe(8);
  });
});
