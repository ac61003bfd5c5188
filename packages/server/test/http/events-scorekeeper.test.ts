import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clockwise } from '@texas42/engine';
import type { EventScoresheet } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { fails, ok, person as personAt, teamOfTwo, organizer as signedUp } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

/**
 * The scorekeeper of a physical table over HTTP (a match kept hand by hand, its games filed as
 * the report the other team confirms), check-in and the draw for tables. Runs on SQLite, or on
 * PostgreSQL with TEST_DATABASE_URL.
 */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

async function leagueOfFour() {
  const organizer = await signedUp(url, 'Olive');
  const created = await ok(organizer.c, 'POST', '/api/events', {
    kind: 'league',
    name: 'Tuesday League',
    seed: 3,
  });
  const teams = [];
  for (const name of ['Aces', 'Bones', 'Carts', 'Dukes']) {
    const a = await personAt(url, `${name} one`);
    const b = await personAt(url, `${name} two`);
    teams.push({ name, a, b, id: await teamOfTwo(created.id, a, b, name) });
  }
  return { organizer, id: created.id, teams };
}

type Hand = readonly [
  bidder: 'N' | 'E' | 'S' | 'W',
  bid: number | { marks: number },
  made: boolean,
];

describe('the scorekeeper of a physical table and check-in over HTTP', () => {
  it('a best-of-three kept hand by hand: marks, the shake, undo, roles and bad entries; the games are the report the other team confirms', async () => {
    const { organizer, id, teams } = await leagueOfFour();
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const match = view.rounds[0]?.matches[0];
    assert.ok(match);
    const first = teams.find((t) => t.id === match.teams[0]);
    const second = teams.find((t) => t.id === match.teams[1]);
    const outsider = teams.find((t) => !match.teams.includes(t.id));
    assert.ok(first && second && outsider);
    const path = `/api/events/${id}/matches/${match.id}/score`;

    // Anyone may look at the empty sheet; the second team sits East-West.
    const empty = await ok<EventScoresheet>(new Client(url), 'GET', path);
    assert.deepEqual(empty.games, []);
    assert.equal(empty.shaker, 'N');
    assert.equal(empty.canKeep, false);
    assert.equal(empty.seats.E?.id, second.a.id);
    assert.equal(empty.seats.N?.id, first.a.id);
    // The bids the league's profile allows, which the page lists as given.
    assert.deepEqual([empty.bids.points[0], empty.bids.points.at(-1)], [30, 42]);
    assert.deepEqual(empty.bids.marks, [1, 2, 3, 4, 5]);

    // Only the two teams and the organizer keep score.
    const hand = { type: 'hand', bidder: 'N', bid: 30, made: true };
    await fails(outsider.a.c, 'POST', path, { entry: hand }, 403, 'NOT_YOUR_MATCH');
    await fails(new Client(url), 'POST', path, { entry: hand }, 401, 'NOT_SIGNED_IN');
    // Bad entries name the field.
    const keeper = second.b.c;
    let e = await fails(
      keeper,
      'POST',
      path,
      { entry: { ...hand, bidder: 'X' } },
      400,
      'BAD_REQUEST',
    );
    assert.equal(e.at, 'entry.bidder');
    e = await fails(keeper, 'POST', path, { entry: { ...hand, bid: 29 } }, 400, 'BAD_BID');
    assert.equal(e.at, 'entry.bid');
    e = await fails(
      keeper,
      'POST',
      path,
      { entry: { type: 'hand', bidder: 'N', bid: 30 } },
      400,
      'BAD_REQUEST',
    );
    assert.equal(e.at, 'entry.made');
    e = await fails(
      keeper,
      'POST',
      path,
      { entry: { ...hand, bid: { marks: 9 } } },
      400,
      'BAD_REQUEST',
    );
    assert.equal(e.at, 'entry.bid.marks');
    await fails(keeper, 'POST', `${path}/undo`, {}, 409, 'NOTHING_TO_UNDO');

    const enter = (h: Hand) =>
      ok<EventScoresheet>(keeper, 'POST', path, {
        entry: { type: 'hand', bidder: h[0], bid: h[1], made: h[2] },
      });
    // Game 1: the first team makes seven one-mark bids, with a slip undone on the way.
    let sheet = await enter(['N', 30, true]);
    assert.deepEqual(sheet.games[0]?.marks, { NS: 1, EW: 0 });
    assert.equal(sheet.shaker, clockwise('N'));
    assert.equal(sheet.canKeep, true);
    sheet = await enter(['E', 84, true]);
    assert.deepEqual(sheet.games[0]?.marks, { NS: 1, EW: 2 });
    sheet = await ok<EventScoresheet>(keeper, 'POST', `${path}/undo`, {});
    assert.deepEqual(sheet.games[0]?.marks, { NS: 1, EW: 0 });
    assert.equal(sheet.games[0]?.entries.length, 1);
    assert.equal(sheet.shaker, clockwise('N'));
    for (let i = 0; i < 6; i++) sheet = await enter(['S', 31 + i, true]);
    assert.equal(sheet.games.length, 1);
    assert.equal(sheet.games[0]?.winner, 'NS');
    assert.deepEqual(sheet.won, [1, 0]);
    // Game 2 (a team member of the other team enters some of it): the second team, 7-1.
    sheet = await enter(['N', 30, true]);
    assert.equal(sheet.games.length, 2);
    for (let i = 0; i < 3; i++)
      sheet = await ok<EventScoresheet>(first.a.c, 'POST', path, {
        entry: { type: 'hand', bidder: 'E', bid: 84, made: true },
      });
    assert.deepEqual(sheet.games[1]?.marks, { NS: 1, EW: 6 });
    sheet = await enter(['W', 35, true]);
    assert.deepEqual(sheet.games[1]?.marks, { NS: 1, EW: 7 });
    assert.deepEqual(sheet.won, [1, 1]);
    assert.equal(sheet.over, false);
    // Game 3: marks bids and a set; the last hand ends the match.
    for (const h of [
      ['N', { marks: 2 }, true],
      ['E', 30, false],
      ['S', 84, true],
      ['E', 31, true],
      ['N', 40, true],
    ] as const)
      sheet = await enter(h);
    assert.deepEqual(sheet.games[2]?.marks, { NS: 6, EW: 1 });
    assert.equal(sheet.games[2]?.entries[1]?.type, 'hand');
    sheet = await enter(['S', 30, true]);
    assert.equal(sheet.over, true);
    assert.deepEqual(sheet.won, [2, 1]);
    assert.equal(sheet.status, 'reported');
    assert.equal(sheet.canKeep, false);
    assert.deepEqual(sheet.keepers, [`${second.name} two`, `${first.name} one`]);

    // The games are the report, by the scorekeeper's team; the sheet is closed.
    let event = await ok(organizer.c, 'GET', `/api/events/${id}`);
    let m = event.rounds[0]?.matches.find((x) => x.id === match.id);
    assert.ok(m);
    assert.equal(m.status, 'reported');
    assert.equal(m.reporter, second.id);
    assert.deepEqual(m.outcome, {
      kind: 'games',
      games: [
        [7, 0],
        [1, 7],
        [7, 1],
      ],
    });
    assert.equal(m.log[0]?.actor, `${second.name} two`);
    await fails(keeper, 'POST', path, { entry: hand }, 409, 'ALREADY_REPORTED');
    await fails(keeper, 'POST', `${path}/undo`, {}, 409, 'ALREADY_REPORTED');
    // The scorekeeper's team cannot confirm its own sheet; the other team does.
    await fails(
      second.a.c,
      'POST',
      `/api/events/${id}/matches/${match.id}/confirm`,
      {},
      403,
      'CONFIRM_BY_OTHER_TEAM',
    );
    event = await ok(first.b.c, 'POST', `/api/events/${id}/matches/${match.id}/confirm`, {});
    m = event.rounds[0]?.matches.find((x) => x.id === match.id);
    assert.equal(m?.status, 'confirmed');
    assert.equal(m?.winner, first.id);
    const row = event.standings?.rows.find((r) => r.team === first.id);
    assert.equal(row?.matchWins, 1);
  });

  it('check-in: the organizer opens it, teams check in, the organizer draws tables', async () => {
    const { organizer, id, teams } = await leagueOfFour();
    const [aces, bones, carts, dukes] = teams as [
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    const base = `/api/events/${id}`;
    await fails(aces.a.c, 'POST', `${base}/check-in`, {}, 409, 'CHECK_IN_NOT_OPEN');
    await fails(aces.a.c, 'POST', `${base}/check-in/open`, {}, 403, 'NOT_ORGANIZER');
    const e = await fails(
      organizer.c,
      'POST',
      `${base}/check-in/open`,
      { closes: 'tomorrow' },
      400,
      'BAD_REQUEST',
    );
    assert.equal(e.at, 'closes');
    let view = await ok(organizer.c, 'POST', `${base}/check-in/open`, {});
    assert.ok(view.checkIn);
    assert.deepEqual(view.checkIn.teams, []);
    assert.equal(view.checkIn.tables, null);

    // A member checks in their own team, not another.
    view = await ok(aces.b.c, 'POST', `${base}/check-in`, {});
    assert.deepEqual(
      view.checkIn?.teams.map((t) => t.team),
      [aces.id],
    );
    await fails(aces.a.c, 'POST', `${base}/check-in`, {}, 409, 'ALREADY_CHECKED_IN');
    await fails(aces.a.c, 'POST', `${base}/check-in`, { team: bones.id }, 403, 'NOT_YOUR_TEAM');
    await fails(organizer.c, 'POST', `${base}/check-in`, { team: 'nope' }, 404, 'NOT_FOUND');
    await ok(bones.a.c, 'POST', `${base}/check-in`, { team: bones.id });
    await ok(organizer.c, 'POST', `${base}/check-in`, { team: carts.id });
    await fails(organizer.c, 'POST', `${base}/tables`, { seed: 5 }, 409, 'ODD_NUMBER_OF_TEAMS');
    await ok(organizer.c, 'POST', `${base}/check-in`, { team: dukes.id });
    await fails(aces.a.c, 'POST', `${base}/tables`, {}, 403, 'NOT_ORGANIZER');
    view = await ok(organizer.c, 'POST', `${base}/tables`, { seed: 5 });
    const tables = view.checkIn?.tables;
    assert.ok(tables);
    assert.deepEqual(
      tables.map((t) => t.table),
      [1, 2],
    );
    assert.deepEqual(
      tables.flatMap((t) => t.teams).sort(),
      [aces.id, bones.id, carts.id, dukes.id].sort(),
    );
    // The same seed draws the same tables.
    const again = await ok(organizer.c, 'POST', `${base}/tables`, { seed: 5 });
    assert.deepEqual(again.checkIn?.tables, tables);
    await fails(organizer.c, 'POST', `${base}/check-in`, { team: aces.id }, 409, 'TABLES_DRAWN');

    // A match's scoresheet names the table the draw gave its first team.
    const made = await ok(organizer.c, 'POST', `${base}/generate`, {});
    const match = made.rounds[0]?.matches[0];
    assert.ok(match);
    const sheet = await ok<EventScoresheet>(
      organizer.c,
      'GET',
      `${base}/matches/${match.id}/score`,
    );
    const expected = tables.find((t) => t.teams.includes(match.teams[0] as string))?.table;
    assert.equal(sheet.table, expected);
    assert.equal(sheet.canKeep, true);
  });
});
