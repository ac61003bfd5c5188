import type { LiveConnection } from '../../hooks/useLive.js';

const WORDS: Record<LiveConnection, string> = {
  connecting: 'Connecting…',
  live: 'Live: changes show as they happen.',
  down: 'Connection lost: reconnecting, and refreshing every minute meanwhile.',
};

/** Whether the page shows changes as they happen, or (the socket is down) every minute. */
export function LiveNote({ connection }: { readonly connection: LiveConnection }) {
  return (
    <p
      className={`muted small-print live-note live-note-${connection}`}
      data-testid="live-note"
      data-connection={connection}
      role="status"
    >
      <span className="live-dot" aria-hidden="true" />
      {WORDS[connection]}
    </p>
  );
}
