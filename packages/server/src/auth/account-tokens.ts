import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountTokensTable, Database } from '../db/schema.js';

export type TokenPurpose = AccountTokensTable['purpose'];

/** A link's token as it is stored: its SHA-256 (a copy of the database opens no link). */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * The tokens of links mailed to an account (verifying an address, resetting a password): made
 * random, stored hashed, used once, until they expire. A new token of a purpose retires the
 * account's earlier ones, so only the latest link works.
 */
export class AccountTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  private iso(at = this.now()): string {
    return new Date(at).toISOString();
  }

  /** A new token for `userId`, living `ttlMs`; the account's other tokens of the purpose end. */
  async issue(
    userId: string,
    purpose: TokenPurpose,
    email: string | null,
    ttlMs: number,
  ): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const at = this.now();
    const expiresAt = this.iso(at + ttlMs);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('account_tokens')
        .set({ used_at: this.iso(at) })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('account_tokens')
        .values({
          token_hash: tokenHash(token),
          user_id: userId,
          purpose,
          email,
          created_at: this.iso(at),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    });
    return { token, expiresAt };
  }

  /** The token's row if it is of this purpose, unused and unexpired, without using it. */
  async peek(token: string, purpose: TokenPurpose): Promise<AccountTokensTable | null> {
    const row = await this.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.iso())
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Uses a token: its row if it is of this purpose, unused and unexpired, and it is marked used
   * in the same statement (two requests with one token: one wins); null otherwise.
   */
  async use(token: string, purpose: TokenPurpose): Promise<AccountTokensTable | null> {
    const hash = tokenHash(token);
    const at = this.iso();
    const used = await this.db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const row = await this.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Tokens of the purpose made for the account, or mailed to the address, since `sinceMs` ago. */
  async madeSince(
    by: { readonly userId: string } | { readonly email: string },
    purpose: TokenPurpose,
    sinceMs: number,
  ): Promise<{ count: number; latest: number | null }> {
    let query = this.db
      .selectFrom('account_tokens')
      .select('created_at')
      .where('purpose', '=', purpose)
      .where('created_at', '>', this.iso(this.now() - sinceMs));
    query =
      'userId' in by
        ? query.where('user_id', '=', by.userId)
        : query.where('email', '=', by.email.toLowerCase());
    const rows = await query.execute();
    const times = rows.map((r) => Date.parse(r.created_at));
    return { count: rows.length, latest: times.length === 0 ? null : Math.max(...times) };
  }

  /** Retires every unused token of the account (it was deleted, or its address changed). */
  async retire(userId: string, purpose?: TokenPurpose): Promise<void> {
    let update = this.db
      .updateTable('account_tokens')
      .set({ used_at: this.iso() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null);
    if (purpose !== undefined) update = update.where('purpose', '=', purpose);
    await update.execute();
  }
}
