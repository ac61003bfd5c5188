import { useState } from 'react';
import type { ScoreEntryInput } from '../../api/endpoints.js';
import { SEAT_ORDER, WRONG_SHAKE_WORDS, seatLabel, sideOfSeat } from '../../logic/scorekeeper.js';
import type { EventScoresheet, Seat } from '../../protocol.js';

type Found = keyof typeof WRONG_SHAKE_WORDS;

/**
 * The table's procedure on the scorekeeper, folded away until needed: a bid out of turn (the
 * other side goes on, or has the same shaker shake again, as the event's rules allow; a repeated
 * offence forfeits the hand where they say so), or a shake by the wrong player (001 II.5), for
 * the server's scorekeeper to apply to the marks and the shake.
 */
export function ScoreProcedure({
  sheet,
  onEnter,
}: {
  readonly sheet: EventScoresheet;
  readonly onEnter: (entry: ScoreEntryInput) => void;
}) {
  const [who, setWho] = useState<Seat | null>(null);
  if (sheet.outOfTurnBid === 'none' && !sheet.wrongShakerCorrected) return null;
  const wrongShakers = SEAT_ORDER.filter((s) => s !== sheet.shaker);
  return (
    <details className="panel sk-procedure" data-testid="sk-procedure">
      <summary>Bid out of turn, wrong shaker</summary>
      <h2 className="sk-step">Who?</h2>
      <div className="sk-grid sk-grid-2">
        {SEAT_ORDER.map((seat) => (
          <button
            key={seat}
            type="button"
            className={`sk-button small side-${sideOfSeat(seat)}${who === seat ? ' chosen' : ''}`}
            data-testid="sk-procedure-seat"
            data-seat={seat}
            aria-pressed={who === seat}
            onClick={() => setWho(seat)}
          >
            {seatLabel(sheet, seat)}
          </button>
        ))}
      </div>
      {sheet.outOfTurnBid !== 'none' ? (
        <>
          <h2 className="sk-step">Bid out of turn</h2>
          <div className="sk-grid sk-grid-2">
            <button
              type="button"
              className="sk-button small"
              data-testid="sk-out-of-turn-continue"
              disabled={who === null}
              onClick={() =>
                who !== null
                  ? onEnter({ type: 'out-of-turn', by: who, choice: 'continue' })
                  : undefined
              }
            >
              Go on: the bid stands
            </button>
            {sheet.outOfTurnBid === 'opponents-choose' ? (
              <button
                type="button"
                className="sk-button small"
                data-testid="sk-out-of-turn-reshake"
                disabled={who === null}
                onClick={() =>
                  who !== null
                    ? onEnter({ type: 'out-of-turn', by: who, choice: 'reshake' })
                    : undefined
                }
              >
                Same shaker shakes again
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {sheet.wrongShakerCorrected ? (
        <>
          <h2 className="sk-step">Shook instead of {seatLabel(sheet, sheet.shaker)}</h2>
          <div className="sk-grid">
            {(Object.keys(WRONG_SHAKE_WORDS) as Found[]).map((found) => (
              <button
                key={found}
                type="button"
                className="sk-button small"
                data-testid="sk-wrong-shaker"
                data-found={found}
                disabled={who === null || !wrongShakers.includes(who)}
                onClick={() =>
                  who !== null ? onEnter({ type: 'wrong-shaker', by: who, found }) : undefined
                }
              >
                {WRONG_SHAKE_WORDS[found]}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </details>
  );
}
