import { useState } from 'react';
import { errorText } from '../api/http.js';
import type { EventView } from '../protocol.js';

export interface EventChange {
  /** A request is on its way: the buttons that send one wait. */
  readonly busy: boolean;
  /** The last request's refusal, in words, or null. */
  readonly error: string | null;
  readonly setBusy: (busy: boolean) => void;
  readonly setError: (error: string | null) => void;
  /** Sends one change; on success `after` (e.g. clearing a form) and then the new view. */
  readonly run: (work: () => Promise<EventView>, after?: () => void) => void;
}

/**
 * One change to an event from its page (a start, a report, a payment ...): the buttons wait while
 * it is sent, the server's new view goes to `onChanged`, a refusal is kept to show beside them.
 */
export function useEventChange(onChanged: (view: EventView) => void): EventChange {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (work: () => Promise<EventView>, after?: () => void): void => {
    setBusy(true);
    setError(null);
    work().then(
      (next) => {
        setBusy(false);
        after?.();
        onChanged(next);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  return { busy, error, setBusy, setError, run };
}
