import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALL_DOMINOES,
  DOMINOES,
  bitCount,
  dominoInfo,
  parseDomino,
  setOf,
  dominoesOfSet,
  FULL_SET,
} from '../src/index.js';

describe('dominoes', () => {
  it('"A standard double-six set of dominoes (blanks through sixes, 28 dominoes) is used" (003)', () => {
    assert.equal(ALL_DOMINOES.length, 28);
    assert.equal(new Set(ALL_DOMINOES).size, 28);
    assert.equal(DOMINOES.filter((d) => d.isDouble).length, 7);
    assert.equal(bitCount(FULL_SET), 28);
  });

  it('"the 5/0, 4/1 and 3/2 are each worth five points; the 5/5 and the 6/4 are each worth ten points" (000)', () => {
    const counts = Object.fromEntries(
      DOMINOES.filter((d) => d.count > 0).map((d) => [d.name, d.count]),
    );
    assert.deepEqual(counts, { '3-2': 5, '4-1': 5, '5-0': 5, '5-5': 10, '6-4': 10 });
  });

  it('"Thus, the total number of points in play (the sum of these count pieces and each trick) is 42." (000)', () => {
    const count = DOMINOES.reduce((n, d) => n + d.count, 0);
    assert.equal(count + 7, 42);
  });

  it('reads a domino written either way round and rejects what is not one', () => {
    assert.equal(parseDomino('4-6'), '6-4');
    assert.equal(parseDomino('6-4'), '6-4');
    assert.equal(parseDomino('0-0'), '0-0');
    for (const bad of ['7-1', '6-', '66', 'x', '', '6-4-1', 64, null, undefined])
      assert.equal(parseDomino(bad), undefined);
    assert.equal(dominoInfo('toString'), undefined);
  });

  it('a hand is a 28-bit set and back', () => {
    const hand = ['6-6', '5-0', '0-0'] as const;
    assert.deepEqual(dominoesOfSet(setOf([...hand])).sort(), [...hand].sort());
  });
});
