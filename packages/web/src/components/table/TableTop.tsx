import type { TableSummary } from '../../protocol.js';
import { routePath } from '../../logic/route.js';
import { SoundSwitch } from '../board/SoundSwitch.js';
import { MatchTimer } from './MatchTimer.js';

/**
 * A table's title (its rules, who may join, whether this page is connected, the match's time)
 * and its links: sound, the last hand, the history, leaving your seat, the lobby.
 */
export function TableTop({
  id,
  invite,
  table,
  connected,
  timeLimit,
  sound,
  lastCue,
  onSound,
  onLastHand,
  onLeave,
}: {
  readonly id: string;
  readonly invite: string | null;
  readonly table: TableSummary | null;
  readonly connected: boolean;
  readonly timeLimit: Parameters<typeof MatchTimer>[0]['limit'];
  readonly sound: boolean;
  readonly lastCue: Parameters<typeof SoundSwitch>[0]['last'];
  readonly onSound: (on: boolean) => void;
  /** Shows the last hand again (null: no hand has ended yet). */
  readonly onLastHand: (() => void) | null;
  /** Leaves your seat (null: you have none). */
  readonly onLeave: (() => void) | null;
}) {
  return (
    <div className="table-top">
      <div className="table-title">
        <h1>{table?.name ?? 'Table'}</h1>
        <span className="muted">
          {table?.rules ?? ''}
          {table !== null ? ` · ${table.visibility}` : ''}
        </span>
        <span
          className={`dot ${connected ? 'dot-on' : 'dot-off'}`}
          title={connected ? 'connected' : 'reconnecting'}
          data-testid="connection"
          data-connected={connected ? 'true' : 'false'}
        />
        <MatchTimer limit={timeLimit} />
      </div>
      <nav className="table-links">
        <SoundSwitch on={sound} last={lastCue} onChange={onSound} />
        {onLastHand !== null ? (
          <button
            type="button"
            className="button small ghost"
            data-testid="last-hand"
            onClick={onLastHand}
          >
            Last hand
          </button>
        ) : null}
        <a className="button small ghost" href={routePath({ page: 'history', id, invite })}>
          History
        </a>
        {onLeave !== null ? (
          <button
            type="button"
            className="button small ghost"
            data-testid="leave-seat"
            onClick={onLeave}
          >
            Leave seat
          </button>
        ) : null}
        <a className="button small ghost" href={routePath({ page: 'lobby' })}>
          Lobby
        </a>
      </nav>
    </div>
  );
}
