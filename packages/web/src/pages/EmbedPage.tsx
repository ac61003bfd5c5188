import { FORMATS } from '@texas42/club';
import { useCallback, useEffect, type MouseEvent } from 'react';
import { api } from '../api/endpoints.js';
import { BracketView } from '../components/events/BracketView.js';
import { StandingsTable } from '../components/events/StandingsTable.js';
import { usePolling } from '../hooks/usePolling.js';
import { routePath, type EmbedShow } from '../logic/route.js';
import type { EventRound, EventView } from '../protocol.js';

/** A widget on someone else's page asks less often than the event's own page. */
const EMBED_REFRESH_MS = 30_000;

const nothing = (): void => undefined;

/** The bracket worth showing: the event's, a league's playoffs, or the pools' championship. */
function bracketOf(
  view: EventView,
): { rounds: readonly EventRound[]; champion: string | null } | null {
  if (FORMATS[view.kind].bracket && view.rounds.length > 0)
    return { rounds: view.rounds, champion: view.champion };
  if (view.playoffs != null) return view.playoffs;
  if (view.pools?.championship != null) return view.pools.championship;
  return null;
}

/**
 * An event's standings and bracket for a club's own site, in an <iframe> (the only page the
 * server lets other sites frame): no header, no actions, what a signed-out visitor sees. Links
 * open the full page in a new tab, never inside the frame.
 */
export function EmbedPage({
  id,
  show,
  theme,
}: {
  readonly id: string;
  readonly show: EmbedShow;
  readonly theme: 'light' | 'dark' | null;
}) {
  const load = useCallback(() => api.event(id), [id]);
  const polled = usePolling(load, EMBED_REFRESH_MS, id);
  const view = polled.data;

  useEffect(() => {
    // The framing site's choice of theme, over the visitor's stored one (public/theme.js).
    if (theme !== null) document.documentElement.dataset.theme = theme;
  }, [theme]);

  const opensOutside = (e: MouseEvent): void => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (link === null) return;
    link.target = '_blank';
    link.rel = 'noopener';
  };

  if (view === null)
    return (
      <main className="embed-page">
        <p className={polled.error !== null ? 'error-text' : 'muted'}>
          {polled.error ?? 'Loading…'}
        </p>
      </main>
    );
  const bracket = show === 'standings' ? null : bracketOf(view);
  const pools = show === 'bracket' ? [] : (view.pools?.pools ?? []);
  const standings = show === 'bracket' ? null : view.standings;
  const empty = bracket === null && standings === null && pools.every((p) => p.standings === null);
  return (
    <main className="embed-page" data-testid="embed-page" onClickCapture={opensOutside}>
      <h1 className="embed-title">
        <a href={routePath({ page: 'event', id: view.id })} data-testid="embed-event-link">
          {view.name}
        </a>
      </h1>
      {standings !== null ? <StandingsTable standings={standings} myTeam={null} /> : null}
      {pools.map((p) =>
        p.standings === null ? null : (
          <StandingsTable
            key={p.name}
            standings={p.standings}
            myTeam={null}
            title={`Pool ${p.name}`}
          />
        ),
      )}
      {bracket !== null ? (
        <BracketView
          view={view}
          onChanged={nothing}
          rounds={bracket.rounds}
          champion={bracket.champion}
        />
      ) : null}
      {empty ? (
        <p className="muted" data-testid="embed-empty">
          {view.rounds.length === 0
            ? 'Play has not started: the schedule is made when registration closes.'
            : show === 'bracket'
              ? 'This event has no bracket yet.'
              : 'This event has no standings table.'}
        </p>
      ) : null}
      <p className="embed-foot muted small-print">
        <a href={routePath({ page: 'event', id: view.id })}>Schedule and results on Texas 42</a>
      </p>
    </main>
  );
}
