import {
  isNello,
  partnerOf,
  type ContractName,
  type Domino,
  type PlayingHand,
  type PlayingView,
  type Seat,
  type Trick,
} from '@texas42/engine';
import type { HandInPlay } from '@texas42/solver';

/**
 * Hands in the solver's terms, built from what a seat knows. The solver takes a hand in play;
 * these fill in the hidden hands from a sample, or set up a trial contract.
 */
export type Deal = Readonly<Record<Seat, readonly Domino[]>>;

/** The hand in the view, with every seat's dominoes taken from `deal`. */
export function handWith(view: PlayingView, deal: Deal): PlayingHand {
  const h = view.hand;
  const tricks: Trick[] = h.tricks.map((t) => ({
    leader: t.leader,
    winner: t.winner,
    points: t.points,
    plays: t.plays ?? [],
  }));
  return {
    shaker: h.shaker,
    dealt: deal,
    hands: deal,
    bids: h.bids,
    bidder: h.bidder,
    high: { bid: h.bid, marks: h.bidMarks, value: h.bidMarks * 42 },
    forced: h.forced,
    declarer: h.declarer,
    contract: h.contract,
    trumpByLead: h.trumpByLead,
    sittingOut: h.sittingOut,
    stackChosen: h.stacked,
    trick: h.trick,
    tricks,
    points: h.points,
    tricksWon: h.tricksWon,
    conduct: h.conduct,
  };
}

/** The dominoes of `deal` from the first lead, `seat` declaring `contract` and leading. */
export function declaredBy(deal: Deal, seat: Seat, contract: ContractName): HandInPlay {
  return {
    hands: deal,
    bidder: seat,
    declarer: seat,
    contract,
    // The nello bidder's partner sits out, as the engine seats it.
    sittingOut: isNello(contract) ? partnerOf(seat) : null,
    trick: [],
    tricks: [],
  };
}
