import type { Action } from './action.js';
import type { Bid } from './bid.js';
import { checkBid } from './bidding.js';
import type { Domino } from './domino.js';
import { err, ok, type Result } from './result.js';
import type { RuleOptions } from './rules/options.js';
import { seatIndex, type Seat } from './seat.js';
import type { HandState, MatchAt, MatchState } from './state.js';
import { toAct } from './turn.js';

/**
 * What the table's procedure allows and requires (`conduct` options): the checks behind the
 * `bidOutOfTurn`, `wrongShaker` and `expose` actions, and what they leave standing for later
 * turns (a bid that stands, a domino that must be played).
 */

type InHand = MatchAt<'bid' | 'declare' | 'play'>;

function notInRules(what: string): Result<never> {
  return err('NOT_IN_THESE_RULES', `these rules have no procedure for ${what}`);
}

/** Bids and plays made so far in the hand. */
export function stepsSoFar(hand: HandState): number {
  return hand.bids.length + hand.tricks.reduce((n, t) => n + t.plays.length, 0) + hand.trick.length;
}

/** Whether `seat` has had its turn to bid in this hand. */
function hasBid(hand: HandState, seat: Seat): boolean {
  const turn = (seatIndex(seat) - seatIndex(hand.shaker) + 3) % 4; // 0 = left of the shaker
  return turn < hand.bids.length;
}

/** Bids out of turn `seat` has made in the game so far, this hand included. */
export function outOfTurnOffences(state: InHand, seat: Seat): number {
  let n = 0;
  for (const h of state.game.hands) for (const o of h.conduct.outOfTurnBids) if (o.by === seat) n++;
  for (const o of state.hand.conduct.outOfTurnBids) if (o.by === seat) n++;
  return n;
}

/** Whether `seat` may be recorded as bidding out of turn now, with the other side's choice. */
export function checkBidOutOfTurn(
  state: MatchState,
  action: Extract<Action, { type: 'bidOutOfTurn' }>,
): Result<MatchAt<'bid'>> {
  const rule = state.rules.options.conduct.outOfTurnBid;
  if (rule === 'none') return notInRules('a bid out of turn');
  if (state.phase !== 'bid')
    return err(
      'WRONG_PHASE',
      `a bid out of turn is made during the bidding, not at the ${state.phase} phase`,
    );
  const hand = state.hand;
  const seat = action.seat;
  if (toAct(state) === seat)
    return err('NOT_OUT_OF_TURN', `it is ${seat}'s turn to bid: that is an ordinary bid`);
  if (hasBid(hand, seat) || hand.conduct.outOfTurnBids.some((o) => o.by === seat))
    return err('ALREADY_BID', `${seat} has already bid in this hand`);
  if (action.choice === 'reshake' && rule !== 'opponents-choose')
    return err(
      'RESHAKE_NOT_ALLOWED',
      'under these rules the bid stands when the turn comes: the other side may not ask for a reshake',
    );
  return ok(state);
}

/**
 * The bids `seat` may make at its turn when it bid out of turn: "they shall bid 34 if available.
 * If the bid is already at or above 34, they must pass." (001 III.8.a); null when it did not.
 * A forced shaker whose standing bid is gone may not pass, and bids as forced.
 */
export function standingBids(options: RuleOptions, hand: HandState, seat: Seat): Bid[] | null {
  const standing = hand.conduct.outOfTurnBids.find((o) => o.by === seat && o.choice === 'continue');
  if (standing === undefined) return null;
  if (checkBid(options, hand, seat, standing.bid).ok) return [standing.bid];
  if (checkBid(options, hand, seat, 'pass').ok) return ['pass'];
  return null;
}

/** The dominoes `seat` exposed that are still in its hand. */
export function exposedInHand(hand: HandState, seat: Seat): Domino[] {
  const holding = hand.hands[seat];
  return hand.conduct.exposed.flatMap((e) =>
    e.by === seat && holding.includes(e.domino) ? [e.domino] : [],
  );
}

/**
 * Of the dominoes `seat` may play, the ones it must: an exposed domino "must be played at the
 * first opportunity" (000), so when one of its exposed dominoes may be played, only those may.
 */
export function mustPlayExposed(hand: HandState, seat: Seat, playable: Domino[]): Domino[] {
  const exposed = exposedInHand(hand, seat);
  if (exposed.length === 0) return playable;
  const forced = playable.filter((d) => exposed.includes(d));
  return forced.length > 0 ? forced : playable;
}

/** Whether the shake of the hand in progress may be recorded as made by `seat`, the wrong one. */
export function checkWrongShaker(state: MatchState, seat: Seat): Result<InHand> {
  if (!state.rules.options.conduct.wrongShakerCorrected) return notInRules('a shake out of turn');
  if (state.phase !== 'bid' && state.phase !== 'declare' && state.phase !== 'play')
    return err('WRONG_PHASE', 'a wrong shaker is corrected during the hand that was shaken');
  if (state.hand.shaker === seat)
    return err('RIGHT_SHAKER', `${seat} was the shaker due for this hand`);
  if (state.hand.conduct.wrongShaker !== null)
    return err('ALREADY_RECORDED', 'a wrong shaker is already recorded for this hand');
  return ok(state);
}

/** Whether `seat` may be recorded as exposing `domino` now. */
export function checkExpose(state: MatchState, seat: Seat, domino: Domino): Result<InHand> {
  if (state.phase !== 'bid' && state.phase !== 'declare' && state.phase !== 'play')
    return err('WRONG_PHASE', 'a domino is exposed from a hand on the table');
  const hand = state.hand;
  if (!hand.hands[seat].includes(domino))
    return err('NOT_IN_HAND', `${domino} is not in ${seat}'s hand`);
  if (exposedInHand(hand, seat).includes(domino))
    return err('ALREADY_EXPOSED', `${domino} is already face up`);
  return ok(state);
}

/**
 * A called `outOfTurnBid` penalty: "A second offense by the same player in the same game shall
 * result in a forfeited hand" (001), on a seat that bid out of turn in this hand.
 */
export function checkOutOfTurnPenalty(state: InHand, seat: Seat): Result<true> {
  if (state.rules.options.conduct.outOfTurnBidForfeitAt === null)
    return notInRules('forfeiting a hand for bids out of turn');
  if (!state.hand.conduct.outOfTurnBids.some((o) => o.by === seat))
    return err('NOT_OUT_OF_TURN', `${seat} has not bid out of turn in this hand`);
  return ok(true);
}
