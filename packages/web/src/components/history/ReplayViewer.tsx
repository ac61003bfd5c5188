import { useEffect, useState } from 'react';
import { formatBid } from '../../logic/bids.js';
import { contractLabel } from '../../logic/contracts.js';
import { handsAfter, pointsAfter, type HandReplay } from '../../logic/replay.js';
import { biddingOrder, positionOf } from '../../logic/seats.js';
import type { Seat } from '../../protocol.js';
import { Domino } from '../domino/Domino.js';
import { DealtHands } from '../hand-over/DealtHands.js';

/**
 * A finished hand, trick by trick: step 0 is the deal, each step after it plays one trick; the
 * hands shrink and the trick lies in the middle.
 */
export function ReplayViewer({
  replay,
  you,
  names,
}: {
  readonly replay: HandReplay;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
}) {
  const [step, setStep] = useState(0);
  const last = replay.tricks.length;
  useEffect(() => setStep(0), [replay]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(last, s + 1));
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  const trick = step > 0 ? replay.tricks[step - 1] : undefined;
  const hands = handsAfter(replay, step);
  const points = pointsAfter(replay, step);
  const order = replay.dealer === null ? null : biddingOrder(replay.dealer);
  return (
    <div className="replay" data-testid="replay" data-step={step}>
      <div className="replay-facts">
        {replay.dealer !== null ? <span>Shaker: {names(replay.dealer)}</span> : null}
        <span>
          Bids:{' '}
          {replay.bids
            .map((b, i) => {
              const seat = order?.[i % 4];
              return seat === undefined ? formatBid(b) : `${seat} ${formatBid(b)}`;
            })
            .join(', ') || 'none'}
        </span>
        {replay.contract !== null ? <span>Contract: {contractLabel(replay.contract)}</span> : null}
        <span>
          Points: N–S {points.NS}, E–W {points.EW}
        </span>
      </div>
      <DealtHands hands={hands} you={you} names={names}>
        <div className="replay-trick">
          {trick === undefined ? (
            <span className="muted">The deal</span>
          ) : (
            trick.plays.map((p) => {
              const position = positionOf(p.seat, you);
              return (
                <div
                  key={p.domino}
                  className={`trick-slot slot-${position} ${trick.winner === p.seat ? 'slot-winner' : ''}`}
                >
                  <Domino
                    domino={p.domino}
                    orientation={position === 'left' || position === 'right' ? 'across' : 'up'}
                  />
                </div>
              );
            })
          )}
        </div>
      </DealtHands>
      <div className="replay-controls">
        <button
          type="button"
          className="button small"
          data-testid="replay-prev"
          disabled={step === 0}
          onClick={() => setStep((s) => Math.max(0, s - 1))}
        >
          ◀ Prev
        </button>
        <span className="replay-step" data-testid="replay-step">
          {step === 0 ? 'Deal' : `Trick ${step} of ${last}`}
          {trick?.winner !== null && trick?.winner !== undefined
            ? ` · ${names(trick.winner)} takes it${trick.points !== null ? ` (${trick.points})` : ''}`
            : ''}
        </span>
        <button
          type="button"
          className="button small"
          data-testid="replay-next"
          disabled={step >= last}
          onClick={() => setStep((s) => Math.min(last, s + 1))}
        >
          Next ▶
        </button>
      </div>
    </div>
  );
}
