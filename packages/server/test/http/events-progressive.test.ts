import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventProgressive, EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, ok, person, type TeamOf } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const NAMES = ['Aces', 'Bones', 'Carts', 'Dukes', 'Eights', 'Fives', 'Gates', 'Highs'];

function progressiveOf(view: EventView): EventProgressive {
  assert.ok(view.progressive, 'the view has the progressive tables');
  return view.progressive;
}

describe('progressive tables (002)', () => {
  it('the draw, marks at each table, rounds with punches and movement, the final four and a mini-game', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'progressive', name: 'Pavilion 42', rounds: 2, seed: 5 },
      NAMES,
    );
    const byId = new Map(teams.map((t) => [t.id, t]));
    const team = (t: string): TeamOf => {
      const found = byId.get(t);
      assert.ok(found, `team ${t}`);
      return found;
    };
    const base = `/api/events/${id}`;
    const created = await ok(organizer.c, 'GET', base);
    assert.equal(created.kind, 'progressive');
    assert.equal(created.rules, 'nello-tournament');
    assert.equal(created.progressive, undefined);
    await fails(teams[0]!.a.c, 'POST', `${base}/generate`, {}, 403, 'NOT_ORGANIZER');
    // "Each table will be numbered, beginning at 1 (Head Table). Players will draw lots for table
    // assignment."
    const drawn = progressiveOf(await ok(organizer.c, 'POST', `${base}/generate`, {}));
    assert.equal(drawn.phase, 'rounds');
    assert.equal(drawn.round, 1);
    assert.deepEqual(
      drawn.tables.map((t) => t.table),
      [1, 2, 3, 4],
    );
    assert.deepEqual(
      drawn.tables.flatMap((t) => t.teams).sort(),
      [...teams.map((t) => t.id)].sort(),
    );
    assert.ok(drawn.punches.every((p) => p.punches === 0));
    // The same seed draws the same tables (the club's seeded draw).
    const again = await eventWithTeams(
      url,
      { kind: 'progressive', name: 'Again', rounds: 2, seed: 5 },
      NAMES,
    );
    const redrawn = progressiveOf(
      await ok(again.organizer.c, 'POST', `/api/events/${again.id}/generate`, {}),
    );
    const namesOf = (p: EventProgressive, ts: readonly TeamOf[]) =>
      p.tables.map((t) => t.teams.map((x) => ts.find((y) => y.id === x)?.name));
    assert.deepEqual(namesOf(redrawn, again.teams), namesOf(drawn, teams));

    /** Marks at a table, entered by a player of its first team. */
    const enter = async (p: EventProgressive, table: number, marks: [number, number]) => {
      const at = p.tables[table - 1];
      assert.ok(at);
      return ok(team(at.teams[0]).a.c, 'POST', `${base}/progressive/tables/${table}/marks`, {
        marks,
      });
    };
    // Who may enter a table's marks: its two teams and the organizer, no one else.
    const [t1, t2] = drawn.tables;
    assert.ok(t1 && t2);
    const mine = await ok(team(t1.teams[1]).b.c, 'GET', base);
    assert.deepEqual(
      progressiveOf(mine).tables.map((t) => t.canEnter),
      [true, false, false, false],
    );
    await fails(
      team(t2.teams[0]).a.c,
      'POST',
      `${base}/progressive/tables/1/marks`,
      { marks: [1, 0] },
      403,
      'NOT_AT_TABLE',
    );
    const stranger = await person(url, 'Stranger');
    await fails(
      stranger.c,
      'POST',
      `${base}/progressive/tables/1/marks`,
      { marks: [1, 0] },
      403,
      'NOT_AT_TABLE',
    );
    await fails(
      organizer.c,
      'POST',
      `${base}/progressive/tables/9/marks`,
      { marks: [1, 0] },
      404,
      'NOT_FOUND',
    );
    const badMarks = await fails(
      organizer.c,
      'POST',
      `${base}/progressive/tables/1/marks`,
      { marks: [14, 0] },
      400,
      'BAD_REQUEST',
    );
    assert.equal(badMarks.at, 'marks[0]');

    // "The first team at the Head table to reach 7 marks, wins the game. When the Head Table
    // completes their game, the Tournament Director will signal the end of the game for all the
    // other tables."
    // A game to 7 ends when a side reaches 7: 13-10 never stands at a table, and at 7-6 the
    // losing side's + is not offered (7-7 cannot happen).
    const impossible = await fails(
      organizer.c,
      'POST',
      `${base}/progressive/tables/1/marks`,
      { marks: [13, 10] },
      400,
      'BAD_GAME_SCORE',
    );
    assert.equal(impossible.at, 'marks');
    const atSeven = progressiveOf(
      await ok(organizer.c, 'POST', `${base}/progressive/tables/1/marks`, { marks: [7, 6] }),
    );
    assert.deepEqual(atSeven.tables[0]?.more, [true, false]);
    assert.deepEqual(atSeven.tables[1]?.more, [true, true]);
    await enter(drawn, 1, [5, 3]);
    await enter(drawn, 2, [4, 2]);
    await enter(drawn, 3, [3, 3]);
    await ok(organizer.c, 'POST', `${base}/progressive/tables/4/marks`, { marks: [7, 6] });
    await fails(
      team(t1.teams[0]).a.c,
      'POST',
      `${base}/progressive/round`,
      {},
      403,
      'NOT_ORGANIZER',
    );
    const early = await fails(
      organizer.c,
      'POST',
      `${base}/progressive/round`,
      {},
      409,
      'ROUND_NOT_COMPLETE',
    );
    assert.equal(early.at, 'results[0].marks');
    await enter(drawn, 1, [7, 3]);
    // "If play is not complete at any of the subsequent tables (no team has reached 7 marks) then
    // the winner will be determined by the highest number of marks tallied." Table 3 is level: the
    // director says who wins (the document is silent).
    const tie = await fails(
      organizer.c,
      'POST',
      `${base}/progressive/round`,
      {},
      409,
      'TIE_NEEDS_WINNER',
    );
    assert.equal(tie.at, 'results[2].winner');
    const unchanged = progressiveOf(await ok(organizer.c, 'GET', base));
    assert.equal(unchanged.round, 1);
    assert.deepEqual(
      unchanged.tables.map((t) => t.marks),
      [
        [7, 3],
        [4, 2],
        [3, 3],
        [7, 6],
      ],
    );
    const bad = await fails(
      organizer.c,
      'POST',
      `${base}/progressive/round`,
      { ties: [{ table: 7, winner: 0 }] },
      400,
      'BAD_REQUEST',
    );
    assert.equal(bad.at, 'ties[0].table');
    const r2 = progressiveOf(
      await ok(organizer.c, 'POST', `${base}/progressive/round`, {
        ties: [{ table: 3, winner: 1 }],
      }),
    );
    // "The winning team from each game will receive a punch mark on their players card."
    const [h1] = r2.history;
    assert.ok(h1);
    const winners1 = [
      t1.teams[0],
      t2.teams[0],
      drawn.tables[2]!.teams[1],
      drawn.tables[3]!.teams[0],
    ];
    const losers1 = [
      t1.teams[1],
      t2.teams[1],
      drawn.tables[2]!.teams[0],
      drawn.tables[3]!.teams[1],
    ];
    assert.deepEqual(
      h1.tables.map((t) => t.winner),
      winners1,
    );
    assert.deepEqual(
      h1.tables.map((t) => t.marks),
      [
        [7, 3],
        [4, 2],
        [3, 3],
        [7, 6],
      ],
    );
    for (const p of r2.punches) assert.equal(p.punches, winners1.includes(p.team) ? 1 : 0);
    // "Winners of each game will move up a table (e.g. Table 2 winners move to Table 1 for next
    // game) and similarly , The defeated team of each game will move down a Table (e.g. Table 2
    // losing team moves to Table 3)." The head table's winner stays, the last table's loser too.
    assert.equal(r2.round, 2);
    assert.deepEqual(
      r2.tables.map((t) => t.teams),
      [
        [winners1[0], winners1[1]],
        [losers1[0], winners1[2]],
        [losers1[1], winners1[3]],
        [losers1[2], losers1[3]],
      ],
    );
    assert.ok(r2.tables.every((t) => t.marks[0] === 0 && t.marks[1] === 0));

    // Round 2: the head table's first team wins; at tables 2 and 3 the second teams (each with a
    // punch) win, so three teams have two punches.
    for (const [i, marks] of [
      [7, 1],
      [2, 7],
      [1, 7],
      [7, 0],
    ].entries())
      await enter(r2, i + 1, marks as [number, number]);
    const fin = progressiveOf(await ok(organizer.c, 'POST', `${base}/progressive/round`, {}));
    // "The top 4 teams will continue in the final round." 1st v 4th at the head table, 2nd v 3rd
    // at table 2 (ties on punches by the seating after the last round, the higher table first).
    assert.equal(fin.phase, 'final');
    assert.equal(fin.round, 3);
    assert.equal(fin.tables.length, 2);
    const two = [r2.tables[0]!.teams[0], r2.tables[1]!.teams[1], r2.tables[2]!.teams[1]];
    const punches = new Map(fin.punches.map((p) => [p.team, p.punches]));
    assert.deepEqual(
      two.map((t) => punches.get(t)),
      [2, 2, 2],
    );
    assert.deepEqual(
      fin.punches
        .slice(0, 3)
        .map((p) => p.team)
        .sort(),
      [...two].sort(),
    );
    const finalists = fin.tables.flatMap((t) => t.teams);
    assert.ok(two.every((t) => finalists.includes(t)));
    // "The team with the most punch marks on their player card at that time will be declared the
    // winner. In the event of a tie, there will be a mini-game played with the first team to three
    // marks being declared the winner." The first teams of both final tables win: a tie on three.
    await enter(fin, 1, [7, 2]);
    await enter(fin, 2, [7, 5]);
    const tied = progressiveOf(await ok(organizer.c, 'POST', `${base}/progressive/round`, {}));
    assert.equal(tied.phase, 'mini-game');
    const pair = [fin.tables[0]!.teams[0], fin.tables[1]!.teams[0]] as [string, string];
    assert.deepEqual([...tied.tied].sort(), [...pair].sort());
    await fails(organizer.c, 'POST', `${base}/progressive/round`, {}, 409, 'MINI_GAME');
    await fails(
      team(pair[0]).a.c,
      'POST',
      `${base}/progressive/mini-game`,
      { teams: pair, marks: [3, 1] },
      403,
      'NOT_ORGANIZER',
    );
    const short = await fails(
      organizer.c,
      'POST',
      `${base}/progressive/mini-game`,
      { teams: pair, marks: [2, 1] },
      400,
      'BAD_INPUT',
    );
    assert.equal(short.at, 'marks');
    const done = await ok(organizer.c, 'POST', `${base}/progressive/mini-game`, {
      teams: pair,
      marks: [1, 3],
    });
    assert.equal(done.status, 'finished');
    assert.equal(done.champion, pair[1]);
    assert.equal(progressiveOf(done).winner, pair[1]);
    assert.equal(progressiveOf(done).history.length, 3);
    await fails(organizer.c, 'POST', `${base}/progressive/round`, {}, 409, 'TOURNAMENT_OVER');
    const seen = await ok<EventView>(new Client(url), 'GET', base);
    assert.equal(seen.champion, pair[1]);
    assert.ok(progressiveOf(seen).tables.every((t) => t.canEnter !== true));
  });

  it('with check-in open, "Players will draw lots for table assignment." among the teams checked in', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'progressive', name: 'Checked In', rounds: 2, seed: 5 },
      [...NAMES, 'Jacks', 'Kings'],
    );
    const base = `/api/events/${id}`;
    await ok(organizer.c, 'POST', `${base}/check-in/open`, {});
    const none = await fails(organizer.c, 'POST', `${base}/generate`, {}, 409, 'TOO_FEW_TEAMS');
    assert.equal(none.at, 'teams');
    assert.match(none.message, /checked in/);
    // Eight of the ten teams arrive; the Jacks and the Kings do not.
    const present = teams.slice(0, 8);
    for (const t of present) await ok(t.a.c, 'POST', `${base}/check-in`, {});
    const drawn = progressiveOf(await ok(organizer.c, 'POST', `${base}/generate`, {}));
    assert.equal(drawn.tables.length, 4);
    assert.deepEqual(drawn.tables.flatMap((t) => t.teams).sort(), present.map((t) => t.id).sort());
    assert.deepEqual(drawn.punches.map((p) => p.team).sort(), present.map((t) => t.id).sort());
  });

  it('an odd number of teams or too few for the final four: stable codes, nothing drawn', async () => {
    const odd = await eventWithTeams(url, { kind: 'progressive', name: 'Odd' }, NAMES.slice(0, 5));
    const e = await fails(
      odd.organizer.c,
      'POST',
      `/api/events/${odd.id}/generate`,
      {},
      409,
      'ODD_NUMBER_OF_TEAMS',
    );
    assert.equal(e.at, 'teams');
    const few = await eventWithTeams(url, { kind: 'progressive', name: 'Few' }, NAMES.slice(0, 2));
    await fails(
      few.organizer.c,
      'POST',
      `/api/events/${few.id}/generate`,
      {},
      409,
      'TOO_FEW_TEAMS',
    );
    for (const ev of [odd, few]) {
      const still = await ok(ev.organizer.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(still.status, 'registering');
      assert.equal(still.progressive, undefined);
    }
    const bad = await fails(
      odd.organizer.c,
      'POST',
      '/api/events',
      { kind: 'progressive', name: 'X', rounds: 0 },
      400,
      'BAD_REQUEST',
    );
    assert.equal(bad.at, 'rounds');
    await fails(
      odd.organizer.c,
      'POST',
      `/api/events/${odd.id}/progressive/round`,
      {},
      409,
      'NOT_GENERATED',
    );
  });
});
