import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { Mailer } from '../notices/mailer.js';
import type { AccountTokens } from './account-tokens.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A verification link works for a day. */
const VERIFY_TTL = 24 * HOUR;
/** Links an account may be sent an hour, and an address; one a minute at most. */
const PER_ACCOUNT_HOURLY = 5;
const PER_ADDRESS_HOURLY = 3;

const badLink = (): ServerError =>
  new ServerError(
    404,
    'BAD_TOKEN',
    'this verification link is not valid: it was used, it is over a day old, a newer one was sent, or the address was changed since',
    'token',
  );

/**
 * Verified addresses: an address set or changed is kept unverified and mailed one link; nothing
 * else is mailed to it (notices/notifier.ts) until the link is followed. The link's token is
 * stored hashed (account-tokens.ts), works once, for a day, and only for the address it was
 * mailed to. Links are throttled by account and by address, so nobody can make the site mail an
 * address over and over.
 */
export class EmailVerification {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: AccountTokens,
    private readonly mailer: Mailer | null,
    private readonly now: () => number,
  ) {}

  /**
   * Sets (or removes, null) the account's address. A new address is unverified and gets a link
   * (unless the throttle says no: the account page can resend later); the same address again
   * (in any case) changes nothing.
   */
  async setAddress(userId: string, email: string | null): Promise<void> {
    const row = await this.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const was = row?.email ?? null;
    if (was !== null && email !== null && was.toLowerCase() === email.toLowerCase()) {
      if (was !== email)
        await this.db.updateTable('users').set({ email }).where('id', '=', userId).execute();
      return;
    }
    if (was === null && email === null) return;
    await this.db
      .updateTable('users')
      .set({ email, email_verified_at: null })
      .where('id', '=', userId)
      .execute();
    await this.tokens.retire(userId, 'verify-email');
    if (email !== null && (await this.wait(userId, email)) === 0) await this.send(userId, email);
  }

  /** A new link for the account's unverified address (the last one stops working). */
  async resend(userId: string): Promise<{ email: string; sentAt: string }> {
    const row = await this.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const email = row?.email ?? null;
    if (email === null)
      throw new ServerError(
        409,
        'NO_EMAIL',
        'there is no address to verify: give one first',
        'email',
      );
    if (row?.email_verified_at != null)
      throw new ServerError(409, 'NO_EMAIL', `${email} is verified already`, 'email');
    if (this.mailer === null)
      throw new ServerError(
        409,
        'NO_EMAIL',
        'this site sends no e-mail (its SMTP is not set up): the address cannot be verified',
        'email',
      );
    const wait = await this.wait(userId, email);
    if (wait > 0)
      throw new ServerError(
        429,
        'TOO_MANY_ATTEMPTS',
        `a link was sent lately: try again in ${wait} s`,
        undefined,
        { retryAfter: wait },
      );
    await this.send(userId, email);
    return { email, sentAt: new Date(this.now()).toISOString() };
  }

  /** Follows a link: its address is the account's verified one; answers the address. */
  async verify(token: string): Promise<string> {
    const used = await this.tokens.use(token, 'verify-email');
    if (used === null || used.email === null) throw badLink();
    const at = new Date(this.now()).toISOString();
    // Only while the account still has the address the link was mailed to.
    const done = await this.db
      .updateTable('users')
      .set({ email_verified_at: at })
      .where('id', '=', used.user_id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', used.email))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw badLink();
    return used.email;
  }

  /** Seconds until another link may go to the account or the address; 0: now. */
  private async wait(userId: string, email: string): Promise<number> {
    const [mine, address] = await Promise.all([
      this.tokens.madeSince({ userId }, 'verify-email', HOUR),
      this.tokens.madeSince({ email }, 'verify-email', HOUR),
    ]);
    const now = this.now();
    const waits = [
      mine.latest === null ? 0 : mine.latest + MINUTE - now,
      mine.count >= PER_ACCOUNT_HOURLY && mine.latest !== null ? mine.latest + HOUR - now : 0,
      address.count >= PER_ADDRESS_HOURLY && address.latest !== null
        ? address.latest + HOUR - now
        : 0,
    ];
    return Math.max(0, Math.ceil(Math.max(...waits) / 1000));
  }

  private async send(userId: string, email: string): Promise<void> {
    if (this.mailer === null) return;
    const { token } = await this.tokens.issue(
      userId,
      'verify-email',
      email.toLowerCase(),
      VERIFY_TTL,
    );
    const link = this.mailer.link(`/verify?token=${token}`);
    this.mailer.send(
      {
        to: email,
        subject: 'Verify your e-mail address for Texas 42',
        text:
          `Someone (we hope you) gave this address to a Texas 42 account.\n\n` +
          `To get the account's notices here, verify it within a day: ${link}\n\n` +
          `If it was not you, do nothing: nothing more will be mailed here.\n`,
      },
      'account',
    );
  }
}
