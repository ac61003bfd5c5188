import { FORMATS } from '@texas42/club';
import { useCallback, useState } from 'react';
import { api } from '../api/endpoints.js';
import { SignInLink } from '../components/common/SignInLink.js';
import { BracketView } from '../components/events/BracketView.js';
import { EventExports } from '../components/events/EventExports.js';
import { ClaimPlace } from '../components/events/ClaimPlace.js';
import { PlayoffsView } from '../components/events/PlayoffsView.js';
import { PoolsView } from '../components/events/PoolsView.js';
import { ProgressiveView } from '../components/events/ProgressiveView.js';
import { ScheduleView } from '../components/events/ScheduleView.js';
import { StandingsTable } from '../components/events/StandingsTable.js';
import { TeamsPanel } from '../components/events/TeamsPanel.js';
import { EventDayPanel } from '../components/events/EventDayPanel.js';
import { MatchesFirst } from '../components/events/MatchesFirst.js';
import { useLive } from '../hooks/useLive.js';
import { LiveNote } from '../components/common/LiveNote.js';
import { openSeasonMatches, seasonRounds } from '../logic/playoffs.js';
import { routePath } from '../logic/route.js';
import type { EventView, Me } from '../protocol.js';

const KIND_WORDS = {
  league: 'League season',
  'single-elimination': 'Single elimination',
  'round-robin': 'Round robin',
  pools: 'Pools and brackets',
  progressive: 'Progressive tables',
} as const;

/**
 * One event: teams and registration, the schedule or bracket, standings, and every match's result.
 * Anyone with the link reads it; signed out (`me` null) it offers a way to sign in where the
 * actions would be, and comes back here after. It follows the event live (useLive).
 */
export function EventPage({
  id,
  me,
  join = null,
  claim = null,
  match = null,
}: {
  readonly id: string;
  readonly me: Me | null;
  /** The team link the page was opened from (`/e/<id>?team=...&invite=...`). */
  readonly join?: { readonly team: string; readonly invite: string } | null;
  /** A named player's claim link the page was opened from (`/e/<id>?claim=...`). */
  readonly claim?: string | null;
  /** The match the page was opened at (`/e/<id>/m/<match>`, a notice's link). */
  readonly match?: string | null;
}) {
  const load = useCallback(() => api.event(id), [id]);
  // Results others report show up on their own: the server says when the event changed.
  const polled = useLive(load, { kind: 'event', id }, id);
  // An answer to one of our own actions is newer than the last poll: show it at once.
  const [own, setOwn] = useState<{ view: EventView; after: EventView | null } | null>(null);
  const view = own !== null && own.after === polled.data ? own.view : polled.data;
  const changed = (next: EventView): void => {
    setOwn({ view: next, after: polled.data });
    polled.refresh();
  };

  if (view === null)
    return (
      <main className="event-page">
        <p className={polled.error !== null ? 'error-text' : 'muted'}>
          {polled.error ?? 'Loading…'}
        </p>
      </main>
    );
  const kind = KIND_WORDS[view.kind];
  // A league and a round robin are played on a schedule (weeks, rounds); a bracket is a bracket.
  const format = FORMATS[view.kind];
  const scheduled = !format.bracket;
  return (
    <main className="event-page" data-testid="event-page" data-status={view.status}>
      <header className="event-head">
        <a href={routePath({ page: 'events' })} className="back-link">
          ← Events
        </a>
        <h1 data-testid="event-title">{view.name}</h1>
        <p className="muted">
          {kind}
          {format.bracket
            ? 'seedOrder' in view.settings && view.settings.seedOrder === 'random'
              ? ' (random draw)'
              : ' (standard seeding)'
            : ''}{' '}
          · rules {view.rules} · organized by {view.organizer.name}
          {view.you.organizer ? ' (you)' : ''} ·{' '}
          <span data-testid="event-status">
            {view.status === 'registering'
              ? 'registration open'
              : view.status === 'scheduled'
                ? 'under way'
                : 'finished'}
          </span>
        </p>
        <LiveNote connection={polled.connection} />
        {me === null ? (
          <p className="signed-out-note no-print" data-testid="event-signed-out">
            <SignInLink
              to={
                view.status === 'registering'
                  ? 'register a team'
                  : view.status === 'scheduled'
                    ? 'report or confirm your results'
                    : 'organize or play in an event'
              }
            />
            {view.status !== 'finished' ? (
              <span className="muted"> (or to organize an event of your own)</span>
            ) : null}
          </p>
        ) : null}
        {view.rounds.length > 0 ? (
          <button
            type="button"
            className="button small no-print print-button"
            data-testid="print-event"
            onClick={() => window.print()}
          >
            {scheduled ? 'Print schedule and standings' : 'Print bracket'}
          </button>
        ) : null}
      </header>
      {claim !== null ? <ClaimPlace view={view} token={claim} onChanged={changed} /> : null}
      <MatchesFirst view={view} focus={match} onChanged={changed} />
      <div className="event-grid">
        <div className="event-side">
          {view.standings !== null ? (
            <StandingsTable standings={view.standings} myTeam={view.you.team} />
          ) : null}
          <EventExports view={view} />
          <TeamsPanel view={view} me={me} join={join} onChanged={changed} />
          <EventDayPanel view={view} onChanged={changed} />
        </div>
        <div className="event-main">
          {view.pools != null ? (
            <PoolsView view={view} pools={view.pools} onChanged={changed} />
          ) : view.progressive != null ? (
            <ProgressiveView view={view} progressive={view.progressive} onChanged={changed} />
          ) : view.rounds.length === 0 ? (
            <p className="panel muted">
              {`${format.made.what.replace(/^the/, 'The')} when registration closes.`}
            </p>
          ) : scheduled ? (
            <>
              {/* The playoffs lead once they are under way or due; before that, the weeks. */}
              {view.playoffs != null || openSeasonMatches(view) === 0 ? (
                <PlayoffsView view={view} onChanged={changed} />
              ) : null}
              <ScheduleView view={view} rounds={seasonRounds(view)} onChanged={changed} />
              {view.playoffs == null && openSeasonMatches(view) > 0 ? (
                <PlayoffsView view={view} onChanged={changed} />
              ) : null}
            </>
          ) : (
            <BracketView view={view} onChanged={changed} />
          )}
        </div>
      </div>
    </main>
  );
}
