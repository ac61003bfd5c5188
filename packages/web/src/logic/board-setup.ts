import {
  CONTRACT_NAMES,
  SEATS,
  apply,
  deal,
  legalBids,
  legalContracts,
  newMatch,
  toAct,
  type Bid,
  type ContractName,
  type Domino,
  type HandRecord,
  type MatchState,
  type RngState,
  type Rules,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import { biddingFor, boardRules } from './board-line.js';

/**
 * What a board is set up with before its first play: the rules, the deal, who won the bid with
 * what, and the contract. A hand record opened on the board keeps its own auction (`bids`); a
 * board set up by hand has the bidder bid and the others pass.
 */
export interface BoardSetup {
  readonly rules: RulesRef;
  readonly dealer: Seat;
  readonly hands: Readonly<Record<Seat, readonly Domino[]>>;
  readonly bidder: Seat;
  readonly bid: Bid;
  readonly contract: ContractName;
  /** The record's own auction, kept while its bidder and bid are unchanged. */
  readonly bids: readonly Bid[] | null;
}

export const FIRST_RULES = 'austin-league';

/** A new deal at random, North bidding 30 in sixes (the user changes what they like). */
export function randomSetup(rng: RngState, rules: RulesRef = FIRST_RULES): BoardSetup {
  const dealer: Seat = 'W';
  return {
    rules,
    dealer,
    hands: deal(rng, dealer).hands,
    bidder: 'N',
    bid: 30,
    contract: 'sixes',
    bids: null,
  };
}

export function setupBids(setup: BoardSetup): readonly Bid[] {
  return setup.bids ?? biddingFor(setup.dealer, setup.bidder, setup.bid);
}

export function recordOf(setup: BoardSetup, plays: readonly Domino[]): HandRecord {
  return {
    dealer: setup.dealer,
    hands: setup.hands,
    bids: setupBids(setup),
    contract: setup.contract,
    plays,
  };
}

function complete(setup: BoardSetup): boolean {
  const all = new Set(SEATS.flatMap((s) => setup.hands[s]));
  return all.size === 28 && SEATS.every((s) => setup.hands[s].length === 7);
}

/** The deal shaken, the bidding up to the bidder's turn (or through, `through`), or null. */
function auctionState(rules: Rules, setup: BoardSetup, through: boolean): MatchState | null {
  if (!complete(setup)) return null;
  const started = newMatch({ rules: boardRules(rules), seed: 0, firstShaker: setup.dealer });
  if (!started.ok) return null;
  const shaken = apply(started.value, { type: 'shake', seat: setup.dealer, hands: setup.hands });
  if (!shaken.ok) return null;
  let state = shaken.value;
  for (const bid of setupBids(setup)) {
    if (state.phase !== 'bid') break;
    const seat = toAct(state);
    if (!through && seat === setup.bidder) return state;
    const r = apply(state, { type: 'bid', seat, bid });
    if (!r.ok) return null;
    state = r.value;
  }
  return state;
}

/** The bids open to the bidder where the board's bidding puts them. */
export function bidsFor(rules: Rules, setup: BoardSetup): Bid[] {
  const state = auctionState(rules, { ...setup, bids: null }, false);
  if (state === null || state.phase !== 'bid') {
    const out: Bid[] = [];
    for (let n = rules.options.bidding.minimumBid; n <= 41; n++) out.push(n);
    for (let m = 1; m <= rules.options.bidding.openingMarksMax; m++) out.push(`${m}m`);
    return out;
  }
  return legalBids(rules.options, state.hand, setup.bidder).filter((b) => b !== 'pass');
}

/** The contracts the bid lets its bidder name (every one the rules know, before the deal is whole). */
export function contractsFor(rules: Rules, setup: BoardSetup): ContractName[] {
  const state = auctionState(rules, setup, true);
  if (state === null || state.phase !== 'declare')
    return CONTRACT_NAMES.filter((c) => !c.startsWith('nello') && c !== 'sevens');
  return legalContracts(rules.options, state.hand);
}

/** A board set up from a hand record (its own auction kept). */
export function setupOfRecord(
  rules: RulesRef,
  record: HandRecord,
  finalState: MatchState | null,
): BoardSetup | null {
  if (record.contract === undefined) return null;
  const hand = finalState !== null && finalState.phase === 'play' ? finalState.hand : null;
  const bidder = hand?.bidder ?? bidderOf(record);
  const bid = hand?.high.bid ?? record.bids.find((b) => b !== 'pass') ?? 30;
  if (bidder === null) return null;
  return {
    rules,
    dealer: record.dealer,
    hands: record.hands,
    bidder,
    bid,
    contract: record.contract,
    bids: record.bids,
  };
}

/** The last seat to bid something other than a pass (a record's winning bidder). */
function bidderOf(record: HandRecord): Seat | null {
  const start = SEATS.indexOf(record.dealer);
  let seat: Seat | null = null;
  record.bids.forEach((b, i) => {
    if (b !== 'pass') seat = SEATS[(start + 1 + i) % 4] as Seat;
  });
  return seat;
}
