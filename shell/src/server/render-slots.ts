// Who may have a page rendered now: every render takes a slot, at most `perClient` at a time for one client
// address and `total` in all. A client past its share (a burst of pages from one address) gets the page as the
// browser renders it, at once and at the cost of a file, instead of a place in line before everyone else's.

export interface RenderSlots {
  /** A slot for `client`, released by calling what it returns; null when the client or the server is full. */
  take(client: string): (() => void) | null;
  /** Renders in progress (for the tests and the logs). */
  readonly inUse: number;
}

export function createRenderSlots({ perClient, total }: { perClient: number; total: number }): RenderSlots {
  const byClient = new Map<string, number>();
  let inUse = 0;
  return {
    take(client) {
      const held = byClient.get(client) ?? 0;
      if (held >= perClient || inUse >= total) return null;
      byClient.set(client, held + 1);
      inUse++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left === 0) byClient.delete(client);
        else byClient.set(client, left);
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
