import { createServer, type Server, type Socket } from 'node:net';
import type { MailConfig } from '../../src/config.js';

/** A mail as the catcher received it: the envelope's recipients, the headers and the body. */
export interface CaughtMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly headers: ReadonlyMap<string, string>;
  /** The body, quoted-printable decoded. */
  readonly text: string;
}

/** Quoted-printable (RFC 2045): soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4).replace(/^\.\./gm, '.');
  const qp = /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '');
  return { headers, text: qp ? decodeQuotedPrintable(body) : body };
}

/**
 * A small SMTP server on loopback for the tests (RFC 5321's commands, no TLS, no auth): it
 * accepts every mail and keeps it. `failing`: it answers every mail with a 451 instead.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  failing = false;
  private server: Server | null = null;
  private readonly waiters: (() => void)[] = [];

  async start(): Promise<number> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  /** Resolves once `count` mails have come. */
  async waitFor(count: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline)
        throw new Error(`only ${this.mails.length} of ${count} mails came`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  private session(socket: Socket): void {
    let buffer = '';
    let data: string | null = null;
    let from = '';
    let to: string[] = [];
    const say = (line: string): void => void socket.write(`${line}\r\n`);
    say('220 catcher ESMTP');
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          if (this.failing) say('451 try again later');
          else {
            this.mails.push({ from, to, ...parseMessage(data) });
            for (const w of this.waiters.splice(0)) w();
            say('250 kept');
          }
          data = null;
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 catcher');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          say('250 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 ok');
        } else if (verb === 'DATA') {
          data = '';
          say('354 go on');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 ok');
        else say('502 not here');
      }
    });
    socket.on('error', () => undefined);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/** The server's mail settings for a catcher on loopback `port`: no TLS, no login. */
export const catcherMail = (port: number, perHour: number, publicUrl: string): MailConfig => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: undefined,
  password: undefined,
  from: 'Texas 42 <noreply@example.org>',
  perHour,
  publicUrl,
});
