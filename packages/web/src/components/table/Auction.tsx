import { formatBid } from '../../logic/bids.js';
import { contractLabel } from '../../logic/contracts.js';
import { biddingOrder } from '../../logic/seats.js';
import type { HandView, Seat } from '../../protocol.js';

/** The bids of this hand in order from the seat left of the shaker, the high bid and the contract. */
export function Auction({
  hand,
  names,
  toAct,
}: {
  readonly hand: HandView | null;
  readonly names: (seat: Seat) => string;
  readonly toAct: Seat | null;
}) {
  if (hand === null) return null;
  const order = biddingOrder(hand.shaker);
  return (
    <section className="auction panel" data-testid="auction" aria-label="Bids">
      <h2 className="panel-title">Bids</h2>
      <ol className="auction-list">
        {order.map((seat, i) => {
          const bid = hand.bids[i];
          const high = hand.bidder === seat && bid !== undefined && bid !== 'pass';
          return (
            <li
              key={seat}
              className={`auction-row ${high ? 'auction-high' : ''} ${toAct === seat && bid === undefined ? 'auction-next' : ''}`}
            >
              <span className="auction-seat">{names(seat)}</span>
              <span className="auction-bid" data-testid="auction-bid" data-seat={seat}>
                {bid === undefined ? (toAct === seat ? '…' : '') : formatBid(bid)}
                {seat === hand.shaker ? <span className="auction-shaker"> (shaker)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {hand.bidder !== null && hand.bid !== null ? (
        <p className="auction-summary" data-testid="contract">
          <strong>{names(hand.bidder)}</strong> bid {formatBid(hand.bid)}
          {hand.forced ? ' (forced)' : ''}
          {hand.contract !== null ? (
            <>
              {' '}
              · <strong>{contractLabel(hand.contract)}</strong>
            </>
          ) : hand.trumpByLead ? (
            ' · trump set by the first lead'
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
