import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  rcptTo: string[];
  mailFrom: string;
  /** Header names lower-cased, values unfolded. */
  headers: Record<string, string>;
  /** The decoded text body (of a single-part message). */
  text: string;
  /** The message as sent (parse a multipart one with mailparser). */
  raw: string;
}

/** A local SMTP server that records what it accepts; `refuse` makes it answer every message with a 451. */
export interface FakeSmtp {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  user: string;
  pass: string;
  received: ReceivedMail[];
  refuse: boolean;
  /** Milliseconds to wait before answering a message (lets concurrent senders overlap). */
  delayMs: number;
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const user = 'relay-user';
  const pass = 's3cret-relay-pass';
  const state = { received: [] as ReceivedMail[], refuse: false, delayMs: 0 };
  const server = new SMTPServer({
    // Plain connection with AUTH, like a submission port minus TLS: the client must not try STARTTLS
    // against the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (state.refuse) {
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          state.received.push({
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            ...parseMessage(Buffer.concat(chunks).toString('utf8')),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, state.delayMs);
      });
    },
  });
  // A sender that drops its connection (a relay killed mid-send, as scripts/scale-out.mjs does) must not take
  // the server down: SMTPServer emits the connection's error on itself, and an unheard 'error' throws.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    user,
    pass,
    to: (address: string) => state.received.filter((mail) => mail.rcptTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
}
