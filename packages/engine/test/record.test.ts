import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  parseRecord,
  replayRecord,
  writeHandRecord,
  type Replay,
  type Result,
} from '../src/index.js';
import { must, SIXES_RUN, SUITED } from './helpers.js';

const BASE = { rules: 'straight-42', dealer: 'W', hands: SUITED };

function replay(record: unknown): Result<Replay> {
  const parsed = parseRecord(typeof record === 'string' ? record : JSON.stringify(record));
  return parsed.ok ? replayRecord(parsed.value) : parsed;
}

function failsWith(record: unknown, code: string, at: string): string {
  const r = replay(record);
  assert.ok(!r.ok, 'expected an error');
  assert.equal(r.error.code, code, r.error.message);
  assert.equal(r.error.at, at, r.error.message);
  return r.error.message;
}

describe('the hand record', () => {
  it('replays and scores a hand that stops once it is made', () => {
    const r = must(
      replay({
        ...BASE,
        bids: [30, 'pass', 'pass', 'pass'],
        contract: 'sixes',
        plays: [...SIXES_RUN],
      }),
    );
    assert.equal(r.kind, 'hand');
    assert.deepEqual(r.kind === 'hand' ? r.summary : null, {
      declarer: 'N',
      bid: 30,
      contract: 'sixes',
      tricks: [
        { leader: 'N', plays: ['6-6', '5-5', '4-1', '3-0'], winner: 'N', points: 16 },
        { leader: 'N', plays: ['6-5', '5-0', '3-2', '2-2'], winner: 'N', points: 11 },
        { leader: 'N', plays: ['6-4', '5-4', '4-3', '2-1'], winner: 'N', points: 11 },
      ],
      points: { NS: 38, EW: 0 },
      outcome: 'made',
      marks: { NS: 1, EW: 0 },
    });
  });

  it('"The record may stop once the outcome is decided": it may also go on to the end', () => {
    const plays = [
      ['6-6', '5-5', '4-1', '3-0'],
      ['6-5', '5-0', '3-2', '2-2'],
      ['6-4', '5-4', '4-3', '2-1'],
      ['6-3', '5-3', '4-2', '2-0'],
      ['6-2', '5-2', '4-0', '1-1'],
      ['6-1', '5-1', '3-3', '1-0'],
      ['6-0', '4-4', '3-1', '0-0'],
    ].flat();
    const r = must(
      replay({ ...BASE, bids: [30, 'pass', 'pass', 'pass'], contract: 'sixes', plays }),
    );
    assert.ok(r.kind === 'hand');
    assert.equal(r.summary.tricks.length, 7);
    assert.deepEqual(r.summary.points, { NS: 42, EW: 0 });
    assert.equal(r.summary.outcome, 'made');
  });

  it('writes dominoes either way round, 42 for "1m", digits for suits', () => {
    // Fives trump: E trumps N's 6-6, and a one-mark bid is set at once.
    const r = must(
      replay({
        ...BASE,
        bids: [42, 'pass', 'pass', 'pass'],
        contract: '5',
        plays: ['6-6', '5-5', '1-4', '0-3'],
      }),
    );
    assert.ok(r.kind === 'hand');
    assert.equal(r.summary.bid, '1m');
    assert.equal(r.summary.contract, 'fives');
    assert.equal(r.summary.outcome, 'set');
    assert.deepEqual(r.summary.tricks[0]?.plays, ['6-6', '5-5', '4-1', '3-0']);
  });

  it('omits the contract where "the high side of the domino played shall be trump" (001)', () => {
    const plays = [...SIXES_RUN];
    const r = must(
      replay({ ...BASE, rules: 'npa-tournament', bids: [30, 'pass', 'pass', 'pass'], plays }),
    );
    assert.ok(r.kind === 'hand');
    assert.equal(r.summary.contract, 'sixes');
  });

  it("names a club's own rules as a base profile with overrides", () => {
    const rules = { base: 'straight-42', nello: { allowed: true, doubles: ['own-suit'] } };
    const r = must(
      replay({
        ...BASE,
        rules,
        bids: ['1m', 'pass', 'pass', 'pass'],
        contract: 'nello',
        plays: ['6-0', '5-0', '1-0'],
      }),
    );
    assert.ok(r.kind === 'hand');
    assert.equal(r.summary.contract, 'nello:doubles-own-suit');
    // "your teammate doesn’t play": three dominoes a trick.
    assert.deepEqual(r.summary.tricks[0]?.plays, ['6-0', '5-0', '1-0']);
    assert.equal(r.summary.outcome, 'set');
  });

  it('an all-pass hand under rules without a forced bid is a hand with no contract', () => {
    const r = must(
      replay({
        ...BASE,
        rules: 'austin-league',
        bids: ['pass', 'pass', 'pass', 'pass'],
        plays: [],
      }),
    );
    assert.ok(r.kind === 'hand');
    assert.deepEqual(r.summary, {
      declarer: null,
      bid: null,
      contract: null,
      tricks: [],
      points: { NS: 0, EW: 0 },
      outcome: 'reshake',
      marks: { NS: 0, EW: 0 },
    });
  });

  it('records a claim, decided with the actual hands', () => {
    const r = must(
      replay({
        ...BASE,
        bids: ['1m', 'pass', 'pass', 'pass'],
        contract: 'sixes',
        plays: [],
        claim: { after: 0, by: 'N', claim: 'rest' },
      }),
    );
    assert.ok(r.kind === 'hand');
    assert.equal(r.summary.outcome, 'made');
    assert.deepEqual(r.summary.marks, { NS: 1, EW: 0 });
  });

  it('records a penalty: the offenders forfeit the marks bid', () => {
    const r = must(
      replay({
        ...BASE,
        bids: ['2m', 'pass', 'pass', 'pass'],
        contract: 'sixes',
        plays: ['6-6'],
        penalty: { by: 'E', kind: 'renege' },
      }),
    );
    assert.ok(r.kind === 'hand');
    assert.equal(r.summary.outcome, 'forfeit');
    assert.deepEqual(r.summary.marks, { NS: 2, EW: 0 });
  });

  it('write then parse gives the record back', () => {
    const parsed = must(
      parseRecord(
        JSON.stringify({
          ...BASE,
          bids: [84, 'pass', 'pass', 'pass'],
          contract: 'nello:doubles-own-suit',
          plays: [],
        }),
      ),
    );
    assert.ok(parsed.kind === 'hand');
    const again = must(parseRecord(writeHandRecord(parsed.record)));
    assert.deepEqual(again, parsed);
  });
});

describe('illegal records (exit status 1)', () => {
  it('NOT_IN_HAND: a domino the player does not hold', () => {
    failsWith(
      { ...BASE, bids: [30, 'pass', 'pass', 'pass'], contract: 'sixes', plays: ['6-6', '6-5'] },
      'NOT_IN_HAND',
      'plays[1]',
    );
  });

  it('MUST_FOLLOW_SUIT: a renege', () => {
    // Threes trump: N leads 6-3, a trump; E holds 5-3 and must follow.
    failsWith(
      { ...BASE, bids: [30, 'pass', 'pass', 'pass'], contract: 'threes', plays: ['6-3', '5-5'] },
      'MUST_FOLLOW_SUIT',
      'plays[1]',
    );
  });

  it('BID_TOO_LOW, BID_NOT_ALLOWED and MUST_BID', () => {
    failsWith({ ...BASE, bids: [31, 30] }, 'BID_TOO_LOW', 'bids[1]');
    failsWith({ ...BASE, bids: ['3m'] }, 'BID_NOT_ALLOWED', 'bids[0]');
    failsWith({ ...BASE, bids: ['pass', 'pass', 'pass', 'pass'] }, 'MUST_BID', 'bids[3]');
    failsWith({ ...BASE, bids: ['plunge'] }, 'BID_NOT_ALLOWED', 'bids[0]');
  });

  it('CONTRACT_NOT_ALLOWED and MUST_DECLARE', () => {
    failsWith(
      { ...BASE, bids: ['1m', 'pass', 'pass', 'pass'], contract: 'nello', plays: [] },
      'CONTRACT_NOT_ALLOWED',
      'contract',
    );
    failsWith(
      { ...BASE, rules: 'austin-league', bids: [30, 'pass', 'pass', 'pass'], plays: ['6-6'] },
      'MUST_DECLARE',
      'contract',
    );
  });

  it('INCOMPLETE_RECORD: a hand that stops before it is decided', () => {
    failsWith({ ...BASE, bids: [30, 'pass'] }, 'INCOMPLETE_RECORD', 'bids');
    failsWith(
      { ...BASE, bids: [30, 'pass', 'pass', 'pass'], contract: 'sixes', plays: ['6-6'] },
      'INCOMPLETE_RECORD',
      'plays',
    );
  });

  it('GAME_OVER: a hand after the game was won, and dealers must rotate', () => {
    const seats = ['W', 'N', 'E', 'S'];
    const hand = (k: number) => ({
      dealer: seats[k % 4],
      hands: SUITED,
      bids: [30, 'pass', 'pass', 'pass'],
      plays: [],
      penalty: { by: 'E', kind: 'renege' },
    });
    // Whoever bids, E's renege gives NS a mark each hand: seven hands win the game.
    const seven = { rules: 'straight-42', hands: [0, 1, 2, 3, 4, 5, 6].map(hand) };
    const game = must(replay(seven));
    assert.ok(game.kind === 'game');
    assert.deepEqual(game.summary.marks, { NS: 7, EW: 0 });
    assert.equal(game.summary.winner, 'NS');
    failsWith(
      { rules: 'straight-42', hands: [0, 1, 2, 3, 4, 5, 6, 7].map(hand) },
      'GAME_OVER',
      'hands[7]',
    );
    failsWith({ rules: 'straight-42', hands: [hand(0), hand(2)] }, 'BAD_RECORD', 'hands[1].dealer');
  });

  it('"Seven marks shall be the maximum recorded marks" (001): a game record reports capped marks', () => {
    const seats = ['W', 'N', 'E', 'S'];
    const hand = (k: number, bid: unknown) => ({
      dealer: seats[k % 4],
      hands: SUITED,
      bids: [bid, 'pass', 'pass', 'pass'],
      plays: [],
      penalty: { by: 'E', kind: 'violation' },
    });
    const rec = {
      rules: 'npa-tournament',
      hands: [hand(0, '2m'), hand(1, '2m'), hand(2, '2m'), hand(3, '2m')],
    };
    const game = must(replay(rec));
    assert.ok(game.kind === 'game');
    assert.deepEqual(game.summary.marks, { NS: 7, EW: 0 });
  });
});

describe('malformed records (BAD_RECORD, exit status 2)', () => {
  it('names what is wrong and where', () => {
    failsWith('{"rules": ', 'BAD_RECORD', '');
    failsWith(
      { ...BASE, hands: { ...SUITED, N: ['7-1', ...SUITED.N.slice(1)] } },
      'BAD_RECORD',
      'hands.N[0]',
    );
    failsWith(
      { ...BASE, hands: { ...SUITED, N: [...SUITED.N.slice(0, 6), '5-5'] } },
      'BAD_RECORD',
      'hands.E[0]',
    );
    failsWith({ ...BASE, hands: { ...SUITED, N: SUITED.N.slice(0, 6) } }, 'BAD_RECORD', 'hands.N');
    failsWith({ ...BASE, rules: 'poker' }, 'BAD_RECORD', 'rules');
    failsWith(
      { ...BASE, rules: { base: 'straight-42', nello: { alowed: true } } },
      'BAD_RECORD',
      'rules.nello.alowed',
    );
    failsWith({ ...BASE, dealer: 'X' }, 'BAD_RECORD', 'dealer');
    failsWith({ ...BASE, bids: ['pass', 'fold'] }, 'BAD_RECORD', 'bids[1]');
    failsWith({ ...BASE, bids: [], contract: 'hearts' }, 'BAD_RECORD', 'contract');
    failsWith({ ...BASE, bids: [], plays: ['6-6', '6-6'] }, 'BAD_RECORD', 'plays[1]');
    failsWith({ ...BASE, bids: [], colour: 'red' }, 'BAD_RECORD', 'colour');
    failsWith([1, 2], 'BAD_RECORD', '');
  });
});
