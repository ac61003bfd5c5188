import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';

/**
 * The cookie-signing secret: SESSION_SECRET if set, else one made on first start and kept in the
 * database, so sessions survive restarts and every process of a deployment signs alike.
 */
export async function cookieSecret(
  db: Kysely<Database>,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv !== undefined && fromEnv.length >= 32) return fromEnv;
  if (fromEnv !== undefined && fromEnv !== '')
    throw new Error('SESSION_SECRET must be at least 32 characters');
  const made = randomBytes(32).toString('base64url');
  await db
    .insertInto('settings')
    .values({ key: 'cookie_secret', value: made })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'cookie_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
