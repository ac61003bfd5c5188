import { routePath } from '../../logic/route.js';
import { SEATS, SEAT_NAMES } from '../../logic/seats.js';
import type { Seat, TableSummary } from '../../protocol.js';

/** Tables in the lobby: each seat (empty ones to join), the marks, and a way to watch. */
export function TableList({
  title,
  tables,
  onJoin,
  empty,
  testId,
}: {
  readonly title: string;
  readonly tables: readonly TableSummary[];
  readonly onJoin: (tableId: string, seat: Seat) => void;
  readonly empty: string;
  readonly testId: string;
}) {
  return (
    <section className="table-list panel" data-testid={testId}>
      <h2 className="panel-title">{title}</h2>
      {tables.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="table-cards">
        {tables.map((t) => (
          <li key={t.id} className="table-card" data-testid="table-card" data-table={t.id}>
            <div className="table-card-head">
              <strong className="table-card-name">{t.name}</strong>
              <span className="muted">{t.rules}</span>
              <span className={`badge status-${t.status}`}>{t.status}</span>
            </div>
            <div className="table-card-seats">
              {SEATS.map((seat) => {
                const info = (t.seats ?? []).find((s) => s.seat === seat);
                const open = info === undefined || info.kind === 'empty';
                return (
                  <div key={seat} className="table-card-seat">
                    <span className="seat-compass" title={SEAT_NAMES[seat]}>
                      {seat}
                    </span>
                    {open ? (
                      <button
                        type="button"
                        className="button small"
                        data-testid="join-seat"
                        data-seat={seat}
                        onClick={() => onJoin(t.id, seat)}
                      >
                        Sit
                      </button>
                    ) : (
                      <span className="table-card-player">
                        <span className={`dot ${info.connected ? 'dot-on' : 'dot-off'}`} />
                        {info.name ?? SEAT_NAMES[seat]}
                        {info.kind === 'bot' && info.level !== null ? (
                          <span className="muted"> · {info.level}</span>
                        ) : null}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
            <div className="table-card-foot">
              <span className="muted">
                Marks {t.marks?.NS ?? 0}–{t.marks?.EW ?? 0}
              </span>
              <a
                className="button small ghost"
                data-testid="watch-table"
                href={routePath({ page: 'table', id: t.id, invite: null })}
              >
                Watch
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
