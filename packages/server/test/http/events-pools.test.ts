import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventMatch, EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok, type TeamOf } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const NAMES = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];

/** A match's result, reported by a player of its first team and confirmed by the other team. */
async function play(id: string, teams: readonly TeamOf[], m: EventMatch, games: number[][]) {
  const [x, y] = m.teams.map((t) => teams.find((team) => team.id === t));
  assert.ok(x && y, `match ${m.id} has its teams`);
  const path = `/api/events/${id}/matches/${m.id}`;
  await ok(x.a.c, 'POST', `${path}/report`, { games });
  return ok(y.b.c, 'POST', `${path}/confirm`, {});
}

describe('pools feeding championship and consolation brackets (001)', () => {
  it('pools by seed, round robins, advancing cross-seeded brackets, both played to their winners', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'pools', name: 'Pools Day', pools: 2, advance: 2 },
      NAMES,
    );
    const name = (t: string | null) => teams.find((x) => x.id === t)?.name;
    const created = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.equal(created.kind, 'pools');
    assert.equal(created.rules, 'npa-tournament');
    assert.equal(created.standingsRules, 'npa-tournament');
    assert.deepEqual((created.settings as Readonly<Record<string, unknown>>)['rounds'], {
      first: 1,
      later: 1,
      final: 3,
    });
    // Only the organizer draws the pools.
    await fails(teams[0]!.a.c, 'POST', `/api/events/${id}/generate`, {}, 403, 'NOT_ORGANIZER');
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    assert.equal(view.status, 'scheduled');
    // The snake by seed (registration order): 1 to A, 2 and 3 to B, 4 and 5 to A, 6 to B.
    const pools = view.pools;
    assert.ok(pools);
    assert.deepEqual(
      pools.pools.map((p) => [p.name, p.teams.map(name)]),
      [
        ['A', ['T1', 'T4', 'T5']],
        ['B', ['T2', 'T3', 'T6']],
      ],
    );
    // Each pool of three: three rounds of one match and a BYE. "A BYE shall be scored as 7-4."
    for (const pool of pools.pools) {
      assert.deepEqual(
        pool.rounds.map((r) => [r.label, r.matches.length, r.byes.length]),
        [1, 2, 3].map((n) => [`Round ${n}`, 1, 1]),
      );
      assert.deepEqual(
        pool.standings?.rows.map((r) => [r.byes, r.gamesWon, r.marksFor, r.marksAgainst]),
        [1, 1, 1].map(() => [1, 1, 7, 4]),
      );
    }
    assert.equal(view.rounds.length, 6);
    assert.equal(view.rounds[0]?.label, 'Pool A, round 1');
    const poolMatches = view.rounds.flatMap((r) => r.matches);
    assert.equal(poolMatches.length, 6);
    assert.deepEqual(poolMatches.map((m) => m.id).sort(), [
      'a1-1',
      'a2-1',
      'a3-1',
      'b1-1',
      'b2-1',
      'b3-1',
    ]);

    // A pool match is kept on the phone scorekeeper or played online like any event match.
    const firstMatch = poolMatches[0];
    assert.ok(firstMatch);
    const player = teams.find((t) => t.id === firstMatch.teams[0]);
    assert.ok(player);
    const sheet = await ok<{ canKeep: boolean; bestOf: number; game: { marksToWin: number } }>(
      player.a.c,
      'GET',
      `/api/events/${id}/matches/${firstMatch.id}/score`,
    );
    assert.deepEqual([sheet.canKeep, sheet.bestOf, sheet.game.marksToWin], [true, 1, 7]);
    const online = await ok<{ tableId: string; seat: string | null }>(
      player.a.c,
      'POST',
      `/api/events/${id}/matches/${firstMatch.id}/play`,
    );
    assert.equal(online.seat, 'N');
    assert.equal(
      matchOf(await ok(organizer.c, 'GET', `/api/events/${id}`), firstMatch.id).tableId,
      online.tableId,
    );

    // Advancing before the pools are done: a clear conflict, nothing made.
    const early = await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/advance`,
      {},
      409,
      'POOLS_NOT_DONE',
    );
    assert.match(early.message, /6 still open/);
    await fails(teams[1]!.a.c, 'POST', `/api/events/${id}/advance`, {}, 403, 'NOT_ORGANIZER');

    // Pool A: "The team with the greatest number of wins shall be the top seed or winner."
    // T1 beats both, T4 beats T5. Pool B: each team beats one, 7-3, so wins, marks for and marks
    // against are all level: "If a tie still exists, the tournament director has the exclusive
    // discretion to determine the tie breaker." ("One person from each team may draw for high
    // domino (total pips).")
    const beats: Record<string, number[]> = {
      'T1/T4': [7, 2],
      'T1/T5': [7, 1],
      'T4/T5': [7, 5],
      'T2/T3': [7, 3],
      'T3/T6': [7, 3],
      'T6/T2': [7, 3],
    };
    let last = view;
    for (const m of poolMatches) {
      const [x, y] = [name(m.teams[0]), name(m.teams[1])];
      const won = beats[`${x}/${y}`];
      const lost = beats[`${y}/${x}`];
      const games = won !== undefined ? [won] : [[lost?.[1] ?? 0, lost?.[0] ?? 0]];
      last = await play(id, teams, m, games);
    }
    assert.equal(last.status, 'scheduled', 'the pools alone do not finish the event');
    assert.equal(last.pools?.poolsDone, true);
    const poolA = last.pools?.pools[0]?.standings;
    assert.deepEqual(
      poolA?.rows.map((r) => [r.rank, r.name, r.matchWins, r.marksFor, r.marksAgainst]),
      [
        [1, 'T1', 3, 21, 7],
        [2, 'T4', 2, 16, 16],
        [3, 'T5', 1, 13, 18],
      ],
    );
    const poolB = last.pools?.pools[1]?.standings;
    assert.deepEqual(
      poolB?.undecided.map((u) => [u.rank, u.decidedBy]),
      [[1, 'directors-choice']],
    );

    const advanced = await ok(organizer.c, 'POST', `/api/events/${id}/advance`, {});
    await fails(organizer.c, 'POST', `/api/events/${id}/advance`, {}, 409, 'ALREADY_ADVANCED');
    const drawn = advanced.pools?.drawn ?? [];
    assert.equal(drawn.length, 1);
    assert.equal(drawn[0]?.pool, 'B');
    const orderB = (drawn[0]?.order ?? []).map(name);
    assert.deepEqual([...orderB].sort(), ['T2', 'T3', 'T6']);
    // Championship: the top two of each pool, cross-seeded: pool A's 1st plays pool B's 2nd and
    // pool B's 1st plays pool A's 2nd. Consolation: the thirds.
    const champ = advanced.pools?.championship;
    assert.ok(champ);
    assert.deepEqual(champ.seeds.map((s) => s.from).sort(), ['A1', 'A2', 'B1', 'B2']);
    const semis = champ.rounds[0]?.matches ?? [];
    const pairings = semis.map((m) =>
      m.teams
        .map((t) => champ.seeds.find((s) => s.team === t)?.from)
        .sort()
        .join(' v '),
    );
    assert.deepEqual(pairings.sort(), ['A1 v B2', 'A2 v B1']);
    assert.deepEqual(
      champ.rounds.map((r) => [r.label, r.bestOf, r.matches.length]),
      [
        ['Semifinals', 1, 2],
        ['Final', 3, 1],
      ],
    );
    const cons = advanced.pools?.consolation;
    assert.ok(cons);
    assert.deepEqual(cons.seeds.map((s) => s.from).sort(), ['A3', 'B3']);
    assert.deepEqual(
      advanced.rounds.slice(6).map((r) => r.label),
      ['Championship semifinals', 'Championship final', 'Consolation final'],
    );
    // Games to 7, at most 7 recorded: "Seven marks shall be the maximum recorded marks unless
    // otherwise specified by the tournament director." 13-2 no hand reaches (an earned 8-2 is recorded 7-2).
    const semi = semis[0];
    assert.ok(semi);
    const first = teams.find((t) => t.id === semi.teams[0]);
    assert.ok(first);
    await fails(
      first.a.c,
      'POST',
      `/api/events/${id}/matches/${semi.id}/report`,
      { games: [[13, 2]] },
      400,
      'BAD_GAME_SCORE',
    );
    // The semifinals, then the final (best of three) and the consolation final.
    for (const m of semis) await play(id, teams, m, [[7, 3]]);
    const toFinal = await ok(organizer.c, 'GET', `/api/events/${id}`);
    const final = matchOf(toFinal, 'ch2-1');
    assert.equal(final.status, 'awaiting-report');
    assert.deepEqual(
      final.teams,
      semis.map((m) => m.teams[0]),
    );
    await play(id, teams, final, [
      [7, 2],
      [7, 4],
    ]);
    const consFinal = matchOf(toFinal, 'co1-1');
    const done = await play(id, teams, consFinal, [
      [3, 7],
      [7, 6],
      [2, 7],
    ]);
    assert.equal(done.status, 'finished');
    assert.equal(done.champion, final.teams[0]);
    assert.equal(done.pools?.championship?.champion, final.teams[0]);
    assert.equal(done.pools?.consolation?.champion, consFinal.teams[1]);
    // Anyone may look.
    const seen = await ok<EventView>(new Client(url), 'GET', `/api/events/${id}`);
    assert.equal(seen.champion, done.champion);
  });

  it('bad settings and too few teams get stable codes and leave the event as it was', async () => {
    const { organizer, teams } = await eventWithTeams(url, { kind: 'round-robin', name: 'X' }, []);
    assert.equal(teams.length, 0);
    const bad: [unknown, string][] = [
      [{ kind: 'pools', name: 'X', pools: 1 }, 'pools'],
      [{ kind: 'pools', name: 'X', advance: 0 }, 'advance'],
      [{ kind: 'pools', name: 'X', bestOf: 5 }, 'bestOf'],
      [{ kind: 'pools', name: 'X', rounds: { first: 2, later: 1, final: 3 } }, 'rounds.first'],
    ];
    for (const [body, at] of bad) {
      const e = await fails(organizer.c, 'POST', '/api/events', body, 400, 'BAD_REQUEST');
      assert.equal(e.at, at, JSON.stringify(e));
    }
    // Three teams cannot fill two pools of two; three in one pool cannot send four up.
    const three = await eventWithTeams(url, { kind: 'pools', name: 'Three', pools: 2 }, [
      'A',
      'B',
      'C',
    ]);
    const e = await fails(
      three.organizer.c,
      'POST',
      `/api/events/${three.id}/generate`,
      {},
      400,
      'BAD_INPUT',
    );
    assert.equal(e.at, 'pools');
    const four = await eventWithTeams(url, { kind: 'pools', name: 'Four', pools: 2, advance: 3 }, [
      'A',
      'B',
      'C',
      'D',
    ]);
    const e2 = await fails(
      four.organizer.c,
      'POST',
      `/api/events/${four.id}/generate`,
      {},
      409,
      'TOO_FEW_TEAMS',
    );
    assert.equal(e2.at, 'advance');
    for (const ev of [three, four]) {
      const still = await ok(ev.organizer.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(still.status, 'registering');
      assert.deepEqual(still.rounds, []);
    }
    // Advancing is for pools only.
    const rr = await eventWithTeams(url, { kind: 'round-robin', name: 'RR' }, ['A', 'B']);
    await ok(rr.organizer.c, 'POST', `/api/events/${rr.id}/generate`, {});
    await fails(rr.organizer.c, 'POST', `/api/events/${rr.id}/advance`, {}, 409, 'NOT_POOLS');
  });
});
