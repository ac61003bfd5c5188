import type { ReactNode } from 'react';
import { nextHandDealt, placeOf } from '../../logic/hand-place.js';
import type { PlayerAction, Seat, TableState } from '../../protocol.js';
import { HandOverPanel } from './HandOverPanel.js';
import { InspectionBar } from './InspectionBar.js';

/**
 * A finished hand in the hand-over panel: its result, the games so far, the next hand's state,
 * and while the last hand is checked for reneges, the check and the call.
 */
export function ShownHand({
  view,
  you,
  names,
  status,
  index,
  result,
  finished,
  games,
  inspection,
  disabled,
  onAct,
  loadAnalysis,
  onClose,
  rematch,
}: {
  readonly view: TableState['view'] | null;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
  readonly status: string;
  /** The hand's index among the finished hands. */
  readonly index: number;
  readonly result: Parameters<typeof HandOverPanel>[0]['result'];
  /** How many hands have finished. */
  readonly finished: number;
  readonly games: Parameters<typeof HandOverPanel>[0]['games'];
  /** The renege check, while it is about this hand (the last); else null. */
  readonly inspection: TableState['inspection'] | null;
  readonly disabled: boolean;
  readonly onAct: (action: PlayerAction) => void;
  readonly loadAnalysis: Parameters<typeof HandOverPanel>[0]['loadAnalysis'];
  readonly onClose: () => void;
  readonly rematch: ReactNode;
}) {
  return (
    <HandOverPanel
      result={result}
      number={index + 1}
      place={placeOf(view, index)}
      games={games}
      nextDealt={nextHandDealt(view, finished, index)}
      nextStatus={status}
      you={you}
      names={names}
      loadAnalysis={loadAnalysis}
      onClose={onClose}
      inspection={
        inspection !== null ? (
          <InspectionBar inspection={inspection} you={you} disabled={disabled} onAct={onAct} />
        ) : null
      }
      onCallRenege={
        inspection !== null && you !== null && !disabled
          ? (trick) => onAct({ type: 'callRenege', trick })
          : undefined
      }
    >
      {placeOf(view, index)?.endedMatch === true ? rematch : null}
    </HandOverPanel>
  );
}
