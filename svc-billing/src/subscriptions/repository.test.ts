import request from 'supertest';
import { startBillingTestEnv, type BillingTestEnv } from '../testing/harness';
import type { SubscriptionState } from './model';
import { SubscriptionsRepository } from './repository';

let env: BillingTestEnv;
let repository: SubscriptionsRepository;

beforeAll(async () => {
  env = await startBillingTestEnv({ stripe: false });
  repository = new SubscriptionsRepository(env.database.db);
}, 60_000);

afterAll(() => env.close());

const at = (seconds: number) => new Date(Date.UTC(2026, 3, 1, 12, 0, seconds));

function state(userId: string, change: Partial<SubscriptionState>): SubscriptionState {
  return {
    id: `sub_${userId}`,
    userId,
    customerId: `cus_${userId}`,
    tierType: 'basic',
    status: 'active',
    currentPeriodEnd: at(0),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    observedAt: at(10),
    ...change,
  };
}

describe('subscription state guards', () => {
  test('an older read never overwrites a newer one', async () => {
    await repository.upsertSubscription(state('u1', { status: 'past_due', observedAt: at(20) }));
    await repository.upsertSubscription(state('u1', { status: 'active', observedAt: at(10) }));
    expect((await repository.findSubscription('sub_u1'))?.status).toBe('past_due');
    await repository.upsertSubscription(state('u1', { status: 'active', tierType: 'pro', observedAt: at(30) }));
    expect(await repository.findSubscription('sub_u1')).toMatchObject({ status: 'active', tierType: 'pro' });
  });

  test('canceled is terminal, even for a later read', async () => {
    await repository.upsertSubscription(state('u2', { status: 'canceled', observedAt: at(10) }));
    await repository.upsertSubscription(state('u2', { status: 'active', observedAt: at(50) }));
    expect((await repository.findSubscription('sub_u2'))?.status).toBe('canceled');
  });

  test('the status shows the highest entitled tier', async () => {
    const user = env.newUser();
    await repository.upsertSubscription(state(user.id, { id: 'sub_a', tierType: 'pro', status: 'canceled' }));
    await repository.upsertSubscription(state(user.id, { id: 'sub_b', tierType: 'basic', status: 'past_due' }));
    const response = await request(env.app)
      .get('/api/subscriptions/subscription-status/')
      .set('Authorization', user.authorization)
      .expect(200);
    expect(response.body).toMatchObject({ tier: 'Basic', tier_type: 'basic', status: 'past_due' });
    await repository.upsertSubscription(state(user.id, { id: 'sub_c', tierType: 'pro', status: 'trialing' }));
    const tierForTokens = await request(env.app)
      .get(`/internal/tier/${user.id}`)
      .set('Authorization', env.serviceAuthorization())
      .expect(200);
    expect(tierForTokens.body).toMatchObject({ tier: 'pro' });
  });
});
