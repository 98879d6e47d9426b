// Phase: TRUSTED_PROXIES: only the stand-in proxy in front of the gateway is believed.
import { randomBytes } from 'node:crypto';
import { logsOf, PROXY_ADDRESS, sleep } from './helpers.mjs';

/** The gateway's access-log address of the request carrying `marker` (the log is flushed every 2 s). */
async function loggedAddress(marker) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = logsOf('gateway')
      .split('\n')
      .find((entry) => entry.includes(marker));
    if (line) return line.split(' ')[0];
    if (Date.now() > deadline) throw new Error(`the gateway logged no request with ${marker}`);
    await sleep(500);
  }
}

/**
 * The gateway was started with TRUSTED_PROXIES naming the stand-in proxy: through the proxy the client's
 * address is the one the proxy saw and the scheme is https (HSTS sent); straight to the gateway, the same
 * forwarded headers are ignored.
 */
export async function trustedProxy(url, proxyUrl) {
  const spoofed = '203.0.113.9';
  const headers = { 'X-Forwarded-For': spoofed, 'X-Forwarded-Proto': 'https' };
  const marker = randomBytes(6).toString('hex');
  const viaProxy = await fetch(`${proxyUrl}/api/mlb/calendar/?probe=proxied-${marker}`, { headers });
  const direct = await fetch(`${url}/api/mlb/calendar/?probe=direct-${marker}`, { headers });
  if (!viaProxy.ok || !direct.ok)
    throw new Error(`calendar: ${viaProxy.status} via the proxy, ${direct.status} direct`);
  const proxied = await loggedAddress(`proxied-${marker}`);
  const straight = await loggedAddress(`direct-${marker}`);
  const hsts = (response) => response.headers.get('strict-transport-security');
  console.log(`via the proxy: client ${proxied}, HSTS ${hsts(viaProxy) ? 'sent' : 'not sent'}`);
  console.log(`direct: client ${straight}, HSTS ${hsts(direct) ? 'sent' : 'not sent'}`);
  if (proxied === PROXY_ADDRESS) throw new Error('the gateway took the proxy for the client: TRUSTED_PROXIES ignored');
  if (proxied !== straight) throw new Error(`via the proxy the client is ${proxied}, directly ${straight}`);
  if ([proxied, straight].includes(spoofed)) throw new Error(`the gateway believed a client's own X-Forwarded-For`);
  if (!hsts(viaProxy)) throw new Error('no Strict-Transport-Security through the trusted https proxy');
  if (hsts(direct)) throw new Error('Strict-Transport-Security for a client that only claimed https');
}
