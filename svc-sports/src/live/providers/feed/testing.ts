import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FeedGame } from './game';

/** A recorded answer kept beside an adapter's tests (`<adapter>/fixtures/<name>`). */
export function recorded(dir: string, name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dir, 'fixtures', name), 'utf8'));
}

/** How many games are in each state ({ completed: 3, scheduled: 2 }). */
export function countByStatus(games: FeedGame[]): Record<string, number> {
  return games.reduce<Record<string, number>>((n, g) => ({ ...n, [g.status]: (n[g.status] ?? 0) + 1 }), {});
}

/**
 * A local HTTP server standing in for a feed: `answer` decides each request's status and body, or returns
 * 'hang' to never answer (a feed that times out). Every request's path and query is kept in `requests`.
 */
export async function feedServer(
  answer: (url: URL, n: number) => { status: number; body: unknown } | 'hang',
): Promise<{ baseUrl: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed.local');
    requests.push(`${url.pathname}${url.search}`);
    const reply = answer(url, requests.length);
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  // Idle connections stay open until close(): a client reusing one the server just dropped (after the default
  // 5 s, easily spent on a busy machine between two requests) would fail with a reset, not the answer.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
