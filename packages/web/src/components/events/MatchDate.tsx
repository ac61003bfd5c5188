import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { dayText } from '../../logic/season.js';
import type { EventMatch, EventView } from '../../protocol.js';

/**
 * A league season match's date: its league night, or the date the teams moved it to, and for a
 * player of either team or the organizer a form to move it (000: "matches must be decided ...
 * within six days of the official league night").
 */
export function MatchDate({
  view,
  match,
  onChanged,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
}) {
  const [date, setDate] = useState('');
  const { busy, error, run } = useEventChange(onChanged);
  if (match.leagueNight === undefined) return null;
  const mayMove = view.you.may?.[match.id]?.includes('reschedule') === true;
  const moved = match.rescheduledTo ?? null;
  return (
    <div className="match-date" data-testid="match-date">
      {moved === null ? (
        <span>League night {dayText(match.leagueNight)}</span>
      ) : (
        <span data-testid="match-rescheduled">
          Moved to <strong>{dayText(moved)}</strong>{' '}
          <span className="muted">(league night {dayText(match.leagueNight)})</span>
        </span>
      )}
      {mayMove ? (
        <form
          className="reschedule-form no-print"
          onSubmit={(e) => {
            e.preventDefault();
            run(
              () => api.reschedule(view.id, match.id, date),
              () => setDate(''),
            );
          }}
        >
          <input
            type="date"
            className="input"
            data-testid="reschedule-date"
            aria-label="New date"
            value={date}
            min={match.leagueNight}
            max={match.decideBy}
            required
            onChange={(e) => setDate(e.target.value)}
          />
          <button
            type="submit"
            className="button small"
            data-testid="reschedule-submit"
            disabled={busy}
          >
            Reschedule
          </button>
          {match.decideBy !== undefined ? (
            <span className="muted small-print">by {dayText(match.decideBy)}</span>
          ) : null}
        </form>
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
