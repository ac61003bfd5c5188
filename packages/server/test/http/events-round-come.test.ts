import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok } from '../support/api.js';
import { startServer } from '../support/harness.js';

/** The format refuses what cannot have happened yet: a round's result before play reached it. */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const SIX = ['Aces', 'Bones', 'Carts', 'Dukes', 'Eights', 'Fives'];

describe("a round robin's rounds come in order", () => {
  it('round 3 is refused before any match of round 2 has begun; a match of round 2 begun lets it in', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'round-robin', name: 'RR rounds' },
      SIX,
    );
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const [r1, r2, r3] = [1, 2, 3].map((n) => view.rounds.find((r) => r.round === n)?.matches[0]);
    assert.ok(r1 && r2 && r3);
    const playerOf = (m: typeof r1) => {
      const t = teams.find((x) => x.id === m.teams[0]);
      assert.ok(t);
      return t.a.c;
    };
    const report = (m: typeof r1) => `/api/events/${id}/matches/${m.id}/report`;
    const refused = await fails(
      playerOf(r3),
      'POST',
      report(r3),
      { games: [[7, 2]] },
      409,
      'ROUND_NOT_COME',
    );
    assert.match(refused.message, /round 3, and no match of round 2 has begun/);
    assert.equal(
      matchOf(await ok(organizer.c, 'GET', `/api/events/${id}`), r3.id).status,
      'awaiting-report',
    );
    // Round 1 any time; round 3 once a match of round 2 has begun: reported, or its clock
    // started by the director.
    await ok(playerOf(r1), 'POST', report(r1), { games: [[7, 2]] });
    await fails(playerOf(r3), 'POST', report(r3), { games: [[7, 4]] }, 409, 'ROUND_NOT_COME');
    await ok(playerOf(r2), 'POST', report(r2), { games: [[7, 3]] });
    await ok(playerOf(r3), 'POST', report(r3), { games: [[7, 4]] });
    const r5 = view.rounds.find((r) => r.round === 5)?.matches[0];
    assert.ok(r5);
    await fails(playerOf(r5), 'POST', report(r5), { games: [[7, 1]] }, 409, 'ROUND_NOT_COME');
    const started = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 4 });
    // The blank box of a round to start says what it gives: the NPA profile's 25 minutes a game.
    assert.equal(started.you.roundMinutes?.['5'], 25);
    await ok(playerOf(r5), 'POST', report(r5), { games: [[7, 1]] });
  });
});
