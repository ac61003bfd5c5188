import { SEAT_NAMES } from '../../logic/seats.js';
import type { SeatViewAnswer } from '../../analysis/board-protocol.js';

/**
 * From the seat to play's view: what the hard bot would play, and across the deals it sampled
 * (consistent with everything that seat has seen) how often each domino was the best play.
 */
export function SeatViewPanel({
  answer,
  pending,
  unit,
}: {
  readonly answer: SeatViewAnswer | null;
  readonly pending: boolean;
  readonly unit: string;
}) {
  return (
    <section
      className="panel ab-seat-view"
      data-testid="ab-seat-view"
      data-ready={answer !== null && !pending}
      data-samples={answer?.samples ?? 0}
    >
      <h2 className="panel-title">
        From {answer === null ? 'this seat' : SEAT_NAMES[answer.seat]}'s view
      </h2>
      {answer === null ? (
        <p className="muted">{pending ? 'Sampling deals…' : 'No play to judge here.'}</p>
      ) : (
        <>
          <p data-testid="seat-view-bot">
            The hard bot plays <b>{answer.bot ?? '—'}</b>.
          </p>
          <table className="ab-values">
            <thead>
              <tr>
                <th scope="col">Play</th>
                <th scope="col">Best in</th>
                <th scope="col">Average end ({unit})</th>
              </tr>
            </thead>
            <tbody>
              {answer.plays.map((p) => (
                <tr
                  key={p.domino}
                  data-testid="seat-view-row"
                  data-domino={p.domino}
                  data-best={p.best}
                >
                  <td>{p.domino}</td>
                  <td className="ab-nowrap">
                    <span
                      className="ab-bar"
                      style={{ width: `${(100 * p.best) / Math.max(1, answer.samples)}%` }}
                    />
                    {p.best} of {answer.samples}
                  </td>
                  <td>{p.average.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
