import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

/** A cached answer: its JSON bytes, or the client error (404, 403…) building it ended in. */
type Entry = Buffer | HttpError;

/**
 * Serialised responses by key, least recently used dropped first. An answer does not change until the data
 * does, so the data version is part of every key: bumping it retires every cached answer.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private dataVersion = 0;

  constructor(private readonly capacity = 1000) {}

  get version(): number {
    return this.dataVersion;
  }

  /** Called when the stored data changes (here or, seen by polling, in another replica). */
  setVersion(version: number): void {
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.entries.clear();
    }
  }

  /**
   * The JSON bytes of what `build` returns for `key`, built once: Buffers spare serialising the same answer
   * per request. A client error `build` throws is kept the same way, so unknown or locked ids are as cheap.
   */
  async json(key: string, build: () => Promise<unknown>): Promise<Buffer> {
    const versioned = `${this.dataVersion}|${key}`;
    let entry = this.entries.get(versioned);
    if (entry !== undefined) {
      // Refresh its place in the LRU order.
      this.entries.delete(versioned);
      this.entries.set(versioned, entry);
    } else {
      try {
        entry = Buffer.from(JSON.stringify(await build()));
      } catch (err) {
        if (!(err instanceof HttpError) || err.status >= 500) throw err;
        entry = err;
      }
      this.entries.set(versioned, entry);
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    if (entry instanceof HttpError) throw entry;
    return entry;
  }
}

/**
 * Answers that depend on the caller's access: no shared cache may keep them, and the browser must not hand a
 * guest's copy to the same person once signed in (the server keeps its own per-access cache).
 */
export const PER_CALLER_HEADERS = { 'Cache-Control': 'private, no-cache', Vary: 'Authorization' };
/**
 * How long the gateway's shared cache may keep an answer the same for every caller of one access level (nginx
 * reads X-Accel-Expires, which no browser or other cache sees): the bound on how late new data reaches anyone.
 */
export const GATEWAY_KEEPS_A_SECOND = { 'X-Accel-Expires': '1' };
/**
 * An answer that is the same for every caller without credentials: shared caches may keep it for a second
 * (s-maxage); a browser asks again each time (max-age=0), and Vary keeps a signed-in request off any guest copy.
 */
export const GUEST_SHARED_HEADERS = {
  'Cache-Control': 'public, max-age=0, s-maxage=1',
  Vary: 'Authorization',
  ...GATEWAY_KEEPS_A_SECOND,
};
/**
 * A member's answer that is the same for every member of the same access level (a game list): private to
 * browsers and other caches, but the gateway, which keys its copy by the level it had the service verify for
 * this caller's token, may share it for a second.
 */
export const ACCESS_LEVEL_SHARED_HEADERS = { ...PER_CALLER_HEADERS, ...GATEWAY_KEEPS_A_SECOND };
/** The access level the gateway's shared cache keys a member's answers by, and when it may not use one. */
export const ACCESS_LEVEL_HEADER = 'X-Access-Level';
export const ACCESS_UNVERIFIED_HEADER = 'X-Access-Unverified';
/** Staff figures: never kept by a browser or a proxy. */
export const NOT_STORED_HEADERS = { 'Cache-Control': 'no-store' };

/** What a request asks for: the cache key naming its answer and how to build that answer on a miss. */
export interface CachedAnswer {
  key: string;
  build: () => Promise<unknown>;
  /** This answer's caching headers, when they depend on the caller (the route's otherwise). */
  headers?: Record<string, string>;
}

/**
 * A route handler that answers JSON through the cache: services return typed contract objects, and the
 * serialising and caching happen here, once, for every router.
 */
export function cachedJson(
  cache: ResponseCache,
  answer: (req: Request) => CachedAnswer,
  headers: Record<string, string> = PER_CALLER_HEADERS,
): RequestHandler {
  return async (req, res) => {
    const { key, build, headers: own } = answer(req);
    const body = await cache.json(key, build);
    res
      .set(own ?? headers)
      .type('application/json')
      .send(body);
  };
}
