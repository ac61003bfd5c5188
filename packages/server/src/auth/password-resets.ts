import type { Me } from '@texas42/protocol';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { Logger } from '../observe/logger.js';
import type { Mailer } from '../notices/mailer.js';
import type { Accounts } from './accounts.js';
import type { AccountTokens } from './account-tokens.js';
import { checkNewPassword } from './password-policy.js';

const HOUR = 3_600_000;
/** A reset link works for an hour. */
export const RESET_TTL_MS = HOUR;
/** Links mailed an hour at most, to one account and to one address, when asked for by anyone. */
const FORGOT_HOURLY = 3;

/** The path of a reset link (the web app's page that asks for the new password). */
export const resetPath = (token: string): string => `/reset?token=${token}`;

const badLink = (): ServerError =>
  new ServerError(
    404,
    'BAD_TOKEN',
    'this link to choose a new password is not valid: it was used, it is over an hour old, or a newer one was sent',
    'token',
  );

/**
 * Forgotten passwords: a single-use link (its token stored hashed, an hour) mailed to the
 * account's verified address when someone asks by username or address (and nothing said about
 * whether the account exists), or handed to an admin (admin/). Using it sets the password and
 * ends every session of the account.
 */
export class PasswordResets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: AccountTokens,
    private readonly accounts: Accounts,
    private readonly mailer: Mailer | null,
    private readonly log: Logger,
  ) {}

  /**
   * "Forgot password?": mails a link if `login` is an account's username or verified address and
   * that account may have one now; otherwise does nothing. Never says which.
   */
  async forgot(login: string): Promise<void> {
    const key = login.trim().toLowerCase();
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'email_verified_at', 'disabled_at', 'password_hash'])
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('username', '=', key),
          eb.and([
            eb(sql<string>`lower(email)`, '=', key),
            eb('email_verified_at', 'is not', null),
          ]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (
      user === undefined ||
      this.mailer === null ||
      user.email == null ||
      user.email_verified_at == null ||
      user.disabled_at != null ||
      user.password_hash === null
    )
      return;
    const [mine, address] = await Promise.all([
      this.tokens.madeSince({ userId: user.id }, 'reset-password', HOUR),
      this.tokens.madeSince({ email: user.email }, 'reset-password', HOUR),
    ]);
    if (mine.count >= FORGOT_HOURLY || address.count >= FORGOT_HOURLY) {
      this.log.warn(
        { user: user.id },
        'a password reset link was not sent: three this hour already',
      );
      return;
    }
    await this.mail(user.id, user.email);
  }

  /**
   * A link for an admin to hand over (`mail` false: the path is answered) or to mail to the
   * account's verified address (NO_EMAIL if it has none, or the site sends no mail).
   */
  async issue(
    userId: string,
    mail: boolean,
  ): Promise<{ path: string | null; mailedTo: string | null; expiresAt: string }> {
    const user = await this.db
      .selectFrom('users')
      .select(['email', 'email_verified_at', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.password_hash === null)
      throw new ServerError(409, 'GUEST_ACCOUNT', 'a guest has no password to reset', 'id');
    if (!mail) {
      const { token, expiresAt } = await this.tokens.issue(
        userId,
        'reset-password',
        null,
        RESET_TTL_MS,
      );
      return { path: resetPath(token), mailedTo: null, expiresAt };
    }
    if (user.email == null || user.email_verified_at == null || this.mailer === null)
      throw new ServerError(
        409,
        'NO_EMAIL',
        this.mailer === null
          ? 'this site sends no e-mail (its SMTP is not set up): hand the link over instead'
          : 'the account has no verified address: hand the link over instead',
        'mail',
      );
    return { path: null, mailedTo: user.email, expiresAt: await this.mail(userId, user.email) };
  }

  /** Sets the new password from a link; the caller is signed in, every other session ends. */
  async reset(token: string, password: string): Promise<{ me: Me; session: string }> {
    // The password is checked before the link is used: a weak one does not spend it.
    const row = await this.tokens.peek(token, 'reset-password');
    if (row === null) throw badLink();
    const user = await this.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    checkNewPassword(password, user?.username ?? null);
    if ((await this.tokens.use(token, 'reset-password')) === null) throw badLink();
    return this.accounts.resetPassword(row.user_id, password);
  }

  private async mail(userId: string, email: string): Promise<string> {
    const { token, expiresAt } = await this.tokens.issue(
      userId,
      'reset-password',
      email.toLowerCase(),
      RESET_TTL_MS,
    );
    this.mailer?.send(
      {
        to: email,
        subject: 'Choose a new password for Texas 42',
        text:
          `Someone asked for a new password for your Texas 42 account.\n\n` +
          `Choose one within the hour: ${this.mailer.link(resetPath(token))}\n\n` +
          `The link works once. If it was not you, do nothing: your password stays as it is.\n`,
      },
      'account',
    );
    return expiresAt;
  }
}
