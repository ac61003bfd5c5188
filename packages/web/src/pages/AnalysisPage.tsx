import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import {
  isNello,
  parseRecord,
  resolveRules,
  seedRng,
  type Domino,
  type MatchState,
} from '@texas42/engine';
import { BoardTable } from '../components/analysis/BoardTable.js';
import { BoardSide } from '../components/analysis/BoardSide.js';
import { BoardSteps } from '../components/analysis/BoardSteps.js';
import { BoardTopBar } from '../components/analysis/BoardTopBar.js';
import { DealEditor } from '../components/analysis/DealEditor.js';
import { LineList } from '../components/analysis/LineList.js';
import { useBoardWorker } from '../analysis/useBoardWorker.js';
import { useSolving } from '../analysis/useSolving.js';
import { formatBid } from '../logic/bids.js';
import { lineOf, turnAt } from '../logic/board-line.js';
import { packBoard, unpackBoard } from '../logic/board-link.js';
import { randomSetup, recordOf, setupOfRecord, type BoardSetup } from '../logic/board-setup.js';
import {
  currentLine,
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
  const worker = useBoardWorker();

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
  useSolving(worker, editing ? null : here, turn !== null, viewer, setup.rules);

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
  useArrowSteps(editing, setLines);

  const pasteRecord = (text: string): void => {
    const opened = openRecord(text);
    if (typeof opened === 'string') return setProblem(opened);
    setSetup(opened.setup);
    setLines(opened.lines);
    setProblem(opened.problem);
    setEditing(false);
  };

  const hand = state?.phase === 'play' ? state.hand : null;
  const title = hand
    ? `${SEAT_NAMES[hand.bidder]} bid ${formatBid(hand.high.bid)} · ${contractLabel(hand.contract)}`
    : `${SEAT_NAMES[setup.bidder]} bid ${formatBid(setup.bid)} · ${contractLabel(setup.contract)}`;

  return (
    <main className="analysis-page" data-testid="analysis-page" data-at={at} data-plays={total}>
      <BoardTopBar
        title={title}
        editing={editing}
        onEditing={() => setEditing((e) => !e)}
        link={link}
      />
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
              <BoardSteps
                at={at}
                total={total}
                where={whereWords(state, at)}
                onStep={step}
                viewer={viewer}
                onViewer={setViewer}
              />
              <LineList
                lines={lines}
                perTrick={hand !== null && hand.sittingOut !== null ? 3 : 4}
                onSwitch={(i) => setLines((t) => switchLine(t, i))}
                onStep={step}
              />
            </div>
            <BoardSide
              viewer={viewer}
              worker={worker}
              solved={solved}
              need={needWords(state)}
              unit={unit}
              setup={setup}
              onPlay={play}
              onLines={setLines}
            />
          </div>
        </>
      )}
    </main>
  );
}

/** The arrow keys step through the plays, as in a replay (not while setting up, nor in a field). */
function useArrowSteps(editing: boolean, setLines: Dispatch<SetStateAction<Lines>>): void {
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
  }, [editing, setLines]);
}

/** A pasted hand record as a board, or why it cannot be one. */
function openRecord(text: string): Opened | string {
  const parsed = parseRecord(text);
  if (!parsed.ok) return `The record cannot be read: ${parsed.error.message}`;
  if (parsed.value.kind !== 'hand') return 'That is a game record: paste one of its hands.';
  const rec = parsed.value.record;
  const ref = parsed.value.rules.ref;
  const replayed = lineOf(parsed.value.rules, rec);
  const next = setupOfRecord(ref, rec, replayed.states[0] ?? null);
  if (next === null) return 'The record names no contract: a board needs the hand in play.';
  const plays = rec.plays.slice(0, Math.max(0, replayed.states.length - 1));
  return {
    setup: next,
    lines: startLines(plays, 0),
    problem: replayed.ok ? null : replayed.message,
  };
}

/** Where the board stands: the play, the trick and the points, or the hand's result. */
function whereWords(state: MatchState | undefined, at: number): string {
  const result =
    state !== undefined && state.phase !== 'play' ? state.game.hands.at(-1) : undefined;
  if (result !== undefined)
    return `Hand over: ${result.outcome}, ${result.points.NS}–${result.points.EW}`;
  const hand = state?.phase === 'play' ? state.hand : null;
  return `Play ${at + 1} · trick ${(hand?.tricks.length ?? 0) + 1} of 7 · ${hand?.points.NS ?? 0}–${hand?.points.EW ?? 0}`;
}
