import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { io as connect } from 'socket.io-client';
import type { AuditPage, Me, SiteInfo } from '@texas42/protocol';
import { noStackTrace } from './run.js';
import { HttpPerson, killHard, startServe, texas42 } from './server-process.js';
import type { ChildProcess } from 'node:child_process';

const PASSWORD = 'double six walks the dog';

/**
 * `texas42 admin` as an operator runs it, in its own process, on the database of a server that
 * is serving: what it changes the server sees, and the audit log names the actor "cli".
 */
describe('texas42 admin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'texas42-admin-'));
  const env = { DATA_DIR: dataDir };
  let server: { child: ChildProcess; url: string };
  let root: HttpPerson;
  let bob: HttpPerson;
  const admin = (...args: string[]) => texas42(['admin', ...args], env);

  before(async () => {
    server = await startServe(env);
    root = new HttpPerson(server.url);
    bob = new HttpPerson(server.url);
    assert.equal(
      (await root.call<Me>('POST', '/api/signup', { username: 'root', password: PASSWORD })).json
        .admin,
      true,
    );
    await bob.call('POST', '/api/signup', { username: 'bob', password: PASSWORD, name: 'Bob' });
  });
  after(async () => {
    await killHard(server.child);
  });

  it('says how it is used, and refuses a usage mistake with exit 2', async () => {
    const help = await admin('--help');
    assert.equal(help.code, 0);
    assert.match(help.out, /Usage: texas42 admin <action>/);
    for (const args of [[], ['frobnicate'], ['grant'], ['banner', 'x', '--at', 'tomorrow']]) {
      const r = await admin(...args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
      noStackTrace(r);
    }
    const nowhere = await texas42(['admin', 'find', 'bob'], {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-empty-')),
    });
    assert.equal(nowhere.code, 1);
    assert.match(nowhere.err, /^NO_DATABASE: /);
  });

  it('grants and revokes the admin role; the served site sees it on the next request', async () => {
    const granted = await admin('grant', 'BOB');
    assert.equal(granted.code, 0, granted.err);
    assert.equal((await bob.call<Me>('GET', '/api/me')).json.admin, true);
    assert.equal((await bob.call('GET', '/api/admin/audit')).status, 200);
    assert.equal((await admin('revoke', 'bob')).code, 0);
    const refused = await bob.call<{ error: { code: string } }>('GET', '/api/admin/audit');
    assert.equal(refused.json.error.code, 'NOT_ADMIN');
    const missing = await admin('grant', 'nobody', '--json');
    assert.equal(missing.code, 1);
    assert.equal((JSON.parse(missing.out) as { error: { code: string } }).error.code, 'NOT_FOUND');
    noStackTrace(missing);
  });

  it('finds accounts, and prints a one-time reset link that works', async () => {
    const found = await admin('find', 'bo', '--json');
    assert.equal(found.code, 0, found.err);
    const { accounts } = JSON.parse(found.out) as { accounts: { username: string }[] };
    assert.deepEqual(
      accounts.map((a) => a.username),
      ['bob'],
    );
    const reset = await admin('reset-password', 'bob', '--json');
    assert.equal(reset.code, 0, reset.err);
    const { link } = JSON.parse(reset.out) as { link: string };
    assert.match(link, /^\/reset\?token=/);
    const token = new URL(link, server.url).searchParams.get('token');
    const fresh = new HttpPerson(server.url);
    const me = await fresh.call<Me>('POST', '/api/password/reset', {
      token,
      password: 'a fresh secret of his',
    });
    assert.equal(me.status, 200, JSON.stringify(me.json));
    bob = fresh;
    // No mail server set up: --mail is refused, nothing is mailed.
    const mail = await admin('reset-password', 'bob', '--mail');
    assert.equal(mail.code, 1);
    assert.match(mail.err, /^NO_EMAIL: /);
  });

  it('closes and opens sign-ups, and posts and removes the banner, for every page', async () => {
    assert.equal((await admin('close-sign-ups')).code, 0);
    const guest = await new HttpPerson(server.url).call<{ error: { code: string } }>(
      'POST',
      '/api/guest',
      { name: 'Late' },
    );
    assert.equal(guest.json.error.code, 'SIGN_UPS_CLOSED');
    assert.equal((await admin('open-sign-ups')).code, 0);
    assert.equal(
      (await new HttpPerson(server.url).call('POST', '/api/guest', { name: 'Late' })).status,
      200,
    );
    const up = await admin('banner', 'Upgrade tonight', '--at', '2030-01-01T22:00:00Z');
    assert.equal(up.code, 0, up.err);
    const site = (await new HttpPerson(server.url).call<SiteInfo>('GET', '/api/site')).json;
    assert.deepEqual(
      [site.banner?.text, site.banner?.maintenanceAt],
      ['Upgrade tonight', '2030-01-01T22:00:00.000Z'],
    );
    assert.equal((await admin('banner', '--remove')).code, 0);
    assert.equal(
      (await new HttpPerson(server.url).call<SiteInfo>('GET', '/api/site')).json.banner,
      null,
    );
  });

  it('disables an account: its session is refused at once, its open socket is closed', async () => {
    const socket = connect(server.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: bob.cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const closed = new Promise<string>((resolve) => {
      socket.on('disconnect', resolve);
      setTimeout(() => resolve('still connected after 40 s'), 40_000).unref();
    });
    const disabled = await admin('disable', 'bob');
    assert.equal(disabled.code, 0, disabled.err);
    assert.equal((await bob.call('GET', '/api/me')).status, 401);
    const signIn = await new HttpPerson(server.url).call<{ error: { code: string } }>(
      'POST',
      '/api/signin',
      { username: 'bob', password: 'a fresh secret of his' },
    );
    assert.equal(signIn.json.error.code, 'ACCOUNT_DISABLED');
    assert.equal(await closed, 'io server disconnect');
    assert.equal((await admin('enable', 'bob')).code, 0);
  });

  it("mutes an account's chat for a time, and unmutes it", async () => {
    // Disabled above, Bob's sessions ended: he signs in again (with the password he reset).
    await bob.call('POST', '/api/signin', { username: 'bob', password: 'a fresh secret of his' });
    const made = await bob.call<{ table: { id: string } }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      chat: true,
    });
    const tableId = made.json.table.id;
    const socket = connect(server.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: bob.cookie },
    });
    const say = (text: string) =>
      new Promise<{ ok: boolean; error?: { code: string } }>((resolve) =>
        socket.emit('table:chat', { tableId, text }, resolve),
      );
    await new Promise((resolve) => socket.emit('table:watch', { tableId }, resolve));
    assert.equal((await say('before')).ok, true);
    assert.equal((await admin('mute', 'bob', 'soon')).code, 2, 'MINUTES must be a number');
    const muted = await admin('mute', 'bob', '30', '--json');
    assert.equal(muted.code, 0, muted.err);
    assert.ok((JSON.parse(muted.out) as { account: { mutedUntil: string } }).account.mutedUntil);
    assert.equal((await say('while muted')).error?.code, 'MUTED');
    assert.equal((await admin('unmute', 'bob')).code, 0);
    assert.equal((await say('after')).ok, true);
    socket.disconnect();
  });

  it('renames and deletes an account, and every action is in the audit log as "cli"', async () => {
    assert.equal((await admin('rename', 'bob', 'Robert')).code, 0);
    const bad = await admin('rename', 'bob', '   ');
    assert.equal(bad.code, 2);
    assert.equal((await admin('delete', 'bob')).code, 0);
    assert.equal((await admin('enable', 'bob')).code, 1, 'a deleted account has no username');
    const log = await root.call<AuditPage>('GET', '/api/admin/audit?limit=100');
    const cli = log.json.entries.filter((e) => e.actor === 'cli');
    assert.deepEqual(cli.map((e) => e.action).reverse(), [
      'grant-admin',
      'revoke-admin',
      'reset-password',
      'close-sign-ups',
      'open-sign-ups',
      'post-banner',
      'remove-banner',
      'disable',
      'enable',
      'mute',
      'unmute',
      'rename',
      'delete-account',
    ]);
    assert.ok(cli.every((e) => e.actorId === null));
  });
});
