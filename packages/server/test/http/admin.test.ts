import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AdminRoutes,
  type AdminAccount,
  type AdminAccountDetail,
  type AuditPage,
  type ChatEvent,
  type Me,
  type ProfileStats,
  type SiteInfo,
  type TableSummary,
} from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { account, fails, ok, person } from '../support/api.js';
import { Client, emitAck, startServer, waitFor } from '../support/harness.js';
import { playAlong } from '../support/rated-play.js';

/**
 * The site's admins, attacked as well as used: every admin route refused to everyone else with
 * nothing changed, and every action done for an admin, over real HTTP and sockets, each in the
 * audit log.
 */
let server: Texas42Server;
let url: string;
let root: Awaited<ReturnType<typeof account>>;

before(async () => {
  ({ server, url } = await startServer());
  root = await account(url, 'root', 'Ruth');
});
after(async () => {
  await server.close();
});

type Call = readonly [method: 'GET' | 'POST', path: string, body?: unknown];

/** One call of every admin route, with real ids: the table checks none is left out. */
function everyAdminCall(ids: {
  readonly user: string;
  readonly line: string;
  readonly table: string;
  readonly event: string;
}): Record<keyof typeof AdminRoutes, Call> {
  const user = `/api/admin/accounts/${ids.user}`;
  return {
    adminAccounts: ['GET', '/api/admin/accounts?q=ta'],
    adminAccount: ['GET', user],
    adminResetPassword: ['POST', `${user}/reset-password`, {}],
    adminDisable: ['POST', `${user}/disable`],
    adminEnable: ['POST', `${user}/enable`],
    adminRename: ['POST', `${user}/rename`, { name: 'Pwned' }],
    adminDelete: ['POST', `${user}/delete`],
    adminMute: ['POST', `${user}/mute`, { minutes: 60 }],
    adminUnmute: ['POST', `${user}/unmute`],
    adminDeleteChat: ['POST', `/api/admin/chat/${ids.line}/delete`],
    adminCloseTable: ['POST', `/api/admin/tables/${ids.table}/close`, { reason: 'pwned' }],
    adminCloseEvent: ['POST', `/api/admin/events/${ids.event}/close`],
    adminDeleteEvent: ['POST', `/api/admin/events/${ids.event}/delete`],
    adminSignUps: ['POST', '/api/admin/sign-ups', { open: false }],
    adminBanner: ['POST', '/api/admin/banner', { text: 'pwned' }],
    adminRemoveBanner: ['POST', '/api/admin/banner/remove'],
    adminAudit: ['GET', '/api/admin/audit'],
  };
}

/** Everything an admin route could change, read straight from the database. */
async function everything(): Promise<unknown> {
  const { db } = server.connection;
  const all = (t: 'users' | 'settings' | 'tables' | 'events' | 'chat_lines' | 'audit_log') =>
    db.selectFrom(t).selectAll().execute();
  return {
    users: await all('users'),
    settings: await all('settings'),
    tables: await all('tables'),
    events: await all('events'),
    chat: await all('chat_lines'),
    audit: await all('audit_log'),
    sessions: await db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute(),
    tokens: await db.selectFrom('account_tokens').selectAll().execute(),
  };
}

/** A chat line `who` says at the table, as the table hears it. */
async function say(
  socket: ReturnType<Client['socket']>,
  tableId: string,
  text: string,
): Promise<ChatEvent> {
  const heard = waitFor<ChatEvent>(socket, 'table:chat', (m) => m.text === text);
  const ack = await emitAck(socket, 'table:chat', { tableId, text });
  assert.ok(ack.ok, JSON.stringify(ack));
  return heard;
}

/** A socket of `c` watching the table, once it has the table's state. */
async function watching(c: Client, tableId: string): Promise<ReturnType<Client['socket']>> {
  const socket = c.socket();
  const first = waitFor(socket, 'table:state', () => true);
  socket.emit('table:watch', { tableId });
  await first;
  return socket;
}

const audit = async (): Promise<AuditPage> => ok<AuditPage>(root.c, 'GET', '/api/admin/audit');

describe('the admin role', () => {
  it('the first account made is the admin; later accounts and guests are not', async () => {
    assert.equal(root.me.admin, true);
    assert.equal((await ok<Me>(root.c, 'GET', '/api/me')).admin, true);
    const later = await account(url, 'later', 'Lara');
    assert.equal(later.me.admin, undefined);
    assert.equal((await person(url, 'Gil')).me.admin, undefined);
  });

  it('refuses every admin route to a guest, an account, a revoked and a disabled admin, and changes nothing', async () => {
    const tara = await account(url, 'tara', 'Tara');
    const table = await ok<{ table: TableSummary }>(tara.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    const socket = await watching(tara.c, table.table.id);
    const line = await say(socket, table.table.id, 'good luck all');
    const organizer = await account(url, 'olga', 'Olga');
    const event = await ok<{ id: string }>(organizer.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Friday Night',
    });
    const calls = everyAdminCall({
      user: tara.id,
      line: line.id,
      table: table.table.id,
      event: event.id,
    });
    assert.deepEqual(Object.keys(calls).sort(), Object.keys(AdminRoutes).sort());

    // An admin made by the operator, whose role is taken back mid-session; and one disabled.
    const revoked = await account(url, 'rex', 'Rex');
    const disabled = await account(url, 'dora', 'Dora');
    await server.connection.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', 'in', [revoked.id, disabled.id])
      .execute();
    await ok(revoked.c, 'GET', '/api/admin/audit');
    await ok(disabled.c, 'GET', '/api/admin/audit');
    await server.connection.db
      .updateTable('users')
      .set({ role: null })
      .where('id', '=', revoked.id)
      .execute();
    await ok(root.c, 'POST', `/api/admin/accounts/${disabled.id}/disable`);

    // An admin disabled behind the server's back (by SQL): the session left is no one's.
    const stale = await account(url, 'stella', 'Stella');
    await server.connection.db
      .updateTable('users')
      .set({ role: 'admin', disabled_at: new Date().toISOString() })
      .where('id', '=', stale.id)
      .execute();

    const guest = await person(url, 'Gus');
    const before = await everything();
    for (const [who, c, status, code] of [
      ['a guest', guest.c, 403, 'NOT_ADMIN'],
      ['an account', organizer.c, 403, 'NOT_ADMIN'],
      ['the table and the line’s own person', tara.c, 403, 'NOT_ADMIN'],
      ['a revoked admin', revoked.c, 403, 'NOT_ADMIN'],
      ['a disabled admin (its session ended)', disabled.c, 401, 'NOT_SIGNED_IN'],
      ['a disabled admin whose session was left', stale.c, 401, 'NOT_SIGNED_IN'],
      ['nobody signed in', new Client(url), 401, 'NOT_SIGNED_IN'],
    ] as const)
      for (const [name, [method, path, body]] of Object.entries(calls)) {
        const r = await c.call<{ error?: { code: string } }>(method, path, body);
        assert.equal(r.status, status, `${who}: ${name} ${JSON.stringify(r.json)}`);
        assert.equal(r.json.error?.code, code, `${who}: ${name}`);
      }
    // A disabled admin cannot get a session back to try again.
    await fails(
      new Client(url),
      'POST',
      '/api/signin',
      { username: 'dora', password: 'double six walks the dog' },
      403,
      'ACCOUNT_DISABLED',
    );
    assert.deepEqual(await everything(), before, 'nothing changed');
    socket.disconnect();
  });
});

describe('what an admin does', () => {
  it('finds an account by username or name and reads its sessions, tables, events and chat', async () => {
    const finn = await account(url, 'finnegan', 'Finn the Bold');
    const table = await ok<{ table: TableSummary }>(finn.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'N',
    });
    const socket = await watching(finn.c, table.table.id);
    await say(socket, table.table.id, 'hello 100%_sure');
    const event = await ok<{ id: string }>(finn.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Finn Cup',
    });
    const byUsername = await ok<{ accounts: AdminAccount[] }>(
      root.c,
      'GET',
      '/api/admin/accounts?q=NEGA',
    );
    assert.deepEqual(
      byUsername.accounts.map((a) => a.username),
      ['finnegan'],
    );
    const byName = await ok<{ accounts: AdminAccount[] }>(
      root.c,
      'GET',
      `/api/admin/accounts?q=${encodeURIComponent('the bold')}`,
    );
    assert.deepEqual(
      byName.accounts.map((a) => a.id),
      [finn.id],
    );
    // A pattern's own wildcards are letters: "%" finds no one.
    const wild = await ok<{ accounts: AdminAccount[] }>(root.c, 'GET', '/api/admin/accounts?q=%25');
    assert.deepEqual(wild.accounts, []);
    const detail = await ok<AdminAccountDetail>(root.c, 'GET', `/api/admin/accounts/${finn.id}`);
    assert.equal(detail.account.admin, false);
    assert.equal(detail.sessions.length, 1);
    assert.deepEqual(
      detail.tables.map((t) => t.id),
      [table.table.id],
    );
    assert.deepEqual(
      detail.events.map((e) => [e.id, e.organizer]),
      [[event.id, true]],
    );
    assert.deepEqual(
      detail.chat.map((c) => c.text),
      ['hello 100%_sure'],
    );
    await fails(root.c, 'GET', '/api/admin/accounts/nobody-here', undefined, 404, 'NOT_FOUND');
    socket.disconnect();
  });

  it('disables an account: its socket is cut, its session refused, its sign-in refused; enabling lets it back', async () => {
    const vic = await account(url, 'victor', 'Victor');
    const table = await vic.c.botTable();
    const socket = await watching(vic.c, table);
    const cut = new Promise<string>((resolve) => {
      socket.on('disconnect', resolve);
      setTimeout(() => resolve('still connected after 5 s'), 5000).unref();
    });
    const answer = await ok<{ account: AdminAccount }>(
      root.c,
      'POST',
      `/api/admin/accounts/${vic.id}/disable`,
    );
    assert.notEqual(answer.account.disabledAt, null);
    assert.equal(await cut, 'io server disconnect');
    await fails(vic.c, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    // Its old cookie opens no socket as the person either.
    const again = vic.c.socket();
    await new Promise<void>((resolve) => again.on('connect', () => resolve()));
    const refused = await emitAck(again, 'table:chat', { tableId: table, text: 'back again' });
    assert.equal(refused.error?.code, 'NOT_SIGNED_IN');
    again.disconnect();
    const login = { username: 'victor', password: 'double six walks the dog' };
    await fails(new Client(url), 'POST', '/api/signin', login, 403, 'ACCOUNT_DISABLED');
    // A wrong password is told nothing of it.
    await fails(
      new Client(url),
      'POST',
      '/api/signin',
      { ...login, password: 'not the password' },
      401,
      'BAD_CREDENTIALS',
    );
    // The admin may not disable or delete their own account.
    await fails(
      root.c,
      'POST',
      `/api/admin/accounts/${root.me.id}/disable`,
      undefined,
      403,
      'OWN_ACCOUNT',
    );
    await fails(
      root.c,
      'POST',
      `/api/admin/accounts/${root.me.id}/delete`,
      undefined,
      403,
      'OWN_ACCOUNT',
    );
    await ok(root.c, 'POST', `/api/admin/accounts/${vic.id}/enable`);
    await ok(new Client(url), 'POST', '/api/signin', login);
  });

  it('resets a password with a one-time link that ends every other session', async () => {
    const pat = await account(url, 'patience', 'Pat');
    const other = new Client(url);
    await ok(other, 'POST', '/api/signin', {
      username: 'patience',
      password: 'double six walks the dog',
    });
    // No verified address: the link cannot be mailed, only handed over.
    await fails(
      root.c,
      'POST',
      `/api/admin/accounts/${pat.id}/reset-password`,
      { mail: true },
      409,
      'NO_EMAIL',
    );
    const issued = await ok<{ link: string; mailedTo: null; expiresAt: string }>(
      root.c,
      'POST',
      `/api/admin/accounts/${pat.id}/reset-password`,
      {},
    );
    const token = new URL(issued.link).searchParams.get('token');
    assert.ok(token);
    assert.equal(new URL(issued.link).pathname, '/reset');
    const stored = await server.connection.db.selectFrom('account_tokens').selectAll().execute();
    assert.ok(!JSON.stringify(stored).includes(token), 'the token is stored hashed');
    // Until it is used, the old password stands.
    await ok(new Client(url), 'POST', '/api/signin', {
      username: 'patience',
      password: 'double six walks the dog',
    });
    const fresh = new Client(url);
    const me = await ok<Me>(fresh, 'POST', '/api/password/reset', {
      token,
      password: 'a brand new password',
    });
    assert.equal(me.id, pat.id);
    await ok(fresh, 'GET', '/api/me');
    await fails(pat.c, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    await fails(other, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    await fails(
      new Client(url),
      'POST',
      '/api/password/reset',
      { token, password: 'yet another password' },
      404,
      'BAD_TOKEN',
    );
    await ok(new Client(url), 'POST', '/api/signin', {
      username: 'patience',
      password: 'a brand new password',
    });
  });

  it('renames an account at its profile and its tables', async () => {
    const rude = await account(url, 'rude', 'Rude Name');
    const table = await rude.c.botTable();
    await ok(root.c, 'POST', `/api/admin/accounts/${rude.id}/rename`, { name: 'Renamed' });
    const profile = await ok<ProfileStats>(new Client(url), 'GET', `/api/users/${rude.id}`);
    assert.equal(profile.user.name, 'Renamed');
    const summary = await ok<TableSummary>(new Client(url), 'GET', `/api/tables/${table}`);
    assert.equal(summary.seats.find((s) => s.seat === 'S')?.name, 'Renamed');
    await fails(
      root.c,
      'POST',
      `/api/admin/accounts/${rude.id}/rename`,
      { name: ' ' },
      400,
      'BAD_REQUEST',
    );
  });

  it('mutes a person in chat and unmutes them; deletes a line for everyone at the table', async () => {
    const loud = await account(url, 'loud', 'Loud');
    const quiet = await account(url, 'quiet', 'Quiet');
    const made = await ok<{ table: TableSummary }>(loud.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'N',
    });
    const tableId = made.table.id;
    const loudSocket = await watching(loud.c, tableId);
    const quietSocket = await watching(quiet.c, tableId);
    const line = await say(loudSocket, tableId, 'something rude');
    const gone = waitFor<{ tableId: string; id: string }>(
      quietSocket,
      'table:chat-deleted',
      (e) => e.id === line.id,
    );
    await ok(root.c, 'POST', `/api/admin/chat/${line.id}/delete`);
    assert.equal((await gone).tableId, tableId);
    await fails(root.c, 'POST', '/api/admin/chat/no-such-line/delete', undefined, 404, 'NOT_FOUND');

    const muted = await ok<{ account: AdminAccount }>(
      root.c,
      'POST',
      `/api/admin/accounts/${loud.id}/mute`,
      { minutes: 30 },
    );
    assert.ok(muted.account.mutedUntil !== null);
    const refused = await emitAck(loudSocket, 'table:chat', { tableId, text: 'still here' });
    assert.equal(refused.error?.code, 'MUTED');
    // Others still talk.
    await say(quietSocket, tableId, 'hello');
    await ok(root.c, 'POST', `/api/admin/accounts/${loud.id}/unmute`);
    await say(loudSocket, tableId, 'sorry');
    loudSocket.disconnect();
    quietSocket.disconnect();
  });

  it('closes a table: its people are told, nothing more is played or seated there', async () => {
    const host = await account(url, 'host', 'Host');
    const made = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'N',
    });
    const tableId = made.table.id;
    const socket = await watching(host.c, tableId);
    const told = waitFor<{ tableId: string; message: string }>(socket, 'table:closed', () => true);
    await ok(root.c, 'POST', `/api/admin/tables/${tableId}/close`, { reason: 'spam' });
    assert.match((await told).message, /closed this table: spam/);
    assert.equal((await ok<TableSummary>(host.c, 'GET', `/api/tables/${tableId}`)).status, 'done');
    const joiner = await person(url, 'Joiner');
    await fails(joiner.c, 'POST', `/api/tables/${tableId}/seat`, { seat: 'S' }, 409, 'NOT_PLAYING');
    await fails(root.c, 'POST', '/api/admin/tables/nope-nope/close', {}, 404, 'NOT_FOUND');
    socket.disconnect();
  });

  it('closes an event (it reads, nothing changes) and deletes one', async () => {
    const org = await account(url, 'orga', 'Orga');
    const closed = await ok<{ id: string }>(org.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Closed Cup',
    });
    await ok(root.c, 'POST', `/api/admin/events/${closed.id}/close`);
    const view = await ok<{ status: string }>(new Client(url), 'GET', `/api/events/${closed.id}`);
    assert.equal(view.status, 'finished');
    await fails(
      org.c,
      'POST',
      `/api/events/${closed.id}/teams`,
      { name: 'Late' },
      409,
      'EVENT_CLOSED',
    );
    const doomed = await ok<{ id: string }>(org.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Doomed Cup',
    });
    await ok(org.c, 'POST', `/api/events/${doomed.id}/teams`, { name: 'Aces' });
    await ok(root.c, 'POST', `/api/admin/events/${doomed.id}/delete`);
    await fails(new Client(url), 'GET', `/api/events/${doomed.id}`, undefined, 404, 'NOT_FOUND');
  });

  it('closes sign-ups for accounts and guests alike, and opens them again', async () => {
    await ok(root.c, 'POST', '/api/admin/sign-ups', { open: false });
    assert.equal((await ok<SiteInfo>(new Client(url), 'GET', '/api/site')).signUpsOpen, false);
    await fails(
      new Client(url),
      'POST',
      '/api/guest',
      { name: 'Newcomer' },
      403,
      'SIGN_UPS_CLOSED',
    );
    await fails(
      new Client(url),
      'POST',
      '/api/signup',
      { username: 'newcomer', password: 'double six walks the dog' },
      403,
      'SIGN_UPS_CLOSED',
    );
    // Those who have an account still sign in.
    await ok(new Client(url), 'POST', '/api/signin', {
      username: 'root',
      password: 'double six walks the dog',
    });
    await ok(root.c, 'POST', '/api/admin/sign-ups', { open: true });
    await ok(new Client(url), 'POST', '/api/guest', { name: 'Newcomer' });
  });

  it('posts a banner every page reads, and takes it down', async () => {
    const maintenanceAt = new Date(Date.now() + 3_600_000).toISOString();
    await fails(root.c, 'POST', '/api/admin/banner', { text: '' }, 400, 'BAD_REQUEST');
    await ok(root.c, 'POST', '/api/admin/banner', { text: 'Down for an upgrade', maintenanceAt });
    const site = await ok<SiteInfo>(new Client(url), 'GET', '/api/site');
    assert.equal(site.banner?.text, 'Down for an upgrade');
    assert.equal(site.banner?.maintenanceAt, maintenanceAt);
    // A banner whose end has passed is shown no more.
    await ok(root.c, 'POST', '/api/admin/banner', {
      text: 'Over',
      endsAt: new Date(Date.now() - 1000).toISOString(),
    });
    assert.equal((await ok<SiteInfo>(new Client(url), 'GET', '/api/site')).banner, null);
    await ok(root.c, 'POST', '/api/admin/banner', { text: 'Back' });
    await ok(root.c, 'POST', '/api/admin/banner/remove');
    assert.equal((await ok<SiteInfo>(new Client(url), 'GET', '/api/site')).banner, null);
  });

  it('deletes an account: its finished games and results read on under "deleted player"', async () => {
    const gone = await account(url, 'goner', 'Goner');
    const made = await ok<{ table: TableSummary }>(gone.c, 'POST', '/api/tables', {
      rules: 'nello-tournament',
      seat: 'S',
      bots: 'easy',
    });
    await playAlong(gone, made.table.id, (s) => s.view.phase === 'done');
    await ok(root.c, 'POST', `/api/admin/accounts/${gone.id}/delete`);
    const profile = await ok<ProfileStats>(new Client(url), 'GET', `/api/users/${gone.id}`);
    assert.equal(profile.user.name, 'deleted player');
    assert.equal(profile.games, 1);
    const hands = await ok<{ hands: unknown[] }>(
      new Client(url),
      'GET',
      `/api/tables/${made.table.id}/hands`,
    );
    assert.ok(hands.hands.length > 0);
    const seat = (
      await ok<TableSummary>(new Client(url), 'GET', `/api/tables/${made.table.id}`)
    ).seats.find((s) => s.seat === 'S');
    assert.equal(seat?.name, 'deleted player');
    // As stored too, for the table read back after a restart.
    const seats = await server.connection.db
      .selectFrom('seats')
      .select('name')
      .where('user_id', '=', gone.id)
      .execute();
    assert.deepEqual(seats, [{ name: 'deleted player' }]);
    const row = await server.connection.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.username, row.email, row.password_hash, row.name],
      [null, null, null, 'deleted player'],
    );
    await fails(gone.c, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    await fails(
      new Client(url),
      'POST',
      '/api/signin',
      { username: 'goner', password: 'double six walks the dog' },
      401,
      'BAD_CREDENTIALS',
    );
    await fails(
      root.c,
      'POST',
      `/api/admin/accounts/${gone.id}/rename`,
      { name: 'Back' },
      409,
      'ACCOUNT_DELETED',
    );
  });

  it('keeps every action in the audit log, newest first, a page at a time', async () => {
    const first = await audit();
    const actions = first.entries.map((e) => e.action);
    assert.equal(actions[0], 'delete-account');
    for (const action of [
      'disable',
      'enable',
      'reset-password',
      'rename',
      'delete-chat',
      'mute',
      'unmute',
      'close-table',
      'close-event',
      'delete-event',
      'close-sign-ups',
      'open-sign-ups',
      'post-banner',
      'remove-banner',
      'delete-account',
    ])
      assert.ok(actions.includes(action as (typeof actions)[number]), `${action} is logged`);
    const rename = first.entries.find((e) => e.action === 'rename');
    assert.deepEqual(
      [rename?.actorId, rename?.actor, rename?.targetKind, rename?.target, rename?.details],
      [root.me.id, 'root', 'user', 'rude', { from: 'Rude Name', to: 'Renamed' }],
    );
    const chat = first.entries.find((e) => e.action === 'delete-chat');
    assert.equal(chat?.details.text, 'something rude');
    // Paged: two at a time reach the same entries, in the same order.
    const seen: string[] = [];
    let before: string | null = '';
    while (before !== null) {
      const page: AuditPage = await ok<AuditPage>(
        root.c,
        'GET',
        `/api/admin/audit?limit=2${before === '' ? '' : `&before=${encodeURIComponent(before)}`}`,
      );
      seen.push(...page.entries.map((e) => e.id));
      before = page.next;
    }
    const whole = await ok<AuditPage>(root.c, 'GET', '/api/admin/audit?limit=100');
    assert.deepEqual(
      seen,
      whole.entries.map((e) => e.id),
    );
  });
});
