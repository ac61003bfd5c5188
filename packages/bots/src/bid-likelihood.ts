import {
  ALL_DOMINOES,
  SEATS,
  clockwise,
  nextUint32,
  shuffle,
  type Bid,
  type BiddingView,
  type DeclaringView,
  type Domino,
  type RngState,
  type RuleOptions,
  type Seat,
} from '@texas42/engine';
import { biddingStyles, claimed, heightOf, logistic, type BiddingStyles } from './bidding-style.js';
import { bestTrump } from './hand-estimate.js';
import type { Deal } from './hand-state.js';
import { drawByWeight } from './resample.js';
import { dealLikelihood, type Seen, type TableModel } from './table-model.js';

/**
 * How a bid simulation reads the auction so far: true as rules-of-thumb bids, 'styles' as each
 * seat has bid in this match, a table model as the bots bid, false not at all.
 */
export type AuctionReading = boolean | 'styles' | TableModel;

/** A seat's view while the bid is open or just won: what bidding by simulation decides from. */
export type AuctionView = BiddingView<Seat> | DeclaringView<Seat>;

/**
 * How likely the auction so far is for a sampled deal. Each seat's bid or pass is read as a
 * player bidding from the rules of thumb, shifted by that seat's style where it is known
 * (bidding-style.ts): a seat that bid 34 probably holds a hand worth about 34 or more (less its
 * offset), a seat that passed probably could not make the cheapest bid open to it. The reading is
 * soft (a logistic curve around the estimate), because people bid differently and the estimate
 * is rough; a deal that contradicts a bid is unlikely, not impossible.
 *
 * The likelihood (between 0 and 1, up to a constant) of `bids`, made in order from the seat on
 * the shaker's left, given the hands in `deal`. Seats in `known` are skipped (the viewer's own).
 */
export function auctionLikelihood(
  bids: readonly Bid[],
  shaker: Seat,
  deal: Readonly<Record<Seat, readonly Domino[]>>,
  known: Seat,
  options: RuleOptions,
  /** Each seat's offset (biddingStyles); none reads every seat as the rules of thumb. */
  styles?: BiddingStyles,
): number {
  let likelihood = 1;
  let high = 0;
  bids.forEach((bid, i) => {
    const seat = clockwise(shaker, 1 + i);
    const points = claimed(bid);
    if (seat !== known) {
      const worth = bestTrump(deal[seat], options).points + (styles?.[seat] ?? 0);
      if (bid === 'pass') {
        // A pass says the cheapest bid open to this seat looked too much.
        const cheapest = high === 0 ? options.bidding.minimumBid : high + 1;
        likelihood *= logistic(cheapest - 0.5 - worth);
      } else if (points !== null) {
        likelihood *= logistic(worth - Math.min(points, 40) + 0.5);
      }
    }
    const height = heightOf(bid);
    if (height !== null) high = Math.max(high, height);
  });
  return likelihood;
}

/** Deals dealt for a bid decision per deal returned. */
const OVERSAMPLE = 4;

/**
 * `count` deals of the dominoes the viewer cannot see, fitted to the auction so far: several
 * times more are dealt at random, each weighed by how well it explains the bids, and `count`
 * drawn from them by weight (systematic resampling: one random offset, evenly spaced picks), so
 * a likely deal may come twice (the same object: solve it once) and an unlikely one not at all.
 */
export function dealsForAuction(
  view: AuctionView,
  count: number,
  rng: RngState,
  /**
   * How deals are weighed: true reads each bid as the rules of thumb would make it
   * (auctionLikelihood), 'styles' as each seat has bid in this match (bidding-style.ts), a model
   * as the bots bid (table-model.ts), false not at all.
   */
  fit: AuctionReading = true,
  /** The seats' styles when the caller has read them already (for 'styles'). */
  known?: BiddingStyles,
): { deals: Deal[]; rng: RngState } {
  const me = view.viewer;
  const h = view.hand;
  const mine = h.hand ?? [];
  const unseen = ALL_DOMINOES.filter((d) => !mine.includes(d));
  const others = SEATS.filter((s) => s !== me);
  const pool: { item: Deal; weight: number }[] = [];
  let state = rng;
  const weigh = fit !== false && h.bids.length > 0;
  const styles =
    fit === 'styles' && weigh ? (known ?? biddingStyles(view, view.rules.options)) : undefined;
  const seen: Seen = {
    shaker: h.shaker,
    bids: h.bids,
    declarer: null,
    bidder: null,
    contract: null,
    table: null,
    tricks: [],
  };
  for (let i = 0; i < count * (weigh ? OVERSAMPLE : 1); i++) {
    const [pile, next] = shuffle(state, unseen);
    state = next;
    const deal: Record<Seat, Domino[]> = { N: [], E: [], S: [], W: [] };
    deal[me] = [...mine];
    others.forEach((s, k) => {
      deal[s] = pile.slice(k * 7, k * 7 + 7);
    });
    const weight = !weigh
      ? 1
      : fit === true || fit === 'styles'
        ? auctionLikelihood(h.bids, h.shaker, deal, me, view.rules.options, styles)
        : dealLikelihood(fit, seen, deal, me, view.rules.options);
    pool.push({ item: deal, weight });
  }
  const [u, after] = nextUint32(state);
  return { deals: drawByWeight(pool, count, u / 2 ** 32), rng: after };
}
