import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HandResult } from '../src/protocol.js';
import { handsAfter, pointsAfter, replayOfRecord, replayOfResult } from '../src/logic/replay.js';

const record = {
  rules: 'straight-42',
  dealer: 'W',
  hands: {
    N: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5'],
    E: ['6-0', '4-4', '4-3', '4-2', '4-1', '4-0', '3-3'],
    S: ['5-4', '5-3', '5-2', '5-1', '5-0', '3-2', '3-1'],
    W: ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
  },
  bids: ['1m', 'pass', 'pass', 'pass'],
  contract: 'sixes',
  plays: ['5-5', '6-0', '5-0', '3-0', '6-6', '4-4', '5-4'],
};

describe('replaying a hand record', () => {
  it('groups plays into tricks and finds who played each domino', () => {
    const replay = replayOfRecord(record);
    assert.ok(replay);
    assert.equal(replay.dealer, 'W');
    assert.equal(replay.contract, 'sixes');
    assert.equal(replay.tricks.length, 2);
    assert.deepEqual(
      replay.tricks[0]?.plays.map((p) => p.seat),
      ['N', 'E', 'S', 'W'],
    );
    assert.equal(replay.tricks[0]?.leader, 'N');
    // Without a summary, a trick's winner is the next trick's leader; the partial trick has none.
    assert.equal(replay.tricks[0]?.winner, 'N');
    assert.equal(replay.tricks[1]?.plays.length, 3);
    assert.equal(replay.tricks[1]?.winner, null);
  });

  it('takes tricks, winners and points from the summary when there is one', () => {
    const summary = {
      tricks: [{ leader: 'N', plays: ['5-5', '6-0', '5-0', '3-0'], winner: 'E', points: 16 }],
    };
    const replay = replayOfRecord(record, summary);
    assert.ok(replay);
    assert.equal(replay.tricks[0]?.winner, 'E');
    assert.equal(replay.tricks[0]?.points, 16);
    assert.equal(replay.tricks[1]?.plays.length, 3);
    assert.deepEqual(pointsAfter(replay, 1), { NS: 0, EW: 16 });
  });

  it('shrinks the hands trick by trick', () => {
    const replay = replayOfRecord(record);
    assert.ok(replay);
    assert.equal(handsAfter(replay, 0).N.length, 7);
    const after1 = handsAfter(replay, 1);
    assert.deepEqual(
      [after1.N.length, after1.E.length, after1.S.length, after1.W.length],
      [6, 6, 6, 6],
    );
    assert.equal(after1.N.includes('5-5'), false);
    const after2 = handsAfter(replay, 2);
    assert.deepEqual(
      [after2.N.length, after2.E.length, after2.S.length, after2.W.length],
      [5, 5, 5, 6],
    );
  });

  it('groups nello tricks in threes', () => {
    const replay = replayOfRecord({
      ...record,
      contract: 'nello:doubles-high',
      plays: ['6-6', '6-0', '5-4', '6-5'],
    });
    assert.equal(replay?.tricks[0]?.plays.length, 3);
    assert.equal(replay?.tricks[0]?.winner, 'N');
  });

  it('survives garbage', () => {
    assert.equal(replayOfRecord(null), null);
    assert.equal(replayOfRecord('x'), null);
    const empty = replayOfRecord({});
    assert.ok(empty);
    assert.equal(empty.tricks.length, 0);
    assert.deepEqual(empty.dealt.N, []);
  });
});

describe('replaying a finished hand', () => {
  it('keeps the tricks and an unfinished trick', () => {
    const result = {
      shaker: 'W',
      dealt: record.hands,
      bids: record.bids,
      bidder: 'N',
      bid: '1m',
      bidMarks: 1,
      declarer: 'N',
      contract: 'sixes',
      trumpByLead: false,
      tricks: [
        {
          leader: 'N',
          winner: 'N',
          points: 16,
          plays: [
            { seat: 'N', domino: '5-5' },
            { seat: 'E', domino: '6-0' },
            { seat: 'S', domino: '5-0' },
            { seat: 'W', domino: '3-0' },
          ],
        },
      ],
      trick: [{ seat: 'N', domino: '6-6' }],
      points: { NS: 16, EW: 0 },
      outcome: 'set',
      marks: { NS: 0, EW: 1 },
      claim: null,
      penalty: null,
    } as unknown as HandResult;
    const replay = replayOfResult(result);
    assert.equal(replay.tricks.length, 2);
    assert.equal(replay.tricks[1]?.winner, null);
    assert.deepEqual(pointsAfter(replay, 2), { NS: 16, EW: 0 });
    assert.equal(handsAfter(replay, 2).N.length, 5);
  });
});
