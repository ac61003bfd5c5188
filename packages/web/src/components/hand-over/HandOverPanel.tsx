import { formatBid } from '../../logic/bids.js';
import { describeHand, marksText, markWinner, TEAM_NAMES } from '../../logic/outcome.js';
import { replayOfResult } from '../../logic/replay.js';
import { teamOf } from '../../logic/seats.js';
import type { HandPlace } from '../../logic/hand-place.js';
import type { GameSummary } from '../../logic/match-summary.js';
import type { HandAnalysis, HandResult, Seat } from '../../protocol.js';
import type { ReactNode } from 'react';
import { Modal } from '../common/Modal.js';
import { AnalysisPanel } from './AnalysisPanel.js';
import { DealtHands } from './DealtHands.js';
import { GameOver } from './GameOver.js';
import { TrickList } from './TrickList.js';

/** What the panel's button says: the match may be over, or the next hand already dealt. */
function closeWords(matchOver: boolean, nextDealt: boolean): string {
  if (matchOver) return 'Close';
  return nextDealt ? 'Back to the table' : 'Next hand';
}

/**
 * When a hand is over: every hand as it was dealt, face up, the tricks, how it went and the
 * marks, and the solver's analysis on request. The hand that won a game announces it with the
 * game's summary (the match's at its end, with `children`: the rematch).
 */
export function HandOverPanel({
  result,
  number,
  place,
  games,
  nextDealt,
  nextStatus,
  you,
  names,
  loadAnalysis,
  onClose,
  inspection,
  onCallRenege,
  children,
}: {
  readonly result: HandResult;
  /** 1-based, across the match. */
  readonly number: number;
  readonly place: HandPlace | null;
  /** Every game won so far. */
  readonly games: readonly GameSummary[];
  /** The next hand is on the table. */
  readonly nextDealt: boolean;
  /** What happens now at the table ("Your bid."), said once the next hand is dealt. */
  readonly nextStatus: string;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
  /** The analysis of finished hand `index` (0-based across the match). */
  readonly loadAnalysis: (index: number) => Promise<HandAnalysis>;
  readonly onClose: () => void;
  /** The inspection window's bar, while this hand may be checked for reneges. */
  readonly inspection?: ReactNode;
  /** Call a renege in trick n of this hand (during the inspection, for a seated player). */
  readonly onCallRenege?: (trick: number) => void;
  readonly children?: ReactNode;
}) {
  const replay = replayOfResult(result);
  const winner = markWinner(result);
  const gained = winner === null ? 0 : (result.marks?.[winner] ?? 0);
  const ours = you === null ? null : teamOf(you);
  const matchOver = place?.endedMatch ?? false;
  return (
    <Modal title={`Hand ${number} is over`} onClose={onClose} testId="hand-over">
      <div
        className="hand-over"
        data-outcome={result.outcome}
        data-game-won={place?.wonGame === true ? 'true' : 'false'}
        data-match-over={matchOver ? 'true' : 'false'}
      >
        {nextDealt && !matchOver ? (
          <p className="hand-over-next" role="status" data-testid="next-hand-status">
            Hand {number + 1} is dealt: {nextStatus}
          </p>
        ) : null}
        {inspection}
        <p className="hand-over-headline" data-testid="hand-outcome">
          {describeHand(result)}
        </p>
        {winner !== null ? (
          <p className={`hand-over-marks ${ours === null ? '' : ours === winner ? 'good' : 'bad'}`}>
            {ours === null ? TEAM_NAMES[winner] : ours === winner ? 'Your team' : 'Your opponents'}{' '}
            take {marksText(gained)}.
          </p>
        ) : null}
        {children}
        {place?.wonGame === true ? (
          <GameOver
            games={games}
            game={place.game}
            matchOver={matchOver}
            you={you}
            names={names}
            load={loadAnalysis}
          />
        ) : null}
        {result.claim !== null && result.claim !== undefined ? (
          <p className="muted">
            {names(result.claim.by)} laid down ({result.claim.claim}) after {result.claim.after}{' '}
            plays: the claim {result.claim.stands ? 'stood' : 'failed'}.
          </p>
        ) : null}
        <p className="muted">
          Bids: {(result.bids ?? []).map((b) => formatBid(b)).join(', ') || 'none'}
        </p>
        <h3 className="section-title">The hands as dealt</h3>
        <DealtHands hands={replay.dealt} you={you} names={names} />
        <h3 className="section-title">Tricks</h3>
        <TrickList tricks={replay.tricks} names={names} onCallRenege={onCallRenege} />
        <AnalysisPanel load={() => loadAnalysis(number - 1)} />
        <div className="modal-actions">
          <button type="button" className="button" data-testid="hand-over-close" onClick={onClose}>
            {closeWords(matchOver, nextDealt)}
          </button>
        </div>
      </div>
    </Modal>
  );
}
