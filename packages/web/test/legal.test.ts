import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action } from '../src/protocol.js';
import {
  isPlayable,
  legalBids,
  legalContracts,
  playableDominoes,
  toPlayerAction,
} from '../src/logic/legal.js';

const plays: Action[] = [
  { type: 'play', seat: 'S', domino: '6-4' },
  { type: 'play', seat: 'S', domino: '4-4' },
  { type: 'claim', seat: 'S', claim: 'rest' },
];

describe('legal actions sorted for drawing', () => {
  it('finds the playable dominoes, either way round', () => {
    assert.deepEqual([...playableDominoes(plays)].sort(), ['4-4', '6-4']);
    assert.equal(isPlayable('6-4', plays), true);
    assert.equal(isPlayable('4-6', plays), true);
    assert.equal(isPlayable('5-0', plays), false);
    assert.equal(playableDominoes(null).size, 0);
  });

  it('finds bids and contracts', () => {
    const legal: Action[] = [
      { type: 'bid', seat: 'N', bid: 'pass' },
      { type: 'bid', seat: 'N', bid: 30 },
      { type: 'bid', seat: 'N', bid: '1m' },
    ];
    assert.deepEqual(legalBids(legal), ['pass', 30, '1m']);
    assert.deepEqual(legalContracts([{ type: 'declare', seat: 'N', contract: 'sixes' }]), [
      'sixes',
    ]);
    assert.deepEqual(legalBids(plays), []);
  });

  it('leaves the seat out of what the player sends', () => {
    assert.deepEqual(toPlayerAction({ type: 'play', seat: 'S', domino: '6-4' }), {
      type: 'play',
      domino: '6-4',
    });
    assert.deepEqual(toPlayerAction({ type: 'bid', seat: 'S', bid: 30 }), { type: 'bid', bid: 30 });
    assert.equal(toPlayerAction({ type: 'shake', seat: 'S' }), null);
  });
});
