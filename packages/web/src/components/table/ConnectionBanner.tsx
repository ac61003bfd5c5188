import { useEffect, useState } from 'react';

/** How long "Connected again" stays up after the socket is back. */
const BACK_MS = 5000;

/**
 * The table's connection, said plainly over the board: the server restarting, the connection
 * lost (play is paused: nothing you click could reach the server), and back again.
 */
export function ConnectionBanner({
  connected,
  restarting,
}: {
  readonly connected: boolean;
  readonly restarting: boolean;
}) {
  // 'new' until the first connection (that is not "back"), then 'on', 'lost', 'back'.
  const [phase, setPhase] = useState<'new' | 'on' | 'lost' | 'back'>('new');
  useEffect(() => {
    if (!connected) {
      setPhase((p) => (p === 'new' ? p : 'lost'));
      return;
    }
    setPhase((p) => (p === 'lost' ? 'back' : 'on'));
  }, [connected]);
  useEffect(() => {
    if (phase !== 'back') return;
    const timer = window.setTimeout(() => setPhase('on'), BACK_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (restarting)
    return (
      <p className="banner restarting" role="status" data-testid="restarting">
        The server is restarting; you will be reconnected
      </p>
    );
  if (phase === 'lost')
    return (
      <p className="banner connection-lost" role="alert" data-testid="connection-lost">
        Connection to the server lost: play is paused until it is back. Reconnecting…
      </p>
    );
  if (phase === 'back')
    return (
      <p className="banner connection-back" role="status" data-testid="connection-back">
        Connected again: the table is up to date and play goes on.
      </p>
    );
  return null;
}
