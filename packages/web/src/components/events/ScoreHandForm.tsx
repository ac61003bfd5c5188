import type { ScoreEntryInput } from '../../api/endpoints.js';
import { SEAT_ORDER, seatLabel, sideOfSeat, type EnteredBid } from '../../logic/scorekeeper.js';
import type { EventScoresheet, Seat } from '../../protocol.js';
import { ScoreInfraction } from './ScoreInfraction.js';
import { ScoreProcedure } from './ScoreProcedure.js';

/**
 * A hand in big buttons: who bid, the bid (the ones the sheet offers), made or set; beside them
 * an infraction, an all-pass reshake and the rules' procedures. The page keeps the choices, so
 * that a hand entered clears them.
 */
export function ScoreHandForm({
  sheet,
  bidder,
  setBidder,
  bid,
  setBid,
  busy,
  onEnter: enter,
}: {
  readonly sheet: EventScoresheet;
  readonly bidder: Seat | null;
  readonly setBidder: (seat: Seat) => void;
  readonly bid: EnteredBid | null;
  readonly setBid: (bid: EnteredBid) => void;
  readonly busy: boolean;
  readonly onEnter: (entry: ScoreEntryInput) => void;
}) {
  return (
    <section className="sk-form" aria-label="Enter a hand">
      <h2 className="sk-step">Who bid?</h2>
      <div className="sk-grid sk-grid-2">
        {SEAT_ORDER.map((seat) => (
          <button
            key={seat}
            type="button"
            className={`sk-button side-${sideOfSeat(seat)}${bidder === seat ? ' chosen' : ''}`}
            data-testid="sk-bidder"
            data-seat={seat}
            aria-pressed={bidder === seat}
            onClick={() => setBidder(seat)}
          >
            {seatLabel(sheet, seat)}
          </button>
        ))}
      </div>
      <h2 className="sk-step">Bid</h2>
      <div className="sk-grid sk-grid-5">
        {sheet.bids.points.map((b) => (
          <button
            key={b}
            type="button"
            className={`sk-button small${bid === b ? ' chosen' : ''}`}
            data-testid="sk-bid"
            data-bid={b}
            aria-pressed={bid === b}
            onClick={() => setBid(b)}
          >
            {b}
          </button>
        ))}
      </div>
      <div className="sk-grid sk-grid-4">
        {sheet.bids.marks.map((n) => {
          const chosen = typeof bid === 'object' && bid !== null && bid.marks === n;
          return (
            <button
              key={n}
              type="button"
              className={`sk-button small${chosen ? ' chosen' : ''}`}
              data-testid="sk-bid-marks"
              data-marks={n}
              aria-pressed={chosen}
              onClick={() => setBid({ marks: n })}
            >
              {n} mark{n === 1 ? '' : 's'}
            </button>
          );
        })}
      </div>
      <div className="sk-grid sk-grid-2 sk-result">
        <button
          type="button"
          className="sk-button big made"
          data-testid="sk-made"
          disabled={bidder === null || bid === null}
          onClick={() =>
            bidder !== null && bid !== null
              ? enter({ type: 'hand', bidder, bid, made: true })
              : undefined
          }
        >
          Made
        </button>
        <button
          type="button"
          className="sk-button big set"
          data-testid="sk-set"
          disabled={bidder === null || bid === null}
          onClick={() =>
            bidder !== null && bid !== null
              ? enter({ type: 'hand', bidder, bid, made: false })
              : undefined
          }
        >
          Set
        </button>
      </div>
      <ScoreInfraction sheet={sheet} bid={bid} busy={busy} onEnter={enter} />
      {!sheet.forcedBid ? (
        <button
          type="button"
          className="sk-button wide"
          data-testid="sk-all-pass"
          onClick={() => enter({ type: 'all-pass' })}
        >
          All passed: reshake
        </button>
      ) : null}
      <ScoreProcedure sheet={sheet} onEnter={enter} />
    </section>
  );
}
