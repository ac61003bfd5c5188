import type { AdminAccountDetail } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { eventsOfPerson } from '../events/repository/index.js';

/**
 * What the admin page shows of an account beside the account itself (AccountAdmin.detail): its
 * sessions, the tables and events it took part in, and its last chat lines.
 */

export async function sessionsOf(
  db: Kysely<Database>,
  id: string,
): Promise<AdminAccountDetail['sessions']> {
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', id)
    .orderBy('last_seen_at', 'desc')
    .limit(50)
    .execute();
  return sessions.map((s) => ({
    createdAt: s.created_at,
    lastSeenAt: s.last_seen_at,
    expiresAt: s.expires_at,
  }));
}

/** The tables the account made or sat at, the latest first. */
export async function tablesOf(
  db: Kysely<Database>,
  id: string,
): Promise<AdminAccountDetail['tables']> {
  const tables = await db
    .selectFrom('tables')
    .select(['id', 'name', 'status', 'closed_at', 'updated_at'])
    .where((eb) =>
      eb.or([
        eb('created_by', '=', id),
        eb.exists(
          eb
            .selectFrom('seats')
            .select('seats.seat')
            .whereRef('seats.table_id', '=', 'tables.id')
            .where('seats.user_id', '=', id),
        ),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .limit(50)
    .execute();
  return tables.map((t) => ({
    id: t.id,
    name: t.name,
    status: t.status,
    closed: t.closed_at != null,
    updatedAt: t.updated_at,
  }));
}

/** The events the account organized or played in, the latest first. */
export async function eventsOf(
  db: Kysely<Database>,
  id: string,
): Promise<AdminAccountDetail['events']> {
  const events = await eventsOfPerson(db, id, 50);
  return events.map((e) => ({
    id: e.id,
    name: e.name,
    status: e.status,
    closed: e.closed_at != null,
    organizer: e.organizer_id === id,
  }));
}

/** The account's last chat lines, deleted ones too. */
export async function chatOf(
  db: Kysely<Database>,
  id: string,
): Promise<AdminAccountDetail['chat']> {
  const chat = await db
    .selectFrom('chat_lines')
    .select(['id', 'table_id', 'text', 'sent_at', 'deleted_at'])
    .where('user_id', '=', id)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return chat.map((c) => ({
    id: c.id,
    tableId: c.table_id,
    text: c.text,
    sentAt: c.sent_at,
    deleted: c.deleted_at !== null,
  }));
}
