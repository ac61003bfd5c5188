import { bracketSides } from '../../logic/bracket.js';
import { teamName } from '../../logic/events.js';
import type { EventRound, EventView } from '../../protocol.js';
import { MatchCard } from './MatchCard.js';
import { RoundStart } from './RoundStart.js';

/** A single-elimination bracket, round by round with each round's match length, and the champion. */
export function BracketView({
  view,
  onChanged,
  rounds = view.rounds,
  champion = view.champion,
  championLabel = 'Champion',
  testId = 'bracket',
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
  /** One of the event's brackets (the pools' championship or consolation); default the event's. */
  readonly rounds?: readonly EventRound[];
  readonly champion?: string | null;
  readonly championLabel?: string;
  /** The bracket's test id; its winner's is "champion" for "bracket", else "<testId>-winner". */
  readonly testId?: string;
}) {
  return (
    <section className="bracket-wrap">
      {champion !== null ? (
        <ChampionBanner
          name={teamName(view, champion)}
          label={championLabel}
          testId={testId === 'bracket' ? 'champion' : `${testId}-winner`}
        />
      ) : null}
      <div className="bracket" data-testid={testId}>
        {rounds.map((round) => (
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
            <RoundStart view={view} round={round} onChanged={onChanged} />
            <div className="bracket-matches">
              {round.matches.map((m) => (
                <div
                  className="bracket-match"
                  key={m.id}
                  data-testid="bracket-match"
                  data-match={m.id}
                >
                  <MatchCard
                    view={view}
                    match={m}
                    onChanged={onChanged}
                    sides={bracketSides(view, rounds, m)}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The winner of a bracket or of the whole event, with the cup. */
export function ChampionBanner({
  name,
  label,
  testId,
  note,
}: {
  readonly name: string;
  readonly label: string;
  readonly testId: string;
  /** How it was won, when worth saying ("won the mini-game"). */
  readonly note?: string;
}) {
  return (
    <div className="champion" data-testid={testId} data-team={name}>
      <svg className="champion-cup" viewBox="0 0 64 64" aria-hidden="true">
        <path
          d="M18 8h28v6h10v6c0 9-6 15-13 16-2 5-5 8-9 9v7h9v6H21v-6h9v-7c-4-1-7-4-9-9-7-1-13-7-13-16v-6h10V8zm-4 12c0 5 3 9 6 10-1-3-2-6-2-10h-4zm32 0c0 4-1 7-2 10 3-1 6-5 6-10h-4z"
          fill="currentColor"
        />
      </svg>
      <span>
        <span className="champion-label">{label}</span>
        <strong className="champion-name">{name}</strong>
        {note !== undefined ? <span className="champion-note">{note}</span> : null}
      </span>
    </div>
  );
}
