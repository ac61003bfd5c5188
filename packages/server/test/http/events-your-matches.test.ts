import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventMatchesPage, EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, ok } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

/**
 * A player's own matches come first (issue 27: "A captain's own match is 3,600 px down a phone
 * page"): the view's `you.matches` lists what wants the session's team now, and a match's own
 * address (a notice's link) is answered by `GET /api/events/:id/matches?match=`.
 */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const ids = (view: EventView): string[] => (view.you.matches ?? []).map((m) => m.id);

describe("a player's own matches", () => {
  it('the view names what wants the team now, most pressing first, and nobody else’s', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Club Night', rounds: { first: 3, later: 3, final: 3 } },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    const [aces, bones, , dukes] = teams;
    assert.ok(aces && bones && dukes);
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const path = `/api/events/${id}`;
    // Seeds 1 v 4 and 2 v 3: each team's next match is its first.
    assert.deepEqual(ids(await ok(aces.a.c, 'GET', path)), ['r1-1']);
    assert.deepEqual(ids(await ok(bones.b.c, 'GET', path)), ['r1-2']);
    // The organizer plays on no team; a visitor signed out has no `you.matches`.
    assert.deepEqual(ids(await ok(organizer.c, 'GET', path)), []);
    assert.deepEqual(ids(await ok(new Client(url), 'GET', path)), []);

    await ok(aces.a.c, 'POST', `${path}/matches/r1-1/report`, {
      games: [
        [7, 3],
        [7, 2],
      ],
    });
    // A second report is refused in words, the team by its name (issue 27: "9wkPr3oDPq has
    // already reported this match").
    const twice = await fails(
      dukes.a.c,
      'POST',
      `${path}/matches/r1-1/report`,
      {
        games: [
          [3, 7],
          [2, 7],
        ],
      },
      409,
      'ALREADY_REPORTED',
    );
    assert.equal(twice.message, 'Aces has already reported this match');
    // The Dukes are asked to answer, and may (you.may has the match they are shown).
    const dukesView = await ok(dukes.a.c, 'GET', path);
    assert.deepEqual(ids(dukesView), ['r1-1']);
    assert.equal(dukesView.you.matches?.[0]?.status, 'reported');
    assert.deepEqual([...(dukesView.you.may?.['r1-1'] ?? [])].sort(), ['confirm', 'dispute']);
    // The Aces reported it: nothing is waiting on them until their next match has its teams.
    assert.deepEqual(ids(await ok(aces.b.c, 'GET', path)), []);

    await ok(dukes.b.c, 'POST', `${path}/matches/r1-1/dispute`, { comment: 'game 2 was 7-5' });
    assert.deepEqual(ids(await ok(aces.a.c, 'GET', path)), ['r1-1'], 'a dispute of their match');
    // The organizer's list of what needs them has it; a player's view has no such list.
    const olive = await ok(organizer.c, 'GET', path);
    assert.deepEqual(
      (olive.you.attention ?? []).map((a) => [a.match, a.why, a.teams]),
      [['r1-1', 'disputed', [aces.id, dukes.id]]],
    );
    assert.equal((await ok(aces.a.c, 'GET', path)).you.attention, undefined);
  });

  it("a match's own address: the match alone, with what the session may do; an unknown one is named", async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Friday', rounds: { first: 3, later: 3, final: 3 } },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    const [aces] = teams;
    assert.ok(aces);
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const page = await ok<EventMatchesPage>(
      aces.a.c,
      'GET',
      `/api/events/${id}/matches?match=r1-1`,
    );
    assert.deepEqual(
      page.matches.map((m) => m.id),
      ['r1-1'],
    );
    assert.equal(page.total, 1);
    assert.ok(page.may?.['r1-1']?.includes('report'));
    const missing = await fails(
      aces.a.c,
      'GET',
      `/api/events/${id}/matches?match=r9-9`,
      undefined,
      404,
      'NOT_FOUND',
    );
    assert.match(missing.message, /no match "r9-9"/);
    await fails(
      aces.a.c,
      'GET',
      `/api/events/${id}/matches?match=a%20b`,
      undefined,
      400,
      'BAD_REQUEST',
    );
  });
});
