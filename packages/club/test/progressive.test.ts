import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  finishMiniGame,
  finishRound,
  moveTables,
  startProgressive,
  type ProgressiveState,
} from '../src/index.js';
import { must, mustFail, rule, teamsNamed } from './helpers.js';

/** Results where the first-seated team wins 7-3 at every table. */
function firstWins(state: ProgressiveState): { marks: [number, number] }[] {
  return state.tables.map(() => ({ marks: [7, 3] }));
}

describe('progressive tables (002)', () => {
  rule(
    '002',
    'Each table will be numbered, beginning at 1 (Head Table). Players will draw lots for table assignment.',
    () => {
      const s = must(startProgressive(teamsNamed(8), { rounds: 3 }, 11));
      assert.equal(s.tables.length, 4);
      assert.deepEqual(s.tables.flat().sort(), teamsNamed(8).sort());
      assert.deepEqual(
        must(startProgressive(teamsNamed(8), { rounds: 3 }, 11)),
        s,
        'the same seed, the same draw',
      );
      mustFail(startProgressive(teamsNamed(7), { rounds: 3 }, 1), 'ODD_NUMBER_OF_TEAMS');
    },
  );

  rule(
    '002',
    'When the Head Table completes their game, the Tournament Director will signal the end of the game for all the other tables. If play is not complete at any of the subsequent tables (no team has reached 7 marks) then the winner will be determined by the highest number of marks tallied.',
    () => {
      const s = must(startProgressive(teamsNamed(6), { rounds: 2 }, 1));
      assert.match(
        mustFail(
          finishRound(s, [{ marks: [6, 5] }, { marks: [7, 1] }, { marks: [2, 3] }]),
          'ROUND_NOT_COMPLETE',
        ),
        /head table's game ends the round/,
      );
      const next = must(finishRound(s, [{ marks: [7, 5] }, { marks: [4, 2] }, { marks: [2, 3] }]));
      const [t1, t2, t3] = s.tables;
      assert.deepEqual(next.history[0]?.winners, [t1?.[0], t2?.[0], t3?.[1]]);
      // Tied in marks when play stopped: the director decides.
      assert.match(
        mustFail(
          finishRound(s, [{ marks: [7, 5] }, { marks: [3, 3] }, { marks: [2, 3] }]),
          'TIE_NEEDS_WINNER',
        ),
        /table 2 is tied at 3-3: say which team won it/,
      );
      must(finishRound(s, [{ marks: [7, 5] }, { marks: [3, 3], winner: 1 }, { marks: [2, 3] }]));
    },
  );

  rule(
    '002',
    'Winners of each game will move up a table (e.g. Table 2 winners move to Table 1 for next game) and similarly , The defeated team of each game will move down a Table (e.g. Table 2 losing team moves to Table 3). The winning team from each game will receive a punch mark on their players card.',
    () => {
      const tables = [
        ['A', 'B'],
        ['C', 'D'],
        ['E', 'F'],
      ] as const;
      // A, D and E win.
      assert.deepEqual(moveTables(tables, [0, 1, 0]), [
        ['A', 'D'], // table 1: its winner stays, table 2's winner comes up
        ['B', 'E'], // table 2: table 1's loser comes down, table 3's winner comes up
        ['C', 'F'], // table 3: table 2's loser comes down, its loser stays
      ]);
      const s = must(startProgressive(teamsNamed(6), { rounds: 2 }, 3));
      const next = must(finishRound(s, firstWins(s)));
      for (const [i, t] of s.tables.entries()) {
        assert.equal(next.punches[t[0]], 1, `table ${i + 1} winner punched`);
        assert.equal(next.punches[t[1]], 0);
      }
    },
  );

  rule(
    '002',
    'The top 4 teams will continue in the final round. The team with the most punch marks on their player card at that time will be declared the winner.',
    () => {
      let s = must(startProgressive(teamsNamed(8), { rounds: 3 }, 5));
      for (let r = 0; r < 3; r++) s = must(finishRound(s, firstWins(s)));
      assert.equal(s.phase, 'final');
      assert.equal(s.tables.length, 2);
      const finalists = s.tables.flat();
      const punches = (t: string) => s.punches[t] ?? 0;
      const others = Object.keys(s.punches).filter((t) => !finalists.includes(t));
      assert.ok(Math.min(...finalists.map(punches)) >= Math.max(...others.map(punches)));
      // The first seated at each final table wins: the most punches decides.
      const done = must(finishRound(s, [{ marks: [7, 0] }, { marks: [7, 0] }]));
      if (done.phase === 'done') {
        const most = Math.max(...finalists.map((t) => done.punches[t] ?? 0));
        assert.equal(done.punches[done.winner ?? ''], most);
      } else assert.equal(done.phase, 'mini-game');
      mustFail(finishRound(done, [{ marks: [7, 0] }]), 'TOURNAMENT_OVER');
    },
  );

  rule(
    '002',
    'In the event of a tie, there will be a mini-game played with the first team to three marks being declared the winner.',
    () => {
      // Four teams, one round: the two winners have a punch each. In the final (1st v 4th at
      // the head table, 2nd v 3rd at table 2) the two without a punch win: all four have one.
      let s = must(startProgressive(teamsNamed(4), { rounds: 1 }, 2));
      s = must(finishRound(s, firstWins(s)));
      const results = s.tables.map((t) => ({
        marks: (s.punches[t[0]] ?? 0) > 0 ? [3, 7] : [7, 3],
      }));
      const tied = must(finishRound(s, results));
      assert.equal(tied.phase, 'mini-game');
      assert.equal(tied.tied.length, 4, 'every team has one punch');
      const [a, b, c, d] = tied.tied as [string, string, string, string];
      mustFail(finishMiniGame(tied, [a, b], [2, 1]), 'BAD_INPUT');
      let m = must(finishMiniGame(tied, [a, b], [3, 1]));
      m = must(finishMiniGame(m, [c, d], [0, 3]));
      mustFail(finishMiniGame(m, [b, d], [3, 0]), 'TEAM_NOT_IN_MATCH');
      m = must(finishMiniGame(m, [a, d], [3, 2]));
      assert.deepEqual([m.phase, m.winner], ['done', a]);
    },
  );

  it('every team sits at exactly one table each round, and one punch a table is given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.boolean()), {
          minLength: 200,
          maxLength: 200,
        }),
        (half, rounds, marks) => {
          const teams = teamsNamed(half * 2);
          let s = must(startProgressive(teams, { rounds }, half + rounds));
          let k = 0;
          while (s.phase === 'rounds') {
            const results = s.tables.map((_, i) => {
              const [other, firstWinsHead] = marks[k++ % marks.length] ?? [0, true];
              if (i === 0) return { marks: firstWinsHead ? [7, other] : [other, 7] };
              return { marks: [other, 6 - other] as [number, number], winner: 0 as const };
            });
            s = must(finishRound(s, results));
            if (s.phase === 'rounds') assert.deepEqual(s.tables.flat().sort(), [...teams].sort());
          }
          const total = Object.values(s.punches).reduce((a, b) => a + b, 0);
          assert.equal(total, rounds * half);
        },
      ),
      { numRuns: 150 },
    );
  });
});
