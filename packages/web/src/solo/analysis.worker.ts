import type { RngState } from '@texas42/engine';
import type { FromBoardWorker, ToBoardWorker } from '../analysis/board-protocol.js';
import { BoardProblem, bestLine, biddingHelp, seatView, solvePosition } from './analysis-solve.js';

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

const now = () => performance.now();

/** A board the rules refuse is the user's to fix; anything else is a fault to report too. */
function failure(id: number, e: unknown): FromBoardWorker {
  const message =
    e instanceof BoardProblem ? e.message : `the solver failed: ${(e as Error).message}`;
  return { kind: 'error', id, message };
}

function answer(m: ToBoardWorker): FromBoardWorker {
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
    return failure(m.id, e);
  }
}

/** Answers the oldest question still current: of each kind only the newest is worth solving. */
function drain(): void {
  if (busy) return;
  const next = waiting.shift();
  if (next === undefined) return;
  busy = true;
  // Let newer messages arrive first, so a question already overtaken is dropped unanswered.
  const overtaken = () => waiting.some((w) => w.kind === next.kind);
  const done = () => {
    busy = false;
    drain();
  };
  setTimeout(() => {
    if (overtaken()) return done();
    const first = answer(next);
    scope.postMessage(first);
    if (next.kind !== 'solve' || first.kind !== 'solved') return done();
    // The values are on the page; the best line follows unless the board has moved on.
    setTimeout(() => {
      if (!overtaken()) {
        try {
          scope.postMessage(bestLine(next.rules, next.record, first, now));
        } catch (e) {
          scope.postMessage(failure(next.id, e));
        }
      }
      done();
    }, 0);
  }, 0);
}

scope.onmessage = (e) => {
  waiting.push(e.data);
  drain();
};
