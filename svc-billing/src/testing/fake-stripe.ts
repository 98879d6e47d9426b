import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

// A local Stripe-compatible API for tests: the real `stripe` SDK talks to it (host/port/protocol options)
// with Stripe's form-encoded bodies. It keeps the objects it created, records every request so tests can
// assert what was sent, and lets a test play the customer (complete a checkout) or Stripe (change a
// subscription, fail requests).

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

// The fake keeps Stripe-shaped JSON loosely typed; the SDK's types describe what leaves it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonObject = Record<string, any>;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: JsonObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: JsonObject = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      if (last) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]);
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment];
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:53121, for STRIPE_API_BASE */
  url: string;
  requests: RecordedRequest[];
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** The next `count` API calls answer with a Stripe api_error (a Stripe outage). */
  failNext(count: number, status?: number): void;
  /** Plays the customer finishing Stripe Checkout: the subscription is created, the session completed. */
  completeCheckout(sessionId: string): { session: Stripe.Checkout.Session; subscription: Stripe.Subscription };
  /** Plays a change on Stripe's side (portal plan switch, failed renewal, ...); returns the new object. */
  updateSubscription(
    subscriptionId: string,
    change: Partial<Stripe.Subscription> & { price?: string },
  ): Stripe.Subscription;
  subscription(subscriptionId: string): Stripe.Subscription;
  /** Whether the customer exists (not created, or deleted: false). */
  hasCustomer(customerId: string): boolean;
  checkoutSession(sessionId: string): Stripe.Checkout.Session;
  /** An invoice of a subscription as Stripe would put it in invoice.* events. */
  invoice(subscriptionId: string, fields: Partial<Stripe.Invoice>): Stripe.Invoice;
  /** A Stripe event around `object`, as delivered to webhooks. */
  event<T extends Stripe.Event['type']>(type: T, object: unknown, created?: number): Stripe.Event;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, JsonObject>();
  const sessions = new Map<string, JsonObject>();
  const subscriptions = new Map<string, JsonObject>();
  const requests: RecordedRequest[] = [];
  let failures = { count: 0, status: 500 };

  const clone = <T>(value: unknown): T => structuredClone(value) as T;

  function subscriptionObject(session: JsonObject): JsonObject {
    const data = session.subscription_data ?? {};
    const trialDays = data.trial_period_days ? Number(data.trial_period_days) : 0;
    const start = now();
    const periodEnd = trialDays ? start + trialDays * DAY : start + 30 * DAY;
    const subscriptionId = id('sub');
    return {
      id: subscriptionId,
      object: 'subscription',
      customer: session.customer,
      status: trialDays ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      trial_start: trialDays ? start : null,
      trial_end: trialDays ? periodEnd : null,
      metadata: data.metadata ?? {},
      items: {
        object: 'list',
        data: session.line_items.map((item: JsonObject) => ({
          id: id('si'),
          object: 'subscription_item',
          subscription: subscriptionId,
          quantity: Number(item.quantity ?? 1),
          current_period_start: start,
          current_period_end: periodEnd,
          price: { id: item.price, object: 'price', recurring: { interval: 'month' } },
        })),
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      livemode: false,
    };
  }

  function route(req: IncomingMessage, body: JsonObject, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (object: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(object));
    };
    const missing = (what: string) =>
      stripeError(res, 404, 'invalid_request_error', `No such ${what}`, 'resource_missing');
    const [, version, ...parts] = url.pathname.split('/');
    const path = parts.join('/');
    if (version !== 'v1') return missing('endpoint');

    if (req.method === 'POST' && path === 'customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return send(customer);
    }
    const customerMatch = /^customers\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && customerMatch) {
      // As Stripe: the customer goes, and with it every subscription it still had (canceled at once).
      if (!customers.delete(customerMatch[1])) return missing(`customer: '${customerMatch[1]}'`);
      for (const subscription of subscriptions.values())
        if (subscription.customer === customerMatch[1] && subscription.status !== 'canceled')
          Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return send({ id: customerMatch[1], object: 'customer', deleted: true });
    }
    if (req.method === 'POST' && path === 'checkout/sessions') {
      if (body.mode !== 'subscription')
        return stripeError(res, 400, 'invalid_request_error', 'Only subscription mode is faked');
      if (!Array.isArray(body.line_items) || body.line_items.length === 0) {
        return stripeError(res, 400, 'invalid_request_error', 'Missing required param: line_items.');
      }
      if (body.customer && !customers.has(String(body.customer))) return missing(`customer: '${body.customer}'`);
      const sessionId = id('cs_test');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        created: now(),
        livemode: false,
        line_items: body.line_items,
        subscription_data: body.subscription_data,
      };
      sessions.set(sessionId, session);
      const { line_items: _lines, subscription_data: _data, ...visible } = session;
      return send(visible);
    }
    const sessionMatch = /^checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      if (!session) return missing(`checkout.session: '${sessionMatch[1]}'`);
      const { line_items: _lines, subscription_data: _data, ...visible } = session;
      return send(visible);
    }
    const subscriptionMatch = /^subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return missing(`subscription: '${subscriptionMatch[1]}'`);
      if (req.method === 'GET') return send(subscription);
      if (req.method === 'DELETE') {
        if (subscription.status === 'canceled') {
          return stripeError(res, 400, 'invalid_request_error', 'This subscription has already been canceled.');
        }
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancel_at_period_end: false,
        });
        return send(subscription);
      }
    }
    if (req.method === 'POST' && path === 'billing_portal/sessions') {
      if (!customers.has(String(body.customer))) return missing(`customer: '${body.customer}'`);
      const portalId = id('bps');
      return send({
        id: portalId,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${portalId}`,
        created: now(),
        livemode: false,
      });
    }
    return missing(`endpoint: ${req.method} ${url.pathname}`);
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = decodeStripeForm(raw || url.search.slice(1));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, headers: req.headers });
      if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      }
      if (failures.count > 0) {
        failures.count -= 1;
        return stripeError(res, failures.status, 'api_error', 'Stripe is having a bad day (fake outage).');
      }
      route(req, body as JsonObject, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) =>
      requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    failNext(count, status = 500) {
      failures = { count, status };
    },
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no checkout session ${sessionId}`);
      const subscription = subscriptionObject(session);
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      const { line_items: _lines, subscription_data: _data, ...visible } = session;
      return { session: clone(visible), subscription: clone(subscription) };
    },
    updateSubscription(subscriptionId, { price, ...change }) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
      Object.assign(subscription, change);
      if (price) subscription.items.data[0].price = { id: price, object: 'price', recurring: { interval: 'month' } };
      return clone(subscription);
    },
    subscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
      return clone(subscription);
    },
    hasCustomer: (customerId) => customers.has(customerId),
    checkoutSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no checkout session ${sessionId}`);
      const { line_items: _lines, subscription_data: _data, ...visible } = session;
      return clone(visible);
    },
    invoice(subscriptionId, fields) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      return clone({
        id: id('in'),
        object: 'invoice',
        customer: subscription.customer,
        number: `FAKE-${randomBytes(3).toString('hex').toUpperCase()}`,
        status: 'paid',
        currency: 'usd',
        amount_due: 0,
        amount_paid: 0,
        created: now(),
        period_start: item.current_period_start,
        period_end: item.current_period_end,
        hosted_invoice_url: 'https://invoice.stripe.test/i/acct_test/1',
        invoice_pdf: 'https://pay.stripe.test/invoice/acct_test/1/pdf',
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
        },
        livemode: false,
        ...fields,
      });
    },
    event(type, object, created = now()) {
      return clone({
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
