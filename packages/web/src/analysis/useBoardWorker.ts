import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  BiddingAnswer,
  FromBoardWorker,
  SeatViewAnswer,
  Solved,
  ToBoardWorker,
} from './board-protocol.js';

type Question = ToBoardWorker extends infer Q
  ? Q extends ToBoardWorker
    ? Omit<Q, 'id'>
    : never
  : never;

export interface BoardWorker {
  readonly solved: Solved | null;
  readonly seatView: SeatViewAnswer | null;
  readonly bidding: BiddingAnswer | null;
  /** The kinds of question asked and not yet answered. */
  readonly pending: ReadonlySet<ToBoardWorker['kind']>;
  readonly error: string | null;
  /** Milliseconds from asking for the last solve to its answer arriving on the page. */
  readonly solveShownMs: number | null;
  readonly ask: (q: Question) => void;
  /** Forget an answer (the board moved: it no longer fits). */
  readonly clear: (kind: ToBoardWorker['kind']) => void;
}

/**
 * The analysis board's Web Worker (solo/analysis.worker.ts), started with the page. Each
 * question gets an id; an answer to anything but the latest question of its kind is dropped.
 */
export function useBoardWorker(): BoardWorker {
  const worker = useRef<Worker | null>(null);
  const latest = useRef<Record<string, number>>({});
  const next = useRef(1);
  const [solved, setSolved] = useState<Solved | null>(null);
  const [seatView, setSeatView] = useState<SeatViewAnswer | null>(null);
  const [bidding, setBidding] = useState<BiddingAnswer | null>(null);
  const [pending, setPending] = useState<ReadonlySet<ToBoardWorker['kind']>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [solveShownMs, setSolveShownMs] = useState<number | null>(null);
  const askedAt = useRef(new Map<number, number>());
  const kinds = useRef(new Map<number, ToBoardWorker['kind']>());

  const done = (kind: ToBoardWorker['kind']) =>
    setPending((p) => {
      const s = new Set(p);
      s.delete(kind);
      return s;
    });

  useEffect(() => {
    const w = new Worker(new URL('../solo/analysis.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.current = w;
    w.onmessage = (e: MessageEvent<FromBoardWorker>) => {
      const m = e.data;
      const kind = kinds.current.get(m.id);
      const asked = askedAt.current.get(m.id);
      // A solve is answered twice: the values, then the best line.
      if (m.kind !== 'solved' || m.line !== null) {
        kinds.current.delete(m.id);
        askedAt.current.delete(m.id);
      }
      if (kind === undefined || latest.current[kind] !== m.id) return;
      done(kind);
      if (m.kind === 'error') setError(m.message);
      else if (m.kind === 'solved') {
        setSolved(m);
        if (m.line === null)
          setSolveShownMs(asked === undefined ? null : performance.now() - asked);
      } else if (m.kind === 'seat-view') setSeatView(m);
      else setBidding(m);
    };
    w.onerror = () => setError('The solver stopped; reload the page.');
    return () => {
      w.terminate();
      worker.current = null;
    };
  }, []);

  const ask = useCallback((q: Question) => {
    const id = next.current++;
    latest.current[q.kind] = id;
    kinds.current.set(id, q.kind);
    askedAt.current.set(id, performance.now());
    setError(null);
    setPending((p) => new Set(p).add(q.kind));
    worker.current?.postMessage({ ...q, id });
  }, []);

  const clear = useCallback((kind: ToBoardWorker['kind']) => {
    // An answer on its way to an old question is no longer wanted.
    latest.current[kind] = -1;
    done(kind);
    if (kind === 'solve') setSolved(null);
    else if (kind === 'seat-view') setSeatView(null);
    else setBidding(null);
  }, []);

  return { solved, seatView, bidding, pending, error, solveShownMs, ask, clear };
}
