import { useState } from 'react';
import { eventDayApi } from '../../api/event-day.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import type { EventRound, EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { startWords } from '../../logic/event-day.js';

/**
 * The organizer starts a round: its matches' clocks (the minutes the server gives a blank box,
 * `you.roundMinutes`, or the director's) and, in a bracket, the 5 minutes a team has to report
 * (003). The server keeps the time.
 */
export function RoundStart({
  view,
  round,
  onChanged,
}: {
  readonly view: EventView;
  readonly round: EventRound;
  readonly onChanged: (view: EventView) => void;
}) {
  const { busy, error, run } = useEventChange(onChanged);
  // "unless the tournament director stipulates otherwise": blank is the rule's time limit.
  const [minutes, setMinutes] = useState('');
  const [asking, setAsking] = useState(false);
  if (!(view.you.mayStartRounds ?? []).includes(round.round)) return null;
  const director = /^\d{1,3}$/.test(minutes.trim()) ? Number(minutes.trim()) : undefined;
  return (
    <span className="round-start no-print">
      <button
        type="button"
        className="button small"
        data-testid="start-round"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        Start {round.label.toLowerCase().startsWith('week') ? 'week' : 'round'}
      </button>
      <input
        className="input round-minutes"
        data-testid="start-minutes"
        inputMode="numeric"
        aria-label="Time limit in minutes (blank: the rules')"
        placeholder={placeholderOf(view.you.roundMinutes?.[round.round])}
        value={minutes}
        maxLength={3}
        onChange={(e) => setMinutes(e.target.value)}
      />
      {asking ? (
        <ConfirmDialog
          title={`Start ${round.label}?`}
          confirmLabel={`Start ${round.label}`}
          testId="confirm-start-round"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            run(() => eventDayApi.startRound(view.id, round.round, director));
          }}
        >
          <p>{startWords(round, director ?? view.you.roundMinutes?.[round.round] ?? null)}</p>
        </ConfirmDialog>
      ) : null}
      {error !== null ? (
        <span className="error-text" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** What a blank box gives, as the server said (`you.roundMinutes`): its minutes, or none. */
function placeholderOf(minutes: number | null | undefined): string {
  return typeof minutes === 'number' ? `${minutes} min` : 'no limit';
}
