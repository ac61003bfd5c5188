import { useCallback } from 'react';
import { api } from '../../api/endpoints.js';
import { usePolling } from '../../hooks/usePolling.js';
import { SEATS, SEAT_NAMES } from '../../logic/seats.js';
import { seatInfo } from '../../logic/table-words.js';
import type { Seat } from '../../protocol.js';

/**
 * The seats of a table read over HTTP, for when the socket shows nothing yet: an invited player
 * at a private table sits down here first (a private table is watched from a seat).
 */
export function SeatPicker({
  tableId,
  invite,
  onSit,
}: {
  readonly tableId: string;
  readonly invite: string | null;
  readonly onSit: (seat: Seat) => void;
}) {
  const load = useCallback(() => api.table(tableId, invite), [tableId, invite]);
  const { data, error } = usePolling(load, 5000, `${tableId}:${invite ?? ''}`);
  if (error !== null) return <p className="error-text">{error}</p>;
  if (data === null) return null;
  return (
    <div className="seat-picker" data-testid="seat-picker">
      <p>
        <strong>{data.name}</strong> · {data.rules} · {data.status}
      </p>
      <div className="seat-picker-seats">
        {SEATS.map((seat) => {
          const info = seatInfo(data, seat);
          const open = info === null || info.kind === 'empty';
          return (
            <div key={seat} className="seat-picker-seat" data-seat={seat}>
              <span className="seat-compass">{seat}</span>
              <span className="seat-picker-name">
                {open ? SEAT_NAMES[seat] : (info.name ?? SEAT_NAMES[seat])}
              </span>
              {open ? (
                <button
                  type="button"
                  className="button small"
                  data-testid="take-seat"
                  data-seat={seat}
                  onClick={() => onSit(seat)}
                >
                  Sit here
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
