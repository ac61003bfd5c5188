import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventMatch } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { allMatches, eventWithTeams, fails, ok, person, type TeamOf } from '../support/api.js';
import { startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const LEAGUE = { kind: 'league', name: 'Spring League', seed: 3 };

/** A match won by `winner` two games to none, reported by the loser and confirmed by the winner. */
async function win(id: string, teams: readonly TeamOf[], m: EventMatch, winner: string) {
  const [x, y] = m.teams.map((t) => teams.find((team) => team.id === t));
  assert.ok(x && y, `match ${m.id} has its teams`);
  const [loser, won] = x.id === winner ? [y, x] : [x, y];
  const games =
    x.id === winner
      ? [
          [7, 2],
          [7, 4],
        ]
      : [
          [2, 7],
          [4, 7],
        ];
  const path = `/api/events/${id}/matches/${m.id}`;
  await ok(loser.a.c, 'POST', `${path}/report`, { games });
  return ok(won.b.c, 'POST', `${path}/confirm`, {});
}

/** The winner of a season match: the team registered first (T1 beats everyone, T2 all but T1...). */
const seasonWinner = (teams: readonly TeamOf[], m: EventMatch): string => {
  const order = teams.map((t) => t.id);
  const [a, b] = m.teams as [string, string];
  return order.indexOf(a) < order.indexOf(b) ? a : b;
};

describe('league playoffs (000 Section 6)', () => {
  it('"Playoffs for this season are determined by the top 16 teams in the standings. Teams will be seeded in a single-elimination bracket."', async () => {
    const { organizer, id, teams } = await eventWithTeams(url, LEAGUE, ['T1', 'T2', 'T3', 'T4']);
    let view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const season = allMatches(view);
    assert.equal(season.length, 6);
    for (const m of season.slice(0, -1)) await win(id, teams, m, seasonWinner(teams, m));
    const path = `/api/events/${id}/playoffs`;
    // Before the season is done: a stable code, and nothing changes.
    const early = await fails(organizer.c, 'POST', path, {}, 409, 'SEASON_NOT_DONE');
    assert.equal(early.at, 'closeSeason');
    assert.match(early.message, /1 match without a final result/);
    const last = season.at(-1);
    assert.ok(last);
    view = await win(id, teams, last, seasonWinner(teams, last));
    assert.equal(view.status, 'finished', 'the season is over');
    assert.equal(view.playoffs ?? null, null);
    // Only the organizer starts them; the body is checked.
    await fails(teams[0]?.a.c ?? organizer.c, 'POST', path, {}, 403, 'NOT_ORGANIZER');
    const bad = await fails(organizer.c, 'POST', path, { closeSeason: 'yes' }, 400, 'BAD_REQUEST');
    assert.equal(bad.at, 'closeSeason');

    view = await ok(organizer.c, 'POST', path, {});
    assert.equal(view.status, 'scheduled', 'the playoffs are under way');
    const playoffs = view.playoffs;
    assert.ok(playoffs);
    // Seeded by the standings: T1 first ... T4 fourth; 1 v 4 and 2 v 3.
    const standings = view.standings?.rows.map((r) => r.team);
    assert.deepEqual(
      playoffs.seeds.map((s) => s.team),
      standings,
    );
    assert.deepEqual(
      playoffs.seeds.map((s) => s.from),
      ['1', '2', '3', '4'],
    );
    const [semis, final] = playoffs.rounds;
    assert.ok(semis && final);
    assert.deepEqual([semis.label, final.label], ['Playoffs semifinals', 'Playoffs final']);
    // The final's sides come from the semifinals, named within the playoffs' own bracket.
    assert.deepEqual(
      [final.matches[0]?.line, final.matches[0]?.feeders],
      ['2-1', semis.matches.map((m) => m.id)],
    );
    const [t1, t2, t3, t4] = teams as [TeamOf, TeamOf, TeamOf, TeamOf];
    assert.deepEqual(
      semis.matches.map((m) => m.teams),
      [
        [t1.id, t4.id],
        [t2.id, t3.id],
      ],
    );
    assert.deepEqual(final.matches[0]?.teams, [null, null]);
    // The event's rounds are the weeks, then the playoffs' rounds.
    assert.deepEqual(
      view.rounds.slice(-2).map((r) => r.label),
      ['Playoffs semifinals', 'Playoffs final'],
    );
    // The start is in the event's log: who, when, the seeds; no match was left unplayed.
    const logged = view.log?.at(-1);
    assert.ok(logged && logged.type === 'playoffs');
    assert.equal(logged.actor, 'Olive');
    assert.deepEqual(logged.seeds, standings);
    assert.deepEqual(logged.closed, []);
    await fails(organizer.c, 'POST', path, {}, 409, 'PLAYOFFS_STARTED');
    assert.equal((await ok(organizer.c, 'GET', `/api/events/${id}`)).log?.length, view.log?.length);
    // The playoffs do not count in the season's standings.
    const before = view.standings;

    // "All playoff matches follow the standard rules established throughout the season with each
    // round decided by the first to seven marks, winning by two."
    const semi = semis.matches[0];
    assert.ok(semi);
    assert.equal(semi.bestOf, 3);
    const close = await fails(
      t4.a.c,
      'POST',
      `/api/events/${id}/matches/${semi.id}/report`,
      {
        games: [
          [7, 6],
          [7, 5],
        ],
      },
      400,
      'BAD_GAME_SCORE',
    );
    assert.equal(close.at, 'games[0]');
    // T4 upsets T1; T2 beats T3.
    await win(id, teams, semi, t4.id);
    const other = semis.matches[1];
    assert.ok(other);
    view = await win(id, teams, other, t2.id);
    assert.deepEqual(view.standings, before);
    const decider = view.playoffs?.rounds[1]?.matches[0];
    assert.ok(decider);
    assert.deepEqual(decider.teams, [t4.id, t2.id]);
    assert.equal(decider.status, 'awaiting-report');
    view = await win(id, teams, decider, t4.id);
    assert.equal(view.playoffs?.champion, t4.id);
    assert.equal(view.champion, t4.id);
    assert.equal(view.status, 'finished');
  });

  it('the organizer closes the season early: the top 16 of 18 teams, 1 v 16 and 8 v 9; the open matches stay unplayed', async () => {
    const names = Array.from({ length: 18 }, (_, i) => `T${i + 1}`);
    const { organizer, id, teams } = await eventWithTeams(url, LEAGUE, names);
    let view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    // Week 1 only: nine matches, the first registered of each pair winning.
    for (const m of view.rounds[0]?.matches ?? [])
      view = await win(id, teams, m, seasonWinner(teams, m));
    const open = allMatches(view).find((m) => m.status === 'awaiting-report');
    assert.ok(open);
    view = await ok(organizer.c, 'POST', `/api/events/${id}/playoffs`, { closeSeason: true });
    const playoffs = view.playoffs;
    assert.ok(playoffs);
    assert.equal(playoffs.seeds.length, 16);
    const top = view.standings?.rows.slice(0, 16).map((r) => r.team);
    assert.deepEqual(
      playoffs.seeds.map((s) => s.team),
      top,
    );
    // Closing the season is the organizer's change: the log names the matches left unplayed.
    const logged = view.log?.at(-1);
    assert.ok(logged && logged.type === 'playoffs');
    assert.deepEqual(logged.seeds, top);
    assert.deepEqual(
      logged.closed,
      allMatches(view)
        .filter((m) => m.id.startsWith('w') && m.status === 'awaiting-report')
        .map((m) => m.id),
    );
    assert.ok(logged.closed.includes(open.id));
    const first = playoffs.rounds[0];
    assert.ok(first);
    assert.equal(first.label, 'Playoffs round 1');
    const seedOf = (t: string | null) => playoffs.seeds.findIndex((s) => s.team === t) + 1;
    assert.deepEqual(
      first.matches.map((m) => m.teams.map(seedOf)),
      [
        [1, 16],
        [8, 9],
        [5, 12],
        [4, 13],
        [3, 14],
        [6, 11],
        [7, 10],
        [2, 15],
      ],
    );
    // The season is closed: its open matches take no more results.
    const [x] = open.teams.map((t) => teams.find((team) => team.id === t));
    assert.ok(x);
    await fails(
      x.a.c,
      'POST',
      `/api/events/${id}/matches/${open.id}/report`,
      {
        games: [
          [7, 2],
          [7, 4],
        ],
      },
      409,
      'SEASON_CLOSED',
    );
  });

  it('roster changes are the season\'s: "may be added to the schedule up through the first week of the season", a withdrawal is "from the remainder of the season"; once the playoffs start they are PLAYOFFS_STARTED', async () => {
    const { organizer, id, teams } = await eventWithTeams(url, LEAGUE, ['T1', 'T2', 'T3', 'T4']);
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    await ok(organizer.c, 'POST', `/api/events/${id}/playoffs`, { closeSeason: true });
    const before = await ok(organizer.c, 'GET', `/api/events/${id}`);
    const [t1, t2] = teams as [TeamOf, TeamOf];
    const newcomers = [await person(url, 'Gus'), await person(url, 'Gail')];
    const sub = await person(url, 'Sue');
    const changes: [string, Record<string, unknown>][] = [
      ['add-team', { name: 'Gulls', players: newcomers.map((p) => p.id) }],
      ['drop-team', { team: t2.id }],
      ['withdraw', { team: t1.id, player: t1.a.id, substitute: sub.id }],
    ];
    for (const [change, body] of changes) {
      const refused = await fails(
        organizer.c,
        'POST',
        `/api/events/${id}/roster/${change}`,
        body,
        409,
        'PLAYOFFS_STARTED',
      );
      assert.match(refused.message, /playoffs have started/, change);
    }
    // Nothing changed: the teams, the matches and the log are as they were.
    const after = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.deepEqual(after.teams, before.teams);
    assert.deepEqual(after.rounds, before.rounds);
    assert.deepEqual(after.playoffs, before.playoffs);
    assert.deepEqual(after.log, before.log);
  });

  it('fewer teams than a power of two: byes for the top seeds; a bracket kind has no playoffs', async () => {
    const { organizer, id, teams } = await eventWithTeams(url, LEAGUE, ['T1', 'T2', 'T3']);
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/playoffs`, {
      closeSeason: true,
    });
    const first = view.playoffs?.rounds[0];
    assert.ok(first);
    assert.deepEqual(
      first.matches.map((m) => [m.status, m.teams]),
      [
        ['bye', [teams[0]?.id, null]],
        ['awaiting-report', [teams[1]?.id, teams[2]?.id]],
      ],
    );
    assert.deepEqual(view.playoffs?.rounds[1]?.matches[0]?.teams, [teams[0]?.id, null]);

    const bracket = await eventWithTeams(url, { kind: 'single-elimination', name: 'Cup' }, [
      'A',
      'B',
    ]);
    await ok(bracket.organizer.c, 'POST', `/api/events/${bracket.id}/generate`, {});
    await fails(
      bracket.organizer.c,
      'POST',
      `/api/events/${bracket.id}/playoffs`,
      {},
      409,
      'NOT_A_LEAGUE',
    );
  });
});
