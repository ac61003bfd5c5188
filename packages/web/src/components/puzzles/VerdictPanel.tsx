import { ratingText } from '../../logic/ratings.js';
import { lineByTrick, valueRows, verdictText } from '../../logic/puzzles.js';
import type { PuzzleQuestion, PuzzleVerdict } from '../../protocol.js';
import { Plays } from './PuzzlePosition.js';

/** Right or not, the rating after, every domino's value and the solver's line that proves it. */
export function VerdictPanel({
  q,
  verdict,
  chosen,
  onNext,
}: {
  readonly q: PuzzleQuestion;
  readonly verdict: PuzzleVerdict;
  readonly chosen: string | null;
  readonly onNext: () => void;
}) {
  return (
    <div className="puzzle-verdict" data-testid="puzzle-verdict">
      <p className={verdict.correct ? 'puzzle-right' : 'puzzle-miss'} data-testid="puzzle-result">
        {verdictText(q, verdict, chosen ?? '')}
      </p>
      <p className="muted">
        {verdict.rated
          ? `Puzzle rating now ${ratingText(verdict.puzzle.rating, verdict.puzzle.deviation)}.`
          : verdict.player === null
            ? 'Not rated: no session.'
            : 'Not rated: you tried this puzzle before.'}
      </p>
      <h3>Every domino, with best play after it</h3>
      <table className="puzzle-values" data-testid="puzzle-values">
        <thead>
          <tr>
            <th scope="col">Domino</th>
            <th scope="col">Bidders end with ({q.measure === 'tricks' ? 'tricks' : 'points'})</th>
          </tr>
        </thead>
        <tbody>
          {valueRows(q, verdict).map((r) => (
            <tr key={r.domino} className={r.answer ? 'puzzle-answer-row' : ''}>
              <td>{r.domino}</td>
              <td>
                {r.total}
                {r.answer ? ' ✓' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>The solver's proof: best play to the end of the hand</h3>
      <ol className="puzzle-line" data-testid="puzzle-line">
        {lineByTrick(q, verdict.line).map((trick, i) => (
          <li key={i} className="puzzle-line-trick">
            <span className="muted">Trick {q.view.tricks.length + 1 + i}</span>
            <Plays plays={trick} me={q.seat} />
          </li>
        ))}
      </ol>
      <button type="button" className="button primary" data-testid="puzzle-next" onClick={onNext}>
        Next puzzle
      </button>
    </div>
  );
}
