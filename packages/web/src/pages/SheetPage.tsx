import { useCallback } from 'react';
import { api } from '../api/endpoints.js';
import { usePolling } from '../hooks/usePolling.js';
import { routePath } from '../logic/route.js';
import { SHEET_ROWS } from '../logic/scorekeeper.js';

/**
 * A match's blank score sheet, to print and keep with a pencil at a physical table: the teams and
 * their players by seat, the table, and for each game columns for the hand, the bidder, the bid,
 * made or set and each team's marks.
 */
export function SheetPage({ id, match }: { readonly id: string; readonly match: string }) {
  const load = useCallback(() => api.scoresheet(id, match), [id, match]);
  const polled = usePolling(load, 0, `${id}/${match}`);
  const sheet = polled.data;
  if (sheet === null)
    return (
      <main className="score-sheet">
        <p className={polled.error !== null ? 'error-text' : 'muted'}>
          {polled.error ?? 'Loading…'}
        </p>
      </main>
    );
  const [a, b] = sheet.teams;
  const players = (side: 0 | 1): string =>
    side === 0
      ? `N ${sheet.seats.N?.name ?? '______'} · S ${sheet.seats.S?.name ?? '______'}`
      : `E ${sheet.seats.E?.name ?? '______'} · W ${sheet.seats.W?.name ?? '______'}`;
  return (
    <main className="score-sheet" data-testid="score-sheet">
      <div className="no-print sheet-tools">
        <a href={routePath({ page: 'event', id })} className="back-link">
          ← {sheet.eventName}
        </a>
        <button
          type="button"
          className="button primary"
          data-testid="print-sheet"
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      <header className="sheet-head">
        <h1>{sheet.eventName}</h1>
        <p>
          Match {sheet.matchId} · best of {sheet.bestOf} · games to {sheet.game.marksToWin}
          {sheet.game.winBy > 1 ? `, win by ${sheet.game.winBy}` : ''}
          {sheet.game.maxRecordedMarks !== null
            ? `, at most ${sheet.game.maxRecordedMarks} recorded`
            : ''}
        </p>
        <table className="sheet-teams">
          <tbody>
            <tr>
              <th>Table</th>
              <td data-testid="sheet-table">{sheet.table ?? '____'}</td>
              <th>Date</th>
              <td>__________</td>
            </tr>
            <tr>
              <th>Us (N–S)</th>
              <td data-testid="sheet-team">
                <strong>{a.name}</strong> <span>{players(0)}</span>
              </td>
              <th>Them (E–W)</th>
              <td data-testid="sheet-team">
                <strong>{b.name}</strong> <span>{players(1)}</span>
              </td>
            </tr>
          </tbody>
        </table>
      </header>
      <div className="sheet-games">
        {Array.from({ length: sheet.bestOf }, (_, g) => (
          <section className="sheet-game" key={g} data-testid="sheet-game">
            <h2>Game {g + 1}</h2>
            <table className="sheet-grid">
              <thead>
                <tr>
                  <th>Hand</th>
                  <th>Shaker</th>
                  <th>Bidder</th>
                  <th>Bid</th>
                  <th>Made / set</th>
                  <th>{a.name}</th>
                  <th>{b.name}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: SHEET_ROWS }, (_, r) => (
                  <tr key={r}>
                    <td className="sheet-num">{r + 1}</td>
                    <td />
                    <td />
                    <td />
                    <td className="sheet-ms">
                      <span>M · S</span>
                    </td>
                    <td />
                    <td />
                  </tr>
                ))}
                <tr className="sheet-total">
                  <th colSpan={5}>Game total (winner circled)</th>
                  <td />
                  <td />
                </tr>
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <footer className="sheet-foot">
        <span>Winner: ____________________</span>
        <span>
          Signed ({a.name}): ____________ ({b.name}): ____________
        </span>
      </footer>
    </main>
  );
}
