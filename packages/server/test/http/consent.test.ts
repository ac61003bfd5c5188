import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EventView, Invitation, TableSummary } from '@texas42/protocol';
import { fails, ok, person, organizer as signedUp } from '../support/api.js';
import { startServer } from '../support/harness.js';

/** Consent: nobody is put on a team, or out of a seat, without agreeing to it. */
describe('a partner is invited, not registered', () => {
  it('registering with a partner invites them: they accept or decline; nobody else can take the place', async () => {
    const { server, url } = await startServer();
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', { kind: 'league', name: 'Tuesday League' });
      const [ann, bo, cy, di] = [
        await person(url, 'Ann'),
        await person(url, 'Bo'),
        await person(url, 'Cy'),
        await person(url, 'Di'),
      ];
      const path = `/api/events/${ev.id}/teams`;
      const invited = await ok(ann.c, 'POST', path, { name: 'Aces', partner: bo.id });
      const aces = invited.teams.find((t) => t.name === 'Aces');
      assert.ok(aces);
      assert.deepEqual(
        aces.players.map((p) => p?.name ?? null),
        ['Ann', null],
        'Bo is not on the team until Bo says so',
      );
      assert.equal(aces.invited?.name, 'Bo');
      // The team's shared link does not take the place held for Bo (issue 25: it did, silently).
      assert.ok(aces.invite, "Ann sees her team's link");
      await fails(
        cy.c,
        'POST',
        `${path}/${aces.id}/join`,
        { invite: aces.invite },
        409,
        'PLACE_INVITED',
      );
      const cysView = await ok(cy.c, 'GET', `/api/events/${ev.id}`);
      assert.deepEqual(cysView.you.mayJoin, [], 'nor is Cy offered to join it');

      // Before: Bo, named without asking, got ALREADY_REGISTERED for his own team. Now he may
      // see the invitation, and still register a team of his own instead.
      const mine = await ok<{ invitations: Invitation[] }>(bo.c, 'GET', '/api/invitations');
      assert.deepEqual(
        mine.invitations.map((i) => [i.eventName, i.teamName, i.from?.name]),
        [['Tuesday League', 'Aces', 'Ann']],
      );
      assert.deepEqual(
        (await ok<{ invitations: Invitation[] }>(cy.c, 'GET', '/api/invitations')).invitations,
        [],
      );

      // Only the invited person accepts.
      await fails(cy.c, 'POST', `${path}/${aces.id}/accept`, {}, 403, 'NOT_INVITED');
      await fails(cy.c, 'POST', `${path}/${aces.id}/decline`, {}, 403, 'NOT_INVITED');
      const accepted = await ok(bo.c, 'POST', `${path}/${aces.id}/accept`, {});
      assert.deepEqual(
        accepted.teams[0]?.players.map((p) => p?.name),
        ['Ann', 'Bo'],
      );
      assert.equal(accepted.teams[0]?.invited, undefined);
      assert.deepEqual(
        (await ok<{ invitations: Invitation[] }>(bo.c, 'GET', '/api/invitations')).invitations,
        [],
      );

      // Cy invites Di, who declines: Cy's place is open again, and Di is on no team.
      const bones = (await ok(cy.c, 'POST', path, { name: 'Bones', partner: di.id })).teams[1];
      assert.ok(bones);
      const declined = await ok(di.c, 'POST', `${path}/${bones.id}/decline`, {});
      assert.equal(declined.teams[1]?.invited, undefined);
      await fails(di.c, 'POST', `${path}/${bones.id}/accept`, {}, 403, 'NOT_INVITED');
      // The team may invite again, and take an invitation back.
      await ok(di.c, 'POST', path, { name: 'Dice' });
      const eve = await person(url, 'Eve');
      await fails(
        cy.c,
        'POST',
        path,
        { name: 'Bones 2', partner: eve.id },
        409,
        'ALREADY_REGISTERED',
      );
    } finally {
      await server.close();
    }
  });

  it('an invited partner already on another team cannot accept; the invite link is the only way into an open place', async () => {
    const { server, url } = await startServer();
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', { kind: 'league', name: 'League' });
      const [ann, bo, cy] = [
        await person(url, 'Ann'),
        await person(url, 'Bo'),
        await person(url, 'Cy'),
      ];
      const path = `/api/events/${ev.id}/teams`;
      const aces = (await ok(ann.c, 'POST', path, { name: 'Aces', partner: bo.id })).teams[0];
      assert.ok(aces);
      // Bo joins Cy's open place with Cy's link instead...
      const cyView = await ok(cy.c, 'POST', path, { name: 'Bones' });
      const bones = cyView.teams.find((t) => t.name === 'Bones');
      assert.ok(bones?.invite);
      // ...which a stranger cannot read off the public page or the team id.
      const publicView: EventView = await ok(bo.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(publicView.teams.find((t) => t.name === 'Bones')?.invite, undefined);
      assert.equal(publicView.teams.find((t) => t.name === 'Aces')?.invite, undefined);
      await fails(bo.c, 'POST', `${path}/${bones.id}/join`, { invite: aces.id }, 403, 'BAD_INVITE');
      await ok(bo.c, 'POST', `${path}/${bones.id}/join`, { invite: bones.invite });
      // Now on Bones, Bo cannot also accept Aces.
      await fails(bo.c, 'POST', `${path}/${aces.id}/accept`, {}, 409, 'ALREADY_REGISTERED');
      // The link is spent once the place is taken.
      const after: EventView = await ok(cy.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(after.teams.find((t) => t.name === 'Bones')?.invite, undefined);
      // Ann takes her invitation back.
      const back = await ok(ann.c, 'POST', `${path}/${aces.id}/decline`, {});
      assert.equal(back.teams.find((t) => t.name === 'Aces')?.invited, undefined);
    } finally {
      await server.close();
    }
  });
});

describe("a seat at an event's table is held for its person", () => {
  it('leaving mid-match keeps the seat theirs (no bot fills it, nor plays for them); only the organizer seats a bot or frees it', async () => {
    const { server, url } = await startServer({ absentSeconds: 1 });
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', {
        kind: 'single-elimination',
        name: 'Cup',
        rules: 'straight-42',
        rounds: { first: 1, later: 1, final: 1 },
      });
      const people = [];
      for (const name of ['North', 'East']) {
        const a = await person(url, `${name} a`);
        const b = await person(url, `${name} b`);
        const team = (
          await ok(a.c, 'POST', `/api/events/${ev.id}/teams`, { name, partner: b.id })
        ).teams.find((t) => t.name === name);
        await ok(b.c, 'POST', `/api/events/${ev.id}/teams/${team?.id}/accept`, {});
        people.push(a, b);
      }
      await ok(o.c, 'POST', `/api/events/${ev.id}/generate`, {});
      const match = `/api/events/${ev.id}/matches/r1-1`;
      let tableId = '';
      for (const p of people)
        tableId = (await ok<{ tableId: string }>(p.c, 'POST', `${match}/play`)).tableId;
      const room = await server.tables.room(tableId);
      // A control: a casual table of four people, nobody connected, the same absent setting.
      const casual = await ok<{ table: TableSummary }>(people[0]?.c ?? o.c, 'POST', '/api/tables', {
        rules: 'straight-42',
      });
      const others = [await person(url, 'P2'), await person(url, 'P3'), await person(url, 'P4')];
      await ok(people[0]?.c ?? o.c, 'POST', `/api/tables/${casual.table.id}/seat`, { seat: 'N' });
      for (const [i, p] of others.entries())
        await ok(p.c, 'POST', `/api/tables/${casual.table.id}/seat`, { seat: ['E', 'S', 'W'][i] });
      const casualRoom = await server.tables.room(casual.table.id);

      // Everyone walks away from the event's table: North leaves it.
      const left = await ok<TableSummary>(
        people[0]?.c ?? o.c,
        'POST',
        `/api/tables/${tableId}/leave`,
      );
      assert.deepEqual(
        left.seats.map((s) => [s.seat, s.kind, s.name]),
        [
          ['N', 'human', 'North a'],
          ['E', 'human', 'East a'],
          ['S', 'human', 'North b'],
          ['W', 'human', 'East b'],
        ],
      );
      const shaken = Date.now() + 20_000;
      while (room.state.phase === 'shake' || casualRoom.state.phase === 'shake') {
        assert.ok(Date.now() < shaken, 'both tables shake');
        await new Promise((r) => setTimeout(r, 20));
      }
      const heldAt = room.state.version;
      const casualAt = casualRoom.state.version;
      // After well over ABSENT_SECONDS: at the casual table a bot has bid for the absent person;
      // at the event's table nobody has.
      const deadline = Date.now() + 20_000;
      while (casualRoom.state.version === casualAt) {
        assert.ok(Date.now() < deadline, 'the casual table moves on for its absent player');
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(room.state.version, heldAt, "the event's table waits for its people");

      // Only the organizer changes a held seat.
      const seatPath = `${match}/seat`;
      await fails(
        people[1]?.c ?? o.c,
        'POST',
        seatPath,
        { seat: 'N', bot: 'hard' },
        403,
        'NOT_ORGANIZER',
      );
      await fails(
        people[1]?.c ?? o.c,
        'POST',
        `/api/tables/${tableId}/bot`,
        { seat: 'N', level: 'hard' },
        409,
        'SEAT_TAKEN',
      );
      await ok(o.c, 'POST', seatPath, { seat: 'N', bot: 'medium' });
      assert.equal(room.seats.get('N')?.kind, 'bot');
      await ok(o.c, 'POST', seatPath, { seat: 'N', bot: null });
      assert.equal(room.seats.has('N'), false);
      // North's own player (or a substitute of that side) may take it again.
      await ok(people[0]?.c ?? o.c, 'POST', `/api/tables/${tableId}/seat`, { seat: 'N' });
      assert.equal(room.seats.get('N')?.name, 'North a');
    } finally {
      await server.close();
    }
  });
});
