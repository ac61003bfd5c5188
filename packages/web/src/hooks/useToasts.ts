import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly kind: 'error' | 'info';
}

/** Short messages that leave by themselves after a few seconds. */
export function useToasts(lifeMs = 5000): {
  toasts: readonly Toast[];
  push: (text: string, kind?: Toast['kind']) => void;
  dismiss: (id: number) => void;
} {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<number>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const push = useCallback(
    (text: string, kind: Toast['kind'] = 'error') => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-3), { id, text, kind }]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, lifeMs);
      timers.current.add(timer);
    },
    [dismiss, lifeMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) window.clearTimeout(t);
    };
  }, []);

  return { toasts, push, dismiss };
}
