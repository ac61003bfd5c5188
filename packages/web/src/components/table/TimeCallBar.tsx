import { useEffect, useState } from 'react';
import { useNow } from '../../hooks/useNow.js';
import { seatName } from '../../logic/table-words.js';
import type { TableState } from '../../protocol.js';

/**
 * Seconds an opponent thinks before the table offers to call time on them: the rule is for "an
 * inordinate amount of time" (000), not for every turn.
 */
export const CALL_TIME_AFTER_S = 20;

/**
 * Time calls, where the rules allow them (000: "the opposing team may call time limit, after
 * which the player has one minute to bid or play, else they forfeit the mark"): the button once
 * an opponent has thought for a while, and the call itself for everyone to see.
 */
export function TimeCallBar({
  state,
  disabled,
  onCallTime,
}: {
  readonly state: TableState;
  readonly disabled: boolean;
  readonly onCallTime: () => void;
}) {
  const view = state.view;
  const version = view?.version ?? -1;
  // When this turn began, as this page saw it: the button waits for a turn that drags on.
  const [since, setSince] = useState(() => Date.now());
  useEffect(() => setSince(Date.now()), [version]);
  const now = useNow(1000, state.mayCallTime);
  const call = view?.timeCall ?? null;
  if (call !== null)
    return (
      <p className="time-call" role="status" data-testid="time-call">
        Time called on {seatName(state.table, call.on)} by {seatName(state.table, call.by)}:{' '}
        {call.on === state.you
          ? 'bid or play now, or your side forfeits the hand'
          : 'they must act in time or forfeit the hand'}
        .
      </p>
    );
  if (!state.mayCallTime || now - since < CALL_TIME_AFTER_S * 1000) return null;
  const on = view?.toAct;
  return (
    <div className="time-call-bar">
      <button
        type="button"
        className="button ghost small"
        data-testid="call-time"
        disabled={disabled}
        onClick={onCallTime}
      >
        Call time{on ? ` on ${seatName(state.table, on)}` : ''}
      </button>
    </div>
  );
}
