import type { ReactNode } from 'react';
import { POSITIONS, SEAT_NAMES, seatAt } from '../../logic/seats.js';
import type { Seat } from '../../protocol.js';
import { Domino } from '../domino/Domino.js';

/** Four hands face up around a compass, you at the bottom: a hand as dealt, or as it stands. */
export function DealtHands({
  hands,
  you,
  names,
  highlight = null,
  children,
}: {
  readonly hands: Readonly<Record<Seat, readonly string[]>>;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
  /** Dominoes to mark (the trick being replayed). */
  readonly highlight?: ReadonlySet<string> | null;
  /** Drawn in the middle (a trick). */
  readonly children?: ReactNode;
}) {
  return (
    <div className="dealt-hands" data-testid="dealt-hands">
      {POSITIONS.map((position) => {
        const seat = seatAt(position, you);
        const dominoes = hands[seat] ?? [];
        return (
          <div key={position} className={`dealt area-${position}`} data-seat={seat}>
            <div className="dealt-name">
              {names(seat)} <span className="seat-compass">{seat}</span>
              <span className="visually-hidden"> ({SEAT_NAMES[seat]})</span>
            </div>
            <div className="dealt-row">
              {dominoes.length === 0 ? <span className="dealt-none">—</span> : null}
              {dominoes.map((d) => (
                <Domino
                  key={d}
                  domino={d}
                  className={`dealt-domino ${highlight?.has(d) === true ? 'is-highlight' : ''}`}
                />
              ))}
            </div>
          </div>
        );
      })}
      <div className="dealt-center area-center">{children}</div>
    </div>
  );
}
