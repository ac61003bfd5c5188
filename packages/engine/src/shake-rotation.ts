import { clockwise, type Seat } from './seat.js';
import type { HandResult } from './state.js';

/**
 * Who shakes after `result`: the next seat clockwise, except where the table's procedure says
 * otherwise. A reshake by the same shaker (a bid out of turn, a wrong shaker found after a bid, a
 * domino shown before the bid) keeps the shaker. A wrong shaker found after trump: "After the hand
 * is complete, South will shake. Once that hand is done, the shake rotation will continue with
 * North." (001 II.5.c) — the seat due shakes next, then the rotation goes on from the one who
 * shook in error.
 */
export function nextShaker(before: readonly HandResult[], result: HandResult): Seat {
  const wrong = result.conduct.wrongShaker;
  if (wrong !== null && wrong.found !== 'before-bid') return result.shaker;
  if (result.outcome === 'reshake' && result.penalty === null && sameShakerAgain(result))
    return result.shaker;
  const previous = before[before.length - 1];
  const corrected = previous?.conduct.wrongShaker;
  if (
    previous !== undefined &&
    corrected?.found === 'after-trump' &&
    previous.shaker === result.shaker
  )
    return clockwise(corrected.by);
  return clockwise(result.shaker);
}

/** A reshake that the procedure (not an all-pass) called for. */
function sameShakerAgain(result: HandResult): boolean {
  const c = result.conduct;
  return (
    c.outOfTurnBids.some((o) => o.choice === 'reshake') ||
    (c.exposed.length > 0 && result.bids.length === 0)
  );
}
