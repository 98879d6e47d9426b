import { createHash } from 'node:crypto';
import { fromHex, toHex } from '@vantage/contracts/ledger';
import { HttpClient } from '@vantage/service-kit/http-client';
import type { RootAnchor } from './service';

// The OpenTimestamps calendar protocol (opentimestamps.org; python-opentimestamps is the reference), written
// here because the npm client (`opentimestamps`, last published years ago) pulls in a Bitcoin library and an
// HTTP client the service has no other use for. A calendar answers `POST /digest` with a timestamp: the
// operations from the digest to a pending attestation, upgraded to a Bitcoin block within hours.

const HEADER_MAGIC = fromHex('004f70656e54696d657374616d7073000050726f6f6600bf89e2e884e89294');
const VERSION = 1;
const SHA256_OP = 0x08;
const PENDING_TAG = '83dfe30d2ef90c8e';
const BITCOIN_TAG = '0588960d73d71901';
const MAX_ANSWER_BYTES = 10_000;

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw new Error('timestamp ends early');
    return this.bytes[this.at++];
  }
  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new Error('timestamp ends early');
    return this.bytes.slice(this.at, (this.at += n));
  }
  varuint(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = this.byte();
      value += (b & 0x7f) * 2 ** shift;
      if (!(b & 0x80)) return value;
      if (shift > 28) throw new Error('varuint too long');
    }
  }
  varbytes(): Uint8Array {
    return this.take(this.varuint());
  }
  get done(): boolean {
    return this.at === this.bytes.length;
  }
}

/** What a timestamp attests: calendars still pending (their URLs) and Bitcoin block heights. */
export interface Attestations {
  pending: string[];
  bitcoin: number[];
}

/**
 * Walks a serialized timestamp from `message`, applying each operation, and collects its attestations; throws on
 * an operation it does not know or a malformed answer.
 */
function walk(r: Reader, message: Uint8Array, found: Attestations): void {
  const step = (tag: number) => {
    if (tag === 0x00) {
      const kind = toHex(r.take(8));
      const payload = new Reader(r.varbytes());
      if (kind === PENDING_TAG) found.pending.push(new TextDecoder().decode(payload.varbytes()));
      else if (kind === BITCOIN_TAG) found.bitcoin.push(payload.varuint());
      return;
    }
    let next: Uint8Array;
    if (tag === SHA256_OP) next = sha256(message);
    else if (tag === 0xf0 || tag === 0xf1) {
      const arg = r.varbytes();
      next = tag === 0xf0 ? Uint8Array.from([...message, ...arg]) : Uint8Array.from([...arg, ...message]);
    } else throw new Error(`unknown timestamp operation 0x${tag.toString(16)}`);
    walk(r, next, found);
  };
  let tag = r.byte();
  while (tag === 0xff) {
    step(r.byte());
    tag = r.byte();
  }
  step(tag);
}

/** Reads a detached timestamp file (`.ots`): the digest it stamps and what attests it. */
export function readOtsFile(bytes: Uint8Array): { digest: string; attestations: Attestations } {
  const r = new Reader(bytes);
  if (toHex(r.take(HEADER_MAGIC.length)) !== toHex(HEADER_MAGIC)) throw new Error('not an OpenTimestamps file');
  if (r.varuint() !== VERSION) throw new Error('unknown OpenTimestamps version');
  if (r.byte() !== SHA256_OP) throw new Error('only SHA-256 file digests are read');
  const digest = r.take(32);
  const attestations: Attestations = { pending: [], bitcoin: [] };
  walk(r, digest, attestations);
  if (!r.done) throw new Error('bytes after the timestamp');
  return { digest: toHex(digest), attestations };
}

/**
 * Submits a root to one calendar. The stamped "file" is the root's 32 raw bytes, so `ots verify` of the receipt
 * (hex-decoded to `root.bin.ots`, beside `root.bin`) checks it with the official client once Bitcoin confirms it.
 */
export class OpenTimestampsAnchor implements RootAnchor {
  readonly calendar: string;
  private readonly timeoutMs: number;

  constructor({ calendar, timeoutMs = 10_000 }: { calendar: string; timeoutMs?: number }) {
    this.calendar = calendar;
    this.timeoutMs = timeoutMs;
  }

  async submit(root: string): Promise<string> {
    const digest = sha256(fromHex(root));
    // A POST: sent once; a calendar that fails is logged and skipped (LedgerService).
    const answer = await new HttpClient({ timeoutMs: this.timeoutMs, retries: 0, backoffMs: 0 }).request(
      new URL('digest', this.calendar.endsWith('/') ? this.calendar : `${this.calendar}/`),
      {
        method: 'POST',
        headers: { Accept: 'application/vnd.opentimestamps.v1', 'Content-Type': 'application/octet-stream' },
        body: digest,
        name: `calendar ${this.calendar}`,
      },
    );
    if (!answer.ok) throw new Error(`calendar ${this.calendar} answered ${answer.status}`);
    const timestamp = new Uint8Array(await answer.arrayBuffer());
    if (timestamp.length > MAX_ANSWER_BYTES) throw new Error(`calendar ${this.calendar} answered too much`);
    const file = Uint8Array.from([...HEADER_MAGIC, VERSION, SHA256_OP, ...digest, ...timestamp]);
    const { attestations } = readOtsFile(file);
    if (attestations.pending.length + attestations.bitcoin.length === 0)
      throw new Error(`calendar ${this.calendar} attested nothing`);
    return toHex(file);
  }
}

/** The configured calendars (LEDGER_ANCHOR_CALENDARS), each an anchor. */
export function calendarAnchors(urls: string[]): RootAnchor[] {
  return urls.map((url) => new OpenTimestampsAnchor({ calendar: url }));
}
