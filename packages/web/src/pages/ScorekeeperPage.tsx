import { useCallback, useState } from 'react';
import { api, type ScoreEntryInput } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import { MatchGames } from '../components/events/MatchGames.js';
import { HandList, ScoreBoard } from '../components/events/ScoreBoard.js';
import { ScoreClock } from '../components/events/ScoreClock.js';
import { ScoreHandForm } from '../components/events/ScoreHandForm.js';
import { useLive } from '../hooks/useLive.js';
import { LiveNote } from '../components/common/LiveNote.js';
import { routePath } from '../logic/route.js';
import { seatLabel, type EnteredBid } from '../logic/scorekeeper.js';
import type { EventScoresheet, Seat } from '../protocol.js';

/**
 * The scorekeeper of a physical table, for a phone: the two teams and their marks in the game in
 * progress, whose shake it is, and big buttons to enter a hand (bidder, bid, made or set) or undo.
 * The server keeps the sheet with the club's scorekeeper; the last hand of the match files its
 * games as the match's report.
 */
export function ScorekeeperPage({ id, match }: { readonly id: string; readonly match: string }) {
  const load = useCallback(() => api.scoresheet(id, match), [id, match]);
  // Two phones at one table see each other's entries: the sheet is the event's, which says when
  // it changed.
  const polled = useLive(load, { kind: 'event', id }, `${id}/${match}`);
  const [own, setOwn] = useState<{ sheet: EventScoresheet; after: EventScoresheet | null } | null>(
    null,
  );
  const sheet = own !== null && own.after === polled.data ? own.sheet : polled.data;
  const [bidder, setBidder] = useState<Seat | null>(null);
  const [bid, setBid] = useState<EnteredBid | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = (work: () => Promise<EventScoresheet>): void => {
    setBusy(true);
    setError(null);
    work().then(
      (next) => {
        setBusy(false);
        setBidder(null);
        setBid(null);
        setOwn({ sheet: next, after: polled.data });
        polled.refresh();
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  const enter = (entry: ScoreEntryInput): void => send(() => api.keepScore(id, match, entry));

  if (sheet === null)
    return (
      <main className="scorekeeper">
        <p className={polled.error !== null ? 'error-text' : 'muted'}>
          {polled.error ?? 'Loading…'}
        </p>
      </main>
    );

  const game = sheet.games.at(-1);
  const inProgress = game !== undefined && game.winner === null ? game : undefined;
  const gameNo = inProgress !== undefined ? sheet.games.length : sheet.games.length + 1;
  const canEnter = sheet.canKeep && !sheet.over && !busy;

  return (
    <main className="scorekeeper" data-testid="scorekeeper" data-over={String(sheet.over)}>
      <header className="sk-head">
        <a href={routePath({ page: 'event', id })} className="back-link no-print">
          ← {sheet.eventName}
        </a>
        <h1 className="sk-title">
          {sheet.over ? 'Match over' : `Game ${gameNo}`}
          <span className="muted sk-sub">
            {' '}
            · best of {sheet.bestOf} · to {sheet.game.marksToWin}
            {sheet.game.winBy > 1 ? `, win by ${sheet.game.winBy}` : ''}
            {sheet.table !== null ? ` · table ${sheet.table}` : ''}
          </span>
        </h1>
        <LiveNote connection={polled.connection} />
      </header>
      <ScoreClock sheet={sheet} busy={busy} onTime={() => enter({ type: 'time' })} />

      <ScoreBoard sheet={sheet} />

      {sheet.over ? (
        <p className="panel sk-note" data-testid="sk-over">
          {sheet.won[0] > sheet.won[1] ? sheet.teams[0].name : sheet.teams[1].name} won{' '}
          {Math.max(...sheet.won)}–{Math.min(...sheet.won)}. The games were reported
          {sheet.status === 'reported' ? '; the other team confirms on the event page.' : '.'}
        </p>
      ) : (
        <p className="sk-shake" data-testid="sk-shaker" data-seat={sheet.shaker}>
          Shake: <strong>{seatLabel(sheet, sheet.shaker)}</strong>
        </p>
      )}

      {canEnter ? (
        <ScoreHandForm
          sheet={sheet}
          bidder={bidder}
          setBidder={setBidder}
          bid={bid}
          setBid={setBid}
          busy={busy}
          onEnter={enter}
        />
      ) : null}

      {sheet.canKeep ? (
        <button
          type="button"
          className="sk-button wide undo"
          data-testid="sk-undo"
          disabled={busy || sheet.games.length === 0}
          onClick={() => send(() => api.undoScore(id, match))}
        >
          Undo last entry
        </button>
      ) : null}
      {!sheet.canKeep && !sheet.over ? (
        <p className="muted">Only the two teams and the organizer keep this score.</p>
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert" data-testid="sk-error">
          {error}
        </p>
      ) : null}

      {sheet.over ? (
        <MatchGames sheet={sheet} />
      ) : game !== undefined ? (
        <HandList sheet={sheet} game={game} />
      ) : null}
      <p className="small-print">
        <a href={routePath({ page: 'sheet', id, match })}>Printable score sheet</a>
      </p>
    </main>
  );
}
