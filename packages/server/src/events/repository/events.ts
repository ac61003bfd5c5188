import type { Insertable } from 'kysely';
import type { EventsTable } from '../../db/schema.js';
import { ServerError } from '../../errors.js';
import type { Db } from '../core.js';

/** The events themselves (events): made, listed, their plan and check-in, closed, deleted. */

/** The event: NOT_FOUND when there is none. */
export async function eventOf(db: Db, id: string): Promise<EventsTable> {
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new ServerError(404, 'NOT_FOUND', `there is no event "${id}"`, 'id');
  return row;
}

/** The event, or undefined when there is none. */
export function findEvent(db: Db, id: string): Promise<EventsTable | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** When the site's admin closed the event: null while open, undefined when there is no event. */
export async function closedAtOf(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('events')
    .select('closed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : row.closed_at;
}

/** A new event. */
export async function addEvent(db: Db, row: Insertable<EventsTable>): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

/** The newest events, at most `limit`. */
export function latestEvents(db: Db, limit: number): Promise<EventsTable[]> {
  return db.selectFrom('events').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

/** How many events the person created since `since`. */
export async function eventsMadeSince(db: Db, organizerId: string, since: string): Promise<number> {
  const { made } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number | string>().as('made'))
    .where('organizer_id', '=', organizerId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(made);
}

/** The event changed (and its status, if given) at `at`: its updated_at. */
export async function touchEvent(
  db: Db,
  id: string,
  at: string,
  status?: EventsTable['status'],
): Promise<void> {
  await db
    .updateTable('events')
    .set({ updated_at: at, ...(status !== undefined ? { status } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The event's plan (stored JSON) at `at`, and its status if given. */
export async function setPlan(
  db: Db,
  id: string,
  plan: string,
  at: string,
  status?: EventsTable['status'],
): Promise<void> {
  await db
    .updateTable('events')
    .set({ plan, updated_at: at, ...(status !== undefined ? { status } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The event's check-in (stored JSON) at `at`. */
export async function setCheckIn(db: Db, id: string, checkIn: string, at: string): Promise<void> {
  await db
    .updateTable('events')
    .set({ check_in: checkIn, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The site's admin closed the event at `at`: it is finished. */
export async function markClosed(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('events')
    .set({ status: 'finished', closed_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The event and everything of it: its claim links, log, matches and teams. */
export async function deleteEventRows(db: Db, id: string): Promise<void> {
  for (const table of ['place_claims', 'event_log', 'event_matches', 'event_teams'] as const)
    await db.deleteFrom(table).where('event_id', '=', id).execute();
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/** How many events were made from the address (its key) since `since`. */
export async function eventsMadeFromSince(db: Db, from: string, since: string): Promise<number> {
  const { made } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number | string>().as('made'))
    .where('made_from', '=', from)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(made);
}

/** The events the person organized or plays in, the latest changed first, at most `limit`. */
export function eventsOfPerson(db: Db, personId: string, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'status', 'closed_at', 'organizer_id', 'updated_at'])
    .where((eb) =>
      eb.or([
        eb('organizer_id', '=', personId),
        eb.exists(
          eb
            .selectFrom('event_teams')
            .select('event_teams.id')
            .whereRef('event_teams.event_id', '=', 'events.id')
            .where((t) => t.or([t('player1_id', '=', personId), t('player2_id', '=', personId)])),
        ),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** The ids of the events the person organizes or plays in (their name shows in each). */
export async function eventIdsOfPerson(db: Db, personId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_teams')
    .select('event_id')
    .where((eb) => eb.or([eb('player1_id', '=', personId), eb('player2_id', '=', personId)]))
    .union(db.selectFrom('events').select('id as event_id').where('organizer_id', '=', personId))
    .execute();
  return rows.map((r) => r.event_id);
}
