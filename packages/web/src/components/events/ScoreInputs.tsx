import type { ScoreRow } from '../../logic/events.js';

/** One row of two mark fields per game of the match: the first-named team's marks first. */
export function ScoreInputs({
  rows,
  names,
  onChange,
  testId,
}: {
  readonly rows: readonly ScoreRow[];
  readonly names: readonly [string, string];
  readonly onChange: (rows: ScoreRow[]) => void;
  readonly testId: string;
}) {
  const set = (game: number, side: 0 | 1, value: string): void => {
    const next = rows.map((r) => [r[0], r[1]] as [string, string]);
    const row = next[game];
    if (row === undefined) return;
    row[side] = value.replace(/[^0-9]/g, '').slice(0, 2);
    onChange(next);
  };
  return (
    <div className="score-inputs" data-testid={testId}>
      <div className="score-head">
        <span />
        <span className="score-team">{names[0]}</span>
        <span className="score-team">{names[1]}</span>
      </div>
      {rows.map((row, g) => (
        <div className="score-row" key={g}>
          <span className="muted">Game {g + 1}</span>
          {([0, 1] as const).map((side) => (
            <input
              key={side}
              className="input score-input"
              inputMode="numeric"
              aria-label={`Game ${g + 1}, ${names[side]}'s marks`}
              data-game={g}
              data-side={side}
              value={row[side]}
              onChange={(e) => set(g, side, e.target.value)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
