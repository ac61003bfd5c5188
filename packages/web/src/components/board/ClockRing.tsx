import type { CSSProperties } from 'react';
import { useNow } from '../../hooks/useNow.js';
import { decisionSeconds, timeShareLeft } from '../../logic/clock-choice.js';
import type { MatchView } from '../../protocol.js';

/**
 * A ring around the seat to act that empties as its move clock runs, lichess's way of showing
 * whose time is going. Drawn over the seat's frame; the seat's clock badge gives the seconds.
 */
export function ClockRing({
  deadline,
  view,
}: {
  readonly deadline: string;
  readonly view: MatchView | null;
}) {
  const now = useNow(200);
  const total = decisionSeconds(view);
  const at = Date.parse(deadline);
  if (total === null || Number.isNaN(at)) return null;
  const share = timeShareLeft(at, total, now);
  return (
    <div
      className={`clock-ring ${share <= 0.25 ? 'clock-ring-low' : ''}`}
      data-testid="clock-ring"
      data-seconds={total}
      data-share={share.toFixed(2)}
      style={{ '--share': share } as CSSProperties}
      aria-hidden="true"
    />
  );
}
