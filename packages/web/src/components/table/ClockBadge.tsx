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
      <StopwatchIcon /> {formatClock(left)}
    </span>
  );
}

/** A stopwatch drawn inline: the emoji has no glyph in some system fonts (Debian's chromium). */
function StopwatchIcon() {
  return (
    <svg
      className="clock-icon"
      viewBox="0 0 16 16"
      width="0.9em"
      height="0.9em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <circle cx="8" cy="9.5" r="5.5" />
      <path d="M8 9.5V6.5M6.5 1.5h3M8 1.5V4" />
    </svg>
  );
}
