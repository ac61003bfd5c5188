import type { ChatEvent, Me } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { ChatLinesTable, Database } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { sortableId } from '../ids.js';

/** Lines a table keeps: its newest, as many as a chat panel shows. */
const LINES_PER_TABLE = 200;

/**
 * Chat at the tables, kept in the database: each line has an id (so an admin may delete it for
 * everyone at the table), the name it was said under and who said it. Before a line is kept the
 * person's account is read again: a muted person is refused (MUTED), and the name is the one the
 * account has now (an admin may have renamed it since the socket connected).
 */
export class ChatLines {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** Keeps a line from `me` at the table; answers it as the table is told it. */
  async say(me: Me, tableId: string, text: string): Promise<ChatEvent> {
    const user = await this.db
      .selectFrom('users')
      .select(['name', 'muted_until', 'disabled_at', 'deleted_at'])
      .where('id', '=', me.id)
      .executeTakeFirst();
    const at = this.now();
    if (user === undefined || user.disabled_at != null || user.deleted_at != null)
      throw new ServerError(401, 'NOT_SIGNED_IN', 'this account may not chat: sign in again');
    if (user.muted_until != null && Date.parse(user.muted_until) > at)
      throw new ServerError(
        403,
        'MUTED',
        `the site's admin muted you in chat until ${user.muted_until}`,
        'text',
      );
    const line: ChatLinesTable = {
      id: sortableId(),
      table_id: tableId,
      user_id: me.id,
      name: user.name,
      text,
      sent_at: new Date(at).toISOString(),
      deleted_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('chat_lines').values(line).execute();
      const keep = trx
        .selectFrom('chat_lines')
        .select('id')
        .where('table_id', '=', tableId)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LINES_PER_TABLE);
      await trx
        .deleteFrom('chat_lines')
        .where('table_id', '=', tableId)
        .where('id', 'not in', keep)
        .execute();
    });
    return { id: line.id, tableId, from: line.name, text, sentAt: line.sent_at };
  }

  /** Marks a line deleted; answers it (NOT_FOUND if there is none). */
  async delete(id: string): Promise<ChatLinesTable> {
    const line = await this.db
      .selectFrom('chat_lines')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (line === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no chat line "${id}"`, 'id');
    if (line.deleted_at === null)
      await this.db
        .updateTable('chat_lines')
        .set({ deleted_at: new Date(this.now()).toISOString() })
        .where('id', '=', id)
        .execute();
    return line;
  }
}
