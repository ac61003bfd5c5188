import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { teamName } from '../../logic/events.js';
import { openSeasonMatches } from '../../logic/playoffs.js';
import type { EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { BracketView } from './BracketView.js';

/**
 * A league's playoffs (000: "the top 16 teams in the standings ... seeded in a single-elimination
 * bracket"): the organizer's start once the season is done, or a quiet "end the season early"
 * that says how many matches go unplayed, both confirmed; then the bracket with each seed's
 * place in the standings and the league champion.
 */
export function PlayoffsView({
  view,
  onChanged,
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
}) {
  const { busy, error, run } = useEventChange(onChanged);
  const canStart = view.you.mayStartPlayoffs === true;
  const open = openSeasonMatches(view);
  const playoffs = view.playoffs ?? null;
  // Which question the confirm dialog asks: the season is done, or it is ended early.
  const [asking, setAsking] = useState<'done' | 'early' | null>(null);
  if (playoffs === null && !canStart) return null;
  const start = (): void => {
    setAsking(null);
    run(() => api.startPlayoffs(view.id, open > 0));
  };
  const bestOf = view.rounds[0]?.bestOf ?? 3;
  const unplayed = `${open} season match${open === 1 ? '' : 'es'}`;
  return (
    <section className="playoffs" data-testid="playoffs-section">
      <h2 className="panel-title">Playoffs</h2>
      {playoffs === null ? (
        <div className="panel">
          <p className="muted">
            When every season match has its final result, the top 16 teams of the standings play a
            bracket, seeded 1 v 16, 8 v 9 …, best of {bestOf} like the season.
          </p>
          {open === 0 ? (
            <button
              type="button"
              className="button primary"
              data-testid="start-playoffs"
              disabled={busy}
              onClick={() => setAsking('done')}
            >
              Start the playoffs
            </button>
          ) : (
            <p className="muted small-print playoffs-early">
              <span data-testid="season-open">{unplayed} still to be played or confirmed.</span>{' '}
              <button
                type="button"
                className="link-button"
                data-testid="end-season-early"
                disabled={busy}
                onClick={() => setAsking('early')}
              >
                End the season early…
              </button>
            </p>
          )}
          {asking !== null ? (
            <ConfirmDialog
              title={asking === 'early' ? 'End the season early?' : 'Start the playoffs?'}
              confirmLabel={
                asking === 'early' ? 'End the season and start the playoffs' : 'Start the playoffs'
              }
              danger={asking === 'early'}
              testId="confirm-playoffs"
              onCancel={() => setAsking(null)}
              onConfirm={start}
            >
              {asking === 'early' ? (
                <p data-testid="confirm-playoffs-unplayed">
                  {unplayed} {open === 1 ? 'has' : 'have'} no final result. Ending the season now
                  leaves {open === 1 ? 'it' : 'them'} unplayed, and the standings as they are now
                  seed the playoffs.
                </p>
              ) : (
                <p>The standings as they are now seed the playoffs; the season is over.</p>
              )}
            </ConfirmDialog>
          ) : null}
          {error !== null ? (
            <p className="error-text" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="muted small-print" data-testid="playoff-seeds">
            {playoffs.seeds
              .map((s, i) => `${i + 1}. ${teamName(view, s.team)} (${ordinal(s.from)})`)
              .join(' · ')}
          </p>
          <BracketView
            view={view}
            onChanged={onChanged}
            rounds={playoffs.rounds}
            champion={playoffs.champion}
            championLabel="League champion"
            testId="playoffs"
          />
        </>
      )}
    </section>
  );
}

/** "1st", "2nd", "3rd", "11th" for a place in the standings; anything else as it is. */
function ordinal(place: string): string {
  const n = Number(place);
  if (!Number.isInteger(n)) return place;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
