import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { Logger } from '../observe/logger.js';

/** One mail to send. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Headers besides the usual (a notice's List-Unsubscribe, RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Which hourly budget a mail is counted in: notices (MAILS_PER_HOUR), or the account's own mails
 * (a link to verify the address, to reset the password), which notices never crowd out.
 */
export type MailBudget = 'notices' | 'account';

/** Account mails one address may get an hour from one process (the database throttles first). */
const ACCOUNT_MAILS_PER_HOUR = 10;

/** Mails waiting at most: past it a new one is dropped (and logged), the queue never grows on. */
const QUEUE_MAX = 1000;
const HOUR_MS = 3_600_000;

/**
 * Sends mail in the background, one at a time, through nodemailer: `send` only queues, so the
 * action that caused a mail never waits for the mail server nor fails with it; a failure is
 * logged. Each address gets at most `perHour` mails an hour from this process.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly queue: Mail[] = [];
  private readonly sent = new Map<string, number[]>();
  private running: Promise<void> | null = null;
  private closed = false;
  /** Mails the mail server refused or never took (the command line reports them). */
  failed = 0;

  constructor(
    readonly config: MailConfig,
    private readonly log: Logger,
    /** The wall clock: the hourly limit counts real time. */
    private readonly now: () => number = Date.now,
  ) {
    this.transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user !== undefined
        ? { auth: { user: config.user, pass: config.password ?? '' } }
        : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** An absolute link to a site path. */
  link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /** Queues a mail unless its address has had its mails for the hour; true if queued. */
  send(mail: Mail, budget: MailBudget = 'notices'): boolean {
    if (this.closed) return false;
    const key = `${budget}:${mail.to.toLowerCase()}`;
    const now = this.now();
    const recent = (this.sent.get(key) ?? []).filter((t) => now - t < HOUR_MS);
    const perHour = budget === 'notices' ? this.config.perHour : ACCOUNT_MAILS_PER_HOUR;
    if (recent.length >= perHour || this.queue.length >= QUEUE_MAX) {
      this.log.warn(
        { to: mail.to, subject: mail.subject },
        recent.length >= perHour
          ? `a${budget === 'notices' ? ' notice' : 'n account'} mail was not sent: the address has had its mails for the hour`
          : 'a mail was not sent: too many mails are waiting',
      );
      this.sent.set(key, recent);
      return false;
    }
    this.sent.set(key, [...recent, now]);
    this.queue.push(mail);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return true;
  }

  /** Resolves once every mail queued so far has been tried. */
  async idle(): Promise<void> {
    while (this.running !== null) await this.running;
  }

  private async drain(): Promise<void> {
    for (let mail = this.queue.shift(); mail !== undefined; mail = this.queue.shift()) {
      try {
        await this.transport.sendMail({ from: this.config.from, ...mail });
      } catch (e) {
        this.failed++;
        this.log.error({ err: e, to: mail.to, subject: mail.subject }, 'a mail failed');
      }
    }
    // Hours past: forget the addresses with no mail in the last hour.
    const now = this.now();
    for (const [key, times] of this.sent)
      if (times.every((t) => now - t >= HOUR_MS)) this.sent.delete(key);
  }

  /** Stops taking mails, tries those queued (bounded by the transport's timeouts) and closes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    this.transport.close();
  }
}
