import type { Domino, MatchState, Play, Seat } from '@texas42/engine';
import { Domino as DominoTile } from '../domino/Domino.js';
import { SEAT_NAMES } from '../../logic/seats.js';
import type { PlayValue } from '../../analysis/board-protocol.js';

const AROUND: readonly { seat: Seat; place: string }[] = [
  { seat: 'N', place: 'top' },
  { seat: 'W', place: 'left' },
  { seat: 'E', place: 'right' },
  { seat: 'S', place: 'bottom' },
];

/**
 * The board's table: the four hands as they stand (or, from one seat's view, only that seat's),
 * the trick on the table, and on the seat to play each legal domino with what the solver says it
 * is worth. A click plays a legal domino.
 */
export function BoardTable({
  state,
  toPlay,
  legal,
  values,
  viewer,
  onPlay,
  unit,
}: {
  readonly state: MatchState;
  readonly toPlay: Seat | null;
  readonly legal: readonly Domino[];
  readonly values: ReadonlyMap<Domino, PlayValue> | null;
  /** From this seat's view: the others' hands are hidden. */
  readonly viewer: Seat | null;
  readonly onPlay: (d: Domino) => void;
  readonly unit: string;
}) {
  const hand = state.phase === 'play' ? state.hand : null;
  const last = state.game.hands.at(-1);
  const held = (s: Seat): readonly Domino[] => hand?.hands[s] ?? [];
  const trick: readonly Play[] = hand?.trick ?? [];
  const lastTrick = hand?.tricks.at(-1) ?? (hand === null ? last?.tricks.at(-1) : undefined);
  const bidder = hand?.bidder ?? last?.bidder ?? null;
  const sittingOut = hand?.sittingOut ?? null;
  return (
    <div className="ab-table" data-testid="ab-table">
      {AROUND.map(({ seat, place }) => {
        const hidden = viewer !== null && seat !== viewer;
        const dominoes = held(seat);
        return (
          <div
            key={seat}
            className={`ab-seat ab-${place} ${seat === toPlay ? 'is-turn' : ''}`}
            data-testid="ab-seat"
            data-seat={seat}
          >
            <div className="ab-seat-name">
              {SEAT_NAMES[seat]}
              {seat === bidder ? <span className="ab-tag">bidder</span> : null}
              {seat === sittingOut ? <span className="ab-tag">sits out</span> : null}
              {seat === toPlay ? <span className="ab-tag is-turn">to play</span> : null}
            </div>
            <div className="ab-hand">
              {hidden
                ? dominoes.map((_, i) => <span key={i} className="ab-back" aria-hidden="true" />)
                : dominoes.map((d) => {
                    const playable = seat === toPlay && legal.includes(d);
                    const v = values?.get(d);
                    return (
                      <button
                        key={d}
                        type="button"
                        className={`ab-domino ${playable ? 'is-legal' : ''} ${v !== undefined && v.lost === 0 ? 'is-best' : ''}`}
                        data-testid="ab-domino"
                        data-domino={d}
                        data-legal={playable}
                        disabled={!playable}
                        onClick={() => onPlay(d)}
                        title={v === undefined ? d : `${d}: ends with ${v.endsWith} ${unit}`}
                      >
                        <DominoTile domino={d} />
                        {v !== undefined ? (
                          <span className="ab-value" data-testid="ab-value">
                            {v.lost === 0 ? v.endsWith : `−${v.lost}`}
                          </span>
                        ) : null}
                      </button>
                    );
                  })}
              {hidden ? <span className="muted small-print">{dominoes.length} hidden</span> : null}
            </div>
          </div>
        );
      })}
      <div className="ab-trick" data-testid="ab-trick">
        {trick.length > 0 ? (
          trick.map((p) => (
            <div key={p.domino} className="ab-trick-play">
              <DominoTile domino={p.domino} />
              <span>{p.seat}</span>
            </div>
          ))
        ) : lastTrick !== undefined ? (
          <p className="muted small-print">
            Trick {(hand?.tricks.length ?? 7).toString()} to {SEAT_NAMES[lastTrick.winner]} (
            {lastTrick.points} {lastTrick.points === 1 ? 'point' : 'points'})
          </p>
        ) : (
          <p className="muted small-print">The first lead</p>
        )}
      </div>
    </div>
  );
}
