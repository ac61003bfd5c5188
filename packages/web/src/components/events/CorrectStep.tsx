import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { parseScoreRows, teamName, type ScoreProblem, type ScoreRow } from '../../logic/events.js';
import { scoreProblem } from '../../logic/score-check.js';
import type { EventMatch, EventView } from '../../protocol.js';
import { ScoreInputs } from './ScoreInputs.js';

/**
 * The reporting team's own correction (`you.may` has "correct"): until the other team answers,
 * its report may be put right (000 Section 3). The card says whom it waits for.
 */
export function CorrectStep({
  view,
  match,
  onChanged,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
}) {
  const other = teamName(view, match.teams.find((t) => t !== match.reporter) ?? null);
  const [open, setOpen] = useState(false);
  const reported = match.outcome?.kind === 'games' ? match.outcome.games : [];
  const [rows, setRowsNow] = useState<ScoreRow[]>(() =>
    Array.from({ length: match.bestOf }, (_, i): ScoreRow => {
      const g = reported[i];
      return g === undefined ? ['', ''] : [String(g[0]), String(g[1])];
    }),
  );
  const [problem, setProblem] = useState<ScoreProblem | null>(null);
  const [comment, setComment] = useState('');
  const { busy, error, run } = useEventChange(onChanged);
  const names: [string, string] = [teamName(view, match.teams[0]), teamName(view, match.teams[1])];
  const send = (): void => {
    const parsed = parseScoreRows(rows);
    const timed = match.outcome?.kind === 'games' && match.outcome.timed === true;
    const wrong = parsed.ok
      ? scoreProblem(view.game, match.bestOf, parsed.games, timed)
      : { game: parsed.game, message: parsed.message };
    setProblem(wrong);
    if (wrong === null && parsed.ok)
      run(
        () => api.correct(view.id, match.id, parsed.games, comment),
        () => setOpen(false),
      );
  };
  return (
    <div className="match-note" data-testid="correct-step">
      <p className="muted">
        Waiting for {other} to confirm.{' '}
        {!open ? (
          <button
            type="button"
            className="button small ghost"
            data-testid="correct-open"
            onClick={() => setOpen(true)}
          >
            Correct our report
          </button>
        ) : null}
      </p>
      {open ? (
        <form
          className="match-form"
          data-testid="correct-form"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <ScoreInputs
            rows={rows}
            names={names}
            onChange={(next) => {
              setRowsNow(next);
              setProblem(null);
            }}
            testId="correct-scores"
            problem={problem}
          />
          <input
            className="input"
            data-testid="correct-comment"
            aria-label="What was wrong (optional)"
            placeholder="What was wrong (optional)"
            value={comment}
            maxLength={500}
            onChange={(e) => setComment(e.target.value)}
          />
          <button
            type="submit"
            className="button small primary"
            data-testid="correct-submit"
            disabled={busy}
          >
            Send the corrected result
          </button>
          <button type="button" className="button small ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
