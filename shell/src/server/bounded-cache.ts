// A cache the server may fill from requests anyone can make (one entry per API path a page asks for): bounded in
// entries and in bytes, least recently used out first, and every entry forgotten after its time to live, so a
// stream of distinct pages costs a fixed amount of memory.

export interface CacheBounds {
  maxEntries: number;
  /** The sum of the sizes given to `set`. */
  maxBytes: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expires: number;
}

export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;
  private readonly now: () => number;

  constructor(private readonly bounds: CacheBounds) {
    this.now = bounds.now ?? Date.now;
  }

  /** The value kept for `key`, unless its time is up; it becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.total -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` for `ttlMs` as `bytes` of the budget, dropping the least recently used entries beyond the
   * bounds, and those of the least recently used whose time is up. A value larger than the whole budget, or with
   * no time to live, is not kept.
   */
  set(key: string, value: V, { bytes, ttlMs }: { bytes: number; ttlMs: number }): void {
    this.delete(key);
    if (ttlMs <= 0 || bytes > this.bounds.maxBytes) return;
    this.entries.set(key, { value, bytes, expires: this.now() + ttlMs });
    this.total += bytes;
    const now = this.now();
    for (const [oldest, entry] of this.entries) {
      const within = this.entries.size <= this.bounds.maxEntries && this.total <= this.bounds.maxBytes;
      if (within && entry.expires > now) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}
