import { ALL_DOMINOES, DOMINOES, info, type Domino } from './domino.js';
import { shuffle, type RngState } from './rng.js';
import { clockwise, type Seat } from './seat.js';
import type { Hands, ShakerDraw } from './state.js';

/**
 * "Each player draws one domino; the player drawing the domino with the highest total quantity
 * of pips ... will be the first shaker. In the event of a tie, those players will repeat drawing
 * until there is a single winner." (003) Each round is drawn from a fresh shake of all 28.
 */
export function drawForShaker(
  rng: RngState,
  contenders: readonly Seat[],
): { shaker: Seat; draws: ShakerDraw[]; rng: RngState } {
  let drawing = contenders.slice();
  const draws: ShakerDraw[] = [];
  let state = rng;
  for (;;) {
    const [pile, next] = shuffle(state, ALL_DOMINOES);
    state = next;
    const round: ShakerDraw = {};
    let best = -1;
    let leaders: Seat[] = [];
    drawing.forEach((seat, i) => {
      const domino = pile[i] as Domino;
      round[seat] = domino;
      const pips = info(domino).pips;
      if (pips > best) {
        best = pips;
        leaders = [seat];
      } else if (pips === best) leaders.push(seat);
    });
    draws.push(round);
    // One leader: leaders[0] is that seat (the cast drops the undefined of indexing).
    if (leaders.length === 1) return { shaker: leaders[0] as Seat, draws, rng: state };
    drawing = leaders;
  }
}

function byStrength(a: Domino, b: Domino): number {
  return info(b).id - info(a).id;
}

/**
 * Shake and draw: "Opponents of the dealer draw first, followed by the partner of the dealer; the
 * dealer then claims the remaining seven dominoes." (002)
 */
export function deal(rng: RngState, shaker: Seat): { hands: Hands; rng: RngState } {
  const [pile, next] = shuffle(
    rng,
    DOMINOES.map((d) => d.name),
  );
  return { hands: handsFromPile(pile, shaker), rng: next };
}

/**
 * The four hands drawn from a shaken pile of all 28, in the order of the draw above. A server
 * that shakes with its own (cryptographically secure) randomness deals through this too.
 */
export function handsFromPile(pile: readonly Domino[], shaker: Seat): Hands {
  const order: Seat[] = [clockwise(shaker, 1), clockwise(shaker, 3), clockwise(shaker, 2), shaker];
  const hands: Partial<Record<Seat, Domino[]>> = {};
  order.forEach((seat, i) => {
    hands[seat] = pile.slice(i * 7, i * 7 + 7).sort(byStrength);
  });
  return hands as Hands;
}
