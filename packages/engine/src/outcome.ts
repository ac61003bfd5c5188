import type { Bid } from './bid.js';
import { isNello, type ContractName } from './contract.js';
import { otherTeam, teamOf, type Team } from './seat.js';
import type { PlayingHand } from './state.js';

/**
 * When a hand is made or set. "If the team winning the bid captures enough points to reach their
 * bid, they are awarded the winning mark(s). If their opponents capture enough points to prevent
 * them from reaching their bid, the opponents are awarded the winning mark(s)." (002)
 */
export type Requirement =
  /** A point bid: the bidding team needs that many of the 42 points. */
  | { readonly kind: 'points'; readonly points: number }
  /** "Marks bids require capturing (taking) all 7 tricks" (002); a bid of 42 needs every point too. */
  | { readonly kind: 'all-tricks' }
  /** Nello: "a bid contract where you must lose all the tricks" (002). */
  | { readonly kind: 'no-tricks' };

export function requirementOf(hand: PlayingHand): Requirement {
  return requirementFor(hand.contract, hand.high.bid);
}

/** What `bid` played as `contract` requires; a seat's view of the hand holds both. */
export function requirementFor(contract: ContractName, bid: Bid): Requirement {
  if (isNello(contract)) return { kind: 'no-tricks' };
  if (typeof bid === 'number') return { kind: 'points', points: bid };
  return { kind: 'all-tricks' };
}

export function bidderTeam(hand: PlayingHand): Team {
  return teamOf(hand.bidder);
}

/**
 * 'made', 'set', or null while still open. `complete` says every trick is accounted for (by
 * default, when seven have been played; a claim of the rest credits them without playing).
 */
export function decided(
  hand: PlayingHand,
  complete = hand.tricks.length === 7,
): 'made' | 'set' | null {
  const team = bidderTeam(hand);
  const req = requirementOf(hand);
  switch (req.kind) {
    case 'points': {
      if (hand.points[team] >= req.points) return 'made';
      if (hand.points[otherTeam(team)] > 42 - req.points) return 'set';
      return complete ? 'set' : null;
    }
    case 'all-tricks':
      if (hand.tricksWon[otherTeam(team)] > 0) return 'set';
      return complete ? 'made' : null;
    case 'no-tricks':
      if (hand.tricksWon[team] > 0) return 'set';
      return complete ? 'made' : null;
  }
}
