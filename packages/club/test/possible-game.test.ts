import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  AUSTIN_LEAGUE_MATCH,
  NPA_GAME,
  checkGameScore,
  checkMatchScore,
  gameWinner,
  matchRulesOf,
  recordedPossible,
  recordedScore,
  type GameRules,
  type GameScore,
} from '../src/index.js';

/**
 * The reference: plays every sequence of hands from 0-0, each hand worth 1 to `most` marks to one
 * side, stopping a game as soon as it is won; a timed game may also stop at any score not tied.
 * Returns every recorded score a game can end with, both sides' marks at most `upTo`.
 */
function endsByPlaying(rules: GameRules, most: number, timed: boolean, upTo: number): Set<string> {
  const ends = new Set<string>();
  const seen = new Set<string>();
  const queue: GameScore[] = [[0, 0]];
  const record = (s: GameScore): void => {
    const r = recordedScore(rules, s);
    ends.add(`${r[0]}-${r[1]}`);
  };
  while (queue.length > 0) {
    const s = queue.pop() as GameScore;
    const key = `${s[0]}-${s[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (gameWinner(rules, s) !== null) {
      record(s);
      continue;
    }
    if (timed && s[0] !== s[1]) record(s);
    for (let k = 1; k <= most; k++) {
      if (s[0] + k <= upTo) queue.push([s[0] + k, s[1]]);
      if (s[1] + k <= upTo) queue.push([s[0], s[1] + k]);
    }
  }
  return ends;
}

const austin = AUSTIN_LEAGUE_MATCH.game;
const straight = (marks: number): GameRules => ({
  marksToWin: 7,
  winBy: 1,
  maxRecordedMarks: null,
  mostMarksInAHand: marks,
});

describe('a game score must be one that hands can reach', () => {
  it('"each round decided by the first to seven marks, winning by two. Scores above seven marks are valid" (000): 9-7 and 8-6 are, 99-1 and 12-0 are not', () => {
    const rules = { ...austin, mostMarksInAHand: 5 };
    assert.ok(checkGameScore(rules, [9, 7], 'g').ok);
    assert.ok(checkGameScore(rules, [8, 6], 'g').ok);
    // 6-0, then a five-mark hand: 11-0 is the most a shutout can be.
    assert.ok(checkGameScore(rules, [11, 0], 'g').ok);
    for (const bad of [
      [99, 1],
      [12, 0],
      [1, 99],
    ] as const) {
      const r = checkGameScore(rules, bad, 'games[0]');
      assert.ok(!r.ok, `${bad.join('-')} refused`);
      assert.equal(r.error.code, 'BAD_GAME_SCORE');
      assert.equal(r.error.at, 'games[0]');
      assert.match(r.error.message, /at most 5 marks/);
    }
  });

  it('"Seven marks shall be the maximum recorded marks" (001): 7-6 records a last hand that went past seven, 8-2 as earned is recorded 7-2, 7-7 and 13-2 are refused', () => {
    const rules = { ...NPA_GAME, mostMarksInAHand: 5 };
    assert.ok(checkGameScore(rules, [7, 6], 'g').ok);
    assert.ok(checkGameScore(rules, [0, 7], 'g').ok);
    assert.ok(!checkGameScore(rules, [7, 7], 'g').ok);
    // 3-2, then a five-mark hand: the table says 8-2, the record says 7-2.
    assert.deepEqual(checkGameScore(rules, [8, 2], 'g'), { ok: true, value: [7, 2] });
    const r = checkGameScore(rules, [13, 2], 'g');
    assert.ok(!r.ok);
    assert.match(r.error.message, /at most 5 marks/);
  });

  it('"If time expires on a game, teams shall record their actual marks earned" (001): 4-1 at time is a score, 20-1 at time is not', () => {
    const rules = straight(4);
    assert.ok(checkGameScore(rules, [4, 1], 'g', { timed: true }).ok);
    assert.ok(checkGameScore(rules, [10, 6], 'g', { timed: true }).ok);
    assert.ok(!checkGameScore(rules, [20, 1], 'g', { timed: true }).ok);
    assert.ok(!checkGameScore(rules, [4, 4], 'g', { timed: true }).ok);
  });

  it('with one mark of lead to win, the losing team never has the marks to win: 8-7 is refused', () => {
    const r = checkGameScore(straight(5), [8, 7], 'g');
    assert.ok(!r.ok);
    assert.match(r.error.message, /would already have won/);
  });

  it('negative and fractional marks are refused, not read as something else', () => {
    for (const bad of [[-1, 7], [7, 1.5], ['7', 1], [7]])
      assert.equal(
        (checkGameScore(straight(5), bad, 'g') as { error: { code: string } }).error.code,
        'BAD_GAME_SCORE',
      );
  });

  it('a match after a game score no hand reaches is refused at that game', () => {
    const r = checkMatchScore(
      { game: straight(2), bestOf: 3 },
      [
        [7, 3],
        [10, 0],
      ],
      'games',
    );
    assert.ok(!r.ok);
    assert.equal(r.error.at, 'games[1]');
  });

  it("an event's rule profile sets how much one hand is worth", () => {
    const npa = matchRulesOf('npa-tournament');
    const straight42 = matchRulesOf('straight-42');
    assert.ok(npa.ok && straight42.ok);
    // npa-tournament: no marks bid above 5; straight 42: a plunge of 4 marks, then one more a seat.
    assert.equal(npa.value.game.mostMarksInAHand, 5);
    assert.equal(straight42.value.game.mostMarksInAHand, 7);
  });

  it('agrees with playing every sequence of hands, for any rules and score (fast-check)', () => {
    const upTo = 30;
    const cases = fc.record({
      marksToWin: fc.integer({ min: 1, max: 9 }),
      winBy: fc.integer({ min: 1, max: 3 }),
      capOver: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      most: fc.integer({ min: 1, max: 8 }),
      timed: fc.boolean(),
    });
    const memo = new Map<string, Set<string>>();
    fc.assert(
      fc.property(
        cases,
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        (c, a, b) => {
          const rules: GameRules = {
            marksToWin: c.marksToWin,
            winBy: c.winBy,
            maxRecordedMarks: c.capOver === null ? null : c.marksToWin + c.capOver,
            mostMarksInAHand: c.most,
          };
          const endsOf = (r: GameRules): Set<string> => {
            const key = JSON.stringify([r, c.timed]);
            const ends = memo.get(key) ?? endsByPlaying(r, c.most, c.timed, upTo);
            memo.set(key, ends);
            return ends;
          };
          const key = JSON.stringify([rules, c.timed]);
          // A recorded tie names no winner: the check refuses it however it was reached.
          const byPlay = endsOf(rules).has(`${a}-${b}`) && a !== b;
          if (a !== b) assert.equal(recordedPossible(rules, [a, b], c.timed), byPlay);
          const checked = checkGameScore(rules, [a, b], 'g', { timed: c.timed });
          const cap = rules.maxRecordedMarks;
          if (cap !== null && Math.max(a, b) > cap) {
            // Marks reported as earned above the cap: taken if play earns them, recorded capped.
            const earned = endsOf({ ...rules, maxRecordedMarks: null }).has(`${a}-${b}`);
            assert.equal(checked.ok, earned && a !== b, `${a}-${b} earned under ${key}`);
            if (checked.ok) assert.deepEqual(checked.value, recordedScore(rules, [a, b]));
          } else assert.equal(checked.ok, byPlay, `${a}-${b} under ${key}`);
        },
      ),
      { numRuns: 4000 },
    );
  });
});
