import {
  SEATS,
  nextUint32,
  type Domino,
  type PlayingView,
  type RngState,
  type Seat,
  type SuitTable,
} from '@texas42/engine';
import { drawByWeight } from './resample.js';
import { sampleHands, type Sample } from './sampling.js';
import { dealLikelihood, type Seen, type TableModel } from './table-model.js';

/** Deals sampled per deal kept when the samples are weighed. */
export const OVERSAMPLE = 4;

/** What a seat at play has seen of the hand, for the model; null if a trick is stacked unseen. */
export function seenAtPlay(view: PlayingView, table: SuitTable): Seen | null {
  const h = view.hand;
  const tricks: (readonly { seat: Seat; domino: Domino }[])[] = [];
  for (const t of h.tricks) {
    if (t.plays === null) return null;
    tricks.push(t.plays);
  }
  tricks.push(h.trick);
  return {
    shaker: h.shaker,
    bids: h.bids,
    declarer: h.declarer,
    bidder: h.bidder,
    contract: h.contract,
    table,
    tricks,
  };
}

/** Each seat's seven dominoes in a sample: what it holds now and what it has played. */
export function dealtIn(seen: Seen, sample: Sample): Record<Seat, Domino[]> {
  const dealt: Record<Seat, Domino[]> = {
    N: [...sample.N],
    E: [...sample.E],
    S: [...sample.S],
    W: [...sample.W],
  };
  for (const plays of seen.tricks) for (const p of plays) dealt[p.seat].push(p.domino);
  return dealt;
}

/**
 * `count` samples for a play, drawn by how well each explains the bids, the contract and the
 * plays so far (the model read backwards): OVERSAMPLE times as many are sampled as sampling.ts
 * deals them, each weighed by `dealLikelihood`, and `count` drawn by weight, so a likely sample
 * may come twice (the same object) and an unlikely one not at all. Without a model, or with
 * tricks stacked out of sight, `count` samples as they are dealt.
 */
export function inferredSamples(
  view: PlayingView<Seat>,
  table: SuitTable,
  rng: RngState,
  count: number,
  model: TableModel | undefined,
): { samples: Sample[]; rng: RngState } {
  const seen = model === undefined ? null : seenAtPlay(view, table);
  const pool: { item: Sample; weight: number }[] = [];
  let state = rng;
  const wanted = seen === null ? count : count * OVERSAMPLE;
  for (let i = 0; i < wanted; i++) {
    const drawn = sampleHands(view, table, state);
    state = drawn.rng;
    if (drawn.sample === null) continue;
    const weight =
      seen === null || model === undefined
        ? 1
        : dealLikelihood(model, seen, dealtIn(seen, drawn.sample), view.viewer, view.rules.options);
    pool.push({ item: drawn.sample, weight });
  }
  if (seen === null) return { samples: pool.map((p) => p.item), rng: state };
  const [u, after] = nextUint32(state);
  return { samples: drawByWeight(pool, count, u / 2 ** 32), rng: after };
}

/**
 * How many of the dominoes hidden from `viewer` a sample puts in the seat that really holds
 * them, over those hidden dominoes still held (the measure of inference.ts's weights).
 */
export function placedRight(
  sample: Sample,
  truth: Readonly<Record<Seat, readonly Domino[]>>,
  viewer: Seat,
): { right: number; hidden: number } {
  let right = 0;
  let hidden = 0;
  for (const s of SEATS) {
    if (s === viewer) continue;
    const held = new Set(truth[s]);
    hidden += held.size;
    for (const d of sample[s]) if (held.has(d)) right++;
  }
  return { right, hidden };
}
