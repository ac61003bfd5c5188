import { partnerOf, clockwise, type Seat } from './seat.js';
import { nextInTrick } from './playing.js';
import type { HandPhase, MatchAt, MatchState, PlayingHand } from './state.js';

/** Who leads the current trick: the declarer first, then "The player winning a trick leads the next trick" (002). */
export function leaderOf(hand: Pick<PlayingHand, 'declarer' | 'tricks'>): Seat {
  const last = hand.tricks[hand.tricks.length - 1];
  return last === undefined ? hand.declarer : last.winner;
}

/** The seat whose turn it is, or null when the match is over. */
export function toAct(state: MatchAt<'shake' | HandPhase>): Seat;
export function toAct(state: MatchState): Seat | null;
export function toAct(state: MatchState): Seat | null {
  switch (state.phase) {
    case 'shake':
      return state.shaker;
    case 'done':
      return null;
    case 'bid':
      return clockwise(state.hand.shaker, 1 + state.hand.bids.length);
    case 'declare':
      return state.hand.declarer;
    case 'play': {
      const h = state.hand;
      const last = h.trick[h.trick.length - 1];
      return last === undefined ? leaderOf(h) : nextInTrick(last.seat, h.sittingOut);
    }
  }
}

/** Who names trump: the bidder, or for plunge and splash the bidder's partner. */
export function declarerFor(bidder: Seat, bid: unknown): Seat {
  return bid === 'plunge' || bid === 'splash' ? partnerOf(bidder) : bidder;
}
