/**
 * Stepping through a board's plays (to the first lead, one back, one forward, to the last), where
 * the board stands, and whether it is shown from the seat to play's view.
 */
export function BoardSteps({
  at,
  total,
  where,
  onStep,
  viewer,
  onViewer,
}: {
  readonly at: number;
  readonly total: number;
  /** Where the board stands: the play and trick, or the hand's result. */
  readonly where: string;
  readonly onStep: (to: number) => void;
  readonly viewer: boolean;
  readonly onViewer: (on: boolean) => void;
}) {
  return (
    <div className="ab-steps" role="group" aria-label="Step through the plays">
      <button
        type="button"
        className="button small ghost"
        data-testid="ab-first"
        disabled={at === 0}
        onClick={() => onStep(0)}
        aria-label="To the first lead"
      >
        «
      </button>
      <button
        type="button"
        className="button small ghost"
        data-testid="ab-back"
        disabled={at === 0}
        onClick={() => onStep(at - 1)}
        aria-label="One play back"
      >
        ◀
      </button>
      <span className="muted" data-testid="ab-where">
        {where}
      </span>
      <button
        type="button"
        className="button small ghost"
        data-testid="ab-forward"
        disabled={at >= total}
        onClick={() => onStep(at + 1)}
        aria-label="One play forward"
      >
        ▶
      </button>
      <button
        type="button"
        className="button small ghost"
        data-testid="ab-last"
        disabled={at >= total}
        onClick={() => onStep(total)}
        aria-label="To the last play"
      >
        »
      </button>
      <label className="ab-toggle">
        <input
          type="checkbox"
          data-testid="ab-seat-view-toggle"
          checked={viewer}
          onChange={(e) => onViewer(e.target.checked)}
        />{' '}
        From this seat's view
      </label>
    </div>
  );
}
