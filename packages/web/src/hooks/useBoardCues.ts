import { useEffect, useRef, useState } from 'react';
import { playCue } from '../alerts/sounds.js';
import { cuesBetween, type BoardCue } from '../logic/board-cues.js';
import type { MatchView, Seat } from '../protocol.js';

/** Cues heard in one state change follow each other this far apart, so each is heard. */
const GAP_MS = 140;

/**
 * Plays the board's sounds as views arrive (when `on`), and says which cue was played last (for
 * the sound switch's data attribute, which the browser tests read).
 */
export function useBoardCues(
  view: MatchView | null,
  you: Seat | null,
  on: boolean,
): BoardCue | null {
  const before = useRef<MatchView | null>(null);
  const [last, setLast] = useState<BoardCue | null>(null);
  useEffect(() => {
    if (view === null) return undefined;
    const cues = cuesBetween(before.current, view, you);
    before.current = view;
    if (!on || cues.length === 0) return undefined;
    const timers = cues.map((cue, i) =>
      window.setTimeout(() => {
        if (playCue(cue)) setLast(cue);
      }, i * GAP_MS),
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [view, you, on]);
  return last;
}
