import assert from 'node:assert/strict';
import { describe } from 'node:test';
import {
  atTime,
  checkInTeam,
  checkedInTeams,
  drawTables,
  openCheckIn,
  timeLimitMinutes,
} from '../src/index.js';
import { must, mustFail, rule } from './helpers.js';

describe('a tournament day', () => {
  rule('003', 'Check in starts at 9am, ends at 10am', () => {
    let c = must(openCheckIn('2024-07-02T09:00:00-05:00', '2024-07-02T10:00:00-05:00'));
    mustFail(checkInTeam(c, 'Early', '2024-07-02T08:59:00-05:00'), 'CHECK_IN_CLOSED');
    c = must(checkInTeam(c, 'A', '2024-07-02T09:00:00-05:00'));
    c = must(checkInTeam(c, 'B', '2024-07-02T10:00:00-05:00'));
    mustFail(checkInTeam(c, 'A', '2024-07-02T09:30:00-05:00'), 'ALREADY_CHECKED_IN');
    mustFail(checkInTeam(c, 'Late', '2024-07-02T10:01:00-05:00'), 'CHECK_IN_CLOSED');
    assert.deepEqual(checkedInTeams(c), ['A', 'B']);
  });

  rule('002', 'Players will draw lots for table assignment.', () => {
    const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
    const tables = must(drawTables(teams, 1));
    assert.equal(tables.length, 3);
    assert.deepEqual(tables.flat().sort(), teams);
    const draws = new Set(
      [1, 2, 3, 4, 5].map((seed) => JSON.stringify(must(drawTables(teams, seed)))),
    );
    assert.ok(draws.size > 1, 'the draw depends on the seed');
    mustFail(drawTables(['A', 'B', 'C'], 1), 'ODD_NUMBER_OF_TEAMS');
  });

  rule(
    '001',
    'Single game matches shall have a twenty-five minute time limit unless the tournament director stipulates otherwise.',
    () => {
      assert.equal(must(timeLimitMinutes('single-game')), 25);
      assert.equal(must(timeLimitMinutes('single-game', 30)), 30);
      mustFail(timeLimitMinutes('single-game', 0), 'BAD_INPUT');
    },
  );

  rule(
    '001',
    'Best two out of three matches shall have a time limit of seventy-five minutes unless the tournament director stipulates otherwise.',
    () => {
      assert.equal(must(timeLimitMinutes('best-of-three')), 75);
    },
  );

  rule(
    '001',
    'If time expires on a game, teams shall record their actual marks earned. The winning team does not automatically get seven marks.',
    () => {
      assert.deepEqual(must(atTime([5, 3])), { kind: 'winner', winner: 0, recorded: [5, 3] });
      assert.deepEqual(must(atTime([4, 4])), { kind: 'one-more-hand' });
    },
  );
});
