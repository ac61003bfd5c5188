import { err, ok, type Result } from './result.js';
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
  const { phase, hand } = state;
  switch (phase) {
    case 'shake':
      return state.shaker;
    case 'done':
      return null;
    case 'bid':
      return clockwise(hand.shaker, 1 + hand.bids.length);
    case 'declare':
      return hand.declarer;
    case 'play': {
      const last = hand.trick[hand.trick.length - 1];
      return last === undefined ? leaderOf(hand) : nextInTrick(last.seat, hand.sittingOut);
    }
  }
}

/** Who names trump: the bidder, or for plunge and splash the bidder's partner. */
export function declarerFor(bidder: Seat, bid: unknown): Seat {
  return bid === 'plunge' || bid === 'splash' ? partnerOf(bidder) : bidder;
}

/** The error for an action out of its phase. */
export function wrongPhase(state: MatchState, what: string): Result<never> {
  return err('WRONG_PHASE', `cannot ${what} now: the hand is at the ${state.phase} phase`);
}

/** Whether it is `seat`'s turn (the phase already checked). */
export function expectTurn(
  state: MatchAt<'shake' | HandPhase>,
  seat: Seat,
  what: string,
): Result<true> {
  const turn = toAct(state);
  if (turn !== seat) return err('NOT_YOUR_TURN', `it is ${turn}'s turn to ${what}, not ${seat}'s`);
  return ok(true);
}
