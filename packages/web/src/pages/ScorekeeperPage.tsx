import { useCallback, useState } from 'react';
import { api, type ScoreEntryInput } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import { MatchGames } from '../components/events/MatchGames.js';
import { ScoreClock } from '../components/events/ScoreClock.js';
import { ScoreInfraction } from '../components/events/ScoreInfraction.js';
import { ScoreProcedure } from '../components/events/ScoreProcedure.js';
import { useLive } from '../hooks/useLive.js';
import { LiveNote } from '../components/common/LiveNote.js';
import { routePath } from '../logic/route.js';
import {
  SEAT_ORDER,
  chalk,
  entryText,
  gamesToWin,
  seatLabel,
  sideOfSeat,
  type EnteredBid,
} from '../logic/scorekeeper.js';
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
  const marks = inProgress?.marks ?? { NS: 0, EW: 0 };
  const gameNo = inProgress !== undefined ? sheet.games.length : sheet.games.length + 1;
  const sides = [
    { team: sheet.teams[0], marks: marks.NS, won: sheet.won[0], seats: 'N–S' },
    { team: sheet.teams[1], marks: marks.EW, won: sheet.won[1], seats: 'E–W' },
  ] as const;
  // A finished match's board shows the games won, the match score; a game's, its marks.
  const big = (s: (typeof sides)[number]): number => (sheet.over ? s.won : s.marks);
  const canEnter = sheet.canKeep && !sheet.over && !busy;
  const hands = [...(game?.entries ?? [])].reverse();

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

      <section className="sk-board" aria-label="Marks">
        {sides.map((s, i) => (
          <div
            key={s.team.id}
            className={`sk-team sk-team-${i}`}
            data-testid="sk-team"
            data-side={i}
          >
            <div className="sk-team-name">{s.team.name}</div>
            <div className="sk-team-players muted">
              {s.seats}: {s.team.players.map((p) => p?.name ?? 'open').join(' & ')}
            </div>
            <div
              className="sk-marks"
              data-testid={sheet.over ? 'sk-games-won' : 'sk-marks'}
              aria-label={sheet.over ? `${s.won} games won` : `${s.marks} marks`}
            >
              {big(s)}
            </div>
            {sheet.over ? (
              <div className="sk-games muted">{s.won === 1 ? 'game won' : 'games won'}</div>
            ) : (
              <>
                <div className="sk-chalk" aria-hidden="true">
                  {chalk(s.marks) || '·'}
                </div>
                <div className="sk-games muted">
                  games {s.won}/{gamesToWin(sheet.bestOf)}
                </div>
              </>
            )}
          </div>
        ))}
      </section>

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
        <section className="panel sk-hands" aria-label="Hands">
          <h2 className="panel-title">
            Game {sheet.games.length} hands ({game.entries.length})
          </h2>
          <ol className="sk-hand-list" reversed data-testid="sk-hands">
            {hands.map((e, k) => (
              <li key={hands.length - k} className="sk-hand">
                <span>{entryText(sheet, e)}</span>
                <span className="sk-tally">
                  {e.tally.NS}–{e.tally.EW}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="small-print">
        <a href={routePath({ page: 'sheet', id, match })}>Printable score sheet</a>
      </p>
    </main>
  );
}
