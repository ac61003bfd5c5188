import { formatClock, secondsLeft } from '../../logic/clock.js';
import { useNow } from '../../hooks/useNow.js';

/**
 * The match's time limit: the time left, then "time called" once it has run out: the hand in
 * progress is finished and the game goes to the team ahead (one more hand while level).
 */
export function MatchTimer({
  limit,
}: {
  readonly limit: { readonly deadline: string; readonly called: boolean } | null;
}) {
  const now = useNow(1000);
  if (limit === null) return null;
  if (limit.called)
    return (
      <span className="match-timer called" data-testid="match-timer" data-called="true">
        Time called: this hand finishes the game (one more if level)
      </span>
    );
  const left = secondsLeft(limit.deadline, now);
  if (left === null) return null;
  return (
    <span className="match-timer" data-testid="match-timer" data-called="false">
      Match time {formatClock(left)}
    </span>
  );
}
