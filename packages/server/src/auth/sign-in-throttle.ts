import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';

export interface ThrottleOptions {
  /** Wrong passwords for one username before it must wait. */
  readonly freeFailures: number;
  /** The longest wait, in seconds, however many failures. */
  readonly maxWaitSeconds: number;
  readonly now?: () => number;
}

/**
 * A username's back-off after wrong passwords, kept in the database so it holds across restarts
 * and processes: after `freeFailures` the next try must wait 1 s, then 2, 4, ... up to
 * `maxWaitSeconds`. Unknown usernames are counted the same way, so the waits say nothing about
 * whether an account exists. A right password clears the count.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ThrottleOptions,
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Refuses with TOO_MANY_ATTEMPTS (429, retryAfter seconds) while the username must wait. */
  async check(username: string): Promise<void> {
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select('locked_until')
      .where('username', '=', username)
      .executeTakeFirst();
    const until = row?.locked_until == null ? 0 : Date.parse(row.locked_until);
    const wait = Math.ceil((until - this.now()) / 1000);
    if (wait > 0)
      throw new ServerError(
        429,
        'TOO_MANY_ATTEMPTS',
        `too many wrong passwords for this username: try again in ${wait} s`,
        'password',
        { retryAfter: wait },
      );
  }

  async failed(username: string): Promise<void> {
    const at = this.now();
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select('failures')
      .where('username', '=', username)
      .executeTakeFirst();
    const failures = (row?.failures ?? 0) + 1;
    const over = failures - this.options.freeFailures;
    const wait = over <= 0 ? 0 : Math.min(this.options.maxWaitSeconds, 2 ** (over - 1));
    const values = {
      failures,
      locked_until: wait === 0 ? null : new Date(at + wait * 1000).toISOString(),
      updated_at: new Date(at).toISOString(),
    };
    await this.db
      .insertInto('sign_in_failures')
      .values({ username, ...values })
      .onConflict((oc) => oc.column('username').doUpdateSet(values))
      .execute();
  }

  async succeeded(username: string): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('username', '=', username).execute();
  }
}
