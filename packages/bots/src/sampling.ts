import {
  SEATS,
  info,
  nextInt,
  shuffle,
  type Domino,
  type PlayingView,
  type RngState,
  type Seat,
  type SuitTable,
} from '@texas42/engine';
import { knowledgeOf } from './table-knowledge.js';

/**
 * Hidden hands consistent with everything public: each other seat gets as many dominoes as it
 * holds, none of a suit it has shown void in (by not following a suit led), and dominoes of
 * stacked tricks that are out of sight may already be played.
 */
export type Sample = Readonly<Record<Seat, readonly Domino[]>>;

/** For each seat, the dominoes it cannot hold: every suit it failed to follow. */
export function voidsOf(view: PlayingView, table: SuitTable): Record<Seat, number> {
  const h = view.hand;
  const voids: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
  if (table.sevens) return voids;
  const tricks = [...h.tricks.map((t) => t.plays ?? []), h.trick];
  for (const plays of tricks) {
    const lead = plays[0];
    if (lead === undefined) continue;
    const suit = table.members[table.ledSuit[info(lead.domino).id] as number] as number;
    for (const p of plays.slice(1))
      if ((suit & (1 << info(p.domino).id)) === 0) voids[p.seat] |= suit;
  }
  return voids;
}

/** One sample, or null if the tries ran out (constraints too tight for the draws). */
export function sampleHands(
  view: PlayingView<Seat>,
  table: SuitTable,
  rng: RngState,
  tries = 50,
): { sample: Sample | null; rng: RngState } {
  const h = view.hand;
  const me = view.viewer;
  const known = knowledgeOf(view);
  const voids = voidsOf(view, table);
  const others = SEATS.filter((s) => s !== me);
  // How many seats may hold each domino: fixed for the decision, so counted once.
  const freedom = new Map(
    known.unseen.map((d) => [
      d,
      others.filter((s) => h.handSizes[s] > 0 && (voids[s] & (1 << info(d).id)) === 0).length,
    ]),
  );
  let state = rng;
  for (let attempt = 0; attempt < tries; attempt++) {
    const [pool, next] = shuffle(state, known.unseen);
    state = next;
    const room: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
    for (const s of others) room[s] = h.handSizes[s];
    // Dominoes out of sight in stacked tricks may be gone: a sink with room for the surplus.
    let gone = pool.length - others.reduce((n, s) => n + room[s], 0);
    const allowed = (d: Domino) =>
      others.filter((s) => room[s] > 0 && (voids[s] & (1 << info(d).id)) === 0);
    // The most constrained dominoes first.
    pool.sort((a, b) => (freedom.get(a) ?? 0) - (freedom.get(b) ?? 0));
    const hands: Record<Seat, Domino[]> = { N: [], E: [], S: [], W: [] };
    hands[me] = [...known.hand];
    let ok = true;
    for (const d of pool) {
      const choices = allowed(d);
      const total = choices.length + (gone > 0 ? 1 : 0);
      if (total === 0) {
        ok = false;
        break;
      }
      const [pick, after] = nextInt(state, total);
      state = after;
      const seat = choices[pick];
      if (seat === undefined) gone--;
      else {
        hands[seat].push(d);
        room[seat]--;
      }
    }
    if (ok && others.every((s) => room[s] === 0)) return { sample: hands, rng: state };
  }
  return { sample: null, rng: state };
}
