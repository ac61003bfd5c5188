import type { Kysely } from 'kysely';
import type { Me, PublicUser } from '@texas42/protocol';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique.js';
import { newId } from '../ids.js';
import { ServerError } from '../errors.js';
import { checkNewPassword } from './password-policy.js';
import { hashPassword, passwordMatches, unknownUserCheck } from './passwords.js';
import { Sessions, type SessionHolder } from './sessions.js';
import { SignInThrottle } from './sign-in-throttle.js';

export interface AccountOptions {
  /** Days a session lives unused (sliding). */
  readonly sessionDays: number;
  /** Wrong passwords for a username before each try must wait, and the longest wait (s). */
  readonly signInFreeFailures: number;
  readonly signInMaxWaitSeconds: number;
  readonly now?: () => number;
}

export const DEFAULT_ACCOUNT_OPTIONS: AccountOptions = {
  sessionDays: 30,
  signInFreeFailures: 5,
  signInMaxWaitSeconds: 900,
};

/** Who holds a session: the person, and the session's key (its sockets' room). */
export interface Holder {
  readonly me: Me;
  readonly session: SessionHolder;
}

/** Accounts and their sessions (auth/sessions.ts): sign-up, sign-in, guests, passwords. */
export class Accounts {
  readonly sessions: Sessions;
  private readonly throttle: SignInThrottle;
  /** The server's one clock (config.now), which stamps a new user as it does their session. */
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    options: AccountOptions = DEFAULT_ACCOUNT_OPTIONS,
  ) {
    this.now = options.now ?? Date.now;
    const clock = options.now === undefined ? {} : { now: options.now };
    this.sessions = new Sessions(db, { days: options.sessionDays, ...clock });
    this.throttle = new SignInThrottle(db, {
      freeFailures: options.signInFreeFailures,
      maxWaitSeconds: options.signInMaxWaitSeconds,
      ...clock,
    });
  }

  private isoNow(): string {
    return new Date(this.now()).toISOString();
  }

  /** A guest, and its session; `madeFrom`: the keyed hash of the address (the limits). */
  async guest(name: string, madeFrom?: string): Promise<{ me: Me; session: string }> {
    const id = newId();
    // The user and their session in one transaction: all or nothing (a busy database refuses both).
    const session = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          username: null,
          name,
          password_hash: null,
          created_at: this.isoNow(),
          made_from: madeFrom ?? null,
        })
        .execute();
      return this.sessions.open(id, trx);
    });
    return { me: { id, name, guest: true, username: null }, session };
  }

  /**
   * A new account; `guest`: the guest signing up, who becomes the account (same id: their games,
   * teams and events stay theirs), their guest sessions ended for the new one.
   */
  async signUp(
    username: string,
    password: string,
    name: string | undefined,
    guest?: Me,
  ): Promise<{ me: Me; session: string }> {
    const login = username.toLowerCase();
    checkNewPassword(password, login);
    const taken = await this.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', login)
      .executeTakeFirst();
    const usernameTaken = (): ServerError =>
      new ServerError(409, 'USERNAME_TAKEN', `the username "${username}" is taken`, 'username');
    if (taken !== undefined) throw usernameTaken();
    const upgrading = guest?.guest === true ? guest : undefined;
    const id = upgrading?.id ?? newId();
    const display = name ?? upgrading?.name ?? username;
    // argon2 first, outside the transaction: the database's write lock is not held while it works.
    const passwordHash = await hashPassword(password);
    // Two sign-ups for one name can both pass the check above while argon2 works; the unique
    // index lets one insert through, and the other is told the name is taken, as if it had come
    // second.
    const { session, admin } = await this.db
      .transaction()
      .execute(async (trx) => {
        // The first account ever made (not a guest; a deleted account counts) is the admin.
        const first =
          (await trx
            .selectFrom('users')
            .select('id')
            .where((eb) =>
              eb.or([eb('username', 'is not', null), eb('deleted_at', 'is not', null)]),
            )
            .limit(1)
            .executeTakeFirst()) === undefined;
        const role = first ? ('admin' as const) : null;
        if (upgrading !== undefined) {
          const made = await trx
            .updateTable('users')
            .set({ username: login, name: display, password_hash: passwordHash, role })
            .where('id', '=', id)
            .where('password_hash', 'is', null)
            .executeTakeFirst();
          if (Number(made.numUpdatedRows) !== 1)
            throw new ServerError(409, 'ALREADY_AN_ACCOUNT', 'you have an account already');
        } else
          await trx
            .insertInto('users')
            .values({
              id,
              username: login,
              name: display,
              password_hash: passwordHash,
              created_at: this.isoNow(),
              role,
            })
            .execute();
        return { session: await this.sessions.open(id, trx), admin: first };
      })
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? usernameTaken() : e;
      });
    // The guest's own sessions end (their sockets too): from now on it is the account's.
    if (upgrading !== undefined) await this.sessions.closeAll(id, session);
    const me: Me = { id, name: display, guest: false, username: login };
    return { me: admin ? { ...me, admin: true } : me, session };
  }

  /** `from`: the keyed hash of the client's address (the back-off is per username and address). */
  async signIn(
    username: string,
    password: string,
    from = '',
  ): Promise<{ me: Me; session: string }> {
    const login = username.toLowerCase();
    await this.throttle.check(login, from);
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', login)
      .executeTakeFirst();
    // One answer, and the same time, for an unknown user and a wrong password: an unknown user
    // is checked against a stand-in hash, so nothing is learned from the difference.
    const matches =
      user?.password_hash == null
        ? await unknownUserCheck(password)
        : await passwordMatches(user.password_hash, password);
    if (user?.password_hash == null || !matches) {
      await this.throttle.failed(login, from);
      throw new ServerError(401, 'BAD_CREDENTIALS', 'that username and password do not match');
    }
    await this.throttle.succeeded(login, from);
    // Said only to someone who knows the password: a disabled account is not told to guessers.
    if (user.disabled_at != null) throw accountDisabled();
    return { me: meOf(user), session: await this.sessions.open(user.id) };
  }

  /** A new password for a signed-in account: every session ends; the caller gets a new one. */
  async changePassword(me: Me, current: string, next: string): Promise<string> {
    const user = await this.db
      .selectFrom('users')
      .select(['password_hash', 'username'])
      .where('id', '=', me.id)
      .executeTakeFirst();
    if (user?.password_hash == null)
      throw new ServerError(409, 'GUEST_ACCOUNT', 'a guest has no password: sign up first');
    if (!(await passwordMatches(user.password_hash, current)))
      throw new ServerError(403, 'BAD_CREDENTIALS', 'the current password is not right', 'current');
    checkNewPassword(next, user.username);
    await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(next) })
      .where('id', '=', me.id)
      .execute();
    await this.sessions.closeAll(me.id);
    return this.sessions.open(me.id);
  }

  /**
   * A new password from a reset link (auth/password-resets.ts): every session of the account
   * ends, its wrong-password back-off is cleared, and the caller gets a new session.
   */
  async resetPassword(userId: string, next: string): Promise<{ me: Me; session: string }> {
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user?.password_hash == null || user.username === null || user.deleted_at != null)
      throw new ServerError(404, 'BAD_TOKEN', 'this link is for an account that is gone', 'token');
    if (user.disabled_at != null) throw accountDisabled();
    checkNewPassword(next, user.username);
    await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(next) })
      .where('id', '=', userId)
      .execute();
    await this.sessions.closeAll(userId);
    await this.throttle.succeeded(user.username);
    return { me: meOf(user), session: await this.sessions.open(userId) };
  }

  async signOut(token: string): Promise<void> {
    await this.sessions.close(token);
  }

  /** Who holds this session token, with the session; null if none or it has ended. */
  async holderOf(token: string | null): Promise<Holder | null> {
    const session = await this.sessions.holder(token);
    if (session === null) return null;
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'username', 'password_hash', 'role', 'disabled_at', 'deleted_at'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    // A disabled or deleted account's sessions were ended; one that slipped through is no one's.
    if (row === undefined || row.disabled_at != null || row.deleted_at != null) return null;
    return { me: meOf(row), session };
  }

  /** Who holds this session token, or null. */
  async whoIs(token: string | null): Promise<Me | null> {
    return (await this.holderOf(token))?.me ?? null;
  }

  /**
   * A person as public pages show them, with their rating's mean, deviation and rated games: the
   * display name only, never the username (half of what signs them in).
   */
  async publicUser(
    id: string,
  ): Promise<{ user: PublicUser; mu: number; sigma: number; games: number } | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'password_hash', 'rating_mu', 'rating_sigma', 'rated_games'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      user: { id: row.id, name: row.name, guest: row.password_hash === null },
      mu: row.rating_mu,
      sigma: row.rating_sigma,
      games: row.rated_games,
    };
  }
}

/** Sign-in (or a reset) of an account an admin disabled. */
export const accountDisabled = (): ServerError =>
  new ServerError(
    403,
    'ACCOUNT_DISABLED',
    "this account is disabled by the site's admin: ask them to enable it",
  );

/** The person a users row is, as the session's answer says: an admin is marked so. */
export function meOf(row: {
  id: string;
  name: string;
  username: string | null;
  password_hash: string | null;
  role?: string | null;
}): Me {
  const me: Me = {
    id: row.id,
    name: row.name,
    guest: row.password_hash === null,
    username: row.username,
  };
  return row.role === 'admin' ? { ...me, admin: true } : me;
}
