import { bidKey, formatBid, groupBids } from '../../logic/bids.js';
import type { Bid } from '../../protocol.js';

/** A button for every bid `view.legal` allows: pass, the point bids, marks, special bids. */
export function BidBar({
  bids,
  disabled,
  hinted,
  onBid,
}: {
  readonly bids: readonly Bid[];
  readonly disabled: boolean;
  readonly hinted: string | null;
  readonly onBid: (bid: Bid) => void;
}) {
  const groups = groupBids(bids);
  const button = (bid: Bid) => (
    <button
      key={bidKey(bid)}
      type="button"
      className={`button bid-button ${bid === 'pass' ? 'pass-button' : ''} ${hinted === bidKey(bid) ? 'is-hinted' : ''}`}
      data-testid="bid-button"
      data-bid={bidKey(bid)}
      disabled={disabled}
      onClick={() => onBid(bid)}
    >
      {formatBid(bid)}
    </button>
  );
  return (
    <div className="bid-bar" data-testid="bid-bar" role="group" aria-label="Your bid">
      {/* Pass leads the point bids' row: one row less keeps the bar on a laptop's screen. */}
      {groups.pass.length + groups.points.length > 0 ? (
        <div className="bid-row">{[...groups.pass, ...groups.points].map(button)}</div>
      ) : null}
      {groups.marks.length + groups.special.length > 0 ? (
        <div className="bid-row">{[...groups.marks, ...groups.special].map(button)}</div>
      ) : null}
    </div>
  );
}
