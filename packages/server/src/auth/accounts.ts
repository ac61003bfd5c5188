import type { Kysely } from 'kysely';
import type { Me } from '@texas42/protocol';
import type { Database } from '../db/schema.js';
import { newId, now } from '../ids.js';
import { ServerError } from '../errors.js';
import { hashPassword, passwordMatches } from './passwords.js';

/** Accounts and sessions: a session id lives in a signed cookie; the row says whose it is. */
export class Accounts {
  constructor(private readonly db: Kysely<Database>) {}

  async guest(name: string): Promise<{ me: Me; session: string }> {
    const id = newId();
    await this.db
      .insertInto('users')
      .values({ id, username: null, name, password_hash: null, created_at: now() })
      .execute();
    return { me: { id, name, guest: true, username: null }, session: await this.openSession(id) };
  }

  async signUp(
    username: string,
    password: string,
    name: string | undefined,
  ): Promise<{ me: Me; session: string }> {
    const taken = await this.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
    if (taken !== undefined)
      throw new ServerError(
        409,
        'USERNAME_TAKEN',
        `the username "${username}" is taken`,
        'username',
      );
    const id = newId();
    const display = name ?? username;
    await this.db
      .insertInto('users')
      .values({
        id,
        username: username.toLowerCase(),
        name: display,
        password_hash: await hashPassword(password),
        created_at: now(),
      })
      .execute();
    return {
      me: { id, name: display, guest: false, username: username.toLowerCase() },
      session: await this.openSession(id),
    };
  }

  async signIn(username: string, password: string): Promise<{ me: Me; session: string }> {
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
    // One answer for an unknown user and a wrong password: nothing to learn from the difference.
    if (user?.password_hash == null || !(await passwordMatches(user.password_hash, password)))
      throw new ServerError(401, 'BAD_CREDENTIALS', 'that username and password do not match');
    return { me: meOf(user), session: await this.openSession(user.id) };
  }

  async signOut(session: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', session).execute();
  }

  /** Who holds this session, or null. */
  async whoIs(session: string | null): Promise<Me | null> {
    if (session === null) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.username', 'users.password_hash'])
      .where('sessions.id', '=', session)
      .executeTakeFirst();
    return row === undefined ? null : meOf(row);
  }

  async user(id: string): Promise<(Me & { rating: number }) | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : { ...meOf(row), rating: row.rating };
  }

  private async openSession(userId: string): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('sessions')
      .values({ id, user_id: userId, created_at: now() })
      .execute();
    return id;
  }
}

function meOf(row: {
  id: string;
  name: string;
  username: string | null;
  password_hash: string | null;
}): Me {
  return { id: row.id, name: row.name, guest: row.password_hash === null, username: row.username };
}
