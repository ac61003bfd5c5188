import { useCallback, useEffect, useRef, useState } from 'react';
import { finishedCount, newlyFinished } from '../logic/finished-hands.js';
import { handOverGivesWay } from '../logic/hand-place.js';
import type { MatchView, Seat } from '../protocol.js';

export interface HandOverPanelState {
  /** The finished hand the panel shows (its index), or null: the panel is closed. */
  readonly shownHand: number | null;
  /** Opens the panel on a hand (by hand: it stays open), or closes it. */
  readonly setShownHand: (hand: number | null) => void;
  /** The panel is being read (an analysis asked for): it no longer closes by itself. */
  readonly keepOpen: () => void;
}

/**
 * The hand-over panel opens by itself when the number of finished hands grows, and closes by
 * itself when the next hand reaches you (hand-place.ts); opened by hand, it stays open.
 */
export function useHandOverPanel(view: MatchView | null, you: Seat | null): HandOverPanelState {
  const seen = useRef<number | null>(null);
  const [opened, setOpened] = useState<{ hand: number; auto: boolean } | null>(null);
  const setShownHand = useCallback(
    (hand: number | null) => setOpened(hand === null ? null : { hand, auto: false }),
    [],
  );
  useEffect(() => {
    if (view === null) return;
    const fresh = newlyFinished(seen.current, view);
    seen.current = finishedCount(view);
    if (fresh !== null) setOpened({ hand: fresh, auto: true });
    else
      setOpened((o) =>
        o?.auto === true && handOverGivesWay(view, you, finishedCount(view), o.hand) ? null : o,
      );
  }, [view, you]);
  const keepOpen = useCallback(
    () => setOpened((o) => (o === null ? o : { ...o, auto: false })),
    [],
  );
  return { shownHand: opened?.hand ?? null, setShownHand, keepOpen };
}
