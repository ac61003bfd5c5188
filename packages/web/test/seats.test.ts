import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  biddingOrder,
  clockwiseOf,
  partnerOf,
  positionOf,
  seatAt,
  teamOf,
  teamsFor,
} from '../src/logic/seats.js';

describe('seats around the table', () => {
  it('puts you at the bottom, your partner on top, the player on your left at the left', () => {
    assert.equal(positionOf('E', 'E'), 'bottom');
    assert.equal(positionOf('W', 'E'), 'top');
    assert.equal(positionOf('S', 'E'), 'left');
    assert.equal(positionOf('N', 'E'), 'right');
  });

  it('shows a spectator the table from South', () => {
    assert.equal(positionOf('S', null), 'bottom');
    assert.equal(positionOf('W', null), 'left');
    assert.equal(positionOf('N', null), 'top');
    assert.equal(positionOf('E', null), 'right');
  });

  it('seatAt inverts positionOf for every viewer', () => {
    for (const viewer of ['N', 'E', 'S', 'W', null] as const)
      for (const seat of ['N', 'E', 'S', 'W'] as const)
        assert.equal(seatAt(positionOf(seat, viewer), viewer), seat);
  });

  it('knows partners, teams and clockwise order', () => {
    assert.equal(clockwiseOf('W'), 'N');
    assert.equal(clockwiseOf('N', 3), 'W');
    assert.equal(clockwiseOf('N', -1), 'W');
    assert.equal(partnerOf('E'), 'W');
    assert.equal(teamOf('S'), 'NS');
    assert.equal(teamOf('W'), 'EW');
    assert.deepEqual(teamsFor('E'), ['EW', 'NS']);
    assert.deepEqual(teamsFor(null), ['NS', 'EW']);
  });

  it('bids from the seat left of the shaker round to the shaker', () => {
    assert.deepEqual(biddingOrder('W'), ['N', 'E', 'S', 'W']);
    assert.deepEqual(biddingOrder('N'), ['E', 'S', 'W', 'N']);
  });
});
