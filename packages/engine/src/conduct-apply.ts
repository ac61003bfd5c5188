import type { Action } from './action.js';
import type { HandConduct } from './conduct.js';
import {
  checkBidOutOfTurn,
  checkExpose,
  checkWrongShaker,
  outOfTurnOffences,
  stepsSoFar,
} from './conduct-rules.js';
import { legalActions } from './legal.js';
import { finishHand, forfeitMarks, handResultOf } from './match.js';
import { ok, type Result } from './result.js';
import { ZERO_SCORE, type Seat } from './seat.js';
import type { HandState, MatchAt, MatchState } from './state.js';

/**
 * The table's procedure moves the match: a bid out of turn, a wrong shaker, an exposed domino.
 * Each either notes what happened in the hand's `conduct` (and later turns follow it), or ends
 * the hand as the rules say (a reshake by the same shaker, or a forfeit).
 */

type InHand = MatchAt<'bid' | 'declare' | 'play'>;

function withConduct<S extends InHand>(state: S, conduct: HandConduct): S {
  return { ...state, version: state.version + 1, hand: { ...state.hand, conduct } };
}

/** Ends the hand with no score; the same shaker shakes again. */
function reshakeBySameShaker(state: InHand, hand: HandState): MatchState {
  const result = handResultOf(hand, 'reshake', ZERO_SCORE, { claim: null, penalty: null });
  return finishHand(state, result);
}

/** Ends the hand forfeited by `seat`: its stake (one mark before any bid) to the other side. */
function forfeitBy(state: InHand, hand: HandState, seat: Seat, kind: 'outOfTurnBid' | 'exposed') {
  // The hand's stake goes to the other side (forfeitMarks): what `applied: 'bid'` records.
  const penalty = {
    after: stepsSoFar(hand) - hand.bids.length,
    by: seat,
    kind,
    applied: 'bid' as const,
  };
  return finishHand(
    state,
    handResultOf(hand, 'forfeit', forfeitMarks(hand, seat), { claim: null, penalty }),
  );
}

export function bidOutOfTurn(
  state: MatchState,
  action: Extract<Action, { type: 'bidOutOfTurn' }>,
): Result<MatchState> {
  const checked = checkBidOutOfTurn(state, action);
  if (!checked.ok) return checked;
  const bidding = checked.value;
  const hand = bidding.hand;
  const entry = {
    after: hand.bids.length,
    by: action.seat,
    bid: action.bid,
    choice: action.choice,
  };
  const conduct = { ...hand.conduct, outOfTurnBids: [...hand.conduct.outOfTurnBids, entry] };
  const noted = { ...hand, conduct };
  // "A second offense by the same player in the same game shall result in a forfeited hand (loss of mark)." (001)
  const forfeitAt = state.rules.options.conduct.outOfTurnBidForfeitAt;
  if (forfeitAt !== null && outOfTurnOffences(bidding, action.seat) + 1 >= forfeitAt)
    return ok(forfeitBy(bidding, noted, action.seat, 'outOfTurnBid'));
  // "The other team may also elect to have the hand shaken again by the same shaker." (000)
  if (action.choice === 'reshake') return ok(reshakeBySameShaker(bidding, noted));
  return ok(withConduct(bidding, conduct));
}

/**
 * 001 II.5: "a. If discovered prior to the first bid being made, the hand shall be played as if
 * the correct person had shuffled the dominoes. b. If discovered after a player has bid, the
 * correct shuffler will re-shuffle the dominoes. c. Once trumps have been announced, the hand
 * shall be played and the shake rotation corrected."
 */
export function wrongShaker(state: MatchState, seat: Seat): Result<MatchState> {
  const checked = checkWrongShaker(state, seat);
  if (!checked.ok) return checked;
  const inHand = checked.value;
  const hand = inHand.hand;
  const bidYet = hand.bids.length > 0 || hand.conduct.outOfTurnBids.length > 0;
  const found = inHand.phase === 'play' ? 'after-trump' : bidYet ? 'after-bid' : 'before-bid';
  const conduct = {
    ...hand.conduct,
    wrongShaker: { after: stepsSoFar(hand), by: seat, found } as const,
  };
  if (found === 'after-bid') return ok(reshakeBySameShaker(inHand, { ...hand, conduct }));
  return ok(withConduct(inHand, conduct));
}

/**
 * An exposed domino: "leave it face up and that domino must be played at the first opportunity"
 * (000); under 004 "A domino laid is a domino played. If you expose a domino that cannot be
 * played, a “RENEGE” is committed." `play` plays it where it is a domino played.
 */
export function expose(
  state: MatchState,
  action: Extract<Action, { type: 'expose' }>,
  play: (state: MatchState, action: Extract<Action, { type: 'play' }>) => Result<MatchState>,
): Result<MatchState> {
  const checked = checkExpose(state, action.seat, action.domino);
  if (!checked.ok) return checked;
  const inHand = checked.value;
  const hand = inHand.hand;
  const options = state.rules.options.conduct;
  const entry = { after: stepsSoFar(hand), by: action.seat, domino: action.domino };
  const conduct = { ...hand.conduct, exposed: [...hand.conduct.exposed, entry] };
  if (options.exposedDomino === 'renege-if-unplayable') {
    const asPlay = { type: 'play', seat: action.seat, domino: action.domino } as const;
    const playable = legalActions(state).some(
      (a) => a.type === 'play' && a.seat === action.seat && a.domino === action.domino,
    );
    return playable
      ? play(state, asPlay)
      : ok(forfeitBy(inHand, { ...hand, conduct }, action.seat, 'exposed'));
  }
  // "If a domino is accidentally turned over before the bid begins, the original shuffler will re-shuffle the dominoes." (001)
  if (
    options.exposedBeforeBidReshake &&
    inHand.phase === 'bid' &&
    hand.bids.length === 0 &&
    hand.conduct.outOfTurnBids.length === 0
  )
    return ok(reshakeBySameShaker(inHand, { ...hand, conduct }));
  return ok(withConduct(inHand, conduct));
}
