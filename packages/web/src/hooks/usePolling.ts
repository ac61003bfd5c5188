import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../api/http.js';

export interface Polled<T> {
  readonly data: T | null;
  readonly error: string | null;
  readonly loading: boolean;
  readonly refresh: () => void;
}

/** Loads `load()` now and again every `everyMs` (0: once), keeping the last good answer. */
export function usePolling<T>(load: () => Promise<T>, everyMs: number, key = ''): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    let live = true;
    const run = (): void => {
      loader.current().then(
        (value) => {
          if (!live) return;
          setData(value);
          setError(null);
          setLoading(false);
        },
        (e: unknown) => {
          if (!live) return;
          setError(errorText(e));
          setLoading(false);
        },
      );
    };
    run();
    const timer = everyMs > 0 ? window.setInterval(run, everyMs) : undefined;
    return () => {
      live = false;
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [everyMs, key, tick]);

  return { data, error, loading, refresh };
}
