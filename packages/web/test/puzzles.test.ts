import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  lineByTrick,
  puzzleTask,
  seatRole,
  takenSoFar,
  valueRows,
  verdictText,
} from '../src/logic/puzzles.js';
import type { PuzzleQuestion, PuzzleVerdict } from '../src/protocol.js';

/** A puzzle for W, defending N's 30 in fives, with E and S already in the second trick. */
const Q: PuzzleQuestion = {
  id: '01071883fd20',
  seat: 'W',
  goal: 'set',
  measure: 'points',
  rules: 'straight-42',
  puzzle: { rating: 1500, deviation: 350 },
  tried: false,
  view: {
    shaker: 'W',
    bids: [
      { seat: 'N', bid: 30 },
      { seat: 'E', bid: 'pass' },
      { seat: 'S', bid: 'pass' },
      { seat: 'W', bid: 'pass' },
    ],
    bidder: 'N',
    bid: 30,
    declarer: 'N',
    contract: 'fives',
    sittingOut: null,
    hand: ['2-2', '2-1'],
    handSizes: { N: 6, E: 5, S: 5, W: 6 },
    tricks: [],
    trick: [
      { seat: 'E', domino: '2-0' },
      { seat: 'S', domino: '6-4' },
    ],
    points: { NS: 0, EW: 11 },
    tricksWon: { NS: 0, EW: 1 },
    legal: ['2-2', '2-1'],
  },
};

const VERDICT: PuzzleVerdict = {
  correct: false,
  answer: '2-2',
  values: [
    { domino: '2-2', total: 18 },
    { domino: '2-1', total: 31 },
  ],
  margin: 13,
  line: [
    { seat: 'W', domino: '2-2' },
    { seat: 'N', domino: '3-1' },
    { seat: 'W', domino: '2-1' },
    { seat: 'N', domino: '5-5' },
    { seat: 'E', domino: '1-0' },
    { seat: 'S', domino: '4-1' },
    { seat: 'W', domino: '6-6' },
  ],
  rated: true,
  puzzle: { rating: 1600, deviation: 340 },
  player: null,
};

describe("the puzzles page's words", () => {
  it('names seats from the solver of the puzzle (left is the next seat clockwise)', () => {
    assert.deepEqual(
      (['N', 'E', 'S', 'W'] as const).map((s) => seatRole(s, 'W')),
      ['Left', 'Partner', 'Right', 'You'],
    );
  });

  it('says the task, what each side has taken and the verdict', () => {
    assert.equal(puzzleTask(Q), 'N (left) bid 30 in Fives. Find the one domino that sets the bid.');
    assert.equal(takenSoFar(Q), 'Your side has 11 points, theirs 0.');
    assert.equal(
      verdictText(Q, VERDICT, '2-1'),
      'Not this time: after 2-1 the bidders end with 31 points with best play; 2-2 sets it (18).',
    );
    assert.equal(
      verdictText(Q, { ...VERDICT, correct: true }, '2-2'),
      'Right: 2-2 is the only domino that sets it (the bidders end with 18 points with best play).',
    );
  });

  it('splits the line into tricks: the first finishes the trick on the table', () => {
    assert.deepEqual(
      lineByTrick(Q, VERDICT.line).map((t) => t.map((p) => p.domino)),
      [['2-2', '3-1'], ['2-1', '5-5', '1-0', '4-1'], ['6-6']],
    );
    // In nello a trick is three plays (the bidder's partner sits out).
    const nello = { ...Q, view: { ...Q.view, sittingOut: 'S' as const, trick: [] } };
    assert.deepEqual(
      lineByTrick(nello, VERDICT.line).map((t) => t.length),
      [3, 3, 1],
    );
  });

  it("lists the dominoes best first for the player's side, the answer marked", () => {
    assert.deepEqual(valueRows(Q, VERDICT), [
      { domino: '2-2', total: 18, answer: true },
      { domino: '2-1', total: 31, answer: false },
    ]);
    const make = { ...Q, goal: 'make' as const };
    assert.deepEqual(
      valueRows(make, { ...VERDICT, answer: '2-1' }).map((r) => r.domino),
      ['2-1', '2-2'],
    );
  });
});
