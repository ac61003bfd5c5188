import type { Db } from '../core.js';

/** The people of an event (users): their names, and the players named by the organizer. */

/** Each user's name by id (null and unknown ids left out). */
export async function userNames(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  if (wanted.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(users.map((u) => [u.id, u.name]));
}

/** The placeholder users named in an event (named players whose place is not claimed yet). */
export async function namedIn(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('users').select('id').where('named_in', '=', eventId).execute();
  return new Set(rows.map((r) => r.id));
}

/** A named player of the event: a placeholder user, with no login, until someone claims the place. */
export async function addNamedPlayer(
  db: Db,
  eventId: string,
  player: { readonly id: string; readonly name: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: player.id,
      username: null,
      name: player.name,
      password_hash: null,
      created_at: at,
      named_in: eventId,
    })
    .execute();
}

/** The placeholder stays (the event's log may name it) but is no longer a named player. */
export async function unnamePlayer(db: Db, placeholder: string): Promise<void> {
  await db.updateTable('users').set({ named_in: null }).where('id', '=', placeholder).execute();
}
