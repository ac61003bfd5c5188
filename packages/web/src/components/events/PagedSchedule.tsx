import { FORMATS } from '@texas42/club';
import { useState } from 'react';
import '../../styles/event-pages.css';
import { pagedRound, roundChoiceLabel, withPageMay } from '../../logic/events.js';
import type { EventPaging, EventRound, EventView } from '../../protocol.js';
import { MatchCard } from './MatchCard.js';
import { RoundPanel } from './RoundPanel.js';
import { useEventMatches } from './useEventMatches.js';

/**
 * A schedule too big to send whole (a 200-team round robin has 199 rounds, 19,900 matches): one
 * round at a time from a picker (the current one first), the matches elsewhere that wait for an
 * answer or a ruling, and the session's own team's matches. Rounds come from the server as they
 * are picked and again with every refresh of the event.
 */
export function PagedSchedule({
  view,
  paging,
  rounds,
  onChanged,
}: {
  readonly view: EventView;
  readonly paging: EventPaging;
  readonly rounds: readonly EventRound[];
  readonly onChanged: (view: EventView) => void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const [roundPage, setRoundPage] = useState(1);
  const shown = picked ?? paging.current ?? rounds[0]?.round ?? null;
  const at = rounds.findIndex((r) => r.round === shown);
  const round = rounds[at];
  const asked = useEventMatches(
    view.id,
    round?.omitted !== undefined ? { round: round.round, page: roundPage } : null,
    view,
  );
  const pick = (r: number): void => {
    setPicked(r);
    setRoundPage(1);
  };
  const filled = round === undefined ? null : pagedRound(round, asked.page);
  return (
    <section className="schedule paged-schedule" data-testid="schedule" data-paged="true">
      <div className="panel round-picker no-print">
        <label className="round-picker-label">
          {FORMATS[view.kind].roundWord === 'week' ? 'Week' : 'Round'}{' '}
          <select
            className="input"
            data-testid="round-picker"
            value={shown ?? ''}
            onChange={(e) => pick(Number(e.target.value))}
          >
            {rounds.map((r) => (
              <option key={r.round} value={r.round}>
                {roundChoiceLabel(r, paging.current)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button small"
          data-testid="round-previous"
          disabled={at <= 0}
          onClick={() => pick(rounds[at - 1]?.round ?? 1)}
        >
          ← Previous
        </button>
        <button
          type="button"
          className="button small"
          data-testid="round-next"
          disabled={at < 0 || at >= rounds.length - 1}
          onClick={() => pick(rounds[at + 1]?.round ?? 1)}
        >
          Next →
        </button>
        <p className="muted small-print">
          {paging.matches.toLocaleString('en-US')} matches in {rounds.length} rounds: one round at a
          time.
        </p>
      </div>
      {paging.attention.length > 0 ? (
        <div className="panel week" data-testid="attention">
          <h2 className="week-title">Waiting for an answer</h2>
          {paging.attention.map((m) => (
            <MatchCard key={m.id} view={view} match={m} onChanged={onChanged} />
          ))}
          {paging.attentionTotal > paging.attention.length ? (
            <p className="muted small-print">
              {paging.attentionTotal - paging.attention.length} more in other rounds.
            </p>
          ) : null}
        </div>
      ) : null}
      {view.you.team !== null ? (
        <TeamMatches view={view} team={view.you.team} onChanged={onChanged} />
      ) : null}
      {asked.error !== null ? <p className="error-text">{asked.error}</p> : null}
      {filled === null ? (
        round === undefined ? null : (
          <p className="panel muted" data-testid="round-loading">
            Loading {round.label}…
          </p>
        )
      ) : (
        <RoundPanel view={withPageMay(view, asked.page)} week={filled} onChanged={onChanged} />
      )}
      {asked.page !== null && asked.page.pages > 1 ? (
        <Pager page={roundPage} pages={asked.page.pages} onPage={setRoundPage} testId="round" />
      ) : null}
    </section>
  );
}

/** The session's team's matches in every round, a page at a time (folded until opened). */
function TeamMatches({
  view,
  team,
  onChanged,
}: {
  readonly view: EventView;
  readonly team: string;
  readonly onChanged: (view: EventView) => void;
}) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const asked = useEventMatches(view.id, open ? { team, page } : null, view);
  return (
    <details
      className="panel week"
      data-testid="my-matches"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="week-title">Your team&apos;s matches in every round</summary>
      {asked.error !== null ? <p className="error-text">{asked.error}</p> : null}
      {!open ? null : asked.page === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          {asked.page.matches.map((m) => (
            <MatchCard
              key={m.id}
              view={withPageMay(view, asked.page)}
              match={m}
              onChanged={onChanged}
            />
          ))}
          {asked.page.pages > 1 ? (
            <Pager page={page} pages={asked.page.pages} onPage={setPage} testId="team" />
          ) : null}
        </>
      )}
    </details>
  );
}

function Pager({
  page,
  pages,
  onPage,
  testId,
}: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  readonly testId: string;
}) {
  return (
    <p className="pager no-print" data-testid={`${testId}-pager`}>
      <button
        type="button"
        className="button small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ← Earlier
      </button>{' '}
      <span className="muted">
        page {page} of {pages}
      </span>{' '}
      <button
        type="button"
        className="button small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Later →
      </button>
    </p>
  );
}
