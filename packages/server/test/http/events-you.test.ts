import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, ok, person, organizer as signedUp } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

/**
 * What the session may do with the event itself, in the view's `you`: the club's rules
 * (event-actions.ts) asked for the session that looks, so the page only draws them.
 */

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

describe("the event view's you: joining, invitations, starting rounds and playoffs", () => {
  it('while registering: an open place may be joined by a player on no team; an invitation is answered by the person invited', async () => {
    const olive = await signedUp(url, 'Olive');
    const ev = await ok(olive.c, 'POST', '/api/events', { kind: 'league', name: 'Places' });
    const pat = await person(url, 'Pat');
    const kim = await person(url, 'Kim');
    const lee = await person(url, 'Lee');
    const solo = await ok(pat.c, 'POST', `/api/events/${ev.id}/teams`, { name: 'Solo' });
    const soloId = solo.teams.find((t) => t.name === 'Solo')?.id;
    const asked = await ok(kim.c, 'POST', `/api/events/${ev.id}/teams`, {
      name: 'Asked',
      partner: lee.id,
    });
    const askedId = asked.teams.find((t) => t.name === 'Asked')?.id;
    assert.ok(soloId !== undefined && askedId !== undefined);

    const forLee = (await ok(lee.c, 'GET', `/api/events/${ev.id}`)).you;
    assert.deepEqual(forLee.invitedBy, [askedId]);
    assert.deepEqual(forLee.mayJoin, [soloId, askedId], 'Lee is on no team yet');
    const forPat = (await ok(pat.c, 'GET', `/api/events/${ev.id}`)).you;
    assert.deepEqual(forPat.mayJoin, [], 'Pat has a team');
    assert.deepEqual(forPat.invitedBy, []);
    assert.equal(forPat.mayStartPlayoffs, false);
    const anyone = (await ok(new Client(url), 'GET', `/api/events/${ev.id}`)).you;
    assert.equal(anyone.mayJoin, undefined, 'nobody signed in: nothing to do');
  });

  it('once scheduled: the organizer may start a round with a match to play, and the playoffs', async () => {
    const made = await eventWithTeams(url, { kind: 'league', name: 'Weeks', seed: 4 }, [
      'Aces',
      'Bones',
      'Carts',
      'Dukes',
    ]);
    const generated = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
    // A league's weeks are played on league night, with no match clock (000): no round to start.
    assert.deepEqual(generated.you.mayStartRounds, []);
    assert.equal(generated.you.mayStartPlayoffs, true);
    assert.deepEqual(generated.you.mayJoin, []);
    // A round robin's rounds are started on the day, each once.
    const rr = await eventWithTeams(url, { kind: 'round-robin', name: 'Rounds' }, [
      'Eights',
      'Fives',
      'Sixes',
      'Trays',
    ]);
    const made2 = await ok(rr.organizer.c, 'POST', `/api/events/${rr.id}/generate`, {});
    assert.deepEqual(
      made2.you.mayStartRounds,
      made2.rounds.map((r) => r.round),
    );
    const started = await ok(rr.organizer.c, 'POST', `/api/events/${rr.id}/start`, {
      round: 1,
    });
    assert.equal(started.you.mayStartRounds?.includes(1), false, 'round 1 is under way');
    assert.equal(started.you.mayStartRounds?.includes(2), true);
    const player = (
      await ok(made.teams[0]?.a.c ?? made.organizer.c, 'GET', `/api/events/${made.id}`)
    ).you;
    assert.deepEqual(player.mayStartRounds, []);
    assert.equal(player.mayStartPlayoffs, false);
    const playoffs = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/playoffs`, {
      closeSeason: true,
    });
    assert.equal(playoffs.you.mayStartPlayoffs, false, 'only once');
  });
});
