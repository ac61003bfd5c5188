import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerAction, TableState } from '../protocol.js';
import type { FromSoloWorker, SoloProfile, SoloSettings, ToSoloWorker } from './solo-protocol.js';

export interface SoloTable {
  /** False until the worker has said whether a match is saved. */
  readonly ready: boolean;
  readonly state: TableState | null;
  readonly settings: SoloSettings | null;
  readonly profiles: readonly SoloProfile[];
  /** True from sending an action until the worker answers. */
  readonly pending: boolean;
  readonly start: (settings: SoloSettings) => void;
  readonly act: (action: PlayerAction) => void;
  readonly quit: () => void;
}

/**
 * The solo page's Web Worker (solo.worker.ts): started with the page, asked for the saved match,
 * and told each of South's actions with the version of the view it was chosen from.
 */
export function useSoloWorker(onError: (message: string) => void): SoloTable {
  const worker = useRef<Worker | null>(null);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<TableState | null>(null);
  const [settings, setSettings] = useState<SoloSettings | null>(null);
  const [profiles, setProfiles] = useState<readonly SoloProfile[]>([]);
  const [pending, setPending] = useState(false);
  const latest = useRef<TableState | null>(null);
  const errorHandler = useRef(onError);
  useEffect(() => {
    errorHandler.current = onError;
  }, [onError]);

  useEffect(() => {
    const w = new Worker(new URL('./solo.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (e: MessageEvent<FromSoloWorker>) => {
      const m = e.data;
      if (m.kind === 'state') {
        latest.current = m.state;
        setState(m.state);
        setSettings(m.settings);
        setProfiles(m.profiles);
        setPending(false);
        setReady(true);
      } else if (m.kind === 'error') errorHandler.current(m.message);
    };
    w.onerror = () => errorHandler.current('The solo table stopped; reload the page.');
    w.postMessage({ kind: 'open' } satisfies ToSoloWorker);
    return () => {
      w.terminate();
      worker.current = null;
    };
  }, []);

  const send = useCallback((message: ToSoloWorker) => worker.current?.postMessage(message), []);
  const start = useCallback((s: SoloSettings) => send({ kind: 'new', settings: s }), [send]);
  const quit = useCallback(() => send({ kind: 'quit' }), [send]);
  const act = useCallback(
    (action: PlayerAction) => {
      const version = latest.current?.view?.version;
      if (version === undefined) return;
      setPending(true);
      send({ kind: 'act', version, action });
    },
    [send],
  );
  return { ready, state, settings, profiles, pending, start, act, quit };
}
