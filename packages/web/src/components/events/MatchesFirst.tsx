import { useEffect, useRef, useState } from 'react';
import { withPageMay } from '../../logic/events.js';
import { ownMatchesFirst, wantedOf } from '../../logic/matches-first.js';
import { attentionText } from '../../logic/attention.js';
import { routePath } from '../../logic/route.js';
import type { EventAttention, EventMatch, EventView } from '../../protocol.js';
import { MatchCard } from './MatchCard.js';
import { useEventMatches } from './useEventMatches.js';

/**
 * What the event page shows first: the match a link opened it at (a notice's, `/e/<id>/m/<match>`),
 * whole, and the session's team's matches that want it now (`you.matches`), one line each that
 * opens to the match. A phone finds its match here instead of thousands of pixels down a schedule.
 */
export function MatchesFirst({
  view,
  focus,
  onChanged,
}: {
  readonly view: EventView;
  /** The match the page was opened at; null: none. */
  readonly focus: string | null;
  readonly onChanged: (view: EventView) => void;
}) {
  const own = ownMatchesFirst(view, focus);
  const attention = view.you.attention ?? [];
  if (focus === null && own.length === 0 && attention.length === 0) return null;
  return (
    <section className="panel matches-first no-print" data-testid="matches-first">
      {attention.length > 0 ? <NeedsAttention view={view} items={attention} /> : null}
      {focus !== null ? <FocusedMatch view={view} id={focus} onChanged={onChanged} /> : null}
      {own.length > 0 ? (
        <div data-testid="your-matches">
          <h2 className="week-title">{own.length === 1 ? 'Your match' : 'Your matches'}</h2>
          {own.map((m) => (
            <OwnMatch key={m.id} view={view} match={m} onChanged={onChanged} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The organizer's list of what needs them (`you.attention`): each line opens its match, first on
 * the page.
 */
function NeedsAttention({
  view,
  items,
}: {
  readonly view: EventView;
  readonly items: readonly EventAttention[];
}) {
  return (
    <div data-testid="needs-attention">
      <h2 className="week-title">Needs attention ({items.length})</h2>
      <ul className="attention-list">
        {items.map((item) => (
          <li key={item.match} data-testid="attention-item" data-why={item.why}>
            <a href={routePath({ page: 'event', id: view.id, match: item.match })}>
              {attentionText(view, item)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The match the page was opened at, asked for by id (a big schedule's view may not hold it). */
function FocusedMatch({
  view,
  id,
  onChanged,
}: {
  readonly view: EventView;
  readonly id: string;
  readonly onChanged: (view: EventView) => void;
}) {
  const asked = useEventMatches(view.id, { match: id }, view);
  const match = asked.page?.matches[0];
  const place = useRef<HTMLDivElement>(null);
  // Opened from a notice on a phone: the match is where the eye lands, once it is there.
  const shown = match !== undefined;
  useEffect(() => {
    if (shown) place.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  return (
    <div ref={place} data-testid="focused-match">
      <h2 className="week-title">This match</h2>
      {asked.error !== null ? (
        <p className="error-text">{asked.error}</p>
      ) : match === undefined ? (
        <p className="muted">Loading…</p>
      ) : (
        <MatchCard
          view={withPageMay(view, asked.page)}
          match={match}
          onChanged={onChanged}
          testId="focused-match-card"
        />
      )}
    </div>
  );
}

/** One of the team's matches: what it wants, in a line, opening to the match itself. */
function OwnMatch({
  view,
  match,
  onChanged,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="own-match"
      data-testid="your-match"
      // Not data-match: that names the match's own card, in the schedule.
      data-own-match={match.id}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{wantedOf(view, match)}</summary>
      {/* Drawn only while open: the same match's card is in the schedule too. */}
      {open ? (
        <MatchCard view={view} match={match} onChanged={onChanged} testId="your-match-card" />
      ) : null}
    </details>
  );
}
