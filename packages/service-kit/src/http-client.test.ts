import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { HttpAnswerError, HttpClient, HttpUnavailableError, identifyCaller } from './http-client';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A real server on a free port: `answer` gives each request's status and body, or 'hang' to never answer. */
async function server(answer: (n: number) => { status: number; body: string } | 'hang') {
  const seen: Seen[] = [];
  const s = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const reply = answer(seen.length);
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        s.closeAllConnections();
        s.close(() => resolve());
      }),
  };
}

const client = new HttpClient({ service: 'sports', version: '1.2.3', timeoutMs: 2000, retries: 2, backoffMs: 20 });
const okSchema = z.object({ ok: z.number() });

test('a read that fails for a while is asked again, waiting longer each time, with who is asking', async () => {
  const feed = await server((n) => (n < 3 ? { status: 503, body: 'busy' } : { status: 200, body: '{"ok":1}' }));
  try {
    const started = Date.now();
    expect(await client.json(`${feed.url}/games?day=1`, okSchema, { requestId: 'req-7' })).toEqual({ ok: 1 });
    // 20 ms, then 40 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(feed.seen).toHaveLength(3);
    for (const { headers } of feed.seen) {
      expect(headers['user-agent']).toBe('Vantage-sports/1.2.3');
      expect(headers['x-request-id']).toBe('req-7');
      expect(headers.accept).toBe('application/json');
    }
  } finally {
    await feed.close();
  }
});

test('a read that keeps failing (5xx, refused connection) gives up with the endpoint and the last failure', async () => {
  const down = await server(() => ({ status: 500, body: 'error' }));
  try {
    const failure = client.json(`${down.url}/v1/schedule?date=2025-10-07`, okSchema);
    await expect(failure).rejects.toThrow(new HttpUnavailableError(`${down.url}/v1/schedule`, 3, 'HTTP 500'));
    await expect(failure).rejects.toMatchObject({ status: 500 });
    expect(down.seen).toHaveLength(3);
  } finally {
    await down.close();
  }
  // The server is gone: the port refuses connections.
  await expect(client.json(`${down.url}/x`, okSchema, { name: 'NHL api-web' })).rejects.toThrow(
    /^NHL api-web unavailable after 3 attempts: fetch failed/,
  );
});

test('a 4xx is the answer: not asked again', async () => {
  const missing = await server(() => ({ status: 404, body: '{}' }));
  try {
    await expect(client.json(`${missing.url}/x`, okSchema, { name: 'ESPN scoreboard' })).rejects.toThrow(
      'ESPN scoreboard unavailable after 1 attempt: HTTP 404',
    );
    expect(missing.seen).toHaveLength(1);
    // request() hands a 4xx to the caller, who decides what it means.
    expect((await client.request(`${missing.url}/x`)).status).toBe(404);
  } finally {
    await missing.close();
  }
});

test("a POST is sent once, even when the server fails; its answer is the caller's to read", async () => {
  const failing = await server(() => ({ status: 503, body: '' }));
  try {
    const answer = await client.request(`${failing.url}/digest`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(503);
    expect(failing.seen.map((s) => s.method)).toEqual(['POST']);
  } finally {
    await failing.close();
  }
});

test('an attempt without an answer is aborted at the timeout; the caller is not stalled', async () => {
  const silent = await server(() => 'hang');
  try {
    const started = Date.now();
    await expect(client.with({ timeoutMs: 300, retries: 1 }).json(`${silent.url}/x`, okSchema)).rejects.toThrow(
      'unavailable after 2 attempts: no answer within 300 ms',
    );
    // Two timeouts and one wait.
    expect(Date.now() - started).toBeLessThan(2 * 300 + 20 + 500);
    expect(silent.seen).toHaveLength(2);
  } finally {
    await silent.close();
  }
});

test('an answer of the wrong shape names the URL and the first field that did not match', async () => {
  const changed = await server(() => ({ status: 200, body: '{"ok":"yes"}' }));
  const html = await server(() => ({ status: 200, body: '<html>maintenance</html>' }));
  try {
    const failure = client.json(`${changed.url}/v1/tier?id=1`, okSchema);
    await expect(failure).rejects.toThrow(HttpAnswerError);
    await expect(failure).rejects.toThrow(
      `${changed.url}/v1/tier answered in an unexpected shape: ok: Invalid input: expected number, received string`,
    );
    // Read once: a wrong shape is not a passing failure.
    expect(changed.seen).toHaveLength(1);
    await expect(client.json(`${html.url}/x`, okSchema)).rejects.toThrow(/unavailable after 1 attempt: not JSON/);
  } finally {
    await changed.close();
    await html.close();
  }
});

test('a client made without a name calls as the service this process runs', async () => {
  const other = await server(() => ({ status: 200, body: '{"ok":1}' }));
  try {
    identifyCaller('billing', '2.0.0');
    await new HttpClient({ timeoutMs: 2000, retries: 0, backoffMs: 0 }).json(other.url, okSchema);
    expect(other.seen[0].headers['user-agent']).toBe('Vantage-billing/2.0.0');
  } finally {
    await other.close();
  }
});
