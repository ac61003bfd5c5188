import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apply, legalActions, toAct, type HandResult, type MatchState } from '../src/index.js';
import { contractHand, must, mustFail, plays, SIXES_RUN, SUITED } from './helpers.js';

function lastHand(s: MatchState): HandResult {
  const h = s.game.hands[s.game.hands.length - 1];
  assert.ok(h, 'a hand has finished');
  return h;
}

describe('playing a hand', () => {
  it('"The player winning a trick leads the next trick." (002)', () => {
    // W bids and names fives, then leads 3-0; N follows with 6-3, E trumps with 5-5, S follows.
    let s = contractHand('straight-42', 'S', SUITED, [30, 'pass', 'pass', 'pass'], 'fives');
    assert.equal(toAct(s), 'W');
    s = plays(s, ['3-0', '6-3', '5-5', '3-1']);
    assert.equal(s.hand?.tricks[0]?.winner, 'E');
    assert.equal(toAct(s), 'E');
  });

  it('only the seat to play may play, and only a domino it holds', () => {
    const s = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'sixes');
    mustFail(apply(s, { type: 'play', seat: 'E', domino: '5-5' }), 'NOT_YOUR_TURN');
    mustFail(apply(s, { type: 'play', seat: 'N', domino: '5-5' }), 'NOT_IN_HAND');
    mustFail(apply(s, { type: 'play', seat: 'N', domino: '7-7' }), 'BAD_ACTION');
  });

  it('"1 point for each trick won", 5 and 10 for the count (002): points and early made', () => {
    // N holds every six: N bids 30 sixes and draws count from the others.
    let s = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'sixes');
    s = plays(s, ['6-6', '5-5', '4-1', '3-0']); // 1 + 10 + 5 = 16 to NS
    s = plays(s, ['6-5', '5-0', '3-2', '2-2']); // 1 + 5 + 5 = 11 → 27
    assert.deepEqual(s.hand?.points, { NS: 27, EW: 0 });
    s = plays(s, ['6-4', '5-4', '4-3', '2-1']); // 1 + 10 = 11 → 38: made
    const h = lastHand(s);
    // "a player may stop the hand for any of the following conditions: the bid-winning team captures the points bid" (002)
    assert.equal(h.outcome, 'made');
    assert.equal(h.tricks.length, 3);
    assert.deepEqual(h.points, { NS: 38, EW: 0 });
    assert.deepEqual(h.marks, { NS: 1, EW: 0 });
    assert.equal(s.phase, 'shake');
    assert.equal(s.shaker, 'N');
  });

  it('"the opposing team sets the winning team – captures enough points to prevent the bid-winning team from achieving their bid contract" (002)', () => {
    let s = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'fives');
    // Fives trump: N's 6-6 leads sixes; E trumps with 5-5; 16 points to EW leaves NS at most 26.
    s = plays(s, ['6-6', '5-5', '4-1', '3-0']);
    const h = lastHand(s);
    assert.equal(h.outcome, 'set');
    assert.deepEqual(h.points, { NS: 0, EW: 16 });
    assert.deepEqual(h.marks, { NS: 0, EW: 1 });
  });

  it('"Marks bids require capturing (taking) all 7 tricks" (002) and are worth the marks bid', () => {
    let s = contractHand('straight-42', 'W', SUITED, ['2m', 'pass', 'pass', 'pass'], 'fives');
    s = plays(s, ['6-6', '5-0', '3-1', '2-1']);
    const h = lastHand(s);
    assert.equal(h.outcome, 'set');
    assert.deepEqual(h.marks, { NS: 0, EW: 2 });
  });

  it('a bid of 42 is one mark and needs every trick', () => {
    let s = contractHand('straight-42', 'W', SUITED, ['1m', 'pass', 'pass', 'pass'], 'sixes');
    const all = [...SIXES_RUN];
    s = plays(s, all);
    assert.equal(s.phase, 'play', 'not decided after three tricks though NS has 38 points');
    s = plays(s, [
      '6-3',
      '5-3',
      '4-2',
      '2-0',
      '6-2',
      '5-2',
      '4-0',
      '1-1',
      '6-1',
      '5-1',
      '3-3',
      '1-0',
      '6-0',
      '4-4',
      '3-1',
      '0-0',
    ]);
    const h = lastHand(s);
    assert.equal(h.outcome, 'made');
    assert.equal(h.tricks.length, 7);
    assert.deepEqual(h.points, { NS: 42, EW: 0 });
    assert.deepEqual(h.marks, { NS: 1, EW: 0 });
  });

  it('a club that plays every hand out keeps playing after the outcome is decided', () => {
    let s = contractHand(
      { base: 'straight-42', play: { endWhenDecided: false } },
      'W',
      SUITED,
      [30, 'pass', 'pass', 'pass'],
      'sixes',
    );
    s = plays(s, [...SIXES_RUN]);
    assert.equal(s.phase, 'play');
    assert.ok(legalActions(s).length > 0);
  });

  it('a plunge: the partner names trump and leads, and all seven tricks are needed', () => {
    const hands = SUITED;
    // W holds 2-2 1-1 0-0 only (3 doubles); a club allowing a 3-double plunge lets W plunge.
    const rules = { base: 'straight-42', plunge: { minimumDoubles: 3 } };
    let s = contractHand(rules, 'S', hands, ['plunge', 'pass', 'pass', 'pass'], 'sixes');
    // W plunged; E (the partner) named sixes and leads.
    assert.equal(s.hand?.bidder, 'W');
    assert.equal(s.hand?.declarer, 'E');
    assert.equal(toAct(s), 'E');
    s = plays(s, ['5-5', '4-3', '3-0', '6-6']);
    const h = lastHand(s);
    assert.equal(h.outcome, 'set');
    assert.deepEqual(h.marks, { NS: 4, EW: 0 });
  });
});

describe('penalties', () => {
  it('"Reneges will result in the loss of the hand and the opposing team being awarded the mark/marks." (001)', () => {
    let s = contractHand('straight-42', 'W', SUITED, ['2m', 'pass', 'pass', 'pass'], 'sixes');
    s = plays(s, ['6-6']);
    const after = apply(s, { type: 'penalty', seat: 'E', kind: 'renege' });
    assert.ok(after.ok);
    const h = lastHand(after.value);
    assert.equal(h.outcome, 'forfeit');
    assert.deepEqual(h.marks, { NS: 2, EW: 0 });
    assert.deepEqual(h.penalty, { after: 1, by: 'E', kind: 'renege', applied: 'bid' });
  });

  it('"The first infraction will result in a warning" and "All other infractions will result in loss of a mark to the other team" (003)', () => {
    const s = contractHand('straight-42', 'W', SUITED, ['2m', 'pass', 'pass', 'pass'], 'sixes');
    const warned = must(apply(s, { type: 'penalty', seat: 'N', kind: 'violation' }));
    // The warning: the hand goes on, the game counts it, and no mark changes hands.
    assert.equal(warned.phase, 'play');
    assert.deepEqual(warned.game.warnings, [{ hand: 0, after: 0, by: 'N', kind: 'violation' }]);
    assert.deepEqual(warned.game.marks, { NS: 0, EW: 0 });
    // The second infraction of the side (S, N's partner) costs one mark, not the 2 marks bid.
    const v = must(apply(warned, { type: 'penalty', seat: 'S', kind: 'violation' }));
    const h = lastHand(v);
    assert.equal(h.outcome, 'forfeit');
    assert.deepEqual(h.marks, { NS: 0, EW: 1 });
    assert.deepEqual(h.penalty, { after: 0, by: 'S', kind: 'violation', applied: 'mark' });
  });
});
