import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bidKey, formatBid, groupBids, marksOfBid } from '../src/logic/bids.js';
import { contractLabel, isNelloContract, trumpPip } from '../src/logic/contracts.js';

describe('bids as players say them', () => {
  it('formats point bids, marks and special bids', () => {
    assert.equal(formatBid(30), '30');
    assert.equal(formatBid('pass'), 'Pass');
    assert.equal(formatBid('1m'), '1 mark');
    assert.equal(formatBid('2m'), '2 marks');
    assert.equal(formatBid('5m'), '5 marks');
    assert.equal(formatBid('plunge'), 'Plunge');
    assert.equal(formatBid('splash'), 'Splash');
    assert.equal(formatBid(null), '');
  });

  it('reads marks from marks bids only', () => {
    assert.equal(marksOfBid('3m'), 3);
    assert.equal(marksOfBid(35), 0);
    assert.equal(marksOfBid('pass'), 0);
  });

  it('keys bids the way the server writes them', () => {
    assert.equal(bidKey(31), '31');
    assert.equal(bidKey('2m'), '2m');
    assert.equal(bidKey('pass'), 'pass');
  });

  it('groups legal bids for the bid bar', () => {
    assert.deepEqual(groupBids([30, 31, '1m', '2m', 'pass', 'plunge']), {
      pass: ['pass'],
      points: [30, 31],
      marks: ['1m', '2m'],
      special: ['plunge'],
    });
  });
});

describe('contract names', () => {
  it('names every contract', () => {
    assert.equal(contractLabel('sixes'), 'Sixes');
    assert.equal(contractLabel('blanks'), 'Blanks');
    assert.equal(contractLabel('doubles'), 'Doubles');
    assert.equal(contractLabel('follow-me'), 'Follow me (no trump)');
    assert.equal(contractLabel('nello:doubles-high'), 'Nello (doubles high)');
    assert.equal(contractLabel('sevens'), 'Sevens');
    assert.equal(contractLabel(null), '');
    assert.equal(contractLabel('something-new'), 'something-new');
  });

  it('knows the trump pip of a suit and which contracts are nello', () => {
    assert.equal(trumpPip('sixes'), 6);
    assert.equal(trumpPip('blanks'), 0);
    assert.equal(trumpPip('doubles'), null);
    assert.equal(isNelloContract('nello:doubles-low'), true);
    assert.equal(isNelloContract('fives'), false);
  });
});
