import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromHex, toHex } from '@vantage/contracts/ledger';
import { OpenTimestampsAnchor, readOtsFile } from './opentimestamps';

// A stand-in calendar on the loopback that answers as the public calendars do (opentimestamps-server's
// `POST /digest`): append a nonce, SHA-256, and a pending attestation naming the calendar. It checks the request
// a real calendar checks: 32 bytes at most, the OpenTimestamps media type accepted.
const sha256 = (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest());
const varbytes = (b: Uint8Array) => Uint8Array.from([b.length, ...b]);

let server: Server;
let calendar: string;
const received: { digest: string; accept: string | undefined }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = new Uint8Array(Buffer.concat(chunks));
      if (req.method !== 'POST' || req.url !== '/digest' || body.length === 0 || body.length > 64) {
        res.writeHead(400).end();
        return;
      }
      received.push({ digest: toHex(body), accept: req.headers.accept });
      const uri = new TextEncoder().encode(calendar);
      const timestamp = Uint8Array.from([
        0xf0,
        ...varbytes(randomBytes(16)),
        0x08,
        0x00,
        ...fromHex('83dfe30d2ef90c8e'),
        ...varbytes(varbytes(uri)),
      ]);
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(Buffer.from(timestamp));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendar = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("submits a root's digest to a calendar and keeps its answer as an OpenTimestamps file", async () => {
  const root = toHex(sha256(new TextEncoder().encode('a day')));
  const receipt = await new OpenTimestampsAnchor({ calendar }).submit(root);
  // The stamped file is the root's 32 bytes: the calendar saw their SHA-256, as `ots stamp root.bin` sends it.
  expect(received).toEqual([{ digest: toHex(sha256(fromHex(root))), accept: 'application/vnd.opentimestamps.v1' }]);
  const file = readOtsFile(fromHex(receipt));
  expect(file.digest).toBe(toHex(sha256(fromHex(root))));
  expect(file.attestations).toEqual({ pending: [calendar], bitcoin: [] });
});

test('refuses an answer that is not a timestamp, and a calendar that fails', async () => {
  const broken = createServer((_req, res) => res.writeHead(200).end(Buffer.from([0x42, 0x01])));
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  try {
    await expect(new OpenTimestampsAnchor({ calendar: url }).submit('00'.repeat(32))).rejects.toThrow(
      /unknown timestamp operation/,
    );
    await expect(new OpenTimestampsAnchor({ calendar: `${calendar}/nowhere` }).submit('00'.repeat(32))).rejects.toThrow(
      /answered 400/,
    );
  } finally {
    broken.close();
  }
});
