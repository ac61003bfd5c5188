import { useRef } from 'react';
import { useTrickMotion } from '../../hooks/useTrickMotion.js';
import { countOf } from '../../logic/plural.js';
import { positionOf } from '../../logic/seats.js';
import type { Play, Seat } from '../../protocol.js';
import { Domino } from '../domino/Domino.js';

/**
 * The middle of the table: each domino of the trick lies in front of the player who played it.
 * A trick just won stays in sight, its winner's domino marked, until the next lead.
 */
export function TrickArea({
  plays,
  winner,
  points,
  you,
  names,
  message,
}: {
  readonly plays: readonly Play[];
  readonly winner: Seat | null;
  readonly points: number | null;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
  readonly message: string | null;
}) {
  const area = useRef<HTMLDivElement>(null);
  useTrickMotion(area, plays, winner);
  return (
    <div className="trick-area" data-testid="trick" data-plays={plays.length} ref={area}>
      {plays.map((play, i) => {
        const position = positionOf(play.seat, you);
        const across = position === 'left' || position === 'right';
        return (
          <div
            key={`${play.seat}-${play.domino}`}
            className={`trick-slot slot-${position} ${winner === play.seat ? 'slot-winner' : ''}`}
            style={{ zIndex: i + 1 }}
            data-testid="trick-play"
            data-seat={play.seat}
            data-domino={play.domino}
          >
            <Domino domino={play.domino} orientation={across ? 'across' : 'up'} />
          </div>
        );
      })}
      {winner !== null ? (
        <div className="trick-caption">
          {winner === you ? 'You take' : `${names(winner)} takes`} it
          {points !== null ? ` · ${countOf(points, 'point')}` : ''}
        </div>
      ) : null}
      {plays.length === 0 && message !== null ? (
        <div className="trick-message">{message}</div>
      ) : null}
    </div>
  );
}
