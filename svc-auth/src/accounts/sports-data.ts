import { HttpClient } from '@vantage/service-kit/http-client';
import type { Logger } from '@vantage/service-kit/logger';

/**
 * What svc-sports keeps for a member (bets, watchlists), deleted over its internal address with svc-auth's
 * service token (the gateway never routes /internal).
 */
export class SportsMemberData {
  private readonly base: string;
  private readonly http: HttpClient;

  constructor(
    private readonly deps: { baseUrl: string; serviceToken: () => string; logger: Logger; timeoutMs?: number },
  ) {
    this.base = deps.baseUrl.replace(/\/+$/, '');
    this.http = new HttpClient({ timeoutMs: deps.timeoutMs ?? 5000, retries: 0, backoffMs: 0 });
  }

  /** Deletes the member's data in svc-sports; false when svc-sports did not confirm it (nothing to rely on). */
  async deleteAll(userId: string): Promise<boolean> {
    try {
      const response = await this.http.request(`${this.base}/internal/members/${encodeURIComponent(userId)}/`, {
        method: 'DELETE',
        name: 'svc-sports member data',
        headers: { authorization: `Bearer ${this.deps.serviceToken()}` },
      });
      await response.body?.cancel();
      if (response.ok) return true;
      this.deps.logger.warn({ status: response.status, userId }, "svc-sports refused to delete a member's data");
    } catch (err) {
      this.deps.logger.warn({ err, userId }, "svc-sports unreachable: a member's data not deleted");
    }
    return false;
  }
}
