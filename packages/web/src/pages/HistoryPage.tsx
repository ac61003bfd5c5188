import { useCallback, useMemo, useState } from 'react';
import { api, type FinishedHand } from '../api/endpoints.js';
import { rememberedInvite } from '../api/invites.js';
import { DownloadRecord } from '../components/history/DownloadRecord.js';
import { ReplayViewer } from '../components/history/ReplayViewer.js';
import { AnalysisPanel } from '../components/hand-over/AnalysisPanel.js';
import { usePolling } from '../hooks/usePolling.js';
import { formatBid } from '../logic/bids.js';
import { packBoard } from '../logic/board-pack.js';
import { contractLabel } from '../logic/contracts.js';
import { replayOfHand } from '../logic/replay.js';
import { routePath } from '../logic/route.js';
import { SEAT_NAMES } from '../logic/seats.js';
import type { Seat } from '../protocol.js';

function summaryLine(hand: FinishedHand): string {
  const s = hand.summary;
  const parts: string[] = [];
  if (s.declarer !== null) parts.push(SEAT_NAMES[s.declarer]);
  if (typeof s.bid === 'string' || typeof s.bid === 'number') parts.push(formatBid(s.bid));
  if (s.contract !== null) parts.push(contractLabel(s.contract));
  parts.push(s.outcome);
  parts.push(`marks ${s.marks.NS}–${s.marks.EW}`);
  return parts.join(' · ');
}

/** A table's finished hands: replay each trick by trick, download its record, analyze it. */
export function HistoryPage({
  id,
  invite: given,
}: {
  readonly id: string;
  readonly invite: string | null;
}) {
  const invite = given ?? rememberedInvite(id);
  const load = useCallback(() => api.hands(id, invite), [id, invite]);
  const hands = usePolling(load, 0, id);
  const list = hands.data?.hands ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = list.find((h) => h.index === chosen) ?? list[list.length - 1];
  const replay = useMemo(
    () => (selected === undefined ? null : replayOfHand(selected)),
    [selected],
  );
  const names = useCallback((seat: Seat) => SEAT_NAMES[seat], []);

  return (
    <main className="history-page" data-testid="history">
      <div className="table-top">
        <h1>Hands played</h1>
        <nav className="table-links">
          <a className="button small ghost" href={routePath({ page: 'table', id, invite })}>
            Back to the table
          </a>
        </nav>
      </div>
      {hands.error !== null ? <p className="error-text">{hands.error}</p> : null}
      {hands.loading ? <p className="muted">Loading…</p> : null}
      {!hands.loading && list.length === 0 && hands.error === null ? (
        <p className="muted">No hand has finished at this table yet.</p>
      ) : null}
      <div className="history-layout">
        {list.length > 0 ? (
          <ol className="history-list panel" data-testid="history-list">
            {list.map((h, i) => (
              <li key={h.index}>
                <button
                  type="button"
                  className={`history-item ${selected?.index === h.index ? 'is-selected' : ''}`}
                  data-testid="history-hand"
                  data-index={h.index}
                  onClick={() => setChosen(h.index)}
                >
                  <span className="history-no">Hand {i + 1}</span>
                  <span className="history-summary">{summaryLine(h)}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {selected !== undefined && replay !== null ? (
          <section className="history-detail panel" key={selected.index}>
            <div className="history-detail-head">
              <h2 className="panel-title">Hand {list.indexOf(selected) + 1}</h2>
              <DownloadRecord
                record={selected.record}
                fileName={`texas42-${id}-hand-${list.indexOf(selected) + 1}.json`}
              />
              {selected.record.rules !== undefined && selected.record.contract !== undefined ? (
                <a
                  className="button small ghost"
                  data-testid="history-analysis-link"
                  href={routePath({
                    page: 'analysis',
                    board: packBoard({
                      rules: selected.record.rules,
                      record: selected.record,
                      at: 0,
                    }),
                  })}
                >
                  Open on the analysis board
                </a>
              ) : null}
            </div>
            <ReplayViewer replay={replay} you={null} names={names} />
            <AnalysisPanel load={() => api.analysis(id, selected.index, invite)} />
          </section>
        ) : null}
      </div>
    </main>
  );
}
