import { api } from '../../api/endpoints.js';
import { checkInStatus, joinOffered } from '../../logic/events.js';
import { teamInviteLink } from '../../logic/route.js';
import { duesPerPlayer } from '../../logic/season.js';
import type { EventTeam, EventView, Me } from '../../protocol.js';
import { SignInLink } from '../common/SignInLink.js';
import { ClaimLinkButton } from './ClaimLinkButton.js';
import { TeamDues } from './TeamDues.js';

/** What a team's row needs of the panel: the change in flight, and how to send one. */
export interface TeamRowProps {
  readonly view: EventView;
  readonly team: EventTeam;
  readonly me: Me | null;
  readonly join: { readonly team: string; readonly invite: string } | null;
  readonly onChanged: (view: EventView) => void;
  readonly busy: boolean;
  readonly run: (work: () => Promise<EventView>) => void;
  /** A league season's dues: whether you played a league season before (000). */
  readonly returning: boolean;
  readonly setReturning: (returning: boolean) => void;
}

/** "I played a league season before": a league season with dues asks it of each player (000). */
export function ReturningChoice({
  view,
  testId,
  returning,
  setReturning,
}: Pick<TeamRowProps, 'view' | 'returning' | 'setReturning'> & { readonly testId: string }) {
  return (
    <label className="choice">
      <input
        type="checkbox"
        data-testid={testId}
        checked={returning}
        onChange={(e) => setReturning(e.target.checked)}
      />
      I played a league season before (dues ${String(duesPerPlayer(view))})
    </label>
  );
}

/** The season's dues are asked of a league with season settings only. */
export const hasSeason = (view: EventView): boolean =>
  'season' in view.settings && view.settings.season !== undefined;

/** One team: its seed, name and players, and what you or the organizer may do about it. */
export function TeamRow(props: TeamRowProps) {
  const { view, team: t, me, join, onChanged } = props;
  const registering = view.status === 'registering';
  return (
    <li
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
      <TeamPlayers view={view} team={t} />
      {(view.you.invitedBy ?? []).includes(t.id) ? <Invitation {...props} /> : null}
      {t.invite !== undefined && registering ? <TeamInvite {...props} invite={t.invite} /> : null}
      <TeamCheckIn {...props} />
      <TeamDues view={view} team={t} onChanged={onChanged} />
      {me === null && registering && join?.team === t.id ? (
        <span className="join-team sign-in-join">
          <SignInLink to="join this team" testId="sign-in-to-join" />
        </span>
      ) : null}
      {joinOffered(view, t, join) && join !== null ? <JoinTeam {...props} join={join} /> : null}
    </li>
  );
}

/** The players, a named player's mark (no account) and, for the organizer, claim links. */
function TeamPlayers({ view, team: t }: Pick<TeamRowProps, 'view' | 'team'>) {
  return (
    <>
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
    </>
  );
}

/** The team's invitation to you: accept (saying whether you played before) or decline. */
function Invitation({ view, team: t, busy, run, returning, setReturning }: TeamRowProps) {
  const season = hasSeason(view);
  return (
    <span className="join-team" data-testid="invitation">
      {season ? (
        <ReturningChoice
          view={view}
          testId="accept-returning"
          returning={returning}
          setReturning={setReturning}
        />
      ) : null}
      <button
        type="button"
        className="button small primary"
        data-testid="accept-invite"
        disabled={busy}
        onClick={() => run(() => api.acceptInvite(view.id, t.id, season ? returning : undefined))}
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
  );
}

/** Your team's link for a partner, and taking back an invitation sent. */
function TeamInvite({
  view,
  team: t,
  invite,
  busy,
  run,
}: TeamRowProps & { readonly invite: string }) {
  return (
    <span className="team-invite no-print" data-testid="team-invite">
      <span className="muted">Your partner joins with this link:</span>{' '}
      <code data-testid="team-invite-link">
        {teamInviteLink(window.location.origin, view.id, t.id, invite)}
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
  );
}

/** The team's table and whether it checked in, with its check-in button where it may. */
function TeamCheckIn({ view, team: t, busy, run }: TeamRowProps) {
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
}

/** Joining the team's open place by the link this page was opened from. */
function JoinTeam({
  view,
  team: t,
  join,
  busy,
  run,
  returning,
  setReturning,
}: TeamRowProps & { readonly join: { readonly invite: string } }) {
  const season = hasSeason(view);
  return (
    <span className="join-team">
      {season ? (
        <ReturningChoice
          view={view}
          testId="join-returning"
          returning={returning}
          setReturning={setReturning}
        />
      ) : null}
      <button
        type="button"
        className="button small"
        data-testid="join-team"
        disabled={busy}
        onClick={() =>
          run(() => api.joinTeam(view.id, t.id, join.invite, season ? returning : undefined))
        }
      >
        Join
      </button>
    </span>
  );
}
