// Over 300 lines: registering a team, joining or answering an invitation, checking in and the
// organizer's next steps (open check-in, draw tables, make the schedule) are one panel's forms
// over the same list of teams.
import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { checkInStatus, joinOffered } from '../../logic/events.js';
import { teamInviteLink } from '../../logic/route.js';
import { duesPerPlayer } from '../../logic/season.js';
import type { EventView, Me } from '../../protocol.js';
import { SignInLink } from '../common/SignInLink.js';
import { CloseRegistration } from './CloseRegistration.js';
import { ClaimLinkButton } from './ClaimLinkButton.js';
import { NamedTeamsForm } from './NamedTeamsForm.js';
import { TeamDues } from './TeamDues.js';

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
  const season = 'season' in view.settings && view.settings.season !== undefined;
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
          <li
            key={t.id}
            className={t.id === view.you.team ? 'team-row mine' : 'team-row'}
            data-testid="team-row"
            data-team={t.name}
          >
            <span className="team-seed">{t.seed}</span>
            <span className="team-name">{t.name}</span>
            {t.droppedAfterWeek !== undefined ? (
              <span className="badge" data-testid="team-dropped">
                dropped after week {t.droppedAfterWeek}
              </span>
            ) : null}
            <span className="team-players">
              {t.players.map((p, i) =>
                p === null ? (
                  <em key={i} className="muted">
                    {t.invited !== undefined ? `${t.invited.name} (invited)` : 'open place'}
                  </em>
                ) : p.named === true ? (
                  <span key={i} className="named-player" data-testid="named-player">
                    {p.name} <span className="muted">(no account)</span>
                  </span>
                ) : (
                  <span key={i}>{p.name}</span>
                ),
              )}
            </span>
            {view.you.organizer && t.players.some((p) => p?.named === true) ? (
              <span className="team-claims">
                {t.players.map((p, i) =>
                  p?.named === true ? (
                    <ClaimLinkButton
                      key={i}
                      eventId={view.id}
                      team={t.id}
                      place={i === 0 ? 1 : 2}
                      player={p.name}
                    />
                  ) : null,
                )}
              </span>
            ) : null}
            {(view.you.invitedBy ?? []).includes(t.id) ? (
              <span className="join-team" data-testid="invitation">
                {season ? (
                  <label className="choice">
                    <input
                      type="checkbox"
                      data-testid="accept-returning"
                      checked={returning.me}
                      onChange={(e) => setReturning({ me: e.target.checked })}
                    />
                    I played a league season before (dues ${String(duesPerPlayer(view))})
                  </label>
                ) : null}
                <button
                  type="button"
                  className="button small primary"
                  data-testid="accept-invite"
                  disabled={busy}
                  onClick={() =>
                    run(() => api.acceptInvite(view.id, t.id, season ? returning.me : undefined))
                  }
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button small"
                  data-testid="decline-invite"
                  disabled={busy}
                  onClick={() => run(() => api.declineInvite(view.id, t.id))}
                >
                  Decline
                </button>
              </span>
            ) : null}
            {t.invite !== undefined && registering ? (
              <span className="team-invite no-print" data-testid="team-invite">
                <span className="muted">Your partner joins with this link:</span>{' '}
                <code data-testid="team-invite-link">
                  {teamInviteLink(window.location.origin, view.id, t.id, t.invite)}
                </code>
                {t.invited !== undefined ? (
                  <button
                    type="button"
                    className="button small"
                    data-testid="withdraw-invite"
                    disabled={busy}
                    onClick={() => run(() => api.declineInvite(view.id, t.id))}
                  >
                    Take back the invitation
                  </button>
                ) : null}
              </span>
            ) : null}
            {(() => {
              const c = checkInStatus(view, t.id);
              if (c === null) return null;
              return (
                <span className="team-check" data-testid="check-in-status">
                  {c.table !== null ? (
                    <span className="badge badge-confirmed" data-testid="team-table">
                      Table {c.table}
                    </span>
                  ) : null}
                  {c.checkedIn ? (
                    <span className="badge">checked in</span>
                  ) : (view.you.mayCheckIn ?? []).includes(t.id) ? (
                    <button
                      type="button"
                      className="button small no-print"
                      data-testid="check-in"
                      disabled={busy}
                      onClick={() => run(() => api.checkIn(view.id, t.id))}
                    >
                      Check in
                    </button>
                  ) : (
                    <span className="muted">not checked in</span>
                  )}
                </span>
              );
            })()}
            <TeamDues view={view} team={t} onChanged={onChanged} />
            {me === null && registering && join?.team === t.id ? (
              <span className="join-team sign-in-join">
                <SignInLink to="join this team" testId="sign-in-to-join" />
              </span>
            ) : null}
            {joinOffered(view, t, join) && join !== null ? (
              <span className="join-team">
                {season ? (
                  <label className="choice">
                    <input
                      type="checkbox"
                      data-testid="join-returning"
                      checked={returning.me}
                      onChange={(e) => setReturning({ me: e.target.checked })}
                    />
                    I played a league season before (dues ${String(duesPerPlayer(view))})
                  </label>
                ) : null}
                <button
                  type="button"
                  className="button small"
                  data-testid="join-team"
                  disabled={busy}
                  onClick={() =>
                    run(() =>
                      api.joinTeam(view.id, t.id, join.invite, season ? returning.me : undefined),
                    )
                  }
                >
                  Join
                </button>
              </span>
            ) : null}
          </li>
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
      {view.you.organizer ? (
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
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
