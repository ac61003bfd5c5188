import type { RngState } from '@texas42/engine';
import type { FromBoardWorker, ToBoardWorker } from '../analysis/board-protocol.js';
import { BoardProblem, biddingHelp, seatView, solvePosition } from './analysis-solve.js';

/**
 * The analysis board's solver, off the page's thread (as the solo table's bots are): each
 * question answered in turn, a question overtaken by a newer one of its kind skipped unasked.
 */

const scope = self as unknown as {
  postMessage(message: FromBoardWorker): void;
  onmessage: ((e: MessageEvent<ToBoardWorker>) => void) | null;
};

function freshKey(): RngState {
  return Array.from(crypto.getRandomValues(new Uint32Array(4))) as unknown as RngState;
}

const waiting: ToBoardWorker[] = [];
let busy = false;

function answer(m: ToBoardWorker): FromBoardWorker {
  const now = () => performance.now();
  try {
    switch (m.kind) {
      case 'solve':
        return solvePosition(m.rules, m.record, m.id, now);
      case 'seat-view':
        return seatView(m.rules, m.record, m.id, m.samples, freshKey());
      case 'bidding':
        return biddingHelp(m.rules, m.seat, m.hand, m.id, m.samples, freshKey(), now);
    }
  } catch (e) {
    // A board the rules refuse is the user's to fix; anything else is a fault to report too.
    const message =
      e instanceof BoardProblem ? e.message : `the solver failed: ${(e as Error).message}`;
    return { kind: 'error', id: m.id, message };
  }
}

/** Answers the oldest question still current: of each kind only the newest is worth solving. */
function drain(): void {
  if (busy) return;
  const next = waiting.shift();
  if (next === undefined) return;
  busy = true;
  // Let newer messages arrive first, so a question already overtaken is dropped unanswered.
  setTimeout(() => {
    const newer = waiting.some((w) => w.kind === next.kind);
    if (!newer) scope.postMessage(answer(next));
    busy = false;
    drain();
  }, 0);
}

scope.onmessage = (e) => {
  waiting.push(e.data);
  drain();
};
