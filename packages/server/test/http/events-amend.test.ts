import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventView, NoticesPage } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok } from '../support/api.js';
import { startServer } from '../support/harness.js';

/**
 * The organizer corrects any result (issue 27: "A confirmed result can never be corrected, even by
 * the organizer (RESULT_FINAL); paper sheets get mis-keyed, and today the only fix is the
 * database"): with a reason, kept in the match's history and the event's log, the bracket
 * following, both teams told.
 */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const twoGames = (a: number, b: number) => ({
  games: [
    [a, b],
    [a, b],
  ],
});

describe("the organizer's correction of a result", () => {
  it('a confirmed result corrected: final, logged with the reason, the bracket and both teams follow', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Club Night', rounds: { first: 3, later: 3, final: 3 } },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    const [aces, bones, carts, dukes] = teams;
    assert.ok(aces && bones && carts && dukes);
    const path = `/api/events/${id}`;
    await ok(organizer.c, 'POST', `${path}/generate`, {});
    // Seeds 1 v 4 (Aces v Dukes) and 2 v 3 (Bones v Carts); both confirmed.
    await ok(aces.a.c, 'POST', `${path}/matches/r1-1/report`, twoGames(7, 3));
    await ok(dukes.a.c, 'POST', `${path}/matches/r1-1/confirm`, {});
    await ok(bones.a.c, 'POST', `${path}/matches/r1-2/report`, twoGames(7, 2));
    await ok(carts.a.c, 'POST', `${path}/matches/r1-2/confirm`, {});
    const before = await ok(organizer.c, 'GET', path);
    assert.deepEqual(matchOf(before, 'r2-1').teams, [aces.id, bones.id]);
    assert.ok(before.you.may?.['r1-1']?.includes('amend'), 'the organizer may correct it');

    // A team may not; a correction without its reason is refused by name; nothing changes.
    await fails(
      aces.a.c,
      'POST',
      `${path}/matches/r1-1/amend`,
      { comment: 'x', ...twoGames(3, 7) },
      403,
      'NOT_ORGANIZER',
    );
    await fails(
      organizer.c,
      'POST',
      `${path}/matches/r1-1/amend`,
      twoGames(3, 7),
      400,
      'BAD_REQUEST',
    );
    assert.equal(matchOf(await ok(organizer.c, 'GET', path), 'r1-1').status, 'confirmed');

    // The sheet was mis-keyed: the Dukes won. They take the Aces' place in the final.
    const fixed = await ok<EventView>(organizer.c, 'POST', `${path}/matches/r1-1/amend`, {
      comment: 'the sheet was mis-keyed',
      ...twoGames(3, 7),
    });
    const r11 = matchOf(fixed, 'r1-1');
    assert.equal(r11.status, 'ruled');
    assert.equal(r11.winner, dukes.id);
    assert.deepEqual(
      r11.log.map((e) => e.type),
      ['report', 'confirm', 'amend'],
    );
    assert.equal(r11.log.at(-1)?.comment, 'the sheet was mis-keyed');
    assert.deepEqual(matchOf(fixed, 'r2-1').teams, [dukes.id, bones.id]);
    const logged = fixed.log?.at(-1);
    assert.deepEqual(logged && { ...logged, seq: 0, at: '' }, {
      seq: 0,
      at: '',
      actor: 'Olive',
      type: 'amend',
      match: 'r1-1',
      teams: [aces.id, dukes.id],
      was: '7-3, 7-3',
      now: '3-7, 3-7',
      reason: 'the sheet was mis-keyed',
    });
    // Both teams' players are told the score and the reason, at the match.
    await server.notifier.settled();
    for (const player of [aces.a, aces.b, dukes.a, dukes.b]) {
      const told = await ok<NoticesPage>(player.c, 'GET', '/api/notices');
      const notice = told.notices.find((n) => n.kind === 'result-corrected');
      assert.equal(
        notice?.text,
        'The organizer corrected Aces vs Dukes in Club Night to Aces 0-2 Dukes (3-7, 3-7): "the sheet was mis-keyed"',
      );
      assert.equal(notice?.link, `/e/${id}/m/r1-1`);
    }
    const bonesTold = await ok<NoticesPage>(bones.a.c, 'GET', '/api/notices');
    assert.ok(!bonesTold.notices.some((n) => n.kind === 'result-corrected'));

    // Once the final has a result, a correction that changes who reached it is refused, by name.
    await ok(dukes.a.c, 'POST', `${path}/matches/r2-1/report`, twoGames(7, 5));
    const moved = await fails(
      organizer.c,
      'POST',
      `${path}/matches/r1-2/amend`,
      { comment: 'Carts won', ...twoGames(2, 7) },
      409,
      'BRACKET_MOVED_ON',
    );
    assert.match(moved.message, /Bones went on to Dukes v Bones, which has begun/);
    const still = await ok(organizer.c, 'GET', path);
    assert.equal(matchOf(still, 'r1-2').status, 'confirmed', 'nothing changed');
    // The same winner by other scores changes nothing downstream: it is taken.
    const rescored = await ok(organizer.c, 'POST', `${path}/matches/r1-2/amend`, {
      comment: 'game 2 was 7-5',
      games: [
        [7, 2],
        [7, 5],
      ],
    });
    assert.equal(matchOf(rescored, 'r1-2').winner, bones.id);
  });

  it('a paper result entered by the organizer is final at once, credited to the organizer', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'round-robin', name: 'Paper Night' },
      ['Aces', 'Bones'],
    );
    const [aces, bones] = teams;
    assert.ok(aces && bones);
    const path = `/api/events/${id}`;
    const made = await ok(organizer.c, 'POST', `${path}/generate`, {});
    const first = made.rounds[0]?.matches[0];
    assert.ok(first);
    const entered = await ok(organizer.c, 'POST', `${path}/matches/${first.id}/amend`, {
      comment: 'from the paper sheet',
      // Enough games won by the first team to win the match, best of whatever it is.
      games: Array.from({ length: Math.floor(first.bestOf / 2) + 1 }, () => [7, 2]),
    });
    const m = matchOf(entered, first.id);
    assert.equal(m.status, 'ruled');
    assert.equal(m.log.at(-1)?.actor, 'Olive');
    // The standings follow: the team that won is ahead.
    assert.equal(entered.standings?.rows[0]?.team, m.winner);
    assert.ok([aces.id, bones.id].includes(m.winner ?? ''));
  });
});
