import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';

/** What a session is worth once looked up: whose it is, and the key its sockets are known by. */
export interface SessionHolder {
  readonly userId: string;
  /** The stored (hashed) id: the name of the session's sockets' room, never the token itself. */
  readonly key: string;
  readonly expiresAt: number;
}

export interface SessionOptions {
  /** Days a session lives without use; every use (at most once an hour) renews it. */
  readonly days: number;
  /** The clock (Date.now); tests move it. */
  readonly now?: () => number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Sessions kept on the server: the cookie holds a random token, the database only its SHA-256
 * (a copy of the database signs nobody in), with a sliding expiry. Ending a session deletes its
 * row and tells `onEnd` listeners (the realtime layer disconnects the session's sockets).
 */
export class Sessions {
  private readonly listeners: ((keys: readonly string[]) => void)[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: SessionOptions,
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Calls `listener` with the keys of sessions that end (sign-out, everywhere, password change). */
  onEnd(listener: (keys: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  /**
   * A new session for the user: the token for the cookie. `db`: the transaction that also makes
   * the user, so a user is never left without the session it was made for.
   */
  async open(userId: string, db: Kysely<Database> = this.db): Promise<string> {
    const token = newId();
    const at = this.now();
    await db
      .insertInto('sessions')
      .values({
        id: keyOf(token),
        user_id: userId,
        created_at: new Date(at).toISOString(),
        last_seen_at: new Date(at).toISOString(),
        expires_at: new Date(at + this.options.days * DAY).toISOString(),
      })
      .execute();
    return token;
  }

  /** The live session a token stands for, renewed if it was last renewed over an hour ago. */
  async holder(token: string | null): Promise<SessionHolder | null> {
    if (token === null) return null;
    const key = keyOf(token);
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'last_seen_at', 'expires_at'])
      .where('id', '=', key)
      .executeTakeFirst();
    if (row === undefined) return null;
    const at = this.now();
    let expiresAt = Date.parse(row.expires_at);
    if (!(expiresAt > at)) {
      await this.end([key]);
      return null;
    }
    if (at - Date.parse(row.last_seen_at) >= HOUR) {
      expiresAt = at + this.options.days * DAY;
      await this.db
        .updateTable('sessions')
        .set({
          last_seen_at: new Date(at).toISOString(),
          expires_at: new Date(expiresAt).toISOString(),
        })
        .where('id', '=', key)
        .execute();
    }
    return { userId: row.user_id, key, expiresAt };
  }

  /** Ends one session (sign-out). */
  async close(token: string): Promise<void> {
    await this.end([keyOf(token)]);
  }

  /** Ends every session of a user but `keep` (sign out everywhere; a password change). */
  async closeAll(userId: string, keep?: string): Promise<void> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const keepKey = keep === undefined ? null : keyOf(keep);
    await this.end(rows.map((r) => r.id).filter((k) => k !== keepKey));
  }

  /** Which of these stored keys are sessions still (another process may have ended the rest). */
  async alive(keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await this.db
        .selectFrom('sessions')
        .select('id')
        .where('id', 'in', keys.slice(i, i + 500))
        .where('expires_at', '>', new Date(this.now()).toISOString())
        .execute();
      for (const r of rows) found.add(r.id);
    }
    return found;
  }

  /** Deletes sessions that have expired (the server sweeps now and then). */
  async sweep(): Promise<void> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('expires_at', '<=', new Date(this.now()).toISOString())
      .execute();
    await this.end(rows.map((r) => r.id));
  }

  private async end(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    for (let i = 0; i < keys.length; i += 500)
      await this.db
        .deleteFrom('sessions')
        .where('id', 'in', keys.slice(i, i + 500))
        .execute();
    for (const listener of this.listeners) listener(keys);
  }
}

/** The stored form of a session token. */
export function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
