import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  AUSTIN_LEAGUE_STANDINGS,
  NPA_GAME,
  TIMPSON_ROUNDS,
  buildBracket,
  computeStandings,
  crossSeed,
  drawPools,
  eliminateNoShows,
  feedingLines,
  isNoShow,
  leaguePlayoffs,
  makeBracket,
  nextLine,
  poolBrackets,
  recordBracketResult,
  roundRobin,
  type Bracket,
} from '../src/index.js';
import { must, mustFail, rule, teamsNamed } from './helpers.js';

function firstRound(bracket: Bracket): [unknown, unknown][] {
  return (bracket.rounds[0]?.matches ?? []).map((m) => [m.slots[0], m.slots[1]]);
}

const field = fc.record({
  entries: fc.integer({ min: 2, max: 70 }),
  seedOrder: fc.constantFrom('standard' as const, 'random' as const),
  seed: fc.integer({ min: 0, max: 10_000 }),
});

describe('single elimination (003)', () => {
  rule('003', 'SINGLE ELIMINATION TOURNAMENT', () => {
    // Standard seeding: 1 plays 16, 8 plays 9, and each seed's later opponents as strong as
    // the seeding allows.
    assert.deepEqual(firstRound(must(makeBracket({ entries: 16 }))), [
      [1, 16],
      [8, 9],
      [5, 12],
      [4, 13],
      [3, 14],
      [6, 11],
      [7, 10],
      [2, 15],
    ]);
    // 12 teams: the four byes go to seeds 1 to 4, who are already in round 2.
    const twelve = must(makeBracket({ entries: 12 }));
    assert.deepEqual(firstRound(twelve), [
      [1, 'bye'],
      [8, 9],
      [5, 12],
      [4, 'bye'],
      [3, 'bye'],
      [6, 11],
      [7, 10],
      [2, 'bye'],
    ]);
    assert.deepEqual(
      twelve.rounds[1]?.matches.map((m) => m.slots),
      [
        [1, null],
        [null, 4],
        [3, null],
        [null, 2],
      ],
    );
  });

  rule(
    '003',
    'First Round- first team to win 3 out of 5 games, advances ... Round (and any rounds needed between first and final round)- first team to win 2 out of 3 games, advances ... Final Round- BEST 2 OUT OF 3 GAMES WINS',
    () => {
      const b = must(makeBracket({ entries: 16, rounds: TIMPSON_ROUNDS }));
      assert.deepEqual(
        b.rounds.map((r) => r.bestOf),
        [5, 3, 3, 3],
      );
      // A first-round match needs three games won.
      const r = recordBracketResult(b, {
        round: 1,
        match: 0,
        winner: 1,
        games: [
          [7, 3],
          [7, 2],
        ],
      });
      assert.match(mustFail(r, 'BAD_MATCH_SCORE'), /best of 5, a team needs 3 games/);
      must(
        recordBracketResult(b, {
          round: 1,
          match: 0,
          winner: 1,
          games: [
            [7, 3],
            [2, 7],
            [7, 2],
            [7, 5],
          ],
        }),
      );
      // Two entries: the one match is the final, best of 3.
      assert.deepEqual(
        must(makeBracket({ entries: 2 })).rounds.map((x) => x.bestOf),
        [3],
      );
    },
  );

  it('every entry once in round 1, byes only in round 1 and only as many as the field lacks', () => {
    fc.assert(
      fc.property(field, (s) => {
        const b = must(makeBracket(s));
        let size = 1;
        while (size < s.entries) size *= 2;
        const lines = firstRound(b).flat();
        const seeds = lines.filter((x): x is number => typeof x === 'number').sort((x, y) => x - y);
        assert.deepEqual(
          seeds,
          Array.from({ length: s.entries }, (_, i) => i + 1),
        );
        assert.equal(lines.filter((x) => x === 'bye').length, size - s.entries);
        for (const round of b.rounds.slice(1))
          for (const m of round.matches) assert.ok(!m.slots.includes('bye'), 'a bye after round 1');
        // No match of two byes; a team with a bye is in its round-2 line, waiting for a match.
        for (const m of b.rounds[0]?.matches ?? []) {
          assert.ok(m.slots.some((x) => typeof x === 'number'));
          if (m.slots.includes('bye')) {
            const next = b.rounds[1]?.matches[Math.floor(m.index / 2)];
            assert.equal(next?.slots[m.index % 2], m.winner);
          }
        }
        if (s.seedOrder === 'standard') {
          const byes = (b.rounds[0]?.matches ?? [])
            .filter((m) => m.slots.includes('bye'))
            .map((m) => m.winner as number)
            .sort((x, y) => x - y);
          assert.deepEqual(
            byes,
            Array.from({ length: size - s.entries }, (_, i) => i + 1),
            'byes to the top seeds',
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('winners advance round by round to a champion', () => {
    fc.assert(
      fc.property(field, fc.array(fc.boolean(), { minLength: 128, maxLength: 128 }), (s, coin) => {
        let b = must(makeBracket(s));
        let k = 0;
        for (const round of b.rounds.map((r) => r.round)) {
          const matches = b.rounds[round - 1]?.matches ?? [];
          for (const m of matches) {
            if (m.winner !== null) continue;
            const winner = m.slots[coin[k++ % coin.length] === true ? 0 : 1];
            b = must(recordBracketResult(b, { round, match: m.index, winner }));
          }
        }
        assert.ok(b.champion !== null && b.champion >= 1 && b.champion <= s.entries);
        const final = b.rounds[b.rounds.length - 1]?.matches[0];
        assert.equal(final?.winner, b.champion);
      }),
      { numRuns: 100 },
    );
    const b = must(makeBracket({ entries: 4 }));
    mustFail(recordBracketResult(b, { round: 2, match: 0, winner: 1 }), 'MATCH_NOT_READY');
    mustFail(recordBracketResult(b, { round: 1, match: 0, winner: 2 }), 'TEAM_NOT_IN_MATCH');
    const won = must(recordBracketResult(b, { round: 1, match: 0, winner: 4 }));
    mustFail(recordBracketResult(won, { round: 1, match: 0, winner: 1 }), 'MATCH_DECIDED');
    mustFail(recordBracketResult(b, { round: 3, match: 0, winner: 1 }), 'BAD_INPUT');
  });

  it('a random draw: the same seed, the same draw', () => {
    const a = must(makeBracket({ entries: 12, seedOrder: 'random', seed: 5 }));
    assert.deepEqual(must(makeBracket({ entries: 12, seedOrder: 'random', seed: 5 })), a);
    assert.notDeepEqual(
      firstRound(must(makeBracket({ entries: 12, seedOrder: 'random', seed: 6 }))),
      firstRound(a),
    );
    assert.match(mustFail(makeBracket({ entries: 1 }), 'BAD_BRACKET_SETTINGS'), /^entries /);
    assert.match(
      mustFail(makeBracket({ entries: 8, seedOrder: 'fair' }), 'BAD_BRACKET_SETTINGS'),
      /^seedOrder /,
    );
  });

  rule(
    '003',
    'A team not reporting within 5 minutes of estimated start time will be eliminated.',
    () => {
      const start = '2024-07-02T10:30:00-05:00';
      assert.equal(isNoShow(start, '2024-07-02T10:35:00-05:00'), false);
      assert.equal(isNoShow(start, '2024-07-02T10:36:00-05:00'), true);
      assert.equal(isNoShow(start, null), true);
      const b = must(makeBracket({ entries: 8 }));
      const one = must(eliminateNoShows(b, { round: 1, match: 1 }, [5]));
      assert.deepEqual(
        [one.rounds[0]?.matches[1]?.winner, one.rounds[0]?.matches[1]?.decidedBy],
        [4, 'no-show'],
      );
      assert.deepEqual(one.rounds[1]?.matches[0]?.slots, [null, 4]);
      // Both absent: the next opponent goes through.
      let both = must(eliminateNoShows(b, { round: 1, match: 0 }, [1, 8]));
      both = must(recordBracketResult(both, { round: 1, match: 1, winner: 5 }));
      assert.equal(both.rounds[1]?.matches[0]?.winner, 5);
      mustFail(eliminateNoShows(b, { round: 1, match: 0 }, [3]), 'TEAM_NOT_IN_MATCH');
    },
  );
});

describe('league playoffs (000 Section 6)', () => {
  rule(
    '000',
    'Playoffs for this season are determined by the top 16 teams in the standings. Teams will be seeded in a single-elimination bracket.',
    () => {
      const teams = teamsNamed(20);
      // T1 beat T2, T3 beat T4, ...: the winners first.
      const matches = Array.from({ length: 10 }, (_, i) => ({
        teams: [teams[2 * i], teams[2 * i + 1]],
        games: [
          [7 + (i % 3), 0],
          [7, 5],
        ],
      }));
      const standings = must(computeStandings(AUSTIN_LEAGUE_STANDINGS, teams, matches));
      const playoffs = must(leaguePlayoffs(standings));
      assert.equal(playoffs.seeds.length, 16);
      assert.deepEqual(
        playoffs.seeds,
        standings.rows.slice(0, 16).map((r) => r.team),
      );
      assert.deepEqual(firstRound(playoffs.bracket)[0], [1, 16]);
    },
  );

  rule(
    '000',
    'All playoff matches follow the standard rules established throughout the season with each round decided by the first to seven marks, winning by two.',
    () => {
      const standings = must(computeStandings(AUSTIN_LEAGUE_STANDINGS, ['A', 'B', 'C', 'D'], []));
      const b = must(leaguePlayoffs(standings)).bracket;
      assert.deepEqual(
        b.rounds.map((r) => r.bestOf),
        [3, 3],
      );
      mustFail(
        recordBracketResult(b, {
          round: 1,
          match: 0,
          winner: 1,
          games: [
            [7, 6],
            [7, 5],
          ],
        }),
        'BAD_GAME_SCORE',
      );
      must(
        recordBracketResult(b, {
          round: 1,
          match: 0,
          winner: 1,
          games: [
            [8, 6],
            [7, 5],
          ],
        }),
      );
    },
  );
});

describe('round robin and pools (001)', () => {
  rule('001', 'A BYE shall be scored as 7-4.', () => {
    // Five teams: five rounds, one team a round has the BYE, every pair meets once.
    const rounds = roundRobin(['A', 'B', 'C', 'D', 'E']);
    assert.equal(rounds.length, 5);
    assert.deepEqual(rounds.map((r) => r.bye).sort(), ['A', 'B', 'C', 'D', 'E']);
    const pairs = rounds.flatMap((r) => r.matches.map((m) => [...m].sort().join('')));
    assert.equal(new Set(pairs).size, 10);
  });

  it('pools by the snake, and brackets cross-seeded so teams of one pool meet late', () => {
    assert.deepEqual(must(drawPools(teamsNamed(8), 2)), [
      ['T1', 'T4', 'T5', 'T8'],
      ['T2', 'T3', 'T6', 'T7'],
    ]);
    mustFail(drawPools(teamsNamed(3), 2), 'BAD_INPUT');
    // Two pools, two advance: A1 v B2 and B1 v A2.
    assert.deepEqual(
      crossSeed(
        [
          ['A1', 'A2', 'A3'],
          ['B1', 'B2', 'B3'],
        ],
        [0, 1],
      ),
      ['A1', 'B1', 'A2', 'B2'],
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        (pools, size, advance) => {
          const orders = Array.from({ length: pools }, (_, p) =>
            Array.from({ length: size }, (_, i) => `${String.fromCharCode(65 + p)}${i + 1}`),
          );
          const adv = Math.min(advance, size);
          const result = must(poolBrackets(orders, adv, TIMPSON_ROUNDS, NPA_GAME));
          const b = buildBracket({
            entries: result.championship.seeds.length,
            seedOrder: 'standard',
            seed: 1,
            rounds: TIMPSON_ROUNDS,
            game: NPA_GAME,
          });
          assert.deepEqual(result.championship.bracket, b);
          assert.equal(result.championship.seeds.length, pools * adv);
          // No first-round match between teams of the same pool.
          for (const [x, y] of firstRound(b)) {
            if (typeof x !== 'number' || typeof y !== 'number') continue;
            const px = result.championship.seeds[x - 1]?.[0];
            const py = result.championship.seeds[y - 1]?.[0];
            assert.notEqual(
              px,
              py,
              `${String(x)} v ${String(y)} in ${result.championship.seeds.join(' ')}`,
            );
          }
          const rest = pools * (size - adv);
          assert.equal(result.consolation?.seeds.length ?? 0, rest >= 2 ? rest : 0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the lines of a bracket', () => {
  it("a line's winner goes to the side of the next round's line that it feeds, and only there", () => {
    fc.assert(
      fc.property(fc.nat(1023), (i) => {
        const to = nextLine(i);
        assert.equal(feedingLines(to.index)[to.side], i);
      }),
    );
    assert.deepEqual(feedingLines(1), [2, 3]);
    assert.deepEqual(nextLine(3), { index: 1, side: 1 });
  });
});
