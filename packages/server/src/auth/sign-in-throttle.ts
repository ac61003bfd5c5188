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
 * Failures from anywhere, for one username, before everyone trying it must wait: many times a
 * single address's free failures, so guessing spread over many addresses is slowed too, while one
 * stranger's wrong passwords never lock the owner out.
 */
const EVERYWHERE = 10;

/**
 * A username's back-off after wrong passwords, kept in the database so it holds across restarts
 * and processes. Counted per username and client address: after `freeFailures` from one address,
 * its next try must wait 1 s, then 2, 4, ... up to `maxWaitSeconds` (a stranger's six wrong
 * passwords once locked the owner out for up to 900 s); and per username from everywhere, with
 * EVERYWHERE times the free failures. Unknown usernames are counted the same way, so the waits say
 * nothing about whether an account exists. A right password clears the address's count and the
 * username's.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ThrottleOptions,
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The rows a try counts in: the username from this address, and the username from anywhere. */
  private rows(username: string, from: string): { key: string; free: number }[] {
    return [
      { key: `${username}@${from}`, free: this.options.freeFailures },
      { key: username, free: this.options.freeFailures * EVERYWHERE },
    ];
  }

  /** Refuses with TOO_MANY_ATTEMPTS (429, retryAfter seconds) while the username must wait here. */
  async check(username: string, from = ''): Promise<void> {
    const keys = this.rows(username, from).map((r) => r.key);
    const rows = await this.db
      .selectFrom('sign_in_failures')
      .select('locked_until')
      .where('username', 'in', keys)
      .execute();
    const until = Math.max(
      0,
      ...rows.map((r) => (r.locked_until == null ? 0 : Date.parse(r.locked_until))),
    );
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

  async failed(username: string, from = ''): Promise<void> {
    const at = this.now();
    for (const { key, free } of this.rows(username, from)) {
      const row = await this.db
        .selectFrom('sign_in_failures')
        .select('failures')
        .where('username', '=', key)
        .executeTakeFirst();
      const failures = (row?.failures ?? 0) + 1;
      const over = failures - free;
      const wait = over <= 0 ? 0 : Math.min(this.options.maxWaitSeconds, 2 ** (over - 1));
      const values = {
        failures,
        locked_until: wait === 0 ? null : new Date(at + wait * 1000).toISOString(),
        updated_at: new Date(at).toISOString(),
      };
      await this.db
        .insertInto('sign_in_failures')
        .values({ username: key, ...values })
        .onConflict((oc) => oc.column('username').doUpdateSet(values))
        .execute();
    }
  }

  async succeeded(username: string, from = ''): Promise<void> {
    const keys = this.rows(username, from).map((r) => r.key);
    await this.db.deleteFrom('sign_in_failures').where('username', 'in', keys).execute();
  }
}
