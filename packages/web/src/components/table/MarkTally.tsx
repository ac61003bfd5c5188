import { tally } from '../../logic/tally.js';

/** A team's marks chalked on the scoreboard: "ALL" stroke by stroke in a game to 7. */
export function MarkTally({ marks, target }: { readonly marks: number; readonly target: number }) {
  const t = tally(marks, target);
  const pad = 0.15;
  return (
    <span className="mark-tally">
      <svg
        className="tally-svg"
        viewBox={`${-pad} ${-pad} ${t.width + 2 * pad} ${t.height + 2 * pad}`}
        role="img"
        aria-label={`${marks} ${marks === 1 ? 'mark' : 'marks'} of ${target}`}
      >
        {t.strokes.map((s, i) => (
          <line
            key={i}
            className={s.on ? 'stroke-on' : 'stroke-off'}
            x1={s.x1}
            y1={s.y1}
            x2={s.x2}
            y2={s.y2}
          />
        ))}
      </svg>
      {t.extra > 0 ? <span className="tally-extra">+{t.extra}</span> : null}
    </span>
  );
}
