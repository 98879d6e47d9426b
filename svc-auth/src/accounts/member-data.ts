import { HttpClient } from '@vantage/service-kit/http-client';
import type { Logger } from '@vantage/service-kit/logger';

/**
 * What another service keeps for a member (svc-billing: customer, plans, invoices; svc-sports: bets,
 * watchlists), deleted over its internal address (`DELETE /internal/members/{id}/`, which the gateway never
 * routes) with svc-auth's service token: the only caller either service lets delete a member's data.
 */
export class RemoteMemberData {
  private readonly base: string;
  private readonly http: HttpClient;

  constructor(
    private readonly deps: {
      /** The service, as the member is told when it does not answer (e.g. "billing"). */
      name: string;
      baseUrl: string;
      serviceToken: () => string;
      logger: Logger;
      timeoutMs?: number;
    },
  ) {
    this.base = deps.baseUrl.replace(/\/+$/, '');
    this.http = new HttpClient({ timeoutMs: deps.timeoutMs ?? 5000, retries: 0, backoffMs: 0 });
  }

  get name(): string {
    return this.deps.name;
  }

  /** Deletes the member's data there; false when the service did not confirm it (nothing to rely on). */
  async deleteAll(userId: string): Promise<boolean> {
    try {
      const response = await this.http.request(`${this.base}/internal/members/${encodeURIComponent(userId)}/`, {
        method: 'DELETE',
        name: `${this.deps.name} member data`,
        headers: { authorization: `Bearer ${this.deps.serviceToken()}` },
      });
      await response.body?.cancel();
      if (response.ok) return true;
      this.deps.logger.warn({ status: response.status, userId }, `${this.deps.name} refused to delete a member's data`);
    } catch (err) {
      this.deps.logger.warn({ err, userId }, `${this.deps.name} unreachable: a member's data not deleted`);
    }
    return false;
  }
}
