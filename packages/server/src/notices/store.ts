import {
  NOTICE_KINDS,
  type Notice,
  type NoticeChannels,
  type NoticeKind,
  type NoticesPage,
} from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, NoticesTable } from '../db/schema.js';
import { joinCursor, splitCursor } from '../db/time-cursor.js';
import { sortableId } from '../ids.js';

/** Where a notice may go. */
export type NoticeChannel = keyof NoticeChannels;

/** A person's address and switches, as the notifier reads them before telling them something. */
export interface Recipient {
  readonly id: string;
  readonly email: string | null;
  /** Whether `email` was verified: nothing is mailed to an address until it is. */
  readonly emailVerified: boolean;
  /** "kind:channel" for each kind turned off in a channel. */
  readonly off: ReadonlySet<string>;
}

/** What a notice says and where it points, before it is anyone's. */
export interface NoticeDraft {
  readonly kind: NoticeKind;
  readonly text: string;
  /** A site path (`/e/...`). */
  readonly link: string;
}

const offKey = (kind: NoticeKind, channel: NoticeChannel): string => `${kind}:${channel}`;

/** Whether `r` takes this kind of notice in this channel. */
export const wants = (r: Recipient, kind: NoticeKind, channel: NoticeChannel): boolean =>
  !r.off.has(offKey(kind, channel));

/** The switches as the settings page shows them: every kind, both channels. */
export function channelsOf(off: ReadonlySet<string>): Record<NoticeKind, NoticeChannels> {
  return Object.fromEntries(
    NOTICE_KINDS.map((k) => [
      k,
      { site: !off.has(offKey(k, 'site')), email: !off.has(offKey(k, 'email')) },
    ]),
  ) as Record<NoticeKind, NoticeChannels>;
}

/** The stored form of the switches: the "kind:channel" pairs that are off. */
export function offOf(kinds: Record<NoticeKind, NoticeChannels>): string[] {
  return NOTICE_KINDS.flatMap((k) =>
    (['site', 'email'] as const).filter((c) => !kinds[k][c]).map((c) => offKey(k, c)),
  );
}

/** The stored switches (users.notices_off) as a set of "kind:channel" that are off. */
export function parseOff(raw: string | null | undefined): Set<string> {
  if (raw === null || raw === undefined) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

const noticeOf = (row: NoticesTable): Notice => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

/** The page key of a notice: its time, then its id (two notices may share a time). */
const cursorOf = (row: NoticesTable): string => joinCursor(row.created_at, row.id);

/**
 * Notices in the database, one person's at a time: each person keeps their `cap` newest, the
 * oldest pruned as new ones come, so no one's list grows without end.
 */
export class NoticeStore {
  constructor(
    private readonly db: Kysely<Database>,
    /** Notices a person keeps (NOTICES_PER_PERSON). */
    private readonly cap: number,
  ) {}

  async recipients(ids: readonly string[]): Promise<Recipient[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'email_verified_at', 'notices_off'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return rows.map((r) => ({
      id: r.id,
      email: r.email ?? null,
      emailVerified: r.email != null && r.email_verified_at != null,
      off: parseOff(r.notices_off),
    }));
  }

  async recipient(id: string): Promise<Recipient | undefined> {
    return (await this.recipients([id]))[0];
  }

  /** The kinds turned off ("kind:channel"); the address is EmailVerification's to change. */
  async saveSwitches(id: string, off: readonly string[]): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ notices_off: off.length === 0 ? null : JSON.stringify(off) })
      .where('id', '=', id)
      .execute();
  }

  /** Stores a notice for `userId` and prunes their oldest past the cap. */
  async add(userId: string, draft: NoticeDraft, at: string): Promise<Notice> {
    const row: NoticesTable = {
      id: sortableId(),
      user_id: userId,
      ...draft,
      created_at: at,
      read_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('notices').values(row).execute();
      const keep = trx
        .selectFrom('notices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(this.cap);
      await trx
        .deleteFrom('notices')
        .where('user_id', '=', userId)
        .where('id', 'not in', keep)
        .execute();
    });
    return noticeOf(row);
  }

  async unread(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A page of `userId`'s notices, newest first, older than the `before` key if given. */
  async page(userId: string, limit: number, before: string | undefined): Promise<NoticesPage> {
    let query = this.db
      .selectFrom('notices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (before !== undefined) {
      const { at, id } = splitCursor(before);
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]),
      );
    }
    const rows = await query.execute();
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      notices: shown.map(noticeOf),
      unread: await this.unread(userId),
      next: rows.length > limit && last !== undefined ? cursorOf(last) : null,
    };
  }

  /** Marks these of `userId`'s notices read (ids of others' change nothing). */
  async markRead(userId: string, ids: readonly string[] | 'all', at: string): Promise<number> {
    let update = this.db
      .updateTable('notices')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== 'all') update = update.where('id', 'in', [...ids]);
    await update.execute();
    return this.unread(userId);
  }
}
