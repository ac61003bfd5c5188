import { formatClock, secondsLeft } from '../../logic/clock.js';
import { useNow } from '../../hooks/useNow.js';

/** The time left for the seat that must act, counting down. */
export function ClockBadge({ deadline }: { readonly deadline: string }) {
  const now = useNow(250);
  const left = secondsLeft(deadline, now);
  if (left === null) return null;
  return (
    <span
      className={`clock ${left <= 10 ? 'clock-low' : ''}`}
      data-testid="clock"
      aria-label={`${left} seconds left`}
    >
      ⏱ {formatClock(left)}
    </span>
  );
}
