import { branchPoint, type Lines } from '../../logic/board-tree.js';

/**
 * The lines tried on this board, side by side: each from where it left the line before it, so a
 * branch reads beside the line it left. A click goes to that line.
 */
export function LineList({
  lines,
  onSwitch,
  onStep,
  perTrick,
}: {
  readonly lines: Lines;
  /** Plays a trick (three in nello, the partner sitting out). */
  readonly perTrick: number;
  readonly onSwitch: (index: number) => void;
  readonly onStep: (at: number) => void;
}) {
  return (
    <section className="panel ab-lines" data-testid="ab-lines">
      <h2 className="panel-title">Lines</h2>
      <ol className="ab-line-list">
        {lines.lines.map((line, i) => {
          const from = i === 0 ? 0 : branchPoint(lines, i);
          const here = i === lines.current;
          return (
            <li
              key={i}
              className={here ? 'is-current' : ''}
              data-testid="ab-line-row"
              data-current={here}
            >
              <button type="button" className="link-button" onClick={() => onSwitch(i)}>
                {i === 0 ? 'Main line' : `Line ${i + 1}`}
              </button>
              <span className="muted small-print">{i === 0 ? '' : ` from play ${from + 1}`}</span>
              <span className="ab-line-plays">
                {line.slice(from).map((d, k) => (
                  <button
                    key={`${k}-${d}`}
                    type="button"
                    className={`ab-chip ${here && from + k + 1 === lines.at ? 'is-here' : ''}`}
                    onClick={() => {
                      if (!here) onSwitch(i);
                      onStep(from + k + 1);
                    }}
                  >
                    {(from + k) % perTrick === 0 ? <b>{(from + k) / perTrick + 1}.</b> : null}
                    {d}
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
