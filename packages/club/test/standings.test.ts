import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  AUSTIN_LEAGUE_STANDINGS as AUSTIN,
  NPA_TOURNAMENT_STANDINGS as NPA,
  computeStandings,
  decideTie,
  dominoDraw,
  matchPoints,
  standingsFromFile,
  type GameScore,
  type StandingRow,
  type Standings,
} from '../src/index.js';
import { must, mustFail, rule } from './helpers.js';

function row(standings: Standings, team: string): StandingRow {
  const r = standings.rows.find((x) => x.team === team);
  assert.ok(r !== undefined, `no row for ${team}`);
  return r;
}

function order(standings: Standings): string[] {
  return standings.rows.map((r) => r.team);
}

/** A game to 7 winning by 2 from hands of 1 to 3 marks (bids of one mark, 84, or three marks). */
const austinGame = fc
  .array(fc.record({ toFirst: fc.boolean(), marks: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 200,
    maxLength: 200,
  })
  .map((hands): GameScore => {
    const s = [0, 0];
    for (const h of hands) {
      s[h.toFirst ? 0 : 1] = (s[h.toFirst ? 0 : 1] ?? 0) + h.marks;
      const [a, b] = s as [number, number];
      if ((a >= 7 && a - b >= 2) || (b >= 7 && b - a >= 2)) break;
    }
    return s as unknown as GameScore;
  })
  .filter(([a, b]) => Math.abs(a - b) >= 2 && Math.max(a, b) >= 7);

/** A best-of-three match: games until a team has two. */
const austinMatch = fc.array(austinGame, { minLength: 3, maxLength: 3 }).map((games) => {
  const out: GameScore[] = [];
  let [a, b] = [0, 0];
  for (const g of games) {
    if (a === 2 || b === 2) break;
    out.push(g);
    if (g[0] > g[1]) a++;
    else b++;
  }
  return out;
});

describe('league points (000 Section 4)', () => {
  rule(
    '000',
    'Each round is worth five (5) points to the team that wins the round, and the entire match is worth eight (8) points to the team that wins the match. Further, each spread of four marks within a round is worth three (3) points to the higher scoring team.',
    () => {
      // The example: A beat B 7-3, 4-7, 7-2.
      // A: two games won (2 x 5 = 10), the match (8), and a spread of four in each game it won:
      // 7-3 is a spread of four (3 points) and 7-2 a spread of five, which holds one spread of
      // four (3 points): 10 + 8 + 3 + 3 = 24. (21 would leave out the 7-2 game's spread.)
      // B: one game won 7-4, a spread of three: 5 points.
      const s = must(
        computeStandings(
          AUSTIN,
          ['A', 'B'],
          [
            {
              teams: ['A', 'B'],
              games: [
                [7, 3],
                [4, 7],
                [7, 2],
              ],
            },
          ],
        ),
      );
      assert.deepEqual(
        { ...row(s, 'A') },
        {
          team: 'A',
          rank: 1,
          points: 24,
          matchWins: 1,
          matchLosses: 0,
          gamesWon: 2,
          gamesLost: 1,
          marksFor: 18,
          marksAgainst: 12,
          forfeitWins: 0,
          forfeits: 0,
          byes: 0,
        },
      );
      assert.equal(row(s, 'B').points, 5);
      // Spreads count whole fours: 8-0 is two spreads, 7-4 none.
      assert.deepEqual(
        matchPoints(AUSTIN, [
          [8, 0],
          [4, 7],
          [7, 4],
        ]),
        [5 + 6 + 5 + 8, 5],
      );
    },
  );

  rule(
    '000',
    'Thus, the match winner can earn between 18 points (two rounds and the match with no spreads) and 30 points (a match score of 8-0, 8-0), while the match loser can earn between 0 points (no round wins) and 11 points (winning one round 8-0).',
    () => {
      assert.deepEqual(
        matchPoints(AUSTIN, [
          [7, 5],
          [7, 5],
        ]),
        [18, 0],
      );
      assert.deepEqual(
        matchPoints(AUSTIN, [
          [8, 0],
          [8, 0],
        ]),
        [30, 0],
      );
      // The loser's most: a round won 8-0 (5 + two spreads, 6).
      assert.deepEqual(
        matchPoints(AUSTIN, [
          [0, 8],
          [8, 0],
          [7, 5],
        ]),
        [24, 11],
      );
      fc.assert(
        fc.property(austinMatch, (games) => {
          const [a, b] = matchPoints(AUSTIN, games);
          const firstWon = games.filter((g) => g[0] > g[1]).length === 2;
          const [winner, loser] = firstWon ? [a, b] : [b, a];
          assert.ok(winner >= 18 && winner <= 30, `winner ${winner} for ${JSON.stringify(games)}`);
          assert.ok(loser >= 0 && loser <= 11, `loser ${loser} for ${JSON.stringify(games)}`);
        }),
        { numRuns: 500 },
      );
    },
  );

  rule(
    '000',
    'A forfeit, while not marked as a loss, is worth zero points to the forfeiting team. A forfeit win, while not marked as a win, is worth eighteen points to the team with the bye.',
    () => {
      const s = must(computeStandings(AUSTIN, ['C', 'D'], [{ teams: ['C', 'D'], forfeit: 'D' }]));
      assert.equal(row(s, 'C').points, 18);
      assert.equal(row(s, 'C').matchWins, 0, 'not marked as a win');
      assert.equal(row(s, 'C').forfeitWins, 1);
      assert.equal(row(s, 'D').points, 0);
      assert.equal(row(s, 'D').matchLosses, 0, 'not marked as a loss');
    },
  );

  rule(
    '000',
    'Additional bye weeks may be scheduled for teams if there are an odd number of total teams, in which case an additional match will be assigned and played on a date determined by the teams involved.',
    () => {
      // A scheduled bye is made up by an additional match, so the bye itself earns nothing and
      // is not a match; the 18 points "to the team with the bye" are for a forfeit win.
      const s = must(computeStandings(AUSTIN, ['E', 'F'], [{ teams: ['E'], bye: true }]));
      assert.deepEqual(
        [row(s, 'E').points, row(s, 'E').matchWins, row(s, 'E').gamesWon, row(s, 'E').byes],
        [0, 0, 0, 1],
      );
    },
  );

  rule(
    '000',
    'Scores above seven marks are valid, both for match reporting and league scoring.',
    () => {
      const s = must(
        computeStandings(
          AUSTIN,
          ['A', 'B'],
          [
            {
              teams: ['A', 'B'],
              games: [
                [9, 3],
                [8, 6],
              ],
            },
          ],
        ),
      );
      // 9-3: 5 + one spread of four (3); 8-6: 5; the match 8.
      assert.equal(row(s, 'A').points, 21);
      assert.equal(row(s, 'A').marksFor, 17);
    },
  );

  rule(
    '000',
    'Each match is determined by the best of three rounds, with each round decided by the first to seven marks, winning by two.',
    () => {
      const bad = (games: unknown) =>
        computeStandings(AUSTIN, ['A', 'B'], [{ teams: ['A', 'B'], games }]);
      assert.match(
        mustFail(
          bad([
            [7, 6],
            [7, 2],
          ]),
          'BAD_GAME_SCORE',
        ),
        /^matches\[0\]\.games\[0\] 7-6 is not a finished game: a game is to 7 marks, winning by 2/,
      );
      assert.match(
        mustFail(bad([[7, 2]]), 'BAD_MATCH_SCORE'),
        /is not a finished match: best of 3/,
      );
      assert.match(
        mustFail(
          bad([
            [7, 2],
            [7, 2],
            [2, 7],
          ]),
          'BAD_MATCH_SCORE',
        ),
        /^matches\[0\]\.games\[2\] is one game too many/,
      );
    },
  );
});

describe('tiebreakers (000 Section 6)', () => {
  rule(
    '000',
    'Tiebreakers to determine ranking will be decided as follows: match wins, head-to-head, rounds lost, total marks lost, total marks won.',
    () => {
      const rank = (teams: string[], matches: unknown[]) =>
        order(must(computeStandings(AUSTIN, teams, matches)));
      // Match wins: 18 points each, but a forfeit win is not a match win.
      assert.deepEqual(
        rank(
          ['A', 'B', 'X', 'Y'],
          [
            { teams: ['A', 'X'], forfeit: 'X' },
            {
              teams: ['B', 'Y'],
              games: [
                [7, 5],
                [7, 5],
              ],
            },
          ],
        ).slice(0, 2),
        ['B', 'A'],
      );
      // Head-to-head before rounds lost: A and B have 23 points and one match win each; A beat
      // B, though B lost fewer rounds (2 against 3).
      const h2h = must(
        computeStandings(
          AUSTIN,
          ['A', 'B', 'C', 'D'],
          [
            {
              teams: ['A', 'B'],
              games: [
                [7, 5],
                [5, 7],
                [7, 5],
              ],
            },
            {
              teams: ['C', 'A'],
              games: [
                [7, 5],
                [5, 7],
                [7, 5],
              ],
            },
            {
              teams: ['B', 'D'],
              games: [
                [7, 5],
                [7, 5],
              ],
            },
          ],
        ),
      );
      assert.deepEqual([row(h2h, 'A').points, row(h2h, 'B').points], [23, 23]);
      assert.deepEqual([row(h2h, 'A').gamesLost, row(h2h, 'B').gamesLost], [3, 2]);
      assert.ok(order(h2h).indexOf('A') < order(h2h).indexOf('B'));
      // Rounds lost before marks: E (no round lost, 14 marks won) above G (one lost, 19 won).
      assert.deepEqual(
        rank(
          ['E', 'F', 'G', 'H'],
          [
            {
              teams: ['E', 'F'],
              games: [
                [7, 5],
                [7, 5],
              ],
            },
            {
              teams: ['G', 'H'],
              games: [
                [7, 5],
                [5, 7],
                [7, 5],
              ],
            },
          ],
        ).slice(0, 2),
        ['E', 'G'],
      );
      // Total marks lost before total marks won: I lost 8 marks and won 14, K lost 10 and won 16.
      assert.deepEqual(
        rank(
          ['I', 'J', 'K', 'L'],
          [
            {
              teams: ['K', 'L'],
              games: [
                [8, 5],
                [8, 5],
              ],
            },
            {
              teams: ['I', 'J'],
              games: [
                [7, 4],
                [7, 4],
              ],
            },
          ],
        ).slice(0, 2),
        ['I', 'K'],
      );
    },
  );

  rule('000', 'League standing is determined by team points.', () => {
    // Two forfeit wins (36 points, no match won) rank above a match won 7-5, 7-5 (18 points).
    const s = must(
      computeStandings(
        AUSTIN,
        ['A', 'B', 'C', 'D', 'E'],
        [
          { teams: ['A', 'C'], forfeit: 'C' },
          { teams: ['A', 'D'], forfeit: 'D' },
          {
            teams: ['B', 'E'],
            games: [
              [7, 5],
              [7, 5],
            ],
          },
        ],
      ),
    );
    assert.deepEqual(order(s).slice(0, 2), ['A', 'B']);
    assert.deepEqual(
      [row(s, 'A').points, row(s, 'A').matchWins, row(s, 'B').points, row(s, 'B').matchWins],
      [36, 0, 18, 1],
    );
  });
});

describe('NPA seeding and finish in non-bracket play (001)', () => {
  rule('001', 'A BYE shall be scored as 7-4.', () => {
    const s = must(computeStandings(NPA, ['E', 'F'], [{ teams: ['E'], bye: true }]));
    const e = row(s, 'E');
    assert.deepEqual(
      [e.points, e.matchWins, e.gamesWon, e.marksFor, e.marksAgainst],
      [null, 1, 1, 7, 4],
    );
  });

  rule(
    '001',
    'Seven marks shall be the maximum recorded marks unless otherwise specified by the tournament director.',
    () => {
      // A two-mark hand at 6-5 ends the game 8-5 at the table: 7-5 is recorded.
      const s = must(computeStandings(NPA, ['A', 'B'], [{ teams: ['A', 'B'], games: [[8, 5]] }]));
      assert.deepEqual([row(s, 'A').marksFor, row(s, 'A').marksAgainst], [7, 5]);
      must(computeStandings(NPA, ['A', 'B'], [{ teams: ['A', 'B'], games: [[7, 6]] }]));
      // Earned marks play cannot reach are refused as before: at 6-5 no hand is worth 9 marks.
      assert.match(
        mustFail(
          computeStandings(NPA, ['A', 'B'], [{ teams: ['A', 'B'], games: [[15, 5]] }]),
          'BAD_GAME_SCORE',
        ),
        /^matches\[0\]\.games\[0\] 15-5 cannot end a game/,
      );
    },
  );

  rule(
    '001',
    'If time expires on a game, teams shall record their actual marks earned. The winning team does not automatically get seven marks.',
    () => {
      const timed = must(
        computeStandings(NPA, ['A', 'B'], [{ teams: ['A', 'B'], games: [[5, 3]], timed: true }]),
      );
      assert.deepEqual([row(timed, 'A').matchWins, row(timed, 'A').marksFor], [1, 5]);
      mustFail(
        computeStandings(NPA, ['A', 'B'], [{ teams: ['A', 'B'], games: [[5, 3]] }]),
        'BAD_GAME_SCORE',
      );
      mustFail(
        computeStandings(AUSTIN, ['A', 'B'], [{ teams: ['A', 'B'], games: [[5, 3]], timed: true }]),
        'BAD_INPUT',
      );
    },
  );

  rule(
    '001',
    'The team with the greatest number of wins shall be the top seed or winner. ... If a tie exists, the team with the greatest number of marks (totalled from all games) shall have the higher seed or finish position. ... If a tie still exists, the team with the least number of marks scored against them (totalled from all games) shall have the higher seed or finish position.',
    () => {
      const s = must(
        computeStandings(
          NPA,
          ['A', 'B', 'C', 'D', 'E', 'F'],
          [
            { teams: ['A', 'B'], games: [[7, 2]] },
            { teams: ['C', 'D'], games: [[7, 5]] },
            { teams: ['E', 'F'], games: [[7, 3]] },
            { teams: ['A', 'C'], games: [[7, 6]] },
          ],
        ),
      );
      // A: 2 wins. C and E: 1 win; C 13 marks for, E 7. Then B (2 for, 7 against),
      // D (5 for, 7 against), F (3 for, 7 against): by marks for, D, F, B.
      assert.deepEqual(order(s), ['A', 'C', 'E', 'D', 'F', 'B']);
      const against = must(
        computeStandings(
          NPA,
          ['A', 'B', 'C', 'D'],
          [
            { teams: ['A', 'B'], games: [[7, 2]] },
            { teams: ['C', 'D'], games: [[7, 5]] },
          ],
        ),
      );
      // A and C: one win, 7 marks each; A gave up 2, C 5.
      assert.deepEqual(order(against).slice(0, 2), ['A', 'C']);
      assert.equal(row(against, 'A').points, null, 'no points under NPA rules');
    },
  );

  rule(
    '001',
    'If a tie still exists, the tournament director has the exclusive discretion to determine the tie breaker.',
    () => {
      const s = must(
        computeStandings(
          NPA,
          ['A', 'B', 'C', 'D'],
          [
            { teams: ['A', 'B'], games: [[7, 4]] },
            { teams: ['C', 'D'], games: [[7, 4]] },
          ],
        ),
      );
      assert.deepEqual(s.undecided, [
        { rank: 1, teams: ['A', 'C'], decidedBy: 'directors-choice' },
        { rank: 3, teams: ['B', 'D'], decidedBy: 'directors-choice' },
      ]);
      assert.deepEqual([row(s, 'A').rank, row(s, 'C').rank], [1, 1]);
      const decided = must(decideTie(s, 1, ['C', 'A']));
      assert.deepEqual(
        decided.rows.map((r) => [r.team, r.rank]),
        [
          ['C', 1],
          ['A', 2],
          ['B', 3],
          ['D', 3],
        ],
      );
      mustFail(decideTie(s, 2, ['C', 'A']), 'NO_TIE');
      mustFail(decideTie(s, 1, ['C', 'B']), 'BAD_INPUT');
    },
  );

  rule('001', 'One person from each team may draw for high domino (total pips).', () => {
    const draw = must(dominoDraw(['A', 'B', 'C'], 7));
    assert.deepEqual(must(dominoDraw(['A', 'B', 'C'], 7)), draw, 'the same seed, the same draw');
    const first = draw.rounds[0]?.draws ?? [];
    assert.equal(first.length, 3);
    assert.equal(
      new Set(first.map((d) => `${d.domino[0]}-${d.domino[1]}`)).size,
      3,
      'three dominoes',
    );
    const best = Math.max(...first.map((d) => d.pips));
    const leaders = first.filter((d) => d.pips === best);
    if (leaders.length === 1) assert.equal(draw.order[0], leaders[0]?.team);
    assert.deepEqual([...draw.order].sort(), ['A', 'B', 'C']);
  });

  rule('001', 'Example - If 64 and 55 are drawn, players must re-draw.', () => {
    // Find a seed whose first draw ties; the tied teams draw again, and only they.
    let seed = 0;
    for (; seed < 2000; seed++) {
      const d = must(dominoDraw(['A', 'B'], seed));
      const [x, y] = d.rounds[0]?.draws ?? [];
      if (x !== undefined && y !== undefined && x.pips === y.pips) break;
    }
    assert.ok(seed < 2000, 'some seed draws equal totals');
    const d = must(dominoDraw(['A', 'B'], seed));
    assert.ok(d.rounds.length >= 2);
    const decisive = d.rounds[d.rounds.length - 1]?.draws ?? [];
    const winner = decisive.reduce((a, b) => (b.pips > a.pips ? b : a));
    assert.equal(d.order[0], winner.team);
    mustFail(dominoDraw(['A'], 1), 'BAD_INPUT');
  });
});

describe('the standings file', () => {
  it('names the field of a bad file under BAD_STANDINGS_FILE', () => {
    const file = (matches: unknown, rules = 'austin-league') =>
      standingsFromFile({ rules, teams: ['A', 'B', 'C'], matches });
    const ok = {
      teams: ['A', 'B'],
      games: [
        [7, 3],
        [7, 2],
      ],
    };
    assert.equal(
      mustFail(file([ok, ok, { teams: ['A', 'C'], games: [['7', 3]] }]), 'BAD_STANDINGS_FILE'),
      'matches[2].games[0] must be two whole numbers',
    );
    assert.equal(
      mustFail(file([{ teams: ['A', 'Z'], games: [[7, 3]] }]), 'BAD_STANDINGS_FILE'),
      'matches[0].teams[1] "Z" is not one of the teams',
    );
    assert.match(
      mustFail(file([ok], 'poker'), 'BAD_STANDINGS_FILE'),
      /^rules must be one of "austin-league", "npa-tournament"/,
    );
    assert.match(
      mustFail(file([{ teams: ['A', 'B'], forfeit: 'C' }]), 'BAD_STANDINGS_FILE'),
      /^matches\[0\]\.forfeit /,
    );
    assert.match(
      mustFail(file([{ teams: ['A', 'B'], bye: true }]), 'BAD_STANDINGS_FILE'),
      /^matches\[0\]\.teams a bye names one team/,
    );
    assert.match(mustFail(file({}), 'BAD_STANDINGS_FILE'), /^matches must be a list/);
  });
});
