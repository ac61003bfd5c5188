import type { ReplayTrick } from '../../logic/replay.js';
import type { Seat } from '../../protocol.js';
import { Domino } from '../domino/Domino.js';

/** Every trick of a hand in a row each: who led, the four dominoes, who took it and its points. */
export function TrickList({
  tricks,
  names,
  onCallRenege,
}: {
  readonly tricks: readonly ReplayTrick[];
  readonly names: (seat: Seat) => string;
  /** During the inspection after the hand: call a renege in trick n (1-based). */
  readonly onCallRenege?: (trick: number) => void;
}) {
  if (tricks.length === 0) return <p className="muted">No tricks were played.</p>;
  return (
    <ol className={`trick-list ${onCallRenege !== undefined ? 'with-calls' : ''}`}>
      {tricks.map((t, i) => (
        <li key={i} className="trick-list-row">
          <span className="trick-no">{i + 1}</span>
          <span className="trick-list-plays">
            {t.plays.map((p) => (
              <span
                key={p.domino}
                className={`trick-list-play ${t.winner === p.seat ? 'is-winner' : ''}`}
                title={names(p.seat)}
              >
                <Domino domino={p.domino} className="mini" />
                <span className="trick-list-seat">{p.seat}</span>
              </span>
            ))}
          </span>
          <span className="trick-list-result">
            {t.winner !== null ? names(t.winner) : t.plays.length > 0 ? 'unfinished' : ''}
            {t.points !== null ? ` · ${t.points}` : ''}
          </span>
          {onCallRenege !== undefined ? (
            <button
              type="button"
              className="button small ghost trick-renege"
              data-testid="call-renege"
              data-trick={i + 1}
              aria-label={`Call a renege in trick ${i + 1}`}
              onClick={() => onCallRenege(i + 1)}
            >
              Call renege
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
