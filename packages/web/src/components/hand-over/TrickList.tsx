import type { ReplayTrick } from '../../logic/replay.js';
import type { Seat } from '../../protocol.js';
import { Domino } from '../domino/Domino.js';

/** Every trick of a hand in a row each: who led, the four dominoes, who took it and its points. */
export function TrickList({
  tricks,
  names,
}: {
  readonly tricks: readonly ReplayTrick[];
  readonly names: (seat: Seat) => string;
}) {
  if (tricks.length === 0) return <p className="muted">No tricks were played.</p>;
  return (
    <ol className="trick-list">
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
        </li>
      ))}
    </ol>
  );
}
