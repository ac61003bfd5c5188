import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { duesPerPlayer } from '../../logic/season.js';
import type { EventView, Me } from '../../protocol.js';
import { SignInLink } from '../common/SignInLink.js';
import { CloseRegistration } from './CloseRegistration.js';
import { NamedTeamsForm } from './NamedTeamsForm.js';
import { hasSeason, TeamRow, type TeamRowProps } from './TeamRow.js';

/**
 * The teams, registration (you, and a partner you invite or who joins by your team's link), the
 * invitation to you if a team sent one, and the organizer's "generate".
 */
export function TeamsPanel({
  view,
  me,
  join,
  onChanged,
}: {
  readonly view: EventView;
  /** Null: a signed-out visitor, who reads the teams and is offered a way to sign in. */
  readonly me: Me | null;
  /** The team link this page was opened from, if any: it lets you join that team's open place. */
  readonly join: { readonly team: string; readonly invite: string } | null;
  readonly onChanged: (view: EventView) => void;
}) {
  const [name, setName] = useState('');
  const [partner, setPartner] = useState('');
  // A league season's dues: whether you played a league season before (000).
  const [returning, setReturning] = useState({ me: true });
  const season = hasSeason(view);
  const registering = view.status === 'registering';

  const { busy, error, run: send } = useEventChange(onChanged);
  const run = (work: () => Promise<EventView>): void =>
    send(work, () => {
      setName('');
      setPartner('');
    });

  return (
    <section className="panel teams-panel" data-testid="teams">
      <h2 className="panel-title">Teams ({view.teams.length})</h2>
      {view.teams.length === 0 ? <p className="muted">No teams yet.</p> : null}
      <ul className="team-list">
        {view.teams.map((t) => (
          <TeamRow
            key={t.id}
            view={view}
            team={t}
            me={me}
            join={join}
            onChanged={onChanged}
            busy={busy}
            run={run}
            returning={returning.me}
            setReturning={(me) => setReturning({ me })}
          />
        ))}
      </ul>
      {registering && me === null ? (
        <p className="register-signed-out">
          <SignInLink to="register a team" testId="sign-in-to-register" />
        </p>
      ) : null}
      {registering && me !== null && view.you.team === null ? (
        <form
          className="register-form"
          data-testid="register-team"
          onSubmit={(e) => {
            e.preventDefault();
            run(() =>
              api.registerTeam(
                view.id,
                name.trim(),
                partner.trim() === '' ? null : partner.trim(),
                season ? returning.me : undefined,
              ),
            );
          }}
        >
          <h3 className="section-title">Register a team</h3>
          <div className="field-pair">
            <label className="field">
              <span>Team name</span>
              <input
                className="input"
                data-testid="register-name"
                value={name}
                maxLength={24}
                required
                onChange={(e) => setName(e.target.value)}
              />
            </label>
            <label className="field">
              <span>Partner's player id (optional)</span>
              <input
                className="input"
                data-testid="register-partner"
                value={partner}
                aria-describedby="register-partner-note"
                onChange={(e) => setPartner(e.target.value)}
              />
            </label>
          </div>
          {/* Said under the fields, not as a placeholder a narrow field cuts off. */}
          <p className="muted small-print" id="register-partner-note">
            Your partner accepts the invitation; or leave it empty and share your team's link.
          </p>
          {season ? (
            <div className="field-pair">
              <label className="choice">
                <input
                  type="checkbox"
                  data-testid="register-returning"
                  checked={returning.me}
                  onChange={(e) => setReturning({ me: e.target.checked })}
                />
                I played a league season before (dues ${String(duesPerPlayer(view))}; a new player's
                first season is free, and your partner says so on accepting)
              </label>
            </div>
          ) : null}
          <button
            type="submit"
            className="button primary"
            data-testid="register-submit"
            disabled={busy}
          >
            Register
          </button>
        </form>
      ) : null}
      {registering && view.you.organizer ? (
        <NamedTeamsForm view={view} onChanged={onChanged} />
      ) : null}
      {registering && me !== null ? (
        <p className="muted small-print">
          Your player id, for your partner: <code data-testid="my-id">{me.id}</code>
        </p>
      ) : null}
      {registering && view.you.organizer ? (
        <CloseRegistration
          view={view}
          busy={busy}
          onClose={() => run(() => api.generate(view.id))}
        />
      ) : null}
      {view.you.organizer ? <CheckInTools view={view} busy={busy} run={run} /> : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The organizer's check-in: open (or restart) it, and draw the tables from the teams in. */
function CheckInTools({ view, busy, run }: Pick<TeamRowProps, 'view' | 'busy' | 'run'>) {
  return (
    <div className="check-in-tools no-print">
      <button
        type="button"
        className="button small"
        data-testid="open-check-in"
        disabled={busy}
        onClick={() => run(() => api.openCheckIn(view.id))}
      >
        {view.checkIn === null ? 'Open check-in' : 'Restart check-in'}
      </button>
      {view.checkIn !== null ? (
        <button
          type="button"
          className="button small"
          data-testid="draw-tables"
          disabled={busy || view.checkIn.teams.length < 2}
          onClick={() => run(() => api.drawTables(view.id))}
        >
          Draw tables ({view.checkIn.teams.length} checked in)
        </button>
      ) : null}
    </div>
  );
}
