import {
  clockwise,
  info,
  isDouble,
  isNello,
  partnerOf,
  type Bid,
  type ContractName,
  type Domino,
  type Play,
  type RuleOptions,
  type Seat,
  type SuitTable,
} from '@texas42/engine';
import { bestTrump } from './hand-estimate.js';
import { isTrump, winningPlay } from './table-knowledge.js';

/**
 * A model of how the bots themselves bid and play, as plain counts fitted from arena games
 * (`fitTableModel`, run by packages/bots/scripts/fit-table-model.mjs): what a seat bids from a
 * hand of a given strength, how many trumps a declarer holds in the trump it names, and which
 * kind of domino a seat leads or throws off given the kinds it holds. Read backwards, the counts
 * say how likely a sampled deal is given what the table has seen (`dealLikelihood`).
 */
export interface TableModel {
  /** The command that fitted these counts, so they can be fitted again. */
  readonly fittedBy: string;
  /** Hands the counts were read from. */
  readonly hands: number;
  /** bids[situation][action][strength bucket]: how often a seat did that. */
  readonly bids: Readonly<Record<BidSituation, Readonly<Record<BidAction, readonly number[]>>>>;
  /** trumpsHeld[k]: declarers of a trump contract holding k of its seven trumps. */
  readonly trumpsHeld: readonly number[];
  /** leads[side][mask][kind]: leads of a kind by a seat holding the kinds in `mask`. */
  readonly leads: Readonly<Record<LeadSide, readonly (readonly number[])[]>>;
  /** throwOffs[who wins][mask][kind]: plays not following the suit led. */
  readonly throwOffs: Readonly<Record<ThrowSide, readonly (readonly number[])[]>>;
}

/** Nobody has bid and more seats are to speak; nobody has bid and this seat speaks last; a bid stands. */
export type BidSituation = 'open' | 'last' | 'over';
export type BidAction = 'pass' | '30-31' | '32-34' | '35-41' | 'marks';
export const BID_SITUATIONS: readonly BidSituation[] = ['open', 'last', 'over'];
export const BID_ACTIONS: readonly BidAction[] = ['pass', '30-31', '32-34', '35-41', 'marks'];
/** A hand's strength (the rules of thumb's points with its best trump) falls in a bucket by these. */
export const STRENGTH_EDGES: readonly number[] = [12, 16, 20, 24, 28, 32, 36];

export type LeadSide = 'bidders' | 'defenders';
/** Whether the trick is being won by the player's partner (count thrown to it) or not. */
export type ThrowSide = 'partner' | 'opponent';
/** The kinds of domino: a trump, a double off trump, count off trump, anything else. */
export const KINDS = ['trump', 'double', 'count', 'other'] as const;
export type Kind = 0 | 1 | 2 | 3;

export function strengthBucket(points: number): number {
  const i = STRENGTH_EDGES.findIndex((edge) => points < edge);
  return i < 0 ? STRENGTH_EDGES.length : i;
}

export function bidAction(bid: Bid): BidAction | null {
  if (bid === 'pass') return 'pass';
  if (typeof bid === 'number') return bid <= 31 ? '30-31' : bid <= 34 ? '32-34' : '35-41';
  return 'marks';
}

export function kindOf(table: SuitTable, d: Domino): Kind {
  if (isTrump(table, d)) return 0;
  if (isDouble(d)) return 1;
  return info(d).count > 0 ? 2 : 3;
}

/** The kinds a holding has, as a 4-bit mask. */
export function maskOf(table: SuitTable, holding: readonly Domino[]): number {
  let mask = 0;
  for (const d of holding) mask |= 1 << kindOf(table, d);
  return mask;
}

/** Whether the play model reads this contract (trumps, doubles, follow-me; not nello or sevens). */
export function readsPlay(contract: ContractName | null, table: SuitTable): boolean {
  return contract !== null && !isNello(contract) && !table.sevens;
}

/** Whether `d`, played to a trick led by `lead`, follows the suit led. */
export function follows(table: SuitTable, lead: Domino, d: Domino): boolean {
  const suit = table.ledSuit[info(lead).id] as number;
  return ((table.members[suit] as number) & (1 << info(d).id)) !== 0;
}

/**
 * Each bid in order, from the seat on the shaker's left, with the situation it was made in;
 * `visit` is told the seat, the situation and what it did.
 */
export function forEachBid(
  bids: readonly Bid[],
  shaker: Seat,
  visit: (seat: Seat, situation: BidSituation, action: BidAction) => void,
): void {
  let standing = false;
  bids.forEach((bid, i) => {
    const action = bidAction(bid);
    const situation: BidSituation = standing ? 'over' : i % 4 === 3 ? 'last' : 'open';
    if (action !== null) visit(clockwise(shaker, 1 + i), situation, action);
    if (bid !== 'pass') standing = true;
  });
}

/** The trumps of the contract's trump suit in `hand`; null without a trump suit. */
export function trumpsIn(table: SuitTable, hand: readonly Domino[]): number | null {
  if (table.trump < 0 || table.sevens) return null;
  return hand.filter((d) => isTrump(table, d)).length;
}

/**
 * Each lead and each play off the suit led, with the holding it was chosen from: `dealt` is the
 * seat's seven dominoes, from which each play is taken in turn.
 */
export function forEachChoice(
  tricks: readonly (readonly Play[])[],
  dealt: Readonly<Record<Seat, readonly Domino[]>>,
  table: SuitTable,
  bidder: Seat,
  visit: (
    seat: Seat,
    what: { lead: LeadSide } | { throwOff: ThrowSide },
    mask: number,
    kind: Kind,
  ) => void,
): void {
  const left: Record<Seat, Domino[]> = {
    N: [...dealt.N],
    E: [...dealt.E],
    S: [...dealt.S],
    W: [...dealt.W],
  };
  for (const plays of tricks) {
    const lead = plays[0];
    plays.forEach((p, i) => {
      const holding = left[p.seat];
      const mask = maskOf(table, holding);
      const kind = kindOf(table, p.domino);
      if (i === 0) {
        const side: LeadSide =
          p.seat === bidder || p.seat === partnerOf(bidder) ? 'bidders' : 'defenders';
        visit(p.seat, { lead: side }, mask, kind);
      } else if (lead !== undefined && !follows(table, lead.domino, p.domino)) {
        const winning = winningPlay(table, plays.slice(0, i));
        const side: ThrowSide =
          winning !== null && winning.seat === partnerOf(p.seat) ? 'partner' : 'opponent';
        visit(p.seat, { throwOff: side }, mask, kind);
      }
      const at = holding.indexOf(p.domino);
      if (at >= 0) holding.splice(at, 1);
    });
  }
}

/** Chances of a seat's k trumps of 7 in a random hand of 7 of the 28 (hypergeometric). */
const TRUMPS_AT_RANDOM: readonly number[] = (() => {
  const choose = (n: number, k: number): number => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return r;
  };
  return Array.from({ length: 8 }, (_, k) => (choose(7, k) * choose(21, 7 - k)) / choose(28, 7));
})();

/** P(action | situation, strength), counts smoothed by one each. */
export function bidChance(
  model: TableModel,
  situation: BidSituation,
  action: BidAction,
  strength: number,
): number {
  const b = strengthBucket(strength);
  const row = model.bids[situation];
  const total = BID_ACTIONS.reduce((n, a) => n + (row[a][b] ?? 0), 0);
  return ((row[action][b] ?? 0) + 1) / (total + BID_ACTIONS.length);
}

/**
 * How much more (or less) likely a declarer is to hold k trumps than a random hand: the fitted
 * share over the random share, smoothed by half a declarer each.
 */
export function trumpsRatio(model: TableModel, k: number): number {
  const total = model.trumpsHeld.reduce((n, c) => n + c, 0);
  const share = ((model.trumpsHeld[k] ?? 0) + 0.5) / (total + 4);
  return share / (TRUMPS_AT_RANDOM[k] ?? 1);
}

/** P(kind | mask): among the kinds held, smoothed by one each. */
export function kindChance(
  counts: readonly (readonly number[])[],
  mask: number,
  kind: Kind,
): number {
  const row = counts[mask] ?? [];
  let total = 0;
  let held = 0;
  for (let k = 0; k < 4; k++)
    if (mask & (1 << k)) {
      total += row[k] ?? 0;
      held++;
    }
  return ((row[kind] ?? 0) + 1) / (total + held);
}

/** What a deal is to be weighed against: everything the table has seen of a hand. */
export interface Seen {
  readonly shaker: Seat;
  readonly bids: readonly Bid[];
  /** The declarer and the contract, once named. */
  readonly declarer: Seat | null;
  readonly bidder: Seat | null;
  readonly contract: ContractName | null;
  readonly table: SuitTable | null;
  /** The tricks played so far, the one in progress last. */
  readonly tricks: readonly (readonly Play[])[];
}

/**
 * The likelihood (up to a constant) of everything seen, if the seats held `dealt` (each seat's
 * seven dominoes): the product of the chances the model gives each bid, the trump named and each
 * lead and throw-off, over the seats other than `viewer` (whose choices say nothing new to it).
 */
export function dealLikelihood(
  model: TableModel,
  seen: Seen,
  dealt: Readonly<Record<Seat, readonly Domino[]>>,
  viewer: Seat,
  options: RuleOptions,
): number {
  let likelihood = 1;
  const strength = new Map<Seat, number>();
  forEachBid(seen.bids, seen.shaker, (seat, situation, action) => {
    if (seat === viewer) return;
    let s = strength.get(seat);
    if (s === undefined) {
      s = bestTrump(dealt[seat], options).points;
      strength.set(seat, s);
    }
    likelihood *= bidChance(model, situation, action, s);
  });
  const table = seen.table;
  if (table === null || seen.declarer === null || seen.bidder === null) return likelihood;
  if (seen.declarer !== viewer && !isNello(seen.contract)) {
    const k = trumpsIn(table, dealt[seen.declarer]);
    if (k !== null) likelihood *= trumpsRatio(model, k);
  }
  if (!readsPlay(seen.contract, table)) return likelihood;
  forEachChoice(seen.tricks, dealt, table, seen.bidder, (seat, what, mask, kind) => {
    if (seat === viewer) return;
    const counts = 'lead' in what ? model.leads[what.lead] : model.throwOffs[what.throwOff];
    likelihood *= kindChance(counts, mask, kind);
  });
  return likelihood;
}

/** A model with no counts: every deal alike but for the smoothing (a start for fitting). */
export function emptyModel(fittedBy: string): TableModel {
  const zeros = () => Array.from({ length: STRENGTH_EDGES.length + 1 }, () => 0);
  const row = () =>
    Object.fromEntries(BID_ACTIONS.map((a) => [a, zeros()])) as Record<BidAction, number[]>;
  const kinds = () => Array.from({ length: 16 }, () => [0, 0, 0, 0]);
  return {
    fittedBy,
    hands: 0,
    bids: { open: row(), last: row(), over: row() },
    trumpsHeld: Array.from({ length: 8 }, () => 0),
    leads: { bidders: kinds(), defenders: kinds() },
    throwOffs: { partner: kinds(), opponent: kinds() },
  };
}
