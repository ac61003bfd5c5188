import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { channelsOf, offOf, parseOff } from './store.js';

const SECRET_KEY = 'unsubscribe_secret';

/**
 * Notice mails' one-click unsubscribe links (RFC 8058). The token is the account's id and an
 * HMAC of the id and the address with a secret kept in the database (every process signs
 * alike), so a link needs nothing stored per mail, works without a session for as long as the
 * address stays, and names no other account.
 */
export class UnsubscribeLinks {
  private secret: Promise<Buffer> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** The secret, made on first use and kept in `settings`. */
  private key(): Promise<Buffer> {
    this.secret ??= (async () => {
      await this.db
        .insertInto('settings')
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await this.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', SECRET_KEY)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    return this.secret;
  }

  private async mac(userId: string, email: string): Promise<Buffer> {
    return createHmac('sha256', await this.key())
      .update(`unsubscribe\n${userId}\n${email.toLowerCase()}`)
      .digest();
  }

  /** The token of `userId`'s link while their address is `email`. */
  async tokenFor(userId: string, email: string): Promise<string> {
    return `${userId}.${(await this.mac(userId, email)).toString('base64url')}`;
  }

  /**
   * Turns every notice mail off for the account the token names (the site's notices stay on);
   * answers the address. BAD_TOKEN if the token is not one this site made for the account's
   * present address.
   */
  async unsubscribe(token: string): Promise<string> {
    const dot = token.indexOf('.');
    const userId = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const row = await this.db
      .selectFrom('users')
      .select(['email', 'notices_off'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const expected = row?.email == null ? null : await this.mac(userId, row.email);
    if (
      row?.email == null ||
      expected === null ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    )
      throw new ServerError(
        404,
        'BAD_TOKEN',
        'this unsubscribe link is not valid: the address it was for has changed, or the link was cut short',
        'token',
      );
    const off = parseOff(row.notices_off);
    for (const kind of NOTICE_KINDS) off.add(`${kind}:email`);
    // Written through the notices' own form (store.ts), so the account page reads it back.
    const kinds = channelsOf(off);
    await this.db
      .updateTable('users')
      .set({ notices_off: JSON.stringify(offOf(kinds)) })
      .where('id', '=', userId)
      .execute();
    return row.email;
  }
}
