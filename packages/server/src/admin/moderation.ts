import { eventIdsOfPerson } from '../events/repository/index.js';
import type { EventService } from '../events/service.js';
import { ServerError } from '../errors.js';
import type { ChatLines } from '../realtime/chat-lines.js';
import { tableRoom } from '../realtime/presence.js';
import type { TableServer } from '../realtime/sockets.js';
import type { TableService } from '../tables/service.js';
import type { Actor, AuditLog } from './audit-log.js';

/**
 * What an admin does to tables, events and chat, and tells the people there: a chat line
 * deleted (taken off every page at its table), a table closed (its people told why), an event
 * closed or deleted (its open tables closed). Each is written to the audit log.
 */
export class Moderation {
  private io: TableServer | null = null;

  constructor(
    private readonly tables: TableService,
    private readonly events: EventService,
    private readonly chat: ChatLines,
    private readonly audit: AuditLog,
  ) {
    // A closed table takes no one new.
    tables.addSeatCheck((room) => {
      if (room.row.closed_at != null)
        throw new ServerError(409, 'NOT_PLAYING', "the site's admin closed this table", 'id');
    });
  }

  /** The sockets to tell (set once they are attached). */
  tellThrough(io: TableServer): void {
    this.io = io;
  }

  async deleteChatLine(actor: Actor, id: string): Promise<void> {
    const line = await this.chat.delete(id);
    this.io
      ?.to(tableRoom(line.table_id))
      .emit('table:chat-deleted', { tableId: line.table_id, id });
    await this.audit.record(actor, {
      action: 'delete-chat',
      targetKind: 'chat',
      targetId: id,
      target: line.name,
      details: { tableId: line.table_id, userId: line.user_id, text: line.text },
    });
  }

  async closeTable(actor: Actor, id: string, reason?: string): Promise<void> {
    const room = await this.tables.closeTable(id);
    this.tellClosed(id, reason);
    await this.audit.record(actor, {
      action: 'close-table',
      targetKind: 'table',
      targetId: id,
      target: room.row.name,
      details: reason === undefined ? {} : { reason },
    });
  }

  closeEvent(actor: Actor, id: string): Promise<void> {
    return this.endEvent(actor, id, 'close-event');
  }

  deleteEvent(actor: Actor, id: string): Promise<void> {
    return this.endEvent(actor, id, 'delete-event');
  }

  /** Closes or deletes the event, then its online tables still open; logged. */
  private async endEvent(
    actor: Actor,
    id: string,
    action: 'close-event' | 'delete-event',
  ): Promise<void> {
    const ended =
      action === 'close-event' ? await this.events.close(id) : await this.events.remove(id);
    const why = `the event ${ended.name} was ${action === 'close-event' ? 'closed' : 'deleted'}`;
    for (const table of ended.openTables) {
      await this.tables.closeTable(table);
      this.tellClosed(table, why);
    }
    await this.audit.record(actor, {
      action,
      targetKind: 'event',
      targetId: id,
      target: ended.name,
      details: { tablesClosed: ended.openTables },
    });
  }

  /**
   * An account's name changed (renamed, deleted): its seats in the rooms in memory, and the kept
   * views of its events, show the new one.
   */
  async renamed(userId: string): Promise<void> {
    const { db } = this.events;
    const user = await db
      .selectFrom('users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user !== undefined) this.tables.renamed(userId, user.name);
    for (const eventId of await eventIdsOfPerson(db, userId)) this.events.changedElsewhere(eventId);
  }

  private tellClosed(id: string, reason: string | undefined): void {
    this.io?.to(tableRoom(id)).emit('table:closed', {
      tableId: id,
      message: `The site's admin closed this table${reason === undefined || reason === '' ? '' : `: ${reason}`}.`,
    });
  }
}
