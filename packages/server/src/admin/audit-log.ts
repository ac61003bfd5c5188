import type { AuditAction, AuditEntry, AuditPage } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema.js';
import { joinCursor, splitCursor } from '../db/time-cursor.js';
import { sortableId } from '../ids.js';

/** Who acted: an admin's account, or the command line (`texas42 admin`, actor "cli"). */
export interface Actor {
  readonly id: string | null;
  readonly name: string;
}

/** The command line's actor in the audit log. */
export const CLI_ACTOR: Actor = { id: null, name: 'cli' };

/** One admin action, as written. */
export interface AuditRecord {
  readonly action: AuditAction;
  readonly targetKind: AuditEntry['targetKind'];
  readonly targetId?: string | null;
  readonly target?: string | null;
  readonly details?: Readonly<Record<string, unknown>>;
}

function entryOf(row: AuditLogTable): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.details);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      details = parsed as Record<string, unknown>;
  } catch {
    // A row written by hand: shown without details.
  }
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actor: row.actor,
    action: row.action as AuditAction,
    targetKind: row.target_kind,
    targetId: row.target_id,
    target: row.target,
    details,
  };
}

/**
 * Every admin action, whoever took it (the admin page, the command line): who, what, on what,
 * when and the details, in the database. Written in the transaction of the action it records
 * when there is one, so an action is never done without its line, nor logged without being done.
 */
export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async record(actor: Actor, entry: AuditRecord, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        id: sortableId(),
        at: new Date(this.now()).toISOString(),
        actor_id: actor.id,
        actor: actor.name,
        action: entry.action,
        target_kind: entry.targetKind,
        target_id: entry.targetId ?? null,
        target: entry.target ?? null,
        details: JSON.stringify(entry.details ?? {}),
      })
      .execute();
  }

  /** A page of the log, newest first, older than the `before` key if given. */
  async page(limit: number, before: string | undefined): Promise<AuditPage> {
    let query = this.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (before !== undefined) {
      const { at, id } = splitCursor(before);
      query = query.where((eb) =>
        eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
      );
    }
    const rows = await query.execute();
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      entries: shown.map(entryOf),
      next: rows.length > limit && last !== undefined ? joinCursor(last.at, last.id) : null,
    };
  }
}
