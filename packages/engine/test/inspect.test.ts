import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  handRecordOf,
  parseRecord,
  replayRecord,
  viewFor,
  warningsByHand,
  writeHandRecord,
  type HandResult,
  type MatchState,
  type RulesRef,
} from '../src/index.js';
import { act, bids, declare, must, mustFail, plays, startHand, SUITED } from './helpers.js';

/**
 * Inspection after the hand. "If for any reason the round ends before all tricks are played
 * (due to either a lay-down or set), all hands shall be turned face up so that any mistakes or
 * reneges can be identified." (000); "If (for any reason) the hand ends before all tricks are
 * played (e.g., due to a lay-down or set), all dominoes shall be turned face up so that any
 * mistakes or reneges can be identified." (002, 003); "If a hand is ended prior to all dominoes
 * being played, all players should turn their remaining dominoes face up for inspection unless
 * they followed suit on each trick." (001 IV.14)
 */

/** Rules of a real table's record: a domino that does not follow is played, to be called. */
const PLAYABLE: RulesRef = { base: 'straight-42', play: { reneges: 'playable' } };

function last(s: MatchState): HandResult {
  const h = s.game.hands.at(-1) ?? s.games.at(-1)?.hands.at(-1);
  assert.ok(h !== undefined, 'a hand has finished');
  return h;
}

/**
 * W shakes, N bids `bid` and names fives. Trick 1: N leads 6-5 (trump); E holds five fives but
 * plays 4-4, a renege. Trick 2: N leads 6-6, E (no sixes) trumps with 5-5: the marks bid is set.
 */
function renegedHand(rules: RulesRef, bid: '1m' | '2m' = '1m'): MatchState {
  let s = declare(bids(startHand(rules, 'W', SUITED), [bid, 'pass', 'pass', 'pass']), 'fives');
  s = plays(s, ['6-5', '4-4', '4-3', '3-0', '6-6', '5-5', '4-2', '2-2']);
  assert.equal(s.phase, 'shake', 'the set ended the hand');
  return s;
}

describe('inspection after the hand: reneges called from the record', () => {
  it('"A renege is the failure of a player to follow the suit of the current trick when they have a domino of that suit." (000): a true call loses the hand and gives the marks bid', () => {
    const s = renegedHand(PLAYABLE, '2m');
    assert.equal(last(s).outcome, 'set');
    assert.deepEqual(s.game.marks, { NS: 0, EW: 2 });
    // "If a “re-nig” or not following of suit when having the opportunity occurs, the team that
    // makes the infraction will lose that hand and the other team will gain the mark/s." (003)
    const called = must(apply(s, { type: 'callRenege', seat: 'S', trick: 1 }));
    const h = last(called);
    assert.equal(h.outcome, 'forfeit');
    assert.deepEqual(h.marks, { NS: 2, EW: 0 });
    assert.deepEqual(h.penalty, { after: 8, by: 'E', kind: 'renege', applied: 'bid', trick: 1 });
    assert.deepEqual(called.game.marks, { NS: 2, EW: 0 });
    assert.equal(called.phase, 'shake');
    assert.equal(called.shaker, s.shaker, 'the next shaker is unchanged');
  });

  it('a false call is refused with a clear code and changes nothing', () => {
    const s = renegedHand(PLAYABLE);
    const before = JSON.stringify(s);
    // Trick 2: E held no six, so trumping followed the rules.
    const msg = mustFail(apply(s, { type: 'callRenege', seat: 'N', trick: 2 }), 'NO_RENEGE');
    assert.match(msg, /trick 2/);
    mustFail(apply(s, { type: 'callRenege', seat: 'N', trick: 1, offender: 'W' }), 'NO_RENEGE');
    // Only a side's opponents are called on; E's own side finds no renege of NS.
    mustFail(
      apply(s, { type: 'callRenege', seat: 'W', trick: 1, offender: 'E' }),
      'NOT_AN_OPPONENT',
    );
    mustFail(apply(s, { type: 'callRenege', seat: 'W', trick: 1 }), 'NO_RENEGE');
    mustFail(apply(s, { type: 'callRenege', seat: 'N', trick: 3 }), 'NO_SUCH_TRICK');
    mustFail(apply(s, { type: 'callRenege', seat: 'N', trick: 8 }), 'BAD_ACTION');
    assert.equal(JSON.stringify(s), before);
  });

  it('the window closes with the next shake, and a hand is penalized once', () => {
    const s = renegedHand(PLAYABLE);
    const called = must(apply(s, { type: 'callRenege', seat: 'N', trick: 1, offender: 'E' }));
    mustFail(apply(called, { type: 'callRenege', seat: 'N', trick: 1 }), 'ALREADY_PENALIZED');
    const shaken = act(s, { type: 'shake', seat: s.shaker });
    mustFail(apply(shaken, { type: 'callRenege', seat: 'N', trick: 1 }), 'WRONG_PHASE');
    const fresh = must(
      apply(startHand(PLAYABLE, 'W', SUITED), { type: 'bid', seat: 'N', bid: 30 }),
    );
    mustFail(apply(fresh, { type: 'callRenege', seat: 'E', trick: 1 }), 'WRONG_PHASE');
  });

  it('a renege can be called during the play too, from the tricks so far', () => {
    let s = declare(
      bids(startHand(PLAYABLE, 'W', SUITED), ['1m', 'pass', 'pass', 'pass']),
      'fives',
    );
    s = plays(s, ['6-5', '4-4']);
    mustFail(apply(s, { type: 'callRenege', seat: 'N', trick: 2 }), 'NO_SUCH_TRICK');
    const called = must(apply(s, { type: 'callRenege', seat: 'N', trick: 1 }));
    assert.equal(last(called).penalty?.trick, 1);
    assert.deepEqual(last(called).marks, { NS: 1, EW: 0 });
  });

  it('where reneges are refused (online) the domino is not played, so no call can be true', () => {
    let s = declare(
      bids(startHand('straight-42', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']),
      'fives',
    );
    s = plays(s, ['6-5']);
    mustFail(apply(s, { type: 'play', seat: 'E', domino: '4-4' }), 'MUST_FOLLOW_SUIT');
    s = plays(s, ['5-5', '4-3', '3-0']);
    mustFail(apply(s, { type: 'callRenege', seat: 'N', trick: 1 }), 'NO_RENEGE');
  });

  it('a renege found after the hand that won the game takes the game back', () => {
    // EW reach 6 marks on NS penalties; then the reneged set would be their seventh.
    let s = startHand(PLAYABLE, 'W', SUITED);
    for (let k = 0; k < 6; k++) {
      s = act(s, { type: 'penalty', seat: 'N', kind: 'renege' });
      s = act(s, { type: 'shake', seat: s.shaker, hands: SUITED });
    }
    assert.deepEqual(s.game.marks, { NS: 0, EW: 6 });
    // E shakes the seventh hand, S bids first: S 1m on fours. S leads 4-3, W 3-0, N 6-4, and E
    // plays 5-5 though holding 5-4 and 4-4; then N leads 6-6 and E trumps with 4-4.
    s = declare(bids(s, ['1m', 'pass', 'pass', 'pass']), 'fours');
    s = plays(s, ['4-3', '3-0', '6-4', '5-5', '6-6', '4-4', '3-1', '2-2']);
    assert.equal(s.games.length, 1, 'EW won the first game');
    assert.equal(s.games[0]?.winner, 'EW');
    const called = must(apply(s, { type: 'callRenege', seat: 'N', trick: 1 }));
    assert.equal(called.games.length, 0, 'the game is taken back');
    assert.deepEqual(called.gamesWon, { NS: 0, EW: 0 });
    assert.deepEqual(called.game.marks, { NS: 1, EW: 6 });
    assert.equal(called.game.hands.length, 7);
    assert.equal(called.shaker, 'S', 'the next hand is shaken by the seat after E');
  });

  it('the record keeps the called renege; replaying it finds the renege again', () => {
    const s = must(apply(renegedHand(PLAYABLE), { type: 'callRenege', seat: 'S', trick: 1 }));
    const record = handRecordOf(last(s), PLAYABLE);
    assert.deepEqual(record.penalty, {
      by: 'E',
      kind: 'renege',
      after: 8,
      applied: 'bid',
      trick: 1,
    });
    const parsed = must(parseRecord(writeHandRecord(record)));
    const replay = must(replayRecord(parsed));
    assert.ok(replay.kind === 'hand');
    assert.equal(replay.summary.outcome, 'forfeit');
    assert.deepEqual(replay.summary.marks, { NS: 1, EW: 0 });
    // A record under rules that refuse reneges still replays: the call says a renege was played.
    const online = must(parseRecord(writeHandRecord({ ...record, rules: 'straight-42' })));
    assert.deepEqual(must(replayRecord(online)).kind, 'hand');
    // The record's renege must be in the trick it names.
    const wrong = must(
      parseRecord(writeHandRecord({ ...record, penalty: { by: 'E', kind: 'renege', trick: 2 } })),
    );
    const refused = replayRecord(wrong);
    assert.ok(!refused.ok);
    assert.equal(refused.error.code, 'NO_RENEGE');
    assert.equal(refused.error.at, 'penalty');
  });

  it('every hand is face up in the views after the hand: each seat sees the deal and the penalty', () => {
    const s = must(apply(renegedHand(PLAYABLE), { type: 'callRenege', seat: 'S', trick: 1 }));
    for (const seat of ['N', 'E', 'S', 'W', 'spectator'] as const) {
      const v = viewFor(s, seat);
      assert.deepEqual(v.game.hands.at(-1)?.dealt, SUITED);
      assert.equal(v.game.hands.at(-1)?.penalty?.trick, 1);
    }
  });
});

describe('penalties by their size, per profile and per kind', () => {
  it('penalties.renege "mark": a renege costs one mark, whatever the bid', () => {
    const rules = {
      base: 'straight-42',
      play: { reneges: 'playable' },
      penalties: { renege: 'mark' },
    };
    const s = must(apply(renegedHand(rules, '2m'), { type: 'callRenege', seat: 'S', trick: 1 }));
    assert.deepEqual(last(s).marks, { NS: 1, EW: 0 });
    assert.equal(last(s).penalty?.applied, 'mark');
  });

  it('"The first infraction will result in a warning" (003): a warned renege leaves the hand as played; the side\'s next costs', () => {
    const rules = {
      base: 'straight-42',
      play: { reneges: 'playable' },
      penalties: { renege: 'warning-then-bid' },
    };
    const s = renegedHand(rules, '2m');
    const warned = must(apply(s, { type: 'callRenege', seat: 'S', trick: 1 }));
    assert.equal(last(warned).outcome, 'set', 'the hand stands as played');
    assert.deepEqual(warned.game.marks, { NS: 0, EW: 2 });
    assert.deepEqual(warned.game.warnings, [{ hand: 0, after: 8, by: 'E', kind: 'renege' }]);
    assert.deepEqual(viewFor(warned, 'N').game.warnings, warned.game.warnings, 'public');
    assert.deepEqual(warningsByHand(warned), [warned.game.warnings]);
    // The record lists the warning; replayed, it is a warning again.
    const record = handRecordOf(last(warned), rules, warningsByHand(warned)[0]);
    assert.deepEqual(record.warnings, [{ by: 'E', kind: 'renege', after: 8 }]);
    // The side's second offence in the game costs the bid: W's renege.
    const next = act(warned, { type: 'shake', seat: warned.shaker, hands: SUITED });
    const v = must(apply(next, { type: 'penalty', seat: 'W', kind: 'renege' }));
    assert.equal(last(v).penalty?.applied, 'bid');
    assert.deepEqual(v.game.marks, { NS: 1, EW: 2 });
  });

  it('"Violations will result in the forfeit of a mark" after "warnings on the first occurrence" (000): austin-league', () => {
    let s = startHand('austin-league', 'W', SUITED);
    s = bids(s, ['2m', 'pass', 'pass', 'pass']);
    s = act(s, { type: 'penalty', seat: 'E', kind: 'violation' });
    assert.equal(s.phase, 'declare', 'a warning: the hand goes on');
    s = act(s, { type: 'penalty', seat: 'E', kind: 'violation' });
    assert.deepEqual(last(s).marks, { NS: 1, EW: 0 }, 'one mark, not the 2 bid');
    // A time penalty: "else they forfeit the mark" is the hand's stake there.
    assert.equal(s.rules.options.penalties.time, 'bid');
  });

  it('a record whose penalty the rules make a warning, or of the wrong size, is refused', () => {
    const base = {
      rules: 'straight-42',
      dealer: 'W',
      hands: SUITED,
      bids: ['2m', 'pass', 'pass', 'pass'],
      plays: [],
    };
    const asPenalty = replayRecord(
      must(parseRecord({ ...base, penalty: { by: 'E', kind: 'violation' } })),
    );
    assert.ok(!asPenalty.ok);
    assert.equal(asPenalty.error.code, 'BAD_RECORD');
    const warnedThenMark = must(
      replayRecord(
        must(
          parseRecord({
            ...base,
            warnings: [{ by: 'E', kind: 'violation', after: 0 }],
            penalty: { by: 'W', kind: 'violation', applied: 'mark' },
          }),
        ),
      ),
    );
    assert.ok(warnedThenMark.kind === 'hand');
    assert.deepEqual(warnedThenMark.summary.marks, { NS: 1, EW: 0 });
    const wrongSize = replayRecord(
      must(
        parseRecord({
          ...base,
          warnings: [{ by: 'E', kind: 'violation', after: 0 }],
          penalty: { by: 'W', kind: 'violation', applied: 'bid' },
        }),
      ),
    );
    assert.ok(!wrongSize.ok);
    assert.equal(wrongSize.error.at, 'penalty.applied');
  });
});
