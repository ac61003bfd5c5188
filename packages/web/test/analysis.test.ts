import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HandAnalysis } from '../src/protocol.js';
import { readAnalysis } from '../src/logic/analysis.js';

const play = {
  index: 0,
  trick: 1,
  seat: 'N',
  domino: '5-5',
  leading: true,
  value: 31,
  bestValue: 42,
  best: ['6-1', '6-2'],
  loss: 11,
  costHand: true,
  bot: '6-1',
} as const;

const sample: HandAnalysis = {
  declarer: 'N',
  contract: 'fives',
  par: 42,
  bids: [{ seat: 'N', bid: '1m', bestContract: 'fives', bestPoints: 42 }],
  plays: [
    play,
    {
      ...play,
      index: 1,
      seat: 'E',
      domino: '6-0',
      leading: false,
      value: 31,
      bestValue: 31,
      best: ['6-0'],
      loss: 0,
      costHand: false,
    },
  ],
  mistakes: ['trick 1: N leading 5-5 lost 11 points'],
};

describe("reading the server's analysis", () => {
  it('reads mistakes, plays, bids and par field for field', () => {
    const a = readAnalysis(sample);
    assert.deepEqual(a.mistakes, ['trick 1: N leading 5-5 lost 11 points']);
    assert.equal(a.plays.length, 2);
    assert.equal(a.plays[0]?.loss, 11);
    assert.equal(a.plays[1]?.loss, 0);
    assert.deepEqual(a.plays[0]?.best, ['6-1', '6-2']);
    assert.equal(a.bids[0]?.bestContract, 'fives');
    assert.equal(a.bids[0]?.bid, '1m');
    assert.equal(a.par, 42);
  });

  it('shows a loss as a size, whichever side it is counted from', () => {
    const a = readAnalysis({ ...sample, plays: [{ ...play, loss: -5 }] });
    assert.equal(a.plays[0]?.loss, 5);
  });
});
