import { useEffect } from 'react';
import type { HandRecord } from '@texas42/engine';
import type { BoardSetup } from '../logic/board-setup.js';
import type { BoardWorker } from './useBoardWorker.js';

/** Deals sampled for the hard bot's view (as many as it samples a play). */
const SEAT_SAMPLES = 20;

/**
 * Each position is solved as the board gets to it (`here`: null while setting up), the bot's
 * view when it is asked for; none where nobody is to play.
 */
export function useSolving(
  worker: BoardWorker,
  here: HandRecord | null,
  toPlay: boolean,
  viewer: boolean,
  rules: BoardSetup['rules'],
): void {
  const { ask, clear } = worker;
  useEffect(() => {
    if (here === null || !toPlay) {
      clear('solve');
      clear('seat-view');
      return;
    }
    ask({ kind: 'solve', rules, record: here });
    if (viewer) ask({ kind: 'seat-view', rules, record: here, samples: SEAT_SAMPLES });
    else clear('seat-view');
  }, [here, toPlay, viewer, rules, ask, clear]);
}
