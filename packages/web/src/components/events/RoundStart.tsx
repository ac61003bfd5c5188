import { useState } from 'react';
import { eventDayApi } from '../../api/event-day.js';
import { errorText } from '../../api/http.js';
import { canStartRound } from '../../logic/event-day.js';
import type { EventRound, EventView } from '../../protocol.js';

/**
 * The organizer starts a round: its matches' clocks (001 I: 25 minutes a game, 75 a best of
 * three) and, in a bracket, the 5 minutes a team has to report (003). The server keeps the time.
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!canStartRound(view, round)) return null;
  return (
    <span className="round-start no-print">
      <button
        type="button"
        className="button small"
        data-testid="start-round"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          eventDayApi.startRound(view.id, round.round).then(
            (next) => {
              setBusy(false);
              onChanged(next);
            },
            (e: unknown) => {
              setBusy(false);
              setError(errorText(e));
            },
          );
        }}
      >
        Start {round.label.toLowerCase().startsWith('week') ? 'week' : 'round'}
      </button>
      {error !== null ? (
        <span className="error-text" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
