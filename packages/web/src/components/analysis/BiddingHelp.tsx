import { useState } from 'react';
import type { Seat } from '@texas42/engine';
import { contractLabel } from '../../logic/contracts.js';
import { SEATS, SEAT_NAMES } from '../../logic/seats.js';
import type { BiddingAnswer } from '../../analysis/board-protocol.js';

function percent(x: number | null): string {
  return x === null ? '—' : `${Math.round(x * 100)}%`;
}

/**
 * Bidding help: for one seat's seven dominoes, the share of sampled deals in which each
 * contract makes each bid (the hard bot's own simulation: the other 21 dominoes dealt many ways,
 * each contract solved with this seat declaring and leading). One row a bid, so the table stays
 * narrow on a phone.
 */
export function BiddingHelp({
  answer,
  pending,
  initialSeat,
  onAsk,
}: {
  readonly answer: BiddingAnswer | null;
  readonly pending: boolean;
  readonly initialSeat: Seat;
  readonly onAsk: (seat: Seat) => void;
}) {
  const [seat, setSeat] = useState<Seat>(initialSeat);
  return (
    <section className="panel ab-bidding" data-testid="ab-bidding">
      <h2 className="panel-title">Bidding help</h2>
      <div className="ab-setup-row">
        <label>
          Seat{' '}
          <select
            value={seat}
            data-testid="ab-bidding-seat"
            onChange={(e) => setSeat(e.target.value as Seat)}
          >
            {SEATS.map((s) => (
              <option key={s} value={s}>
                {SEAT_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button small"
          data-testid="ab-bidding-ask"
          disabled={pending}
          onClick={() => onAsk(seat)}
        >
          {pending ? 'Simulating…' : 'Simulate the bidding'}
        </button>
      </div>
      {answer !== null ? (
        <>
          <p className="muted small-print" data-testid="ab-bidding-summary">
            {SEAT_NAMES[answer.seat]} first to bid, over {answer.samples} sampled deals (
            {(answer.ms / 1000).toFixed(1)} s): how often each bid is made with every hand known.
          </p>
          <div className="ab-scroll">
            <table className="ab-bidding-table" data-testid="ab-bidding-table">
              <thead>
                <tr>
                  <th scope="col">Bid</th>
                  {answer.rows.map((r) => (
                    <th scope="col" key={`${r.contract}-${r.bid ?? ''}`}>
                      {r.bid === null
                        ? contractLabel(r.contract)
                        : `${r.bid} (${contractLabel(r.contract)})`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.bids.map((bid, k) => (
                  <tr key={bid}>
                    <th scope="row">{bid}</th>
                    {answer.rows.map((r) => (
                      <td key={`${r.contract}-${r.bid ?? ''}`} data-testid="ab-bidding-cell">
                        {percent(r.chances[k] ?? null)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="muted">
                  <th scope="row">Average</th>
                  {answer.rows.map((r) => (
                    <td key={`${r.contract}-${r.bid ?? ''}`}>{r.average.toFixed(1)}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
