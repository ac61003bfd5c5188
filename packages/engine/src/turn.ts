import { partnerOf, clockwise, type Seat } from './seat.js';
import { nextInTrick } from './playing.js';
import type { HandState, MatchState } from './state.js';

/** Who leads the current trick: the declarer first, then "The player winning a trick leads the next trick" (002). */
export function leaderOf(hand: HandState): Seat {
  const last = hand.tricks[hand.tricks.length - 1];
  return last === undefined ? (hand.declarer as Seat) : last.winner;
}

/** The seat whose turn it is, or null when the match is over. */
export function toAct(state: MatchState): Seat | null {
  const hand = state.hand;
  switch (state.phase) {
    case 'shake':
      return state.shaker;
    case 'done':
      return null;
    case 'bid':
      return clockwise((hand as HandState).shaker, 1 + (hand as HandState).bids.length);
    case 'declare':
      return (hand as HandState).declarer;
    case 'play': {
      const h = hand as HandState;
      const last = h.trick[h.trick.length - 1];
      return last === undefined ? leaderOf(h) : nextInTrick(last.seat, h.sittingOut);
    }
  }
}

/** Who names trump: the bidder, or for plunge and splash the bidder's partner. */
export function declarerFor(bidder: Seat, bid: unknown): Seat {
  return bid === 'plunge' || bid === 'splash' ? partnerOf(bidder) : bidder;
}
