import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALL_DOMINOES,
  SEATS,
  clockwise,
  resolveRules,
  seedRng,
  shuffle,
  type Bid,
  type Domino,
  type RngState,
  type Seat,
} from '@texas42/engine';
import { biddingStyles, type FinishedAuction } from '../src/bidding-style.js';
import { bestTrump } from '../src/hand-estimate.js';
import { continueAfterPass } from '../src/pass-continuation.js';
import { simulatedPassValue } from '../src/bid-choice.js';
import { must } from './helpers.js';

const options = must(resolveRules('straight-42')).options;
const worth = (hand: readonly Domino[]) => bestTrump(hand, options).points;

function deal(rng: RngState): [Record<Seat, Domino[]>, RngState] {
  const [pile, next] = shuffle(rng, ALL_DOMINOES);
  return [
    { N: pile.slice(0, 7), E: pile.slice(7, 14), S: pile.slice(14, 21), W: pile.slice(21, 28) },
    next,
  ];
}

/**
 * Hands whose auctions are made by seats bidding at a known offset: a seat bids the cheapest bid
 * open when the rules of thumb's value of its hand plus its offset reaches it.
 */
function auctions(offsets: Record<Seat, number>, count: number, seed: string): FinishedAuction[] {
  let rng = seedRng(seed);
  const out: FinishedAuction[] = [];
  for (let i = 0; i < count; i++) {
    const [dealt, next] = deal(rng);
    rng = next;
    const shaker = SEATS[i % 4] as Seat;
    let high = 0;
    const bids: Bid[] = [];
    for (let k = 1; k <= 4; k++) {
      const seat = clockwise(shaker, k);
      const cheapest = high === 0 ? 30 : high + 1;
      if (cheapest <= 41 && worth(dealt[seat]) + offsets[seat] >= cheapest) {
        bids.push(cheapest);
        high = cheapest;
      } else bids.push('pass');
    }
    out.push({ shaker, bids, dealt });
  }
  return out;
}

describe("a seat's bidding style, read from the match's finished hands", () => {
  it('tells a seat that bids with almost anything from one that waits for the bid', () => {
    const hands = auctions({ N: 0, E: 14, S: 0, W: 14 }, 24, 'styles/1');
    const styles = biddingStyles({ game: { hands }, games: [] }, options);
    for (const free of ['E', 'W'] as const)
      assert.ok(styles[free] >= 8, `${free} bids freely: offset ${styles[free]}`);
    for (const careful of ['N', 'S'] as const)
      assert.ok(Math.abs(styles[careful]) <= 4, `${careful} waits: offset ${styles[careful]}`);
  });

  it('reads every seat as the rules of thumb before any hand is finished', () => {
    assert.deepEqual(biddingStyles({ game: { hands: [] }, games: [] }, options), {
      N: 0,
      E: 0,
      S: 0,
      W: 0,
    });
  });

  it("counts the earlier games' hands too", () => {
    const hands = auctions({ N: 12, E: 0, S: 12, W: 0 }, 24, 'styles/2');
    const split = biddingStyles(
      { game: { hands: hands.slice(12) }, games: [{ hands: hands.slice(0, 12) }] },
      options,
    );
    assert.deepEqual(split, biddingStyles({ game: { hands }, games: [] }, options));
  });
});

describe('what a pass leads to', () => {
  const [dealt] = deal(seedRng('pass/1'));
  const none = { N: 0, E: 0, S: 0, W: 0 };
  const always = { N: 99, E: 99, S: 99, W: 99 };
  const never = { N: -99, E: -99, S: -99, W: -99 };

  it('"if the first three pass, the shaker must bid": the forced shaker holds the minimum', () => {
    // N shakes; E, S and W speak first. S passes, and nobody bids after it.
    const after = continueAfterPass(['pass'], 'N', 'S', dealt, never, options);
    assert.deepEqual(after, { holder: 'N', bid: 30 });
  });

  it('the first seat after the pass whose hand and style reach the bid holds it', () => {
    const after = continueAfterPass([], 'N', 'E', dealt, always, options);
    // E passes; S speaks next and bids 30; W and N raise a point each.
    assert.deepEqual(after, { holder: 'N', bid: 32 });
  });

  it('a bid standing stays with its bidder when the others pass', () => {
    const after = continueAfterPass([31], 'N', 'S', dealt, never, options);
    assert.deepEqual(after, { holder: 'E', bid: 31 });
    const read = continueAfterPass([31], 'N', 'S', dealt, none, options);
    assert.ok(read !== null && read.bid >= 31);
  });

  it("is worth the contract's marks to the side holding it, at the table's chances", () => {
    const made = { ours: true, need: 30, marks: 1, made: true };
    const set = { ours: false, need: 30, marks: 1, made: false };
    // Our contracts made in every deal: a point bid made every time is 78% at the table.
    assert.ok(Math.abs(simulatedPassValue([made, made]) - 0.56) < 1e-9);
    // Theirs set in every deal: their 20% at the table is worth -(2 x 0.2 - 1) to us.
    assert.ok(Math.abs(simulatedPassValue([set, set]) - 0.6) < 1e-9);
    // A deal shaken again is worth nothing.
    assert.ok(Math.abs(simulatedPassValue([made, null]) - 0.28) < 1e-9);
  });
});
