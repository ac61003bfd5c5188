import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RematchOffer, TableState, TableSummary } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { AutoPlayer } from '../support/acting.js';
import { fails, ok, person } from '../support/api.js';
import { emitAck, startServer, waitFor, type Client } from '../support/harness.js';

/**
 * Rematches over real HTTP and sockets: a finished table offered again with the same seats and
 * rules, the other person's answer, and the refusals (not over, not seated, someone else's
 * table, offered twice, answered twice, a held seat).
 */
let server: Texas42Server;
let url: string;

before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

type Made = { table: TableSummary; invite: string | null };
/** A game to 1 mark, one game: the first hand that gives a mark ends the match. */
const SHORT = { base: 'straight-42', 'game.marksToWin': 1 };

/** Ann (South) and Bob (North) with two bots at a private table, playing by sockets. */
async function twoPeopleTable(): Promise<{
  ann: Client;
  bob: Client;
  id: string;
  invite: string;
  annSees: AutoPlayer;
  bobSees: AutoPlayer;
  bobSocket: ReturnType<Client['socket']>;
}> {
  const { c: ann } = await person(url, 'Ann');
  const { c: bob } = await person(url, 'Bob');
  const made = await ok<Made>(ann, 'POST', '/api/tables', {
    rules: SHORT,
    visibility: 'private',
    seat: 'S',
    hints: false,
  });
  const id = made.table.id;
  const invite = made.invite ?? '';
  await ok(bob, 'POST', `/api/tables/${id}/seat`, { seat: 'N', invite });
  await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'E', level: 'easy' });
  const annSocket = ann.socket();
  const bobSocket = bob.socket();
  const annSees = new AutoPlayer(annSocket, id);
  const bobSees = new AutoPlayer(bobSocket, id);
  assert.ok((await emitAck(annSocket, 'table:watch', { tableId: id })).ok);
  assert.ok((await emitAck(bobSocket, 'table:watch', { tableId: id, invite })).ok);
  return { ann, bob, id, invite, annSees, bobSees, bobSocket };
}

describe('a rematch that keeps the seats', () => {
  it('is refused before the match is over and to anyone not seated; then offered, Bob is told and accepts, and the same seats play again', async () => {
    const { ann, bob, id, invite, annSees, bobSocket } = await twoPeopleTable();
    const { c: eve } = await person(url, 'Eve');
    // The last seat: the match starts.
    const over = waitFor<TableState>(bobSocket, 'table:state', (s) => s.table.status === 'done');
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'W', level: 'hard' });
    annSees.nudge();
    await fails(ann, 'POST', `/api/tables/${id}/rematch`, undefined, 409, 'MATCH_NOT_OVER');
    const done = await over;
    assert.equal(done.rematch, null);

    // Hostile: someone else's private table, without and with its invite.
    await fails(eve, 'POST', `/api/tables/${id}/rematch`, undefined, 403, 'PRIVATE_TABLE');
    await fails(
      eve,
      'POST',
      `/api/tables/${id}/rematch/answer`,
      { accept: true },
      403,
      'PRIVATE_TABLE',
    );
    await fails(bob, 'POST', `/api/tables/nosuchtable1/rematch`, undefined, 404, 'NOT_FOUND');
    await fails(
      bob,
      'POST',
      `/api/tables/${id}/rematch/answer`,
      { accept: true },
      404,
      'NO_REMATCH',
    );
    await fails(
      bob,
      'POST',
      `/api/tables/${id}/rematch/answer`,
      { accept: 'yes' },
      400,
      'BAD_REQUEST',
    );

    // Ann offers: the new table has her in South and the bots in their seats; North is held.
    const told = waitFor<TableState>(bobSocket, 'table:state', (s) => s.rematch !== null);
    const offered = await ok<Made>(ann, 'POST', `/api/tables/${id}/rematch`);
    const fresh = offered.table;
    assert.notEqual(fresh.id, id);
    assert.equal(fresh.status, 'waiting');
    assert.equal(fresh.visibility, 'private');
    assert.ok(offered.invite !== null && offered.invite !== invite, 'a new invite');
    const seats = (s: TableSummary): string[] =>
      s.seats.map((x) => `${x.seat}:${x.kind}:${x.level ?? x.name ?? ''}`).sort();
    const now = await ok<TableSummary>(ann, 'GET', `/api/tables/${fresh.id}`);
    assert.deepEqual(seats(now), ['E:bot:easy', 'N:empty:', 'S:human:Ann', 'W:bot:hard']);
    assert.equal(now.rules, (await ok<TableSummary>(ann, 'GET', `/api/tables/${id}`)).rules);
    const offer: RematchOffer | null = (await told).rematch;
    assert.deepEqual(offer, {
      tableId: fresh.id,
      by: 'S',
      answers: [
        { seat: 'N', answer: 'pending' },
        { seat: 'S', answer: 'offered' },
      ],
    });

    // Offered twice; the offerer answering; Eve, with the new table's invite, taking the held seat.
    await fails(bob, 'POST', `/api/tables/${id}/rematch`, undefined, 409, 'REMATCH_OFFERED');
    await fails(
      ann,
      'POST',
      `/api/tables/${id}/rematch/answer`,
      { accept: true },
      409,
      'ALREADY_ANSWERED',
    );
    await fails(
      eve,
      'POST',
      `/api/tables/${fresh.id}/seat`,
      { seat: 'N', invite: offered.invite },
      409,
      'SEAT_HELD',
    );
    await fails(
      eve,
      'POST',
      `/api/tables/${id}/rematch/answer?invite=${invite}`,
      { accept: true },
      403,
      'PRIVATE_TABLE',
    );
    await fails(
      ann,
      'POST',
      `/api/tables/${fresh.id}/bot`,
      { seat: 'N', level: 'easy' },
      409,
      'SEAT_HELD',
    );

    // Bob accepts: he sits North again and the match starts, with the same seats.
    const accepted = waitFor<TableState>(
      bobSocket,
      'table:state',
      (s) => s.table.id === id && s.rematch?.answers.some((a) => a.answer === 'accepted') === true,
    );
    const answer = await ok<Made>(bob, 'POST', `/api/tables/${id}/rematch/answer`, {
      accept: true,
    });
    assert.equal(answer.table.id, fresh.id);
    assert.equal(answer.invite, offered.invite);
    assert.equal(answer.table.status, 'playing');
    assert.deepEqual(seats(answer.table), [
      'E:bot:easy',
      'N:human:Bob',
      'S:human:Ann',
      'W:bot:hard',
    ]);
    assert.deepEqual((await accepted).rematch?.answers, [
      { seat: 'N', answer: 'accepted' },
      { seat: 'S', answer: 'offered' },
    ]);
    await fails(
      bob,
      'POST',
      `/api/tables/${id}/rematch/answer`,
      { accept: false },
      409,
      'ALREADY_ANSWERED',
    );
    // A watcher who comes later (with the invite) is shown the offer and its answers.
    const socket = eve.socket();
    const shown = waitFor<TableState>(socket, 'table:state', (s) => s.table.id === id);
    assert.ok((await emitAck(socket, 'table:watch', { tableId: id, invite })).ok);
    assert.equal((await shown).rematch?.tableId, fresh.id);
    for (const c of [ann, bob, eve]) c.close();
  });

  it('declined, the held seat is free for anyone with the invite; at a public table a stranger is refused', async () => {
    const { ann, bob, id, bobSocket } = await twoPeopleTable();
    const over = waitFor<TableState>(bobSocket, 'table:state', (s) => s.table.status === 'done');
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'W', level: 'easy' });
    await over;
    const offered = await ok<Made>(bob, 'POST', `/api/tables/${id}/rematch`);
    const { c: eve } = await person(url, 'Eve');
    await fails(ann, 'POST', `/api/tables/${id}/rematch/answer`, {}, 400, 'BAD_REQUEST');
    // The new table shows Ann's seat held for her (not empty), and open once she declines.
    const eveSocket = eve.socket();
    const fresh = offered.table.id;
    const heldShown = waitFor<TableState>(eveSocket, 'table:state', (s) => s.table.id === fresh);
    assert.ok(
      (await emitAck(eveSocket, 'table:watch', { tableId: fresh, invite: offered.invite })).ok,
    );
    assert.deepEqual((await heldShown).held, [{ seat: 'S', name: 'Ann' }]);
    const freed = waitFor<TableState>(
      eveSocket,
      'table:state',
      (s) => s.table.id === fresh && s.held.length === 0,
    );
    await ok<Made>(ann, 'POST', `/api/tables/${id}/rematch/answer`, { accept: false });
    await freed;
    const taken = await ok<TableSummary>(eve, 'POST', `/api/tables/${offered.table.id}/seat`, {
      seat: 'S',
      invite: offered.invite,
    });
    assert.equal(taken.status, 'playing');
    // A public finished table: a stranger may watch it but not offer, nor answer.
    const { c: solo } = await person(url, 'Solo');
    const pub = await ok<Made>(solo, 'POST', '/api/tables', {
      rules: SHORT,
      seat: 'S',
      bots: 'easy',
    });
    const soloSocket = solo.socket();
    const soloPlays = new AutoPlayer(soloSocket, pub.table.id);
    const soloOver = waitFor<TableState>(
      soloSocket,
      'table:state',
      (s) => s.table.status === 'done',
    );
    assert.ok((await emitAck(soloSocket, 'table:watch', { tableId: pub.table.id })).ok);
    soloPlays.nudge();
    await soloOver;
    await fails(eve, 'POST', `/api/tables/${pub.table.id}/rematch`, undefined, 403, 'NOT_SEATED');
    await ok<Made>(solo, 'POST', `/api/tables/${pub.table.id}/rematch`);
    await fails(
      eve,
      'POST',
      `/api/tables/${pub.table.id}/rematch/answer`,
      { accept: true },
      403,
      'NOT_SEATED',
    );
    // Bots keep their seats: the solo player's new table starts at once.
    const mine = server.tables;
    const room = await mine.room(pub.table.id);
    assert.equal(room.rematch?.answers.length, 1);
    const again = await mine.room(room.rematch?.tableId ?? '');
    assert.equal(again.row.status, 'playing');
    for (const c of [ann, bob, eve, solo]) c.close();
  });

  it('the new table, its bots and the offer are written together: a losing race leaves no table behind', async () => {
    const { c: solo } = await person(url, 'Racer');
    const pub = await ok<Made>(solo, 'POST', '/api/tables', {
      rules: SHORT,
      seat: 'S',
      bots: 'easy',
    });
    const id = pub.table.id;
    const soloSocket = solo.socket();
    const plays = new AutoPlayer(soloSocket, id);
    const over = waitFor<TableState>(soloSocket, 'table:state', (s) => s.table.status === 'done');
    assert.ok((await emitAck(soloSocket, 'table:watch', { tableId: id })).ok);
    plays.nudge();
    await over;
    const db = server.connection.db;
    const tablesNow = async (): Promise<number> =>
      (await db.selectFrom('tables').select('id').execute()).length;
    // Another process's offer of this table is being written: its row holds South's key but is
    // not yet the whole offer, so this process's offer passes its checks and loses at the key.
    await db
      .insertInto('rematch_seats')
      .values({
        table_id: id,
        seat: 'S',
        user_id: 'someone-else',
        answer: 'pending',
        new_table_id: 'their-table',
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await tablesNow();
    await fails(solo, 'POST', `/api/tables/${id}/rematch`, undefined, 409, 'REMATCH_OFFERED');
    assert.equal(await tablesNow(), before, 'no half-made table (nor its bots) is left');
    const strayBots = await db
      .selectFrom('seats')
      .leftJoin('tables', 'tables.id', 'seats.table_id')
      .select('seats.table_id')
      .where('tables.id', 'is', null)
      .execute();
    assert.deepEqual(strayBots, [], 'no seat without its table');
    // With the other offer gone, the same request makes the table, its three bots and the offer.
    await db.deleteFrom('rematch_seats').where('table_id', '=', id).execute();
    const made = await ok<Made>(solo, 'POST', `/api/tables/${id}/rematch`);
    assert.equal(await tablesNow(), before + 1);
    const seats = await db
      .selectFrom('seats')
      .select(['seat', 'kind'])
      .where('table_id', '=', made.table.id)
      .execute();
    assert.equal(seats.filter((x) => x.kind === 'bot').length, 3);
    assert.equal(made.table.status, 'playing');
    solo.close();
  });

  it('a finished table stays, with its hands, after everyone at it has left', async () => {
    const { ann, bob, id, invite, annSees, bobSocket } = await twoPeopleTable();
    const over = waitFor<TableState>(bobSocket, 'table:state', (s) => s.table.status === 'done');
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'W', level: 'hard' });
    annSees.nudge();
    await over;
    const hands = await ok<{ hands: unknown[] }>(
      ann,
      'GET',
      `/api/tables/${id}/hands?invite=${invite}`,
    );
    assert.ok(hands.hands.length > 0);
    await ok(ann, 'POST', `/api/tables/${id}/leave`);
    await ok(bob, 'POST', `/api/tables/${id}/leave`);
    const after = await ok<TableSummary>(bob, 'GET', `/api/tables/${id}?invite=${invite}`);
    assert.equal(after.status, 'done');
    const kept = await ok<{ hands: unknown[] }>(
      bob,
      'GET',
      `/api/tables/${id}/hands?invite=${invite}`,
    );
    assert.deepEqual(kept.hands, hands.hands);
  });
});
