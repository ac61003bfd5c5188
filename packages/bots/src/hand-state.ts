import {
  isNello,
  partnerOf,
  type ContractName,
  type Domino,
  type HandState,
  type HandView,
  type MatchView,
  type Seat,
  type Trick,
} from '@texas42/engine';

/**
 * Hands in the solver's terms, built from what a seat knows. The solver takes a HandState; these
 * fill in the hidden hands from a sample, or set up a trial contract.
 */
export type Deal = Readonly<Record<Seat, readonly Domino[]>>;

/** The hand in the view, with every seat's dominoes taken from `deal`. */
export function handWith(view: MatchView, deal: Deal): HandState {
  const h = view.hand as HandView;
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
    high: h.bid === null ? null : { bid: h.bid, marks: h.bidMarks, value: h.bidMarks * 42 },
    forced: h.forced,
    declarer: h.declarer,
    contract: h.contract,
    trumpByLead: h.trumpByLead,
    sittingOut: h.sittingOut,
    trick: h.trick,
    tricks,
    points: h.points,
    tricksWon: h.tricksWon,
  };
}

/** The same dominoes from the first lead, `seat` declaring `contract` and leading. */
export function declaredBy(hand: HandState, seat: Seat, contract: ContractName): HandState {
  return {
    ...hand,
    bidder: seat,
    high: null,
    forced: false,
    declarer: seat,
    contract,
    trumpByLead: false,
    // The nello bidder's partner sits out, as the engine seats it.
    sittingOut: isNello(contract) ? partnerOf(seat) : null,
    trick: [],
    tricks: [],
    points: { NS: 0, EW: 0 },
    tricksWon: { NS: 0, EW: 0 },
  };
}
