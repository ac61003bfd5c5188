// Over 300 lines: the analysis board is one page whose setup, position, values, lines and
// branches all read and write the one board in the address.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  isNello,
  parseRecord,
  resolveRules,
  seedRng,
  type Domino,
  type MatchState,
  type Seat,
} from '@texas42/engine';
import { BiddingHelp } from '../components/analysis/BiddingHelp.js';
import { BoardTable } from '../components/analysis/BoardTable.js';
import { DealEditor } from '../components/analysis/DealEditor.js';
import { LineList } from '../components/analysis/LineList.js';
import { SeatViewPanel } from '../components/analysis/SeatViewPanel.js';
import { SolvedPanel } from '../components/analysis/SolvedPanel.js';
import { useBoardWorker } from '../analysis/useBoardWorker.js';
import { formatBid } from '../logic/bids.js';
import { lineOf, turnAt } from '../logic/board-line.js';
import { packBoard, unpackBoard } from '../logic/board-link.js';
import { randomSetup, recordOf, setupOfRecord, type BoardSetup } from '../logic/board-setup.js';
import {
  currentLine,
  playAll,
  playOn,
  playsSoFar,
  startLines,
  stepTo,
  switchLine,
  type Lines,
} from '../logic/board-tree.js';
import { contractLabel } from '../logic/contracts.js';
import { routePath } from '../logic/route.js';
import { SEAT_NAMES } from '../logic/seats.js';
import '../styles/analysis.css';

/** Deals sampled for the hard bot's view (as many as it samples a play) and for bidding help. */
const SEAT_SAMPLES = 20;
const BID_SAMPLES = 24;

interface Opened {
  readonly setup: BoardSetup;
  readonly lines: Lines;
  readonly problem: string | null;
}

function freshDeal(): Opened {
  const seed = Array.from(crypto.getRandomValues(new Uint32Array(1)))[0] ?? 0;
  return { setup: randomSetup(seedRng(seed)), lines: startLines(), problem: null };
}

/** The board a link opens: its record and where it stands; a damaged link opens a new deal. */
function openLink(board: string | null): Opened {
  if (board === null) return freshDeal();
  const link = unpackBoard(board);
  if (!link.ok) return { ...freshDeal(), problem: link.message };
  const rules = resolveRules(link.value.rules);
  if (!rules.ok) return { ...freshDeal(), problem: rules.error.message };
  const line = lineOf(rules.value, link.value.record);
  const setup = setupOfRecord(link.value.rules, link.value.record, line.states[0] ?? null);
  if (setup === null) return { ...freshDeal(), problem: 'This board link names no contract.' };
  const plays = link.value.record.plays.slice(0, Math.max(0, line.states.length - 1));
  return {
    setup,
    lines: startLines(plays, Math.min(link.value.at, plays.length)),
    problem: line.ok ? null : line.message,
  };
}

function needWords(state: MatchState | undefined): string {
  if (state === undefined || state.phase !== 'play') return '';
  const h = state.hand;
  if (isNello(h.contract)) return 'no trick';
  return typeof h.high.bid === 'number' ? `${h.high.bid} points` : 'every trick';
}

/**
 * The analysis board: set up any hand (or open one from a link, a hand record, or a finished
 * hand's history), then step through its plays with the exact solver's value of every legal
 * domino, the best line to the end, branches, the hard bot's view from the seat to play, and
 * bidding help. The solver runs in this browser's Web Worker: no server, and it works offline.
 */
export function AnalysisPage({ board }: { readonly board: string | null }) {
  const [opened] = useState(() => openLink(board));
  const [setup, setSetup] = useState<BoardSetup>(opened.setup);
  const [lines, setLines] = useState<Lines>(opened.lines);
  const [problem, setProblem] = useState<string | null>(opened.problem);
  const [editing, setEditing] = useState(false);
  const [viewer, setViewer] = useState(false);
  const [copied, setCopied] = useState(false);
  const worker = useBoardWorker();
  const { ask, clear } = worker;

  const rules = useMemo(() => resolveRules(setup.rules), [setup.rules]);
  const record = useMemo(() => recordOf(setup, currentLine(lines)), [setup, lines]);
  const line = useMemo(() => (rules.ok ? lineOf(rules.value, record) : null), [rules, record]);
  const setupProblem = !rules.ok
    ? rules.error.message
    : line !== null && line.states.length === 0 && !line.ok
      ? line.message
      : null;
  const states = line?.states ?? [];
  const at = Math.min(lines.at, Math.max(0, states.length - 1));
  const state = states[at];
  const turn = useMemo(() => (state === undefined ? null : turnAt(state)), [state]);
  const here = useMemo(
    () => ({ ...record, plays: playsSoFar(lines).slice(0, at) }),
    [record, lines, at],
  );
  const link = useMemo(
    () => packBoard({ rules: setup.rules, record, at }),
    [setup.rules, record, at],
  );

  // The address follows the board, so a reload or a copied address opens the same board.
  useEffect(() => {
    if (editing) return;
    window.history.replaceState(null, '', routePath({ page: 'analysis', board: link }));
  }, [link, editing]);

  // Each position is solved as the board gets to it; the bot's view when it is asked for.
  useEffect(() => {
    if (editing || turn === null) {
      clear('solve');
      clear('seat-view');
      return;
    }
    ask({ kind: 'solve', rules: setup.rules, record: here });
    if (viewer) ask({ kind: 'seat-view', rules: setup.rules, record: here, samples: SEAT_SAMPLES });
    else clear('seat-view');
  }, [editing, turn, here, viewer, setup.rules, ask, clear]);

  const solved =
    worker.solved !== null && turn !== null && worker.solved.seat === turn.seat
      ? worker.solved
      : null;
  const values = useMemo(
    () => (solved === null ? null : new Map(solved.values.map((v) => [v.domino, v]))),
    [solved],
  );
  const unit = state?.phase === 'play' && isNello(state.hand.contract) ? 'tricks' : 'points';

  const play = useCallback((d: Domino) => setLines((t) => playOn(t, d)), []);
  const step = useCallback((to: number) => setLines((t) => stepTo(t, to)), []);
  const total = Math.max(0, states.length - 1);

  // The arrow keys step through the plays, as in a replay.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const target = e.target as HTMLElement | null;
      if (editing || target?.closest('input, textarea, select') != null) return;
      if (e.key === 'ArrowLeft') setLines((t) => stepTo(t, t.at - 1));
      else if (e.key === 'ArrowRight') setLines((t) => stepTo(t, t.at + 1));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing]);

  const pasteRecord = (text: string): void => {
    const parsed = parseRecord(text);
    if (!parsed.ok) return setProblem(`The record cannot be read: ${parsed.error.message}`);
    if (parsed.value.kind !== 'hand')
      return setProblem('That is a game record: paste one of its hands.');
    const rec = parsed.value.record;
    const ref = parsed.value.rules.ref;
    const replayed = lineOf(parsed.value.rules, rec);
    const next = setupOfRecord(ref, rec, replayed.states[0] ?? null);
    if (next === null)
      return setProblem('The record names no contract: a board needs the hand in play.');
    setSetup(next);
    const plays = rec.plays.slice(0, Math.max(0, replayed.states.length - 1));
    setLines(startLines(plays, 0));
    setProblem(replayed.ok ? null : replayed.message);
    setEditing(false);
  };

  const hand = state?.phase === 'play' ? state.hand : null;
  const title = hand
    ? `${SEAT_NAMES[hand.bidder]} bid ${formatBid(hand.high.bid)} · ${contractLabel(hand.contract)}`
    : `${SEAT_NAMES[setup.bidder]} bid ${formatBid(setup.bid)} · ${contractLabel(setup.contract)}`;
  const result =
    state !== undefined && state.phase !== 'play' ? state.game.hands.at(-1) : undefined;

  return (
    <main className="analysis-page" data-testid="analysis-page" data-at={at} data-plays={total}>
      <div className="table-top">
        <div className="table-title">
          <h1>Analysis board</h1>
          <span className="muted">{title}</span>
        </div>
        <nav className="table-links">
          <button
            type="button"
            className="button small ghost"
            data-testid="ab-edit"
            onClick={() => setEditing((e) => !e)}
          >
            {editing ? 'Back to the board' : 'Set up a hand'}
          </button>
          <button
            type="button"
            className="button small ghost"
            data-testid="ab-share"
            onClick={() => {
              const url = `${window.location.origin}${routePath({ page: 'analysis', board: link })}`;
              navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </button>
          <a className="button small ghost" href={routePath({ page: 'lobby' })}>
            Lobby
          </a>
        </nav>
      </div>
      {worker.error !== null ? (
        <p className="banner error-text" role="alert" data-testid="ab-error">
          {worker.error}
        </p>
      ) : null}
      {editing ? (
        <DealEditor
          setup={setup}
          problem={problem ?? setupProblem}
          onChange={(s) => {
            setSetup(s);
            setProblem(null);
            setLines(startLines());
          }}
          onPaste={pasteRecord}
          onRandom={() => {
            const fresh = freshDeal();
            setSetup({ ...fresh.setup, rules: setup.rules });
            setLines(startLines());
            setProblem(null);
          }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          {problem !== null || setupProblem !== null ? (
            <p className="banner error-text" role="alert" data-testid="ab-problem">
              {problem ?? setupProblem}
            </p>
          ) : null}
          <div className="ab-layout">
            <div className="ab-main">
              {state !== undefined ? (
                <BoardTable
                  state={state}
                  toPlay={turn?.seat ?? null}
                  legal={turn?.legal ?? []}
                  values={viewer ? null : values}
                  viewer={viewer ? (turn?.seat ?? null) : null}
                  onPlay={play}
                  unit={unit}
                />
              ) : null}
              <div className="ab-steps" role="group" aria-label="Step through the plays">
                <button
                  type="button"
                  className="button small ghost"
                  data-testid="ab-first"
                  disabled={at === 0}
                  onClick={() => step(0)}
                  aria-label="To the first lead"
                >
                  «
                </button>
                <button
                  type="button"
                  className="button small ghost"
                  data-testid="ab-back"
                  disabled={at === 0}
                  onClick={() => step(at - 1)}
                  aria-label="One play back"
                >
                  ◀
                </button>
                <span className="muted" data-testid="ab-where">
                  {result !== undefined
                    ? `Hand over: ${result.outcome}, ${result.points.NS}–${result.points.EW}`
                    : `Play ${at + 1} · trick ${(hand?.tricks.length ?? 0) + 1} of 7 · ${hand?.points.NS ?? 0}–${hand?.points.EW ?? 0}`}
                </span>
                <button
                  type="button"
                  className="button small ghost"
                  data-testid="ab-forward"
                  disabled={at >= total}
                  onClick={() => step(at + 1)}
                  aria-label="One play forward"
                >
                  ▶
                </button>
                <button
                  type="button"
                  className="button small ghost"
                  data-testid="ab-last"
                  disabled={at >= total}
                  onClick={() => step(total)}
                  aria-label="To the last play"
                >
                  »
                </button>
                <label className="ab-toggle">
                  <input
                    type="checkbox"
                    data-testid="ab-seat-view-toggle"
                    checked={viewer}
                    onChange={(e) => setViewer(e.target.checked)}
                  />{' '}
                  From this seat's view
                </label>
              </div>
              <LineList
                lines={lines}
                perTrick={hand !== null && hand.sittingOut !== null ? 3 : 4}
                onSwitch={(i) => setLines((t) => switchLine(t, i))}
                onStep={step}
              />
            </div>
            <div className="ab-side">
              {viewer ? (
                <SeatViewPanel
                  answer={worker.seatView}
                  pending={worker.pending.has('seat-view')}
                  unit={unit}
                />
              ) : (
                <SolvedPanel
                  solved={solved}
                  pending={worker.pending.has('solve')}
                  shownMs={worker.solveShownMs}
                  need={needWords(state)}
                  onPlay={play}
                  onPlayLine={(n) => {
                    const line = solved?.line;
                    if (line) setLines((t) => playAll(t, line.slice(0, n)));
                  }}
                />
              )}
              <BiddingHelp
                answer={worker.bidding}
                pending={worker.pending.has('bidding')}
                initialSeat={setup.bidder}
                onAsk={(seat: Seat) =>
                  ask({
                    kind: 'bidding',
                    rules: setup.rules,
                    seat,
                    hand: setup.hands[seat],
                    samples: BID_SAMPLES,
                  })
                }
              />
            </div>
          </div>
        </>
      )}
    </main>
  );
}
