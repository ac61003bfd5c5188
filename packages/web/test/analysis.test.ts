import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAnalysis } from '../src/logic/analysis.js';

const sample = {
  ok: true,
  par: 42,
  bids: [{ seat: 'N', bid: '1m', bestContract: 'fives', bestPoints: 42 }],
  plays: [
    {
      index: 0,
      trick: 1,
      seat: 'N',
      domino: '5-5',
      value: 31,
      bestValue: 42,
      best: ['6-1', '6-2'],
      loss: 11,
    },
    { trick: 1, seat: 'E', domino: '6-0', value: 31, bestValue: 31, best: ['6-0'] },
  ],
  mistakes: ['trick 1: N leading 5-5 lost 11 points'],
};

describe('reading an analysis', () => {
  it('reads mistakes, plays, bids and par', () => {
    const a = parseAnalysis(sample);
    assert.deepEqual(a.mistakes, ['trick 1: N leading 5-5 lost 11 points']);
    assert.equal(a.plays.length, 2);
    assert.equal(a.plays[0]?.loss, 11);
    assert.equal(a.plays[1]?.loss, 0);
    assert.deepEqual(a.plays[0]?.best, ['6-1', '6-2']);
    assert.equal(a.bids[0]?.bestContract, 'fives');
    assert.equal(a.par, 42);
  });

  it('reads an analysis wrapped in {analysis}', () => {
    assert.equal(parseAnalysis({ analysis: sample }).plays.length, 2);
  });

  it('computes the loss from the values when it is missing, or reads "lost"', () => {
    const a = parseAnalysis({
      plays: [
        { seat: 'S', domino: '5-0', value: 26, bestValue: 31 },
        { seat: 'S', domino: '5-1', lost: 3 },
      ],
    });
    assert.equal(a.plays[0]?.loss, 5);
    assert.equal(a.plays[1]?.loss, 3);
  });

  it('survives anything', () => {
    for (const junk of [null, 3, 'x', [], { mistakes: 'no', plays: [1, null] }]) {
      const a = parseAnalysis(junk);
      assert.deepEqual(a.mistakes, []);
      assert.deepEqual(a.plays, []);
    }
  });
});
