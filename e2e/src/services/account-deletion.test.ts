// An account's deletion across services: svc-auth and svc-billing (Stripe mode, the real Stripe SDK against the
// fake Stripe) each listen on their own port and call each other over HTTP as deployed: svc-auth asks billing for
// tiers and, on a deletion, DELETEs /internal/members/{id}/ with its service token; billing verifies that token
// and the member's own against svc-auth's JWKS. svc-sports' side is a stand-in checking the same token (its
// deletion is tested in svc-sports).
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signServiceToken } from '@vantage/service-kit/jwt';
import request from 'supertest';
import { RemoteMemberData } from 'svc-auth/src/accounts/member-data';
import {
  register,
  startHarness,
  startMemberDataStandIn,
  type Harness,
  type MemberDataStandIn,
} from 'svc-auth/src/testing/harness';
import { startBillingTestEnv, subscribeThroughStripe, type BillingTestEnv } from 'svc-billing/src/testing/harness';

let auth: Harness;
let billing: BillingTestEnv;
let sports: MemberDataStandIn;
const servers: Server[] = [];
let authUrl: string;

/** svc-auth's client of another service's member-data deletion, signing with svc-auth's own key. */
const memberData = (name: string, baseUrl: string) =>
  new RemoteMemberData({
    name,
    baseUrl,
    serviceToken: () => signServiceToken(auth.context.keys.signer, 'svc-auth'),
    logger: auth.context.logger,
  });

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // svc-billing's address first (svc-auth is configured with it), its app once svc-auth's JWKS is served.
  let billingApp: RequestListener = (_req, res) => void res.writeHead(503).end();
  const billingUrl = await listen((req, res) => billingApp(req, res));
  auth = await startHarness({ BILLING_INTERNAL_URL: billingUrl });
  sports = await startMemberDataStandIn(async () => auth.context.keys.jwks);
  // svc-auth's own client of svc-billing (built from BILLING_INTERNAL_URL); svc-sports' address is the stand-in's.
  authUrl = await listen(auth.app({ sportsData: memberData('sports', sports.url) }));
  billing = await startBillingTestEnv({ stripe: true, authJwksUrl: `${authUrl}/api/auth/jwks.json` });
  billingApp = billing.app;
}, 120_000);

afterAll(async () => {
  for (const server of [...servers, sports?.server]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
  await auth?.close();
  await billing?.close();
});

/** Every row svc-billing keeps that names the user. */
async function billingRows(userId: string): Promise<number> {
  const { rows } = await billing.database.pool.query(
    `SELECT (SELECT count(*) FROM billing.customers WHERE user_id = $1)
          + (SELECT count(*) FROM billing.subscriptions WHERE user_id = $1)
          + (SELECT count(*) FROM billing.invoices WHERE user_id = $1)
          + (SELECT count(*) FROM billing.tier_changes WHERE user_id = $1) AS n`,
    [userId],
  );
  return Number(rows[0].n);
}

async function accounts(userId: string): Promise<number> {
  const { rows } = await auth.context.database.pool.query('SELECT count(*)::int AS n FROM auth.users WHERE id = $1', [
    userId,
  ]);
  return rows[0].n;
}

/** The `tier` claim of an access token (read, not verified: svc-auth just signed it). */
const tierClaim = (access: string) => JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).tier;

/** A member registered on svc-auth, on Pro through Stripe Checkout on svc-billing with svc-auth's token. */
async function proMember() {
  const member = await register(auth.app());
  const stripe = await subscribeThroughStripe(billing, `Bearer ${member.access}`, 'pro');
  // svc-auth reads the plan from svc-billing over HTTP: a sign-in now says Pro.
  const signIn = await request(authUrl).post('/api/login/').send({ email: member.email, password: member.password });
  expect(signIn.status).toBe(200);
  expect(tierClaim(signIn.body.access)).toBe('pro');
  return { ...member, access: signIn.body.access as string, ...stripe };
}

const deleteAccount = (member: { access: string; password: string }) =>
  request(authUrl)
    .delete('/api/user/')
    .set('Authorization', `Bearer ${member.access}`)
    .send({ password: member.password });

describe('DELETE /api/user/ across svc-auth and svc-billing', () => {
  test("the Stripe plan is canceled, the Stripe customer and billing's rows deleted, then the account", async () => {
    const member = await proMember();
    expect(await billingRows(member.user.id)).toBeGreaterThanOrEqual(3);

    expect((await deleteAccount(member)).status).toBe(204);

    const stripe = billing.stripe!;
    expect(stripe.subscription(member.subscriptionId).status).toBe('canceled');
    expect(stripe.hasCustomer(member.customerId)).toBe(false);
    expect(await billingRows(member.user.id)).toBe(0);
    expect(sports.deleted).toContain(member.user.id);
    expect(await accounts(member.user.id)).toBe(0);
  });

  test('Stripe failing: svc-auth answers 503 naming billing, the account, plan and rows stay; a retry finishes', async () => {
    const member = await proMember();
    const rowsBefore = await billingRows(member.user.id);
    billing.stripe!.failNext(1);

    const refused = await deleteAccount(member);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      detail: 'Your account was not deleted: the billing service could not delete its data. Please try again shortly.',
    });
    expect(await accounts(member.user.id)).toBe(1);
    expect(await billingRows(member.user.id)).toBe(rowsBefore);
    expect(billing.stripe!.subscription(member.subscriptionId).status).toBe('trialing');
    expect(sports.deleted).not.toContain(member.user.id);
    await request(authUrl).get('/api/users/profile/').set('Authorization', `Bearer ${member.access}`).expect(200);

    expect((await deleteAccount(member)).status).toBe(204);
    expect(billing.stripe!.subscription(member.subscriptionId).status).toBe('canceled');
    expect(await billingRows(member.user.id)).toBe(0);
    expect(await accounts(member.user.id)).toBe(0);
  });

  test('svc-billing unreachable: the same 503, nothing deleted anywhere', async () => {
    const member = await proMember();
    const rowsBefore = await billingRows(member.user.id);
    // svc-auth with a billing address nothing listens on (a port just closed).
    const closedUrl = await listen(() => undefined);
    const closing = servers.pop()!;
    await new Promise((resolve) => closing.close(resolve));
    const app = auth.app({
      billingData: memberData('billing', closedUrl),
      sportsData: memberData('sports', sports.url),
    });

    const refused = await request(app)
      .delete('/api/user/')
      .set('Authorization', `Bearer ${member.access}`)
      .send({ password: member.password });
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toBe(
      'Your account was not deleted: the billing service could not delete its data. Please try again shortly.',
    );
    expect(await accounts(member.user.id)).toBe(1);
    expect(await billingRows(member.user.id)).toBe(rowsBefore);
    expect(billing.stripe!.subscription(member.subscriptionId).status).toBe('trialing');
    expect(sports.deleted).not.toContain(member.user.id);
  });
});
