import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  conductActions,
  finishedHands,
  handRecordOf,
  legalActions,
  parseRecord,
  replayRecord,
  summarizeHand,
  viewFor,
  writeHandRecord,
  type Action,
  type Bid,
  type HandResult,
  type MatchState,
  type RulesRef,
  type Seat,
} from '../src/index.js';
import { act, bids, declare, must, mustFail, plays, SUITED, startHand } from './helpers.js';

// SUITED: N holds the sixes; E the fives and 4-4; S 4-3 4-2 4-1 4-0 3-3 3-2 3-1; W the rest.

function lastHand(s: MatchState): HandResult {
  const h = finishedHands(s).at(-1);
  assert.ok(h, 'a hand is finished');
  return h;
}

function legalBidsOf(s: MatchState): unknown[] {
  return legalActions(s).flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
}

function legalPlaysOf(s: MatchState): unknown[] {
  return legalActions(s).flatMap((a) => (a.type === 'play' ? [a.domino] : []));
}

/** Plays the first legal action until the hand in progress is over. */
function finishTheHand(s: MatchState): MatchState {
  const before = finishedHands(s).length;
  let state = s;
  while (finishedHands(state).length === before) {
    const first = legalActions(state)[0];
    assert.ok(first, 'something is legal');
    state = act(state, first);
  }
  return state;
}

/** The hand's record written, read and replayed gives the same hand. */
function roundTrip(h: HandResult, rules: RulesRef): void {
  const text = writeHandRecord(handRecordOf(h, rules));
  const parsed = must(parseRecord(text));
  assert.equal(writeHandRecord(parsed.kind === 'hand' ? parsed.record : assert.fail()), text);
  const replay = must(replayRecord(parsed));
  assert.ok(replay.kind === 'hand');
  assert.deepEqual(replay.summary, summarizeHand(h));
  assert.deepEqual(replay.result.conduct, h.conduct);
}

function outOfTurn(seat: Seat, bid: Bid, choice: 'continue' | 'reshake'): Action {
  return { type: 'bidOutOfTurn', seat, bid, choice };
}

describe('bids out of turn', () => {
  it('000: "If a player bids out of order and the opposing team chooses to continue playing the round, the player may not change his/her bid once it is actually their time to bid."', () => {
    let s = startHand('austin-league', 'W', SUITED); // N bids first
    s = act(s, outOfTurn('S', 34, 'continue'));
    assert.equal(s.phase, 'bid');
    assert.deepEqual(s.hand?.conduct.outOfTurnBids, [
      { after: 0, by: 'S', bid: 34, choice: 'continue' },
    ]);
    s = bids(s, [30, 'pass']);
    assert.deepEqual(legalBidsOf(s), [34], 'the bid stands');
    mustFail(apply(s, { type: 'bid', seat: 'S', bid: 35 }), 'BID_STANDS');
    s = bids(s, [34, 'pass']);
    assert.equal(s.phase, 'declare');
    assert.equal(s.hand?.bidder, 'S');
    roundTrip(lastHand(finishTheHand(s)), 'austin-league');
  });

  it('002: "If continuing, the player may not change their bid when it’s their turn to bid, and if their bid is no longer available they must pass."', () => {
    let s = startHand('nello-tournament', 'W', SUITED);
    s = act(s, outOfTurn('S', 34, 'continue'));
    s = bids(s, [35, 'pass']);
    assert.deepEqual(legalBidsOf(s), ['pass']);
    mustFail(apply(s, { type: 'bid', seat: 'S', bid: 36 }), 'BID_STANDS');
    s = bids(s, ['pass']);
    assert.deepEqual(s.hand?.bids, [35, 'pass', 'pass']);
  });

  it('000: "The other team may also elect to have the hand shaken again by the same shaker."', () => {
    let s = startHand('austin-league', 'W', SUITED);
    s = act(s, outOfTurn('E', 30, 'reshake'));
    assert.equal(s.phase, 'shake');
    assert.equal(s.shaker, 'W', 'the same shaker');
    const h = lastHand(s);
    assert.equal(h.outcome, 'reshake');
    assert.deepEqual(h.marks, { NS: 0, EW: 0 });
    roundTrip(h, 'austin-league');
  });

  it('003: "Should a player bid out of order, the opposing team may choose to continue playing the hand or have the hand shaken again (by the same Shaker)."', () => {
    const s = startHand('straight-42', 'W', SUITED);
    const reshaken = act(s, outOfTurn('S', 34, 'reshake'));
    assert.deepEqual([reshaken.phase, reshaken.shaker], ['shake', 'W']);
    const goneOn = bids(act(s, outOfTurn('S', 34, 'continue')), [30, 'pass']);
    assert.deepEqual(legalBidsOf(goneOn), [34]);
  });

  it('001: "If a player bids out of turn, they may not change their bid." (no reshake), and "If subsequent players bid before the mistake is discovered, all players may change their bids except for the one who initially bid out of turn."', () => {
    let s = startHand('npa-tournament', 'W', SUITED);
    mustFail(apply(s, outOfTurn('S', 34, 'reshake')), 'RESHAKE_NOT_ALLOWED');
    s = act(s, outOfTurn('S', 34, 'continue'));
    assert.ok(legalBidsOf(s).length > 5, 'N bids freely');
    s = bids(s, [31, 33]);
    assert.deepEqual(legalBidsOf(s), [34]);
  });

  it('001: "A second offense by the same player in the same game shall result in a forfeited hand (loss of mark)."', () => {
    let s = startHand('npa-tournament', 'W', SUITED);
    s = act(s, outOfTurn('S', 34, 'continue'));
    s = bids(s, ['pass', 'pass', 34, 'pass']);
    s = finishTheHand(declare(s, 'fours'));
    const marks = s.game.marks;
    s = act(s, { type: 'shake', seat: s.shaker, hands: SUITED });
    s = act(s, outOfTurn('S', 'pass', 'continue'));
    const h = lastHand(s);
    assert.equal(h.outcome, 'forfeit');
    assert.deepEqual(h.penalty, { after: 0, by: 'S', kind: 'outOfTurnBid', applied: 'bid' });
    assert.deepEqual(s.game.marks, { NS: marks.NS, EW: marks.EW + 1 });
    // The hand's record says the forfeit, which replays alone (without the earlier offence).
    roundTrip(h, 'npa-tournament');
  });

  it('is refused, with the state unchanged, for a seat in turn or a seat that has bid, and where the rules have none', () => {
    let s = startHand('austin-league', 'W', SUITED);
    mustFail(apply(s, outOfTurn('N', 30, 'continue')), 'NOT_OUT_OF_TURN');
    s = bids(s, [30]);
    mustFail(apply(s, outOfTurn('N', 31, 'continue')), 'ALREADY_BID');
    const none = startHand({ base: 'house', 'conduct.outOfTurnBid': 'none' }, 'W', SUITED);
    mustFail(apply(none, outOfTurn('S', 30, 'continue')), 'NOT_IN_THESE_RULES');
  });

  it('is never among legalActions (bots never bid out of turn), and conductActions lists it for the table', () => {
    const s = startHand('austin-league', 'W', SUITED);
    assert.ok(legalActions(s).every((a) => a.type === 'bid'));
    const listed = conductActions(s);
    assert.ok(listed.some((a) => a.type === 'bidOutOfTurn' && a.seat === 'S'));
    assert.ok(!listed.some((a) => a.type === 'bidOutOfTurn' && a.seat === 'N'));
    for (const a of listed) must(apply(s, a));
  });
});

describe('a shake by the wrong player (001 II.5)', () => {
  it('"a. If discovered prior to the first bid being made, the hand shall be played as if the correct person had shuffled the dominoes."', () => {
    let s = startHand('npa-tournament', 'W', SUITED);
    s = act(s, { type: 'wrongShaker', seat: 'S' });
    assert.equal(s.phase, 'bid');
    assert.deepEqual(s.hand?.conduct.wrongShaker, { after: 0, by: 'S', found: 'before-bid' });
    assert.deepEqual(legalBidsOf(s).slice(0, 2), ['pass', 30], 'N bids first, as after W');
  });

  it('"b. If discovered after a player has bid, the correct shuffler will re-shuffle the dominoes."', () => {
    let s = bids(startHand('npa-tournament', 'W', SUITED), [30]);
    s = act(s, { type: 'wrongShaker', seat: 'S' });
    assert.equal(s.phase, 'shake');
    assert.equal(s.shaker, 'W');
    assert.equal(lastHand(s).outcome, 'reshake');
    roundTrip(lastHand(s), 'npa-tournament');
  });

  it('"c. ... South should have shuffled but West did in error. The mistake was not caught until after trumps were declared. After the hand is complete, South will shake. Once that hand is done, the shake rotation will continue with North."', () => {
    let s = bids(startHand('npa-tournament', 'S', SUITED), [30, 'pass', 'pass', 'pass']);
    s = declare(s, 'blanks');
    s = act(s, { type: 'wrongShaker', seat: 'W' });
    assert.equal(s.phase, 'play', 'the hand is played');
    s = finishTheHand(s);
    assert.equal(s.shaker, 'S', 'South shakes');
    roundTrip(lastHand(s), 'npa-tournament');
    s = act(s, { type: 'shake', seat: 'S', hands: SUITED });
    s = act(s, { type: 'penalty', seat: 'E', kind: 'violation' });
    assert.equal(s.shaker, 'N', 'then the rotation continues with North');
  });

  it('is refused for the shaker due, twice, or where the rules have no such procedure', () => {
    const s = startHand('npa-tournament', 'W', SUITED);
    mustFail(apply(s, { type: 'wrongShaker', seat: 'W' }), 'RIGHT_SHAKER');
    mustFail(
      apply(act(s, { type: 'wrongShaker', seat: 'S' }), { type: 'wrongShaker', seat: 'E' }),
      'ALREADY_RECORDED',
    );
    const off = startHand({ base: 'house', 'conduct.wrongShakerCorrected': false }, 'W', SUITED);
    mustFail(apply(off, { type: 'wrongShaker', seat: 'S' }), 'NOT_IN_THESE_RULES');
  });
});

describe('exposed dominoes', () => {
  /** N bids 30 and names fours; N to lead. */
  const fours = (rules: RulesRef) =>
    declare(bids(startHand(rules, 'W', SUITED), [30, 'pass', 'pass', 'pass']), 'fours');

  it('000: "If a domino is accidentally turned over face up, leave it face up and that domino must be played at the first opportunity." (a lead is an opportunity)', () => {
    let s = fours('austin-league');
    s = act(s, { type: 'expose', seat: 'N', domino: '6-0' });
    assert.deepEqual(legalPlaysOf(s), ['6-0']);
    mustFail(apply(s, { type: 'play', seat: 'N', domino: '6-5' }), 'MUST_PLAY_EXPOSED');
    for (const viewer of ['N', 'E', 'S', 'W', 'spectator'] as const)
      assert.deepEqual(
        viewFor(s, viewer).hand?.conduct.exposed,
        [{ after: 4, by: 'N', domino: '6-0' }],
        `${viewer} sees it face up`,
      );
    mustFail(apply(s, { type: 'expose', seat: 'N', domino: '6-0' }), 'ALREADY_EXPOSED');
    mustFail(apply(s, { type: 'expose', seat: 'E', domino: '6-0' }), 'NOT_IN_HAND');
  });

  it('001: "If a domino is accidentally exposed, it should remain face up and must be played at the first opportunity." (not while suit must be followed)', () => {
    let s = plays(fours('npa-tournament'), ['6-4', '4-4']);
    s = act(s, { type: 'expose', seat: 'S', domino: '3-3' });
    assert.deepEqual(legalPlaysOf(s), ['4-3', '4-2', '4-1', '4-0'], 'S must follow fours first');
    s = plays(s, ['4-3', '0-0']); // E's 4-4 wins; E leads the fives
    s = plays(s, ['5-5']);
    assert.deepEqual(legalPlaysOf(s), ['3-3'], 'void in fives: the first opportunity');
    s = finishTheHand(plays(s, ['3-3']));
    roundTrip(lastHand(s), 'npa-tournament');
  });

  it('001: "If a domino is accidentally turned over before the bid begins, the original shuffler will re-shuffle the dominoes."', () => {
    let s = startHand('npa-tournament', 'W', SUITED);
    s = act(s, { type: 'expose', seat: 'E', domino: '5-5' });
    assert.equal(s.phase, 'shake');
    assert.equal(s.shaker, 'W');
    assert.equal(lastHand(s).outcome, 'reshake');
    roundTrip(lastHand(s), 'npa-tournament');
    // 000 has no such rule: the domino stays face up for the play.
    const austin = act(startHand('austin-league', 'W', SUITED), {
      type: 'expose',
      seat: 'E',
      domino: '5-5',
    });
    assert.equal(austin.phase, 'bid');
  });

  it('004: "A domino laid is a domino played. If you expose a domino that cannot be played, a “RENEGE” is committed."', () => {
    const s = plays(fours('forced-low'), ['6-4', '4-4']);
    // A domino S may play, exposed at S's turn, is played.
    const laid = act(s, { type: 'expose', seat: 'S', domino: '4-3' });
    assert.deepEqual(laid.hand?.trick.at(-1), { seat: 'S', domino: '4-3' });
    assert.deepEqual(laid.hand?.conduct.exposed, []);
    // One S may not play (S must follow fours) is a renege: the hand and its marks are lost.
    const renege = act(s, { type: 'expose', seat: 'S', domino: '3-3' });
    const h = lastHand(renege);
    assert.equal(h.outcome, 'forfeit');
    assert.deepEqual(h.penalty, { after: 2, by: 'S', kind: 'exposed', applied: 'bid' });
    assert.deepEqual(h.marks, { NS: 0, EW: 1 });
    roundTrip(h, 'forced-low');
    // Out of turn nothing may be played: a renege too.
    const early = lastHand(act(s, { type: 'expose', seat: 'W', domino: '0-0' }));
    assert.deepEqual(early.penalty, { after: 2, by: 'W', kind: 'exposed', applied: 'bid' });
  });

  it('a seat’s own view and the others’ never show a domino that is neither exposed nor played', () => {
    const s = act(fours('austin-league'), { type: 'expose', seat: 'W', domino: '2-2' });
    const eView = JSON.stringify({ ...viewFor(s, 'E'), rules: null, game: null, games: null });
    assert.ok(eView.includes('"2-2"'), 'the exposed domino is in view');
    for (const hidden of ['2-1', '6-6', '4-3']) assert.ok(!eView.includes(`"${hidden}"`), hidden);
  });
});

describe('two events of the procedure at the same point of a hand, replayed from its record', () => {
  // A record notes each event at the count of bids and plays before it, not which of two at
  // the same count came first; the replay finds the order the rest of the record agrees with.

  it('001 II.5: "a. If discovered prior to the first bid being made, the hand shall be played as if the correct person had shuffled the dominoes." — then a bid out of turn, and the hand goes on', () => {
    let s = startHand('npa-tournament', 'W', SUITED);
    s = act(s, { type: 'wrongShaker', seat: 'S' });
    s = act(s, outOfTurn('E', 34, 'continue'));
    assert.equal(s.hand?.conduct.wrongShaker?.found, 'before-bid');
    s = bids(s, [30, 34, 'pass', 'pass']);
    s = finishTheHand(declare(s, 'fours'));
    // In the record's own order the bid out of turn comes first, and the wrong shaker found
    // after a bid would reshake the hand: the record, which goes on, says otherwise.
    roundTrip(lastHand(s), 'npa-tournament');
  });

  it('004: "If you expose a domino that cannot be played, a “RENEGE” is committed." — after a wrong shaker found once trumps were named, at the same point', () => {
    let s = bids(startHand('forced-low', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    s = plays(declare(s, 'fours'), ['6-4']);
    s = act(s, { type: 'wrongShaker', seat: 'S' });
    s = act(s, { type: 'expose', seat: 'N', domino: '6-6' });
    const h = lastHand(s);
    assert.equal(h.outcome, 'forfeit');
    assert.equal(h.conduct.wrongShaker?.found, 'after-trump');
    // The record lists the exposed domino before the wrong shaker; replayed in that order the
    // renege would end the hand before the wrong shaker was found.
    roundTrip(h, 'forced-low');
  });
});
