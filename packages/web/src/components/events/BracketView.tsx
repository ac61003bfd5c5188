import { teamName } from '../../logic/events.js';
import type { EventView } from '../../protocol.js';
import { MatchCard } from './MatchCard.js';

/** A single-elimination bracket, round by round with each round's match length, and the champion. */
export function BracketView({
  view,
  onChanged,
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
}) {
  return (
    <section className="bracket-wrap">
      {view.champion !== null ? (
        <div className="champion" data-testid="champion" data-team={teamName(view, view.champion)}>
          <svg className="champion-cup" viewBox="0 0 64 64" aria-hidden="true">
            <path
              d="M18 8h28v6h10v6c0 9-6 15-13 16-2 5-5 8-9 9v7h9v6H21v-6h9v-7c-4-1-7-4-9-9-7-1-13-7-13-16v-6h10V8zm-4 12c0 5 3 9 6 10-1-3-2-6-2-10h-4zm32 0c0 4-1 7-2 10 3-1 6-5 6-10h-4z"
              fill="currentColor"
            />
          </svg>
          <span>
            <span className="champion-label">Champion</span>
            <strong className="champion-name">{teamName(view, view.champion)}</strong>
          </span>
        </div>
      ) : null}
      <div className="bracket" data-testid="bracket">
        {view.rounds.map((round) => (
          <div
            className="bracket-round"
            key={round.round}
            data-testid="bracket-round"
            data-round={round.round}
          >
            <h2 className="week-title">
              {round.label}
              <span className="muted week-sub">
                {round.bestOf === 1 ? ' one game' : ` best of ${round.bestOf}`}
              </span>
            </h2>
            <div className="bracket-matches">
              {round.matches.map((m) => (
                <div
                  className="bracket-match"
                  key={m.id}
                  data-testid="bracket-match"
                  data-match={m.id}
                >
                  <MatchCard view={view} match={m} onChanged={onChanged} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
