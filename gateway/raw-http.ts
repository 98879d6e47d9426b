// Requests written byte for byte on a socket: fetch and http.request normalise or refuse the hostile
// request lines these tests need to send.
import net from 'node:net';

export interface RawAnswer {
  /** The status code, or 0 when the server closed without an answer (it may refuse bytes that way). */
  status: number;
  head: string;
  /** What followed the head (the whole body when the server closed the connection after it). */
  body: string;
}

/** Sends `request` (a whole request, or the start of one) and resolves with the first status line. */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      const status = received.match(/^HTTP\/1\.[01] (\d{3})/);
      const [head, ...rest] = received.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      const chunked = /^transfer-encoding:\s*chunked/im.test(head);
      resolve({ status: status ? Number(status[1]) : 0, head, body: chunked ? dechunk(body) : body });
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 200))}`));
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('end', finish);
    // A reset after the server refused the request is an answer too (nothing was served).
    socket.on('error', finish);
    socket.write(request);
  });
}

function dechunk(body: string): string {
  let decoded = '';
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (lineEnd === -1 || !(size > 0)) return decoded;
    decoded += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** A GET for `target` written as is. */
export const rawGet = (port: number, target: string) =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
