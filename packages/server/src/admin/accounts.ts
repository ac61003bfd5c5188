// Over 300 lines: every change an admin makes to an account, each with its audit line in the
// change's transaction, over the same row and checks (live, not one's own).
import type { AdminAccount, AdminAccountDetail, AuditAction } from '@texas42/protocol';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { PasswordResets } from '../auth/password-resets.js';
import type { Sessions } from '../auth/sessions.js';
import type { Database, UsersTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { chatOf, eventsOf, sessionsOf, tablesOf } from './account-detail.js';
import type { Actor, AuditLog } from './audit-log.js';

/** The name a deleted account's games and results are shown under. */
export const DELETED_NAME = 'deleted player';

type UserRow = Pick<
  UsersTable,
  | 'id'
  | 'username'
  | 'name'
  | 'password_hash'
  | 'role'
  | 'created_at'
  | 'email'
  | 'email_verified_at'
  | 'disabled_at'
  | 'deleted_at'
  | 'muted_until'
>;

const COLUMNS = [
  'id',
  'username',
  'name',
  'password_hash',
  'role',
  'created_at',
  'email',
  'email_verified_at',
  'disabled_at',
  'deleted_at',
  'muted_until',
] as const;

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What an admin does to accounts, for the admin page and the command line alike: find and read
 * them, disable, enable, rename, delete, mute, and give or take the admin role. Each change is
 * written to the audit log in the change's transaction. Ending sessions goes through `sessions`,
 * whose listeners (a running server's) disconnect the sockets.
 */
export class AccountAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: Sessions,
    private readonly audit: AuditLog,
    private readonly now: () => number,
    /** Told of an account whose name changed (renamed, deleted): pages that show it refresh. */
    private readonly renamed: (userId: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  private iso(at = this.now()): string {
    return new Date(at).toISOString();
  }

  private accountOf(row: UserRow): AdminAccount {
    const muted = row.muted_until != null && Date.parse(row.muted_until) > this.now();
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      guest: row.password_hash === null && row.deleted_at == null,
      admin: row.role === 'admin',
      createdAt: row.created_at,
      email: row.email ?? null,
      emailVerified: row.email != null && row.email_verified_at != null,
      disabledAt: row.disabled_at ?? null,
      deletedAt: row.deleted_at ?? null,
      mutedUntil: muted ? (row.muted_until ?? null) : null,
    };
  }

  /** Accounts whose username or name holds `q`, the latest made first. */
  async find(q: string, limit: number): Promise<AdminAccount[]> {
    const pattern = containing(q.trim());
    const rows = await this.db
      .selectFrom('users')
      .select(COLUMNS)
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(username)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(name)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => this.accountOf(r));
  }

  private async row(id: string): Promise<UserRow> {
    const row = await this.db
      .selectFrom('users')
      .select(COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no account "${id}"`, 'id');
    return row;
  }

  /** The account with this username (the command line names accounts so). */
  async byUsername(username: string): Promise<AdminAccount> {
    const row = await this.db
      .selectFrom('users')
      .select(COLUMNS)
      .where('username', '=', username.trim().toLowerCase())
      .executeTakeFirst();
    if (row === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no account "${username}"`, 'username');
    return this.accountOf(row);
  }

  async account(id: string): Promise<AdminAccount> {
    return this.accountOf(await this.row(id));
  }

  /** A live account to act on: NOT_FOUND, or ACCOUNT_DELETED once deleted. */
  private async live(id: string): Promise<UserRow> {
    const row = await this.row(id);
    if (row.deleted_at != null)
      throw new ServerError(409, 'ACCOUNT_DELETED', 'this account was deleted', 'id');
    return row;
  }

  /** The admin's own account is not theirs to disable, delete or demote here. */
  private notOwn(actor: Actor, id: string, what: string): void {
    if (actor.id === id)
      throw new ServerError(403, 'OWN_ACCOUNT', `an admin may not ${what} their own account`, 'id');
  }

  async detail(id: string): Promise<AdminAccountDetail> {
    const account = await this.account(id);
    const [sessions, tables, events, chat] = await Promise.all([
      sessionsOf(this.db, id),
      tablesOf(this.db, id),
      eventsOf(this.db, id),
      chatOf(this.db, id),
    ]);
    return { account, sessions, tables, events, chat };
  }

  /**
   * One change of an account and its audit line, in one transaction; answers the account as it
   * is after.
   */
  private async change(
    actor: Actor,
    row: UserRow,
    action: AuditAction,
    set: Updateable<UsersTable>,
    details: Record<string, unknown> = {},
    alsoWrite?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<AdminAccount> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(set).where('id', '=', row.id).execute();
      await alsoWrite?.(trx);
      await this.audit.record(
        actor,
        {
          action,
          targetKind: 'user',
          targetId: row.id,
          target: row.username ?? row.name,
          details,
        },
        trx,
      );
    });
    return this.account(row.id);
  }

  /** Gives the account the admin role (guests cannot have it). */
  async grant(actor: Actor, id: string): Promise<AdminAccount> {
    const row = await this.live(id);
    if (row.password_hash === null)
      throw new ServerError(
        409,
        'GUEST_ACCOUNT',
        'a guest cannot be an admin: sign up first',
        'id',
      );
    if (row.role === 'admin') return this.accountOf(row);
    return this.change(actor, row, 'grant-admin', { role: 'admin' });
  }

  async revoke(actor: Actor, id: string): Promise<AdminAccount> {
    const row = await this.live(id);
    this.notOwn(actor, id, 'take the admin role from');
    if (row.role !== 'admin') return this.accountOf(row);
    return this.change(actor, row, 'revoke-admin', { role: null });
  }

  /** Disables the account: its sessions end now (their sockets with them), sign-in is refused. */
  async disable(actor: Actor, id: string): Promise<AdminAccount> {
    const row = await this.live(id);
    this.notOwn(actor, id, 'disable');
    const account = await this.change(actor, row, 'disable', { disabled_at: this.iso() });
    await this.sessions.closeAll(id);
    return account;
  }

  async enable(actor: Actor, id: string): Promise<AdminAccount> {
    const row = await this.live(id);
    return this.change(actor, row, 'enable', { disabled_at: null });
  }

  /** A new display name, at its tables too (the seats keep the name they were taken under). */
  async rename(actor: Actor, id: string, name: string): Promise<AdminAccount> {
    const row = await this.live(id);
    const account = await this.change(
      actor,
      row,
      'rename',
      { name },
      { from: row.name, to: name },
      (trx) => renameSeats(trx, id, name),
    );
    await this.renamed(id);
    return account;
  }

  /**
   * Deletes the account: the row stays, so its games, results and rating history read on, under
   * "deleted player"; its username, address, password and notices go, and its sessions end.
   */
  async delete(actor: Actor, id: string): Promise<AdminAccount> {
    const row = await this.live(id);
    this.notOwn(actor, id, 'delete');
    const at = this.iso();
    const account = await this.change(
      actor,
      row,
      'delete-account',
      {
        username: null,
        email: null,
        email_verified_at: null,
        password_hash: null,
        role: null,
        notices_off: null,
        muted_until: null,
        disabled_at: null,
        name: DELETED_NAME,
        deleted_at: at,
      },
      { username: row.username, name: row.name },
      async (trx) => {
        await renameSeats(trx, id, DELETED_NAME);
        await trx.deleteFrom('notices').where('user_id', '=', id).execute();
        await trx
          .updateTable('account_tokens')
          .set({ used_at: at })
          .where('user_id', '=', id)
          .where('used_at', 'is', null)
          .execute();
        if (row.username !== null)
          await trx.deleteFrom('sign_in_failures').where('username', '=', row.username).execute();
      },
    );
    await this.sessions.closeAll(id);
    await this.renamed(id);
    return account;
  }

  /**
   * A one-time link to choose a new password: its path for the admin to hand over, or mailed to
   * the account's verified address (`mail`). The password stays until the link is used.
   */
  async resetPassword(
    actor: Actor,
    id: string,
    mail: boolean,
    resets: PasswordResets,
  ): Promise<Awaited<ReturnType<PasswordResets['issue']>>> {
    const row = await this.live(id);
    const issued = await resets.issue(id, mail);
    await this.audit.record(actor, {
      action: 'reset-password',
      targetKind: 'user',
      targetId: id,
      target: row.username ?? row.name,
      details: { mailedTo: issued.mailedTo, expiresAt: issued.expiresAt },
    });
    return issued;
  }

  /** Refuses the person's chat (MUTED) for `minutes`. */
  async mute(actor: Actor, id: string, minutes: number): Promise<AdminAccount> {
    const row = await this.live(id);
    const until = this.iso(this.now() + minutes * 60_000);
    return this.change(actor, row, 'mute', { muted_until: until }, { minutes, until });
  }

  async unmute(actor: Actor, id: string): Promise<AdminAccount> {
    const row = await this.live(id);
    return this.change(actor, row, 'unmute', { muted_until: null });
  }
}

/** The account's seats show its new name (the tables' pages read seats' names). */
async function renameSeats(db: Kysely<Database>, userId: string, name: string): Promise<void> {
  await db
    .updateTable('seats')
    .set({ name })
    .where('user_id', '=', userId)
    .where('kind', '=', 'human')
    .execute();
}
