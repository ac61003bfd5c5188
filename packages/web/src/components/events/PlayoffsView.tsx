import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { teamName } from '../../logic/events.js';
import { openSeasonMatches } from '../../logic/playoffs.js';
import type { EventView } from '../../protocol.js';
import { BracketView } from './BracketView.js';

/**
 * A league's playoffs (000: "the top 16 teams in the standings ... seeded in a single-elimination
 * bracket"): the organizer's start once the season is done (or closing it early), then the
 * bracket with each seed's place in the standings and the league champion.
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
  if (playoffs === null && !canStart) return null;
  const start = (): void => {
    run(() => api.startPlayoffs(view.id, open > 0));
  };
  return (
    <section className="playoffs" data-testid="playoffs-section">
      <h2 className="panel-title">Playoffs</h2>
      {playoffs === null ? (
        <div className="panel">
          <p className="muted">
            The top 16 teams of the standings, seeded 1 v 16, 8 v 9 …, best of{' '}
            {view.rounds[0]?.bestOf ?? 3} like the season.
            {open > 0
              ? ` ${open} season match${open === 1 ? ' has' : 'es have'} no final result: starting now closes the season and leaves ${open === 1 ? 'it' : 'them'} unplayed.`
              : ''}
          </p>
          <button
            type="button"
            className={open > 0 ? 'button danger' : 'button primary'}
            data-testid="start-playoffs"
            disabled={busy}
            onClick={start}
          >
            {open > 0 ? 'Close the season and start the playoffs' : 'Start the playoffs'}
          </button>
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
