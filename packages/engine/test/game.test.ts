import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  gameWinner,
  isSeat,
  legalActions,
  newMatch,
  nextInt,
  recordedMarks,
  resolveRules,
  seedRng,
  teamOf,
  type MatchState,
  type RulesRef,
} from '../src/index.js';
import { must } from './helpers.js';

function options(rules: RulesRef) {
  return must(resolveRules(rules)).options;
}

/** Random legal play to the end of the match. */
function playMatch(rules: RulesRef, seed: number): MatchState {
  let s = must(newMatch({ rules, seed }));
  let rng = seedRng(seed + 17);
  for (let steps = 0; s.phase !== 'done'; steps++) {
    assert.ok(steps < 20000, 'a match ends');
    const legal = legalActions(s);
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    s = must(apply(s, legal[i]));
  }
  return s;
}

describe('the game', () => {
  it('"each round decided by the first to seven marks, winning by two." (000)', () => {
    const o = options('austin-league');
    assert.equal(gameWinner(o, { NS: 7, EW: 6 }), null);
    assert.equal(gameWinner(o, { NS: 8, EW: 6 }), 'NS');
    assert.equal(gameWinner(o, { NS: 7, EW: 5 }), 'NS');
    assert.equal(gameWinner(o, { NS: 9, EW: 10 }), null);
  });

  it('"The first team to reach 7 marks, wins. Simple as that." (003)', () => {
    const o = options('straight-42');
    assert.equal(gameWinner(o, { NS: 6, EW: 6 }), null);
    assert.equal(gameWinner(o, { NS: 6, EW: 7 }), 'EW');
  });

  it('"Seven marks shall be the maximum recorded marks unless otherwise specified by the tournament director." (001)', () => {
    assert.deepEqual(recordedMarks(options('npa-tournament'), { NS: 9, EW: 4 }), { NS: 7, EW: 4 });
    // "Scores above seven marks are valid, both for match reporting and league scoring." (000)
    assert.deepEqual(recordedMarks(options('austin-league'), { NS: 9, EW: 4 }), { NS: 9, EW: 4 });
  });

  it('every game of a random match ends at 7 marks or more, with the lead the rules ask', () => {
    for (const rules of ['austin-league', 'npa-tournament', 'straight-42'] as const) {
      const o = options(rules);
      const m = playMatch(rules, 5);
      for (const g of m.games) {
        const lead = g.marks[g.winner] - g.marks[g.winner === 'NS' ? 'EW' : 'NS'];
        assert.ok(
          g.marks[g.winner] >= 7 && lead >= o.game.winBy,
          `${rules}: ${JSON.stringify(g.marks)}`,
        );
        // Marks recorded: the hands' marks add up to the game's.
        const sum = g.hands.reduce((n, h) => ({ NS: n.NS + h.marks.NS, EW: n.EW + h.marks.EW }), {
          NS: 0,
          EW: 0,
        });
        assert.deepEqual(sum, g.marks);
      }
    }
  });
});

describe('the match', () => {
  it('"Each match is determined by the best of three rounds" (000)', () => {
    const m = playMatch('austin-league', 3);
    assert.equal(m.phase, 'done');
    assert.ok(m.winner !== null);
    assert.equal(m.gamesWon[m.winner], 2);
    assert.ok(m.games.length === 2 || m.games.length === 3);
  });

  it('"The members of the team that lose a round shall draw for initial shake of the next round." (000)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const m = playMatch('austin-league', seed);
      for (let g = 1; g < m.games.length; g++) {
        const previous = m.games[g - 1];
        const game = m.games[g];
        assert.ok(previous && game);
        const loser = previous.winner === 'NS' ? 'EW' : 'NS';
        assert.equal(teamOf(game.firstShaker), loser);
        for (const round of game.draws)
          for (const seat of Object.keys(round)) {
            assert.ok(isSeat(seat), seat);
            assert.equal(teamOf(seat), loser);
          }
      }
    }
  });

  it('a single game is a match of one under rules without a match length', () => {
    const m = playMatch('nello-tournament', 9);
    assert.equal(m.games.length, 1);
  });

  it('after the match no action is accepted', () => {
    const m = playMatch('straight-42', 11);
    const r = apply(m, { type: 'shake', seat: m.shaker });
    assert.ok(!r.ok && r.error.code === 'GAME_OVER');
  });
});
