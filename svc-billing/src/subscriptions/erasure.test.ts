import { internalMemberErasedSchema } from '@vantage/contracts/billing';
import request from 'supertest';
import {
  billingRowsOf,
  deliverWebhook,
  startBillingTestEnv,
  subscribeThroughStripe,
  subscriptionStatus,
  type BillingTestEnv,
  type TestUser,
} from '../testing/harness';

let env: BillingTestEnv;
const fake = () => env.stripe!;

beforeAll(async () => {
  env = await startBillingTestEnv({ stripe: true });
}, 60_000);

afterAll(() => env.close());

const rowsOf = (userId: string) => billingRowsOf(env, userId);

const erase = (user: TestUser, authorization = env.serviceAuthorization()) =>
  request(env.app).delete(`/internal/members/${user.id}/`).set('Authorization', authorization);

const status = (user: TestUser) => subscriptionStatus(env.app, user.authorization);

describe("DELETE /internal/members/:userId/ (an account's deletion)", () => {
  test('ends the Stripe plan, deletes the Stripe customer and every row; late events store nothing again', async () => {
    const user = env.newUser();
    const { subscriptionId, customerId } = await subscribeThroughStripe(env, user.authorization, 'pro');
    await deliverWebhook(env.app, fake().event('invoice.paid', fake().invoice(subscriptionId, { status: 'paid' })));
    expect(await status(user)).toMatchObject({ tier_type: 'pro', status: 'trialing' });
    expect(await rowsOf(user.id)).toBeGreaterThanOrEqual(4);

    const answer = internalMemberErasedSchema.parse((await erase(user).expect(200)).body);
    expect(answer.canceled_subscriptions).toBe(1);
    expect(answer.deleted_rows).toBeGreaterThanOrEqual(4);
    expect(fake().requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(fake().subscription(subscriptionId).status).toBe('canceled');
    expect(fake().hasCustomer(customerId)).toBe(false);
    expect(await rowsOf(user.id)).toBe(0);

    // Stripe tells of the cancellation afterwards (and of the subscription's last invoice): dropped.
    const canceled = fake().subscription(subscriptionId);
    await deliverWebhook(env.app, fake().event('customer.subscription.deleted', canceled));
    await deliverWebhook(env.app, fake().event('invoice.paid', fake().invoice(subscriptionId, { status: 'paid' })));
    expect(await rowsOf(user.id)).toBe(0);

    // Asked again (svc-auth retrying after a failure elsewhere): nothing left, nothing sent to Stripe.
    const requestsBefore = fake().requests.length;
    expect((await erase(user).expect(200)).body).toEqual({ canceled_subscriptions: 0, deleted_rows: 0 });
    expect(fake().requests.length).toBe(requestsBefore);
  });

  test('Stripe unavailable: a 503 saying so, and the plan and rows are kept for the retry', async () => {
    const user = env.newUser();
    const { subscriptionId } = await subscribeThroughStripe(env, user.authorization, 'basic');
    const before = await rowsOf(user.id);
    fake().failNext(1);
    const refused = await erase(user).expect(503);
    expect(refused.body).toEqual({ detail: 'Payment provider is unavailable. Please try again later.' });
    expect(await rowsOf(user.id)).toBe(before);
    expect(await status(user)).toMatchObject({ tier_type: 'basic' });

    await erase(user).expect(200);
    expect(fake().subscription(subscriptionId).status).toBe('canceled');
    expect(await rowsOf(user.id)).toBe(0);
  });

  test("only svc-auth's service token may ask: a member's own token or none gets 401", async () => {
    const user = env.newUser();
    await subscribeThroughStripe(env, user.authorization, 'basic');
    await erase(user, user.authorization).expect(401);
    await request(env.app).delete(`/internal/members/${user.id}/`).expect(401);
    expect(await status(user)).toMatchObject({ tier_type: 'basic' });
  });
});
