/**
 * Serialised responses by key, least recently used dropped first. A date's answer does not change until
 * the data does, so the data version is part of every key: bumping it retires every cached answer.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Buffer>();
  private dataVersion = 0;

  constructor(private readonly capacity = 1000) {}

  get version(): number {
    return this.dataVersion;
  }

  /** Called when stored games, results or predictions change (here or, seen by polling, in another replica). */
  setVersion(version: number): void {
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.entries.clear();
    }
  }

  /** The cached bytes of `key`, built (as text) on a miss. Buffers spare re-encoding the same JSON per request. */
  async getOrCreate(key: string, build: () => Promise<string>): Promise<Buffer> {
    const versioned = `${this.dataVersion}|${key}`;
    const hit = this.entries.get(versioned);
    if (hit !== undefined) {
      // Refresh its place in the LRU order.
      this.entries.delete(versioned);
      this.entries.set(versioned, hit);
      return hit;
    }
    const value = Buffer.from(await build());
    this.entries.set(versioned, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
