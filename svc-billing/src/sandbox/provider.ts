import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, PaymentProvider } from '../payments/provider';
import type { SubscriptionState } from '../subscriptions/model';
import type { SandboxRepository } from './repository';

export const SANDBOX_BASE = '/api/subscriptions/sandbox';
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000; // as Stripe Checkout sessions
const PORTAL_TTL_MS = 60 * 60 * 1000;

/**
 * The payment provider without Stripe keys: checkout and portal are pages served by this service
 * (relative URLs, same origin as the site). No card, no money; activation is the shared code path.
 */
export class SandboxProvider implements PaymentProvider {
  readonly mode = 'sandbox';

  constructor(
    private readonly deps: {
      sessions: SandboxRepository;
    },
  ) {}

  async createCustomer(): Promise<string> {
    return `cus_sandbox_${randomBytes(12).toString('base64url')}`;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<string> {
    const id = await this.deps.sessions.create({
      kind: 'checkout',
      userId: request.userId,
      tierType: request.tier.tierType,
      trialDays: request.trialDays,
      ttlMs: CHECKOUT_TTL_MS,
    });
    return `${SANDBOX_BASE}/checkout/${id}`;
  }

  async createPortalSession(user: { id: string }): Promise<string> {
    const id = await this.deps.sessions.create({ kind: 'portal', userId: user.id, ttlMs: PORTAL_TTL_MS });
    return `${SANDBOX_BASE}/portal/${id}`;
  }

  async cancelSubscription(subscription: SubscriptionState): Promise<SubscriptionState> {
    return { ...subscription, status: 'canceled', cancelAtPeriodEnd: false, observedAt: new Date() };
  }

  /** The sandbox's customers exist only as ids in billing.customers: nothing is kept elsewhere. */
  async deleteCustomer(): Promise<void> {}
}
