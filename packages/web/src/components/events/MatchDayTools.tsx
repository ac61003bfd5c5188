import { useState } from 'react';
import { eventDayApi } from '../../api/event-day.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { teamName } from '../../logic/events.js';
import type { EventMatch, EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { EventClock } from './EventClock.js';

/**
 * A match's day at the tables, on its card: its clock once started, the organizer's "Start" and,
 * in any bracket, "Eliminate (no-show)" for a team that did not report within 5 minutes
 * of the start (003); a match decided that way says so.
 */
export function MatchDayTools({
  view,
  match,
  onChanged,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
}) {
  const { busy, error, run } = useEventChange(onChanged);
  // The team the organizer is asked about eliminating, or null.
  const [asking, setAsking] = useState<string | null>(null);
  const open = match.status === 'awaiting-report';
  const clock = match.clock ?? null;
  // The server says when the organizer may start it (a league's weeks have no match clock, 000).
  const mayStart = view.you.may?.[match.id]?.includes('start') === true;
  const eligible = match.noShowEligible ?? [];
  return (
    <div className="match-day">
      {match.noShow != null ? (
        <p className="match-note" data-testid="no-show-note">
          {teamName(view, match.noShow.absent)} eliminated: did not report within 5 minutes of the
          start.
        </p>
      ) : null}
      {open && clock !== null ? <EventClock clock={clock} serverTime={view.serverTime} /> : null}
      {mayStart ? (
        <button
          type="button"
          className="button small ghost no-print"
          data-testid="start-match"
          disabled={busy}
          onClick={() => run(() => eventDayApi.startMatch(view.id, match.id))}
        >
          Start match
        </button>
      ) : null}
      {view.you.organizer
        ? eligible.map((team) => (
            <button
              key={team}
              type="button"
              className="button small danger no-print"
              data-testid="no-show"
              data-team={teamName(view, team)}
              disabled={busy}
              onClick={() => setAsking(team)}
            >
              Eliminate {teamName(view, team)} (no-show)
            </button>
          ))
        : null}
      {asking !== null ? (
        <ConfirmDialog
          title={`Eliminate ${teamName(view, asking)}?`}
          confirmLabel={`Eliminate ${teamName(view, asking)}`}
          danger
          testId="confirm-no-show"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const absent = asking;
            setAsking(null);
            run(() => eventDayApi.noShow(view.id, match.id, absent));
          }}
        >
          <p>
            {teamName(view, asking)} did not report within 5 minutes of the start: the match is
            recorded as a no-show and {teamName(view, asking)} is out of the bracket.
          </p>
        </ConfirmDialog>
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
