import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionBar } from '../components/table/ActionBar.js';
import { Auction } from '../components/table/Auction.js';
import { Board } from '../components/table/Board.js';
import { Scoreboard } from '../components/table/Scoreboard.js';
import { HandOverPanel } from '../components/hand-over/HandOverPanel.js';
import { Toasts } from '../components/common/Toasts.js';
import { useToasts } from '../hooks/useToasts.js';
import { finishedCount, finishedHands, newlyFinished } from '../logic/finished-hands.js';
import { nextHandDealt, placeOf } from '../logic/hand-place.js';
import { summarizeGames } from '../logic/match-summary.js';
import { routePath } from '../logic/route.js';
import { seatName, statusText } from '../logic/table-words.js';
import type { HandAnalysis, Seat } from '../protocol.js';
import { SoloSetup } from '../solo/SoloSetup.js';
import { useSoloWorker } from '../solo/useSoloWorker.js';

/** The analysis of a hand is the server's (one pool for every table): not offered offline. */
const noAnalysis = (): Promise<HandAnalysis> =>
  Promise.reject(new Error('The analysis of a hand is made by the server: play online for it.'));

/**
 * Solo play with no connection: South against three bots run by a Web Worker in this browser
 * (solo.worker.ts), drawn with the online table's board. The match is kept in IndexedDB, so a
 * reload or a closed tab comes back to it.
 */
export function SoloPage() {
  const { toasts, push, dismiss } = useToasts();
  const solo = useSoloWorker(push);
  const { state, pending, act } = solo;
  const view = state?.view ?? null;
  const table = state?.table ?? null;
  const names = useCallback((seat: Seat) => seatName(table, seat), [table]);

  // The hand-over panel opens when the number of finished hands grows, as at a table.
  const seen = useRef<number | null>(null);
  const [shownHand, setShownHand] = useState<number | null>(null);
  useEffect(() => {
    if (view === null) {
      seen.current = null;
      return;
    }
    const fresh = newlyFinished(seen.current, view);
    seen.current = finishedCount(view);
    if (fresh !== null) setShownHand(fresh);
  }, [view]);
  const hands = useMemo(() => finishedHands(view), [view]);
  const shown = shownHand === null ? undefined : hands[shownHand];
  const games = useMemo(() => summarizeGames(view), [view]);
  const over = table?.status === 'done';
  const status = statusText(view, state?.you ?? null, names, false);

  return (
    <main className="table-page solo-page" data-testid="solo-page" data-ready={solo.ready}>
      <div className="table-top">
        <div className="table-title">
          <h1>Solo</h1>
          <span className="muted">
            {table !== null
              ? `${table.rules} · bots: ${solo.settings?.level ?? ''}`
              : 'in this browser, no connection needed'}
          </span>
        </div>
        <nav className="table-links">
          {hands.length > 0 ? (
            <button
              type="button"
              className="button small ghost"
              data-testid="last-hand"
              onClick={() => setShownHand(hands.length - 1)}
            >
              Last hand
            </button>
          ) : null}
          {state !== null && !over ? (
            <button
              type="button"
              className="button small ghost"
              data-testid="solo-quit"
              onClick={() => {
                if (window.confirm('Give up this match? It cannot be resumed.')) solo.quit();
              }}
            >
              Give up
            </button>
          ) : null}
          <a className="button small ghost" href={routePath({ page: 'lobby' })}>
            Lobby
          </a>
        </nav>
      </div>
      {!solo.ready ? (
        <p className="table-loading">Opening the solo table…</p>
      ) : state === null || over ? (
        <div className="solo-start">
          {over ? (
            <p className="banner" role="status" data-testid="solo-over">
              {status}
            </p>
          ) : null}
          <SoloSetup profiles={solo.profiles} last={solo.settings} onStart={solo.start} />
        </div>
      ) : (
        <div className="table-layout">
          <div className="table-main">
            <Board
              state={state}
              pending={pending}
              centerMessage={view?.phase === 'play' ? null : status}
              names={names}
              seatActions={null}
              keys={shownHand === null}
              onAct={act}
            />
            <ActionBar
              state={state}
              pending={pending}
              offline={false}
              status={status}
              onAct={act}
            />
          </div>
          <aside className="table-side">
            <Scoreboard view={view} you={state.you} names={names} />
            <Auction hand={view?.hand ?? null} names={names} toAct={view?.toAct ?? null} />
          </aside>
        </div>
      )}
      {shown !== undefined && shownHand !== null ? (
        <HandOverPanel
          result={shown}
          number={shownHand + 1}
          place={placeOf(view, shownHand)}
          games={games}
          nextDealt={nextHandDealt(view, hands.length, shownHand)}
          nextStatus={status}
          you={state?.you ?? null}
          names={names}
          loadAnalysis={noAnalysis}
          onClose={() => setShownHand(null)}
        />
      ) : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </main>
  );
}
