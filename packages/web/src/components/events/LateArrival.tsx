import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { teamName } from '../../logic/events.js';
import type { EventMatch, EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { lateWords } from '../../logic/event-day.js';

/**
 * The organizer records a team late for a league season's match (000: "If one team is absent or
 * delinquent by more than thirty minutes ... they shall forfeit the match at the discretion of the
 * punctual team. If both teams are absent, the match may be rescheduled."): minutes late, or empty
 * for a team that did not come, for one team or both. The server decides.
 */
export function LateArrival({
  view,
  match,
  onChanged,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
}) {
  // No team chosen at first: the first listed may be the punctual one.
  const [team, setTeam] = useState('');
  const [asking, setAsking] = useState(false);
  const [minutes, setMinutes] = useState('');
  const { busy, error, run } = useEventChange(onChanged);
  // The organizer's forfeit before any report, as the server lists it (`you.may`).
  if (match.leagueNight === undefined || view.you.may?.[match.id]?.includes('forfeit') !== true)
    return null;
  return (
    <form
      className="late-arrival no-print"
      data-testid="late-arrival"
      onSubmit={(e) => {
        e.preventDefault();
        setAsking(true);
      }}
    >
      <select
        className="input"
        aria-label="Late team"
        data-testid="late-team"
        value={team}
        required
        onChange={(e) => setTeam(e.target.value)}
      >
        <option value="">Which team?</option>
        {match.teams.map((t) =>
          t === null ? null : (
            <option key={t} value={t}>
              {teamName(view, t)}
            </option>
          ),
        )}
        <option value="both">Both teams</option>
      </select>
      <input
        className="input late-minutes"
        aria-label="Minutes late (empty: did not come)"
        data-testid="late-minutes"
        inputMode="numeric"
        placeholder="min late"
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
      />
      <button
        type="submit"
        className="button small"
        data-testid="late-submit"
        disabled={busy || team === ''}
      >
        {team === 'both' ? 'Both absent: reschedule' : 'Late: forfeit'}
      </button>
      {asking ? (
        <ConfirmDialog
          title={team === 'both' ? 'Both teams absent' : `${teamName(view, team)} late`}
          confirmLabel="Record it"
          testId="confirm-late"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            const late = minutes.trim() === '' ? null : Number(minutes);
            run(() => api.lateArrival(view.id, match.id, team, late));
          }}
        >
          <p>{lateWords(view, match, team, minutes)}</p>
        </ConfirmDialog>
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
