import type { ScoreProblem, ScoreRow } from '../../logic/events.js';

/**
 * One row of two mark fields per game of the match: the first-named team's marks first. What is
 * wrong with a game is said under its row, and its fields are marked invalid.
 */
export function ScoreInputs({
  rows,
  names,
  onChange,
  testId,
  problem = null,
}: {
  readonly rows: readonly ScoreRow[];
  readonly names: readonly [string, string];
  readonly onChange: (rows: ScoreRow[]) => void;
  readonly testId: string;
  readonly problem?: ScoreProblem | null;
}) {
  const set = (game: number, side: 0 | 1, value: string): void => {
    const next = rows.map((r) => [r[0], r[1]] as [string, string]);
    const row = next[game];
    if (row === undefined) return;
    // Kept as typed (a "-1" is not quietly made 1): the check before sending says what is wrong.
    row[side] = value.slice(0, 3);
    onChange(next);
  };
  return (
    <div className="score-inputs" data-testid={testId}>
      <div className="score-head">
        <span />
        <span className="score-team">{names[0]}</span>
        <span className="score-team">{names[1]}</span>
      </div>
      {rows.map((row, g) => {
        const wrong = problem !== null && problem.game === g;
        const note = `${testId}-problem-${g}`;
        return (
          <div className="score-row-group" key={g}>
            <div className="score-row">
              <span className="muted">Game {g + 1}</span>
              {([0, 1] as const).map((side) => (
                <input
                  key={side}
                  className="input score-input"
                  inputMode="numeric"
                  aria-label={`Game ${g + 1}, ${names[side]}'s marks`}
                  aria-invalid={wrong}
                  aria-describedby={wrong ? note : undefined}
                  data-game={g}
                  data-side={side}
                  value={row[side]}
                  onChange={(e) => set(g, side, e.target.value)}
                />
              ))}
            </div>
            {wrong ? (
              <p
                className="error-text score-problem"
                id={note}
                role="alert"
                data-testid="score-problem"
              >
                {problem.message}
              </p>
            ) : null}
          </div>
        );
      })}
      {problem !== null && problem.game === null ? (
        <p className="error-text score-problem" role="alert" data-testid="score-problem">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}
