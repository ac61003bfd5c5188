import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FinishedHand } from '../src/protocol.js';
import { replayOfHand } from '../src/logic/replay.js';

/** A nello hand as the server sends it: N's partner S sits out, so each trick has three plays. */
const hand = {
  index: 0,
  record: {
    dealer: 'W',
    hands: {
      N: ['1-0', '2-0', '3-0', '4-0', '5-0', '6-0', '0-0'],
      E: ['1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '2-2'],
      S: ['3-2', '4-2', '5-2', '6-2', '3-3', '4-3', '5-3'],
      W: ['6-3', '4-4', '5-4', '6-4', '5-5', '6-5', '6-6'],
    },
    bids: ['1m', 'pass', 'pass', 'pass'],
    contract: 'nello:doubles-high',
    plays: ['1-0', '1-1', '6-3', '2-0', '2-1', '4-4', '3-0'],
  },
  summary: {
    declarer: 'N',
    bid: '1m',
    contract: 'nello:doubles-high',
    tricks: [
      { leader: 'N', plays: ['1-0', '1-1', '6-3'], winner: 'E', points: 1 },
      { leader: 'E', plays: ['2-0', '2-1', '4-4'], winner: 'W', points: 1 },
    ],
    points: { NS: 0, EW: 2 },
    outcome: 'made',
    marks: { NS: 1, EW: 0 },
  },
} as unknown as FinishedHand;

describe('replaying a finished hand from the server', () => {
  it("takes the tricks, their players and winners from the engine's summary", () => {
    const replay = replayOfHand(hand);
    assert.equal(replay.tricks.length, 3);
    assert.deepEqual(
      replay.tricks[0]?.plays.map((p) => p.seat),
      ['N', 'E', 'W'],
    );
    assert.equal(replay.tricks[1]?.winner, 'W');
    assert.equal(replay.tricks[1]?.points, 1);
    // The play after the last whole trick is an unfinished trick.
    assert.deepEqual(replay.tricks[2]?.plays, [{ seat: 'N', domino: '3-0' }]);
    assert.equal(replay.tricks[2]?.winner, null);
    assert.equal(replay.contract, 'nello:doubles-high');
  });
});
