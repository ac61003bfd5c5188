import { useCallback } from 'react';
import { api } from '../api/endpoints.js';
import { GuestSignUp } from '../components/account/GuestSignUp.js';
import { SignInLink } from '../components/common/SignInLink.js';
import { CreateEventForm } from '../components/events/CreateEventForm.js';
import { navigate } from '../hooks/useRoute.js';
import { usePolling } from '../hooks/usePolling.js';
import { useLiveTopic, FALLBACK_POLL_MS } from '../hooks/useLive.js';
import { LiveNote } from '../components/common/LiveNote.js';
import { routePath } from '../logic/route.js';
import type { Me } from '../protocol.js';

const KIND_WORDS = {
  league: 'League',
  'single-elimination': 'Single elimination',
  'round-robin': 'Round robin',
  pools: 'Pools and brackets',
  progressive: 'Progressive tables',
} as const;
const STATUS_WORDS = {
  registering: 'registration open',
  scheduled: 'under way',
  finished: 'finished',
} as const;

const EVENTS = { kind: 'events' } as const;

/**
 * Leagues and tournaments: the list, and a form to organize a new one. Signed out (`me` null),
 * the list only, read-only, with the way to sign in for the rest.
 */
export function EventsPage({
  me,
  onSignedIn,
}: {
  readonly me: Me | null;
  /** Told the account a guest made of themselves here (to organize). */
  readonly onSignedIn?: (me: Me) => void;
}) {
  const signedIn = me !== null;
  const loadProfiles = useCallback(() => api.profiles(), []);
  const loadEvents = useCallback(() => api.events(), []);
  const profiles = usePolling(loadProfiles, 0);
  // New events, and teams formed in any (an invitation to you among them), show up on their own.
  const { connection, changes } = useLiveTopic(EVENTS);
  const everyMs = connection === 'live' ? 0 : FALLBACK_POLL_MS;
  const events = usePolling(loadEvents, everyMs, String(changes));
  const loadInvitations = useCallback(
    () => (signedIn ? api.invitations() : Promise.resolve({ invitations: [] })),
    [signedIn],
  );
  const invitations = usePolling(loadInvitations, everyMs, String(changes)).data?.invitations ?? [];
  const list = events.data?.events ?? [];
  return (
    <main className="events-page" data-testid="events">
      <div className="lobby-grid">
        <div className="lobby-left">
          {signedIn && me.guest ? (
            <section className="panel" data-testid="events-guest">
              <h2 className="panel-title">Organize an event</h2>
              <p className="muted">
                Playing as a guest, you can register a team, report results and play your matches.
                Running a league or a tournament needs an account: it keeps your events, their
                results and the people in them.
              </p>
              {onSignedIn === undefined ? null : <GuestSignUp me={me} onSignedIn={onSignedIn} />}
            </section>
          ) : signedIn ? (
            <CreateEventForm
              profiles={profiles.data?.profiles ?? []}
              onCreated={(id) => navigate({ page: 'event', id })}
            />
          ) : (
            <section className="panel" data-testid="events-signed-out">
              <h2 className="panel-title">Organize or play</h2>
              <p className="muted">
                Every event&apos;s schedule, standings and bracket are open to read. To register a
                team, report a result or run an event, you need to be signed in.
              </p>
              <p>
                <SignInLink to="organize or register" />
              </p>
            </section>
          )}
        </div>
        <section className="panel lobby-right">
          {invitations.length > 0 ? (
            <div className="invitations" data-testid="invitations">
              <h2 className="panel-title">Invitations to you</h2>
              <ul className="event-list">
                {invitations.map((i) => (
                  <li key={`${i.eventId}/${i.teamId}`} className="event-card">
                    <a
                      className="event-card-name"
                      href={routePath({ page: 'event', id: i.eventId })}
                    >
                      {i.teamName} in {i.eventName}
                    </a>
                    <span className="muted event-card-meta">
                      {i.from?.name ?? 'A player'} asks you to be their partner: open the event to
                      accept or decline.
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <h2 className="panel-title">Leagues and tournaments</h2>
          <LiveNote connection={connection} />
          {events.error !== null ? <p className="error-text">{events.error}</p> : null}
          {list.length === 0 ? (
            <p className="muted">{events.loading ? 'Loading…' : 'No events yet: organize one.'}</p>
          ) : null}
          <ul className="event-list">
            {list.map((e) => (
              <li key={e.id} className="event-card" data-testid="event-card" data-event={e.id}>
                <a className="event-card-name" href={routePath({ page: 'event', id: e.id })}>
                  {e.name}
                </a>
                <span className="badge">{KIND_WORDS[e.kind]}</span>
                <span className={`badge event-status-${e.status}`}>{STATUS_WORDS[e.status]}</span>
                <span className="muted event-card-meta">
                  {e.teamCount} team{e.teamCount === 1 ? '' : 's'} · {e.rules} · by{' '}
                  {e.organizer.name}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
