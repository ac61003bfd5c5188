import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventMatch, EventScoresheet } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok, type TeamOf } from '../support/api.js';
import { startServer } from '../support/harness.js';

/** Time called on a game reported by hand (001 I), as the phone scorekeeper files it. */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const FOUR = ['Aces', 'Bones', 'Carts', 'Dukes'];

const sides = (teams: readonly TeamOf[], m: EventMatch): [TeamOf, TeamOf] => {
  const [x, y] = m.teams.map((t) => teams.find((team) => team.id === t));
  assert.ok(x && y, m.id);
  return [x, y];
};

describe('time called on a hand-reported game', () => {
  it('"If time expires on a game, teams shall record their actual marks earned. The winning team does not automatically get seven marks."', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'round-robin', name: 'RR timed', bestOf: 1 },
      FOUR,
    );
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const m = view.rounds[0]?.matches[0];
    assert.ok(m);
    const [first, second] = sides(teams, m);
    const path = `/api/events/${id}/matches/${m.id}`;
    // "If used, time must not start until all players are ready" (001 I.1): before the director
    // starts the round's clock there is no time to call.
    const early = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      { games: [[4, 1]], timed: true },
      409,
      'NOT_TIMED',
    );
    assert.equal(early.at, 'timed');
    assert.match(early.message, /never started/);
    await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 1 });
    // Without time called, 4-1 is no finished game; a tie at time plays one more hand.
    await fails(first.a.c, 'POST', `${path}/report`, { games: [[4, 1]] }, 400, 'BAD_GAME_SCORE');
    const tie = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      { games: [[3, 3]], timed: true },
      400,
      'BAD_GAME_SCORE',
    );
    assert.match(tie.message, /one more hand/);
    const bad = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      { games: [[4, 1]], timed: 'yes' },
      400,
      'BAD_REQUEST',
    );
    assert.equal(bad.at, 'timed');
    // Reported 7-2, then corrected: time was called at 5-2.
    await ok(first.a.c, 'POST', `${path}/report`, { games: [[7, 2]] });
    const corrected = await ok(first.b.c, 'POST', `${path}/correct`, {
      games: [[5, 2]],
      timed: true,
      comment: 'time was called',
    });
    assert.deepEqual(matchOf(corrected, m.id).outcome, {
      kind: 'games',
      games: [[5, 2]],
      timed: true,
    });
    const confirmed = await ok(second.a.c, 'POST', `${path}/confirm`, {});
    // The timed game counts in the NPA standings with its actual marks.
    const row = confirmed.standings?.rows.find((r) => r.team === first.id);
    assert.deepEqual([row?.matchWins, row?.marksFor, row?.marksAgainst], [1, 5, 2]);
  });

  it('a bracket match reported at time advances the team ahead; a league week (000, no clock) has no time called', async () => {
    const cup = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Cup', rounds: { first: 1, later: 1, final: 1 } },
      FOUR,
    );
    await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/generate`, {});
    // The NPA profile's clock: 25 minutes a single game, given when the round starts.
    const started = await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/start`, { round: 1 });
    assert.equal(matchOf(started, 'r1-1').clock?.minutes, 25);
    const path = `/api/events/${cup.id}/matches/r1-1`;
    const [aces, , , dukes] = cup.teams as [TeamOf, TeamOf, TeamOf, TeamOf];
    await ok(dukes.a.c, 'POST', `${path}/report`, { games: [[4, 1]], timed: true });
    const done = await ok(aces.b.c, 'POST', `${path}/confirm`, {});
    assert.equal(matchOf(done, 'r1-1').winner, aces.id);
    assert.deepEqual(matchOf(done, 'r1-1').outcome, {
      kind: 'games',
      games: [[4, 1]],
      timed: true,
    });

    const league = await eventWithTeams(url, { kind: 'league', name: 'L' }, ['Ax', 'Bx']);
    await ok(league.organizer.c, 'POST', `/api/events/${league.id}/generate`, {});
    const week = await fails(
      league.teams[0]!.a.c,
      'POST',
      `/api/events/${league.id}/matches/w1-1/report`,
      { games: [[4, 1]], timed: true },
      409,
      'NOT_TIMED',
    );
    assert.equal(week.at, 'timed');
    assert.match(week.message, /w1-1 was never started/);
    // Nor on the week's phone scoresheet, whose entries stay as they were.
    const sheet = `/api/events/${league.id}/matches/w1-1/score`;
    await ok(league.teams[0]!.a.c, 'POST', sheet, {
      entry: { type: 'hand', bidder: 'N', bid: 30, made: true },
    });
    const time = await fails(
      league.teams[0]!.a.c,
      'POST',
      sheet,
      { entry: { type: 'time' } },
      409,
      'NOT_TIMED',
    );
    assert.equal(time.at, 'timed');
    const kept = await ok<EventScoresheet>(league.teams[0]!.a.c, 'GET', sheet);
    assert.equal(kept.games[0]?.timeCalled ?? false, false);
    assert.equal(kept.games[0]?.entries.length, 1);
  });

  it('a league\'s playoffs "follow the standard rules established throughout the season" (000): no time called unless the organizer started the match with minutes', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'league', name: 'Spring League' },
      FOUR,
    );
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    await ok(organizer.c, 'POST', `/api/events/${id}/playoffs`, { closeSeason: true });
    await ok(organizer.c, 'POST', `/api/events/${id}/start`, { match: 'po1-1' });
    let view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, {
      match: 'po1-2',
      minutes: 60,
    });
    const timedGames = {
      games: [
        [7, 5],
        [4, 1],
      ],
      timed: true,
    };
    const [first] = sides(teams, matchOf(view, 'po1-1'));
    const untimed = await fails(
      first.a.c,
      'POST',
      `/api/events/${id}/matches/po1-1/report`,
      timedGames,
      409,
      'NOT_TIMED',
    );
    assert.equal(untimed.at, 'timed');
    assert.match(untimed.message, /po1-1 was started without a time limit/);
    assert.equal(matchOf(await ok(organizer.c, 'GET', `/api/events/${id}`), 'po1-1').outcome, null);
    const [other] = sides(teams, matchOf(view, 'po1-2'));
    view = await ok(other.a.c, 'POST', `/api/events/${id}/matches/po1-2/report`, timedGames);
    assert.deepEqual(matchOf(view, 'po1-2').outcome, { kind: 'games', ...timedGames });
  });

  it('a Straight 42 knockout (003, no time limits): a round started without minutes has no clock, so no time is called', async () => {
    const cup = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Timpson', rules: 'straight-42' },
      FOUR,
    );
    await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/generate`, {});
    const started = await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/start`, {
      match: 'r1-1',
    });
    assert.equal(matchOf(started, 'r1-1').clock?.minutes ?? null, null);
    const [, , , dukes] = cup.teams as [TeamOf, TeamOf, TeamOf, TeamOf];
    const refused = await fails(
      dukes.a.c,
      'POST',
      `/api/events/${cup.id}/matches/r1-1/report`,
      {
        games: [
          [7, 2],
          [4, 1],
          [7, 5],
        ],
        timed: true,
      },
      409,
      'NOT_TIMED',
    );
    assert.match(refused.message, /without a time limit/);
    // The director may still time it, with minutes of their own.
    const timed = await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/start`, {
      match: 'r1-2',
      minutes: 40,
    });
    assert.equal(matchOf(timed, 'r1-2').clock?.minutes, 40);
  });

  it("the organizer's ruling may say time was called, as a report may; refused where games are not timed", async () => {
    const cup = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Cup', rounds: { first: 1, later: 1, final: 1 } },
      FOUR,
    );
    await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/generate`, {});
    await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/start`, { round: 1 });
    const path = `/api/events/${cup.id}/matches/r1-1`;
    const [aces, , , dukes] = cup.teams as [TeamOf, TeamOf, TeamOf, TeamOf];
    await ok(dukes.a.c, 'POST', `${path}/report`, { games: [[7, 2]] });
    await ok(aces.b.c, 'POST', `${path}/dispute`, { comment: 'time was called at 4-1' });
    const forfeit = await fails(
      cup.organizer.c,
      'POST',
      `${path}/rule`,
      { comment: 'no', forfeit: dukes.id, timed: true },
      400,
      'BAD_REQUEST',
    );
    assert.equal(forfeit.at, 'timed');
    const ruled = await ok(cup.organizer.c, 'POST', `${path}/rule`, {
      comment: 'time was called at 4-1',
      games: [[4, 1]],
      timed: true,
    });
    assert.deepEqual(matchOf(ruled, 'r1-1').outcome, {
      kind: 'games',
      games: [[4, 1]],
      timed: true,
    });
    assert.equal(matchOf(ruled, 'r1-1').status, 'ruled');
    assert.equal(matchOf(ruled, 'r1-1').winner, aces.id);

    const league = await eventWithTeams(url, { kind: 'league', name: 'L' }, ['Ax', 'Bx']);
    await ok(league.organizer.c, 'POST', `/api/events/${league.id}/generate`, {});
    const week = `/api/events/${league.id}/matches/w1-1`;
    const [ax, bx] = league.teams as [TeamOf, TeamOf];
    const games = [
      [7, 2],
      [7, 4],
    ];
    await ok(ax.a.c, 'POST', `${week}/report`, { games });
    await ok(bx.a.c, 'POST', `${week}/dispute`, { comment: 'we stopped at time' });
    const refused = await fails(
      league.organizer.c,
      'POST',
      `${week}/rule`,
      {
        comment: 'time',
        games: [
          [7, 2],
          [4, 1],
        ],
        timed: true,
      },
      409,
      'NOT_TIMED',
    );
    assert.equal(refused.at, 'timed');
    assert.match(refused.message, /w1-1 was never started/);
    const still = await ok(league.organizer.c, 'GET', `/api/events/${league.id}`);
    assert.equal(matchOf(still, 'w1-1').status, 'disputed');
  });
});
