import { formatBid } from '../../logic/bids.js';
import { describeHand, marksText, markWinner, TEAM_NAMES } from '../../logic/outcome.js';
import { replayOfResult } from '../../logic/replay.js';
import { teamOf } from '../../logic/seats.js';
import type { HandAnalysis, HandResult, Seat } from '../../protocol.js';
import { Modal } from '../common/Modal.js';
import { AnalysisPanel } from './AnalysisPanel.js';
import { DealtHands } from './DealtHands.js';
import { TrickList } from './TrickList.js';

/**
 * When a hand is over: every hand as it was dealt, face up, the tricks, how it went and the
 * marks, and the solver's analysis on request.
 */
export function HandOverPanel({
  result,
  number,
  you,
  names,
  loadAnalysis,
  onClose,
}: {
  readonly result: HandResult;
  /** 1-based, across the match. */
  readonly number: number;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
  readonly loadAnalysis: () => Promise<HandAnalysis>;
  readonly onClose: () => void;
}) {
  const replay = replayOfResult(result);
  const winner = markWinner(result);
  const gained = winner === null ? 0 : (result.marks?.[winner] ?? 0);
  const ours = you === null ? null : teamOf(you);
  return (
    <Modal title={`Hand ${number} is over`} onClose={onClose} testId="hand-over">
      <div className="hand-over" data-outcome={result.outcome}>
        <p className="hand-over-headline" data-testid="hand-outcome">
          {describeHand(result)}
        </p>
        {winner !== null ? (
          <p className={`hand-over-marks ${ours === null ? '' : ours === winner ? 'good' : 'bad'}`}>
            {ours === null ? TEAM_NAMES[winner] : ours === winner ? 'Your team' : 'Your opponents'}{' '}
            take {marksText(gained)}.
          </p>
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
        <TrickList tricks={replay.tricks} names={names} />
        <AnalysisPanel load={loadAnalysis} />
        <div className="modal-actions">
          <button type="button" className="button" data-testid="hand-over-close" onClick={onClose}>
            Next hand
          </button>
        </div>
      </div>
    </Modal>
  );
}
