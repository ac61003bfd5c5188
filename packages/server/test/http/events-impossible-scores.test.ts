import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok } from '../support/api.js';
import { startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

describe('a reported result must be one the games can have ended with', () => {
  it('a league under the Austin rules: 99-1, 12-0 and -1 are refused naming the game, nothing changes, and a possible result is taken', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'league', name: 'Scores League', byeWeeks: [], seed: 3 },
      ['Aces', 'Bones'],
    );
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const match = view.rounds.flatMap((r) => r.matches)[0];
    assert.ok(match);
    const first = teams.find((t) => t.id === match.teams[0]);
    assert.ok(first);
    const path = `/api/events/${id}/matches/${match.id}`;

    // "each round decided by the first to seven marks, winning by two" (000); austin-league bids
    // open at two marks and rise one a seat, so one hand is worth at most 5: 6-0 then 11-0.
    const impossible: [number[][], string, RegExp][] = [
      [
        [
          [99, 1],
          [7, 3],
        ],
        'games[0]',
        /99-1 cannot end a game.*at most 5 marks.*against 1 the winner ends with at most 11/,
      ],
      [
        [
          [7, 3],
          [12, 0],
        ],
        'games[1]',
        /12-0 cannot end a game.*at most 11/,
      ],
    ];
    for (const [games, at, message] of impossible) {
      const refused = await fails(
        first.a.c,
        'POST',
        `${path}/report`,
        { games },
        400,
        'BAD_GAME_SCORE',
      );
      assert.equal(refused.at, at);
      assert.match(refused.message, message);
    }
    // A negative mark is not read as a positive one: the request is refused where it is wrong.
    const negative = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      {
        games: [
          [-1, 7],
          [7, 3],
        ],
      },
      400,
      'BAD_REQUEST',
    );
    assert.equal(negative.at, 'games[0][0]');

    const before = await ok<EventView>(organizer.c, 'GET', `/api/events/${id}`);
    assert.equal(matchOf(before, match.id).status, 'awaiting-report');
    assert.deepEqual(matchOf(before, match.id).log, []);

    // 11-0 (6-0, then a hand of five marks) and 9-7 (past seven, winning by two) are possible.
    const games = [
      [11, 0],
      [7, 9],
      [9, 7],
    ];
    const reported = await ok(first.a.c, 'POST', `${path}/report`, { games });
    assert.equal(matchOf(reported, match.id).status, 'reported');
  });

  it('a game after the match was decided, and a tie, are refused naming the game; nothing changes', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'league', name: 'Extra Games League', byeWeeks: [], seed: 3 },
      ['Aces', 'Bones'],
    );
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const match = view.rounds.flatMap((r) => r.matches)[0];
    assert.ok(match);
    const first = teams.find((t) => t.id === match.teams[0]);
    assert.ok(first);
    const path = `/api/events/${id}/matches/${match.id}`;
    // Best of three: 2-0 ends the match, so a third game is one too many.
    const extra = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      {
        games: [
          [7, 3],
          [7, 2],
          [7, 1],
        ],
      },
      400,
      'BAD_MATCH_SCORE',
    );
    assert.equal(extra.at, 'games[2]');
    assert.match(extra.message, /one game too many: the match was over \(best of 3\)/);
    const tie = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      {
        games: [
          [7, 7],
          [7, 2],
        ],
      },
      400,
      'BAD_GAME_SCORE',
    );
    assert.equal(tie.at, 'games[0]');
    const after = await ok<EventView>(organizer.c, 'GET', `/api/events/${id}`);
    assert.equal(matchOf(after, match.id).status, 'awaiting-report');
    assert.deepEqual(matchOf(after, match.id).log, []);
  });

  it('"Seven marks shall be the maximum recorded marks" (001): an earned 8-2 is recorded 7-2, 13-2 is refused', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Capped Cup', rounds: { first: 1, later: 1, final: 1 } },
      ['Aces', 'Bones'],
    );
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const match = view.rounds.flatMap((r) => r.matches)[0];
    assert.ok(match);
    const first = teams.find((t) => t.id === match.teams[0]);
    assert.ok(first);
    const path = `/api/events/${id}/matches/${match.id}`;
    // npa-tournament: no bid above 5 marks, so 6-2 then one more hand of 5 ends no higher than 11-2.
    const refused = await fails(
      first.a.c,
      'POST',
      `${path}/report`,
      { games: [[13, 2]] },
      400,
      'BAD_GAME_SCORE',
    );
    assert.equal(refused.at, 'games[0]');
    const reported = await ok(first.a.c, 'POST', `${path}/report`, { games: [[8, 2]] });
    assert.deepEqual(matchOf(reported, match.id).outcome, { kind: 'games', games: [[7, 2]] });
  });
});
