import { useServerNow } from '../../hooks/useServerNow.js';
import { clockText, clockTime, timeLeft } from '../../logic/event-day.js';
import type { EventMatchClock } from '../../protocol.js';

/** 001 I, 3 and 4a: what the table does once time is up. */
export const AT_TIME =
  'Finish the hand in progress. If the match is tied, play one more hand. Record the actual marks: the winning team does not get seven.';

/**
 * A started match's clock: the time left counting down from the server's start and time limit,
 * and at time a banner saying what the table does (001 I). Untimed: when it started.
 */
export function EventClock({
  clock,
  serverTime,
  big = false,
}: {
  readonly clock: EventMatchClock;
  readonly serverTime: string | undefined;
  readonly big?: boolean;
}) {
  const now = useServerNow(serverTime);
  const left = timeLeft(clock, now);
  if (left === null)
    return (
      <p className="event-clock muted" data-testid="event-clock">
        Started {clockTime(clock.startedAt)} · no time limit
      </p>
    );
  if (left > 0)
    return (
      <p
        className={`event-clock${big ? ' big' : ''}${left < 5 * 60_000 ? ' low' : ''}`}
        data-testid="event-clock"
      >
        <span className="clock-left" data-testid="clock-left">
          {clockText(left)}
        </span>{' '}
        <span className="muted">left of {clock.minutes} minutes</span>
      </p>
    );
  return (
    <div className={`time-banner${big ? ' big' : ''}`} role="alert" data-testid="time-banner">
      <strong>Time.</strong> {AT_TIME}
    </div>
  );
}
