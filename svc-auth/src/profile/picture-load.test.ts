// Picture uploads cannot starve sign-ins: decoding shares libuv's thread pool with password hashing.
import sharp from 'sharp';
import request from 'supertest';
import { bearer, register, startHarness, STRONG_PASSWORD, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ AUTH_RATE_LIMIT_PICTURES: '3', AUTH_ARGON2_LOW_COST_FOR_TESTS: '0' });
}, 60_000);
afterAll(() => harness.close());

/** A 16-megapixel PNG of a few KB: costly to decode, cheap to send. */
const heavyPng = () =>
  sharp({ create: { width: 4000, height: 4000, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const uploadAs = (app: ReturnType<Harness['app']>, access: string, png: Buffer) =>
  request(app)
    .post('/api/user/profile-picture/')
    .set(bearer(access))
    .attach('profile_picture', png, { filename: 'big.png', contentType: 'image/png' });

test('a sign-in while members upload heavy pictures takes about as long as one without them', async () => {
  const app = harness.app();
  const png = await heavyPng();
  const member = await register(app);
  const uploaders = await Promise.all(Array.from({ length: 4 }, () => register(app)));
  const signIn = async () => {
    const started = performance.now();
    await request(app).post('/api/login/').send({ email: member.email, password: STRONG_PASSWORD }).expect(200);
    return performance.now() - started;
  };
  await signIn();
  const alone = Math.min(await signIn(), await signIn());

  // Two heavy uploads from each of four members at once (the real argon2 parameters for the sign-in).
  const uploads = Promise.all(
    uploaders.flatMap(({ access }) => [uploadAs(app, access, png), uploadAs(app, access, png)]),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const during = await signIn();
  const answers = await uploads;
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  for (const answer of answers) expect([200, 503]).toContain(answer.status);
  // Unbounded, eight decodes held every pool thread: 3.4 s against 0.24 s alone; bounded, 0.4 s.
  expect(during).toBeLessThan(alone * 3 + 200);
}, 120_000);

test('each member may upload a few pictures per window; the next is refused before it is read', async () => {
  const app = harness.app();
  const { access } = await register(app);
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#369' } })
    .png()
    .toBuffer();
  for (let i = 0; i < 3; i += 1) await uploadAs(app, access, small).expect(200);
  const refused = await uploadAs(app, access, small).expect(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // Another member is not affected.
  const other = await register(app);
  await uploadAs(app, other.access, small).expect(200);
});
