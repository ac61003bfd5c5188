import { useNow } from '../../hooks/useNow.js';
import type { PlayerAction, Seat, TableState } from '../../protocol.js';

/**
 * The inspection window after a hand, where the table's rules let a renege be played: "all
 * hands shall be turned face up so that any mistakes or reneges can be identified" (000). The
 * countdown before the next shake, and "Done checking" (the shake waits for every player, or
 * the end of the window). A renege is called by pointing at its trick in the list of tricks.
 */
export function InspectionBar({
  inspection,
  you,
  disabled,
  onAct,
  onShowHands,
}: {
  readonly inspection: NonNullable<TableState['inspection']>;
  readonly you: Seat | null;
  readonly disabled: boolean;
  readonly onAct: (action: PlayerAction) => void;
  /** Opens the hand's panel (every hand face up, the tricks), when it is closed. */
  readonly onShowHands?: () => void;
}) {
  const now = useNow(250);
  const left = Math.max(0, Math.ceil((Date.parse(inspection.deadline) - now) / 1000));
  const waived = you !== null && inspection.waived.includes(you);
  return (
    <div className="inspection" role="status" data-testid="inspection">
      <p className="inspection-title">
        <strong>
          Check for reneges: <span data-testid="inspection-seconds">{left}</span> s
        </strong>
      </p>
      <p className="inspection-help muted">
        Every hand is face up. If the other side did not follow suit when they could, point at that
        trick: the table checks it against the hands.
      </p>
      <div className="inspection-actions">
        {onShowHands !== undefined ? (
          <button type="button" className="button small ghost" onClick={onShowHands}>
            Show the hands
          </button>
        ) : null}
        {you !== null ? (
          <button
            type="button"
            className="button small"
            data-testid="done-checking"
            disabled={disabled || waived}
            onClick={() => onAct({ type: 'waiveInspection' })}
          >
            {waived ? 'Waiting for the others' : 'Done checking'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
