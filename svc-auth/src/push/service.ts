import type { PushSubscriptionCreate, PushSubscriptionInfo } from '@vantage/contracts/push';
import { fieldErrors, notFound, HttpError } from '@vantage/service-kit/errors';
import type { PushRepository, PushSubscriptionRow } from './repository';

/** The VAPID key pair and contact (RFC 8292) the messages are signed with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A host of the allow-list: an exact name, or `*.example.com` for its subdomains. */
const hostAllowed = (host: string, allowed: string[]) =>
  allowed.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern));

const present = (row: PushSubscriptionRow): PushSubscriptionInfo => ({
  id: row.id,
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
  last_success_at: row.lastSuccessAt?.toISOString() ?? null,
});

/** A member's devices subscribed to push alerts. */
export class PushService {
  constructor(
    private readonly deps: {
      push: PushRepository;
      vapid: VapidKeys | null;
      /** Push services a subscription may name (PUSH_ENDPOINT_HOSTS). */
      endpointHosts: string[];
      /** Outside production an allowed loopback host may be plain http (tests run a local push service). */
      production: boolean;
    },
  ) {}

  /** The public key browsers subscribe with; 503 when the server has no VAPID keys (push alerts off). */
  publicKey(): string {
    if (!this.deps.vapid) throw new HttpError(503, { detail: 'Push notifications are not available on this server.' });
    return this.deps.vapid.publicKey;
  }

  async subscribe(userId: string, body: PushSubscriptionCreate): Promise<PushSubscriptionInfo> {
    this.publicKey();
    // WHATWG URL parsing maps the host the way a browser connects to it (IDNA/UTS-46: full-width letters,
    // upper case) and drops a port that is the scheme's default, so the check and the stored endpoint both see
    // the host that will be called, and a device spelled two ways is one device.
    const url = new URL(body.endpoint);
    const host = url.hostname;
    const plainLoopback = url.protocol === 'http:' && !this.deps.production && LOOPBACK.has(host);
    // A push service listens on https's own port: any other port on an allowed host is some other service.
    const secure = url.protocol === 'https:' && url.port === '';
    if (!(secure || plainLoopback) || !hostAllowed(host, this.deps.endpointHosts) || url.username || url.password) {
      throw fieldErrors({ endpoint: ['This push service is not supported.'] });
    }
    const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
    if (p256dh.length !== 65 || p256dh[0] !== 4) throw fieldErrors({ keys: ['Not a P-256 public key.'] });
    if (Buffer.from(body.keys.auth, 'base64url').length !== 16)
      throw fieldErrors({ keys: ['Not a 16-byte authentication secret.'] });
    return present(
      await this.deps.push.subscribe(userId, {
        endpoint: url.href,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      }),
    );
  }

  async list(userId: string): Promise<PushSubscriptionInfo[]> {
    return (await this.deps.push.list(userId)).map(present);
  }

  async unsubscribe(userId: string, id: string): Promise<void> {
    if (!(await this.deps.push.remove(userId, id))) throw notFound('No such device.');
  }
}
