import { formatPrice } from '../tiers/repository';
import { html, type SafeHtml } from './html';
import { SANDBOX_BASE } from './provider';
import type { SandboxCheckout, SandboxPortal } from './service';

const CHECKOUT_LABEL = 'Sandbox checkout — no card is charged';
const PORTAL_LABEL = 'Sandbox billing portal — no card is charged';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

function layout(title: string, label: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Vantage</title>
        <link rel="stylesheet" href="${SANDBOX_BASE}/sandbox.css" />
      </head>
      <body>
        <div class="banner" role="note">${label}</div>
        <main>
          <div class="brand"><strong>Vantage</strong><span>Sports Analytics</span></div>
          ${body}
        </main>
        <footer>This page stands in for Stripe while the service runs without Stripe keys.</footer>
      </body>
    </html> `.value;
}

export function checkoutPage({ session, tier }: SandboxCheckout): string {
  const price = formatPrice(tier);
  const trialDays = session.trialDays;
  const terms = trialDays
    ? `Free for ${trialDays} days, then ${price} per month. Cancel anytime.`
    : `${price} today, then every month. Cancel anytime.`;
  return layout(
    `Subscribe to ${tier.name}`,
    CHECKOUT_LABEL,
    html`<section class="card" aria-labelledby="plan">
      <h1 id="plan">${tier.name} plan</h1>
      <p class="muted">Subscribe to Vantage ${tier.name}</p>
      <p class="price">${price} <small>/ month</small></p>
      <p class="note">${terms}</p>
      <ul class="features">
        ${tier.features.map((feature) => html`<li>${feature}</li>`)}
      </ul>
      <div class="card-field"><span>Card</span><span>Not needed in the sandbox</span></div>
      <form method="post" action="${SANDBOX_BASE}/checkout/${session.id}">
        <button class="button" type="submit">
          ${trialDays ? `Start ${trialDays}-day trial` : 'Start subscription'}
        </button>
      </form>
      <a class="secondary" href="/pricing">Cancel</a>
    </section>`,
  );
}

export function portalPage({ subscriptions, session }: SandboxPortal, canceled: boolean): string {
  const items = subscriptions.map(({ subscription, tier }) => {
    const renews = subscription.currentPeriodEnd ? dateFormat.format(subscription.currentPeriodEnd) : null;
    const state =
      subscription.status === 'trialing'
        ? `Trial ends ${renews ?? 'soon'}`
        : renews
          ? `${subscription.status === 'past_due' ? 'Past due · ' : ''}Renews ${renews}`
          : subscription.status;
    return html`<div class="subscription">
      <h2>${tier?.name ?? subscription.tierType} plan${tier ? html` · ${formatPrice(tier)} / month` : ''}</h2>
      <p>${state}</p>
      <form method="post" action="${SANDBOX_BASE}/portal/${session.id}/cancel">
        <input type="hidden" name="subscription_id" value="${subscription.id}" />
        <button class="button danger" type="submit">Cancel subscription</button>
      </form>
    </div>`;
  });
  return layout(
    'Billing portal',
    PORTAL_LABEL,
    html`<section class="card" aria-labelledby="portal">
      <h1 id="portal">Manage your plan</h1>
      <p class="muted">Sandbox billing portal</p>
      ${canceled ? html`<p class="notice" role="status">Your subscription was canceled. You are on the Free plan unless another plan is listed.</p>` : ''}
      <div class="subscriptions">
        ${items.length > 0 ? items : html`<p class="note">You have no active subscription.</p>`}
      </div>
      <a class="button" href="/account/billing">Return to billing</a>
      <a class="secondary" href="/pricing">See plans</a>
    </section>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(
    title,
    CHECKOUT_LABEL,
    html`<section class="card">
      <h1>${title}</h1>
      <p class="note">${message}</p>
      <a class="button" href="/pricing">Back to plans</a>
    </section>`,
  );
}
