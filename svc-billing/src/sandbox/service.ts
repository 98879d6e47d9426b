import type { PaidTierType } from '@vantage/contracts/billing';
import type { InvoiceRecord, SubscriptionState } from '../subscriptions/model';
import type { SubscriptionRow, SubscriptionsRepository } from '../subscriptions/repository';
import type { SubscriptionService } from '../subscriptions/service';
import type { TierRow, TiersRepository } from '../tiers/repository';
import type { SandboxRepository, SandboxSessionRow } from './repository';

export type SandboxPage<T> = { kind: 'ok'; value: T } | { kind: 'not_found' } | { kind: 'expired' };

export interface SandboxCheckout {
  session: SandboxSessionRow;
  tier: TierRow;
}

export interface SandboxPortal {
  session: SandboxSessionRow;
  subscriptions: Array<{ subscription: SubscriptionRow; tier: TierRow | null }>;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** What the sandbox pages show and do. Completing a checkout goes through SubscriptionService.completeCheckout. */
export class SandboxService {
  constructor(
    private readonly deps: {
      sessions: SandboxRepository;
      tiers: TiersRepository;
      subscriptionsRepository: SubscriptionsRepository;
      subscriptions: SubscriptionService;
    },
  ) {}

  async checkout(id: string): Promise<SandboxPage<SandboxCheckout>> {
    const session = await this.deps.sessions.find(id, 'checkout');
    const tier = session?.tierType ? await this.deps.tiers.findByType(session.tierType as PaidTierType) : null;
    if (!session || !tier) return { kind: 'not_found' };
    if (session.status === 'open' && session.expiresAt <= new Date()) return { kind: 'expired' };
    return { kind: 'ok', value: { session, tier } };
  }

  /** "Start trial" was submitted. A second submit of the same session changes nothing. */
  async completeCheckout(id: string): Promise<SandboxPage<SandboxCheckout>> {
    const page = await this.checkout(id);
    if (page.kind !== 'ok' || page.value.session.status === 'complete') return page;
    const { session, tier } = page.value;
    const customerId = await this.deps.subscriptionsRepository.customerIdFor(session.userId);
    if (!customerId) throw new Error(`Sandbox checkout ${id} has no customer for its user`);

    const now = new Date();
    const reference = id.slice('cs_sandbox_'.length);
    const trialDays = session.trialDays;
    const periodEnd = trialDays ? addDays(now, trialDays) : addMonth(now);
    const tierType = tier.tierType as PaidTierType;
    const subscription: SubscriptionState = {
      id: `sub_sandbox_${reference}`,
      userId: session.userId,
      customerId,
      tierType,
      status: trialDays ? 'trialing' : 'active',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      trialEnd: trialDays ? periodEnd : null,
      observedAt: now,
    };
    // Like Stripe: the first invoice is $0 during a trial, else the first month.
    const amount = trialDays ? 0 : tier.priceCents;
    const invoice: InvoiceRecord = {
      id: `in_sandbox_${reference}`,
      userId: session.userId,
      subscriptionId: subscription.id,
      tierType,
      number: `SANDBOX-${reference.slice(0, 8).toUpperCase()}`,
      status: 'paid',
      currency: tier.currency,
      amountDueCents: amount,
      amountPaidCents: amount,
      periodStart: now,
      periodEnd,
      hostedInvoiceUrl: null,
      invoicePdf: null,
      createdAt: now,
      observedAt: now,
    };
    await this.deps.subscriptions.completeCheckout(subscription, (tx) => this.deps.sessions.with(tx).complete(id), [
      invoice,
    ]);
    return this.checkout(id);
  }

  async portal(id: string): Promise<SandboxPage<SandboxPortal>> {
    const session = await this.deps.sessions.find(id, 'portal');
    if (!session) return { kind: 'not_found' };
    if (session.expiresAt <= new Date()) return { kind: 'expired' };
    const rows = await this.deps.subscriptionsRepository.entitledSubscriptions(session.userId);
    const subscriptions = await Promise.all(
      rows.map(async (subscription) => ({
        subscription,
        tier: await this.deps.tiers.findByType(subscription.tierType as PaidTierType),
      })),
    );
    return { kind: 'ok', value: { session, subscriptions } };
  }

  /** Cancel from the sandbox portal: the same state change as Stripe's customer.subscription.deleted. */
  async cancel(portalId: string, subscriptionId: string): Promise<SandboxPage<boolean>> {
    const page = await this.portal(portalId);
    if (page.kind !== 'ok') return page;
    return { kind: 'ok', value: await this.deps.subscriptions.cancel(page.value.session.userId, subscriptionId) };
  }
}
