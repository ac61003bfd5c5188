import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Me } from '@texas42/protocol';
import { addressOf } from '../../src/abuse/address-key.js';
import { fails, ok } from '../support/api.js';
import { Client, limitsWith, startServer } from '../support/harness.js';

/**
 * Limits per address (issue 25: "one address made 20 guests, 160 all-bot tables and 200 events in
 * 60 s"), as an attacker meets them: real HTTP, many guests behind one address, addresses told by
 * X-Forwarded-For to a server that believes its proxy, IPv6 neighbours in one /64.
 */

let server: Awaited<ReturnType<typeof startServer>>['server'];
let url: string;
before(async () => {
  ({ server, url } = await startServer({
    trustProxy: true,
    limits: limitsWith({
      guestsPerAddress: 3,
      tablesPerAddress: 3,
      expertTablesPerAddress: 1,
      eventsPerAddress: 2,
    }),
  }));
});
after(async () => {
  await server.close();
});

async function guestFrom(from: string, name = 'Guest'): Promise<Client> {
  const c = new Client(url, from);
  await ok<Me>(c, 'POST', '/api/guest', { name });
  return c;
}

let accounts = 0;
async function accountFrom(from: string): Promise<Client> {
  const c = new Client(url, from);
  accounts += 1;
  await ok<Me>(c, 'POST', '/api/signup', {
    username: `addr_${accounts}`,
    password: 'double six walks the dog',
  });
  return c;
}

const table = (c: Client, bots: string, seat?: 'S') =>
  c.call<{ table: { id: string }; error?: { code: string } }>('POST', '/api/tables', {
    rules: 'straight-42',
    bots,
    ...(seat === undefined ? {} : { seat }),
  });

describe('what one address may make', () => {
  it('an IPv6 /64 is one address, an IPv4 address written as IPv6 is the IPv4 one', () => {
    assert.equal(addressOf('2001:db8:1:2::1'), addressOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    assert.notEqual(addressOf('2001:db8:1:2::1'), addressOf('2001:db8:1:3::1'));
    assert.equal(addressOf('::ffff:203.0.113.9'), '203.0.113.9');
  });

  it('GUESTS_PER_ADDRESS guests a day: the next is refused there, and only there', async () => {
    for (let i = 0; i < 3; i++) await guestFrom('2001:db8:1:2::1', `Neighbour ${i}`);
    const refused = await fails(
      new Client(url, '2001:db8:1:2:aaaa::9'),
      'POST',
      '/api/guest',
      { name: 'One too many' },
      429,
      'TOO_MANY_GUESTS',
    );
    assert.match(refused.message, /3 guests were made from your address in the last 24 hours/);
    // Another /64, and an IPv4 address, are other addresses.
    await guestFrom('2001:db8:1:3::1');
    await guestFrom('198.51.100.20');
  });

  it('TABLES_PER_ADDRESS open tables, whoever of the address made them', async () => {
    const ann = await guestFrom('203.0.113.7', 'Ann');
    const bo = await guestFrom('203.0.113.7', 'Bo');
    for (const c of [ann, bo, ann]) assert.equal((await table(c, 'medium', 'S')).status, 200);
    const r = await table(bo, 'medium', 'S');
    assert.equal(r.status, 429);
    assert.equal(r.json.error?.code, 'TOO_MANY_TABLES');
    // Somebody elsewhere is not held to it.
    const cy = await guestFrom('203.0.113.8', 'Cy');
    assert.equal((await table(cy, 'medium', 'S')).status, 200);
  });

  it('EXPERT_TABLES_PER_ADDRESS tables with an expert bot, made or seated', async () => {
    const dee = await guestFrom('192.0.2.50', 'Dee');
    assert.equal((await table(dee, 'expert', 'S')).status, 200);
    const second = await table(dee, 'expert', 'S');
    assert.equal(second.status, 429);
    assert.equal(second.json.error?.code, 'TOO_MANY_EXPERT_TABLES');
    // A table of hard bots is fine; an expert seated at it later is one expert table too many.
    const made = await dee.call<{ table: { id: string } }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    assert.equal(made.status, 200);
    await fails(
      dee,
      'POST',
      `/api/tables/${made.json.table.id}/bot`,
      { seat: 'N', level: 'expert' },
      429,
      'TOO_MANY_EXPERT_TABLES',
    );
    await ok(dee, 'POST', `/api/tables/${made.json.table.id}/bot`, { seat: 'N', level: 'hard' });
  });

  it('EVENTS_PER_ADDRESS events a day, whichever account of the address made them', async () => {
    const one = await accountFrom('192.0.2.60');
    const two = await accountFrom('192.0.2.60');
    await ok(one, 'POST', '/api/events', { kind: 'league', name: 'One' });
    await ok(two, 'POST', '/api/events', { kind: 'league', name: 'Two' });
    const refused = await fails(
      two,
      'POST',
      '/api/events',
      { kind: 'league', name: 'Three' },
      429,
      'TOO_MANY_EVENTS',
    );
    assert.match(refused.message, /2 events were made from your address/);
    const elsewhere = await accountFrom('192.0.2.61');
    await ok(elsewhere, 'POST', '/api/events', { kind: 'league', name: 'Elsewhere' });
  });

  it('the database keeps a keyed hash of the address, never the address', async () => {
    const rows = await server.connection.db
      .selectFrom('users')
      .select('made_from')
      .where('made_from', 'is not', null)
      .execute();
    assert.ok(rows.length > 5);
    for (const r of rows) {
      assert.match(r.made_from ?? '', /^[A-Za-z0-9_-]{22}$/);
      assert.doesNotMatch(r.made_from ?? '', /203|2001|192/);
    }
  });
});

describe('wrong passwords, by username and address', () => {
  const signIn = (from: string, password: string) =>
    new Client(url, from).call<{ error?: { code: string } }>('POST', '/api/signin', {
      username: 'owner_of_it',
      password,
    });

  it("a stranger's wrong passwords make the stranger wait, never the owner", async () => {
    await ok(new Client(url, '198.51.100.80'), 'POST', '/api/signup', {
      username: 'owner_of_it',
      password: 'double six walks the dog',
    });
    // Before: six wrong passwords from anyone locked the username for everyone (up to 900 s).
    for (let i = 0; i < 6; i++)
      assert.equal((await signIn('203.0.113.99', 'not the password')).status, 401);
    const stranger = await signIn('203.0.113.99', 'still not it');
    assert.equal(stranger.status, 429);
    assert.equal(stranger.json.error?.code, 'TOO_MANY_ATTEMPTS');
    const owner = await signIn('198.51.100.80', 'double six walks the dog');
    assert.equal(owner.status, 200);
  });

  it('guessing spread over many addresses is slowed too, past ten times the free failures', async () => {
    // 5 free failures an address, 50 from everywhere: ten addresses of five wrong passwords,
    // none of them waiting, then the 51st from an eleventh makes everyone wait.
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++)
        assert.equal((await signIn(`192.0.2.${100 + a}`, 'guess')).status, 401);
    assert.equal((await signIn('192.0.2.150', 'guess')).status, 401);
    const fresh = await signIn('192.0.2.200', 'guess');
    assert.equal(fresh.status, 429);
    assert.equal(fresh.json.error?.code, 'TOO_MANY_ATTEMPTS');
  });
});
