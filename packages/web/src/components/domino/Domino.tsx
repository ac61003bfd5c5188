import { dominoLabel, endsOf, pipCells } from '../../logic/dominoes.js';

export type Orientation = 'up' | 'across';

interface EndProps {
  readonly pips: number;
  /** 0 for the top end of an upright domino, 100 for the bottom end. */
  readonly top: number;
}

function End({ pips, top }: EndProps) {
  return (
    <>
      {pipCells(pips).map(([col, row]) => (
        <circle
          key={`${col}${row}`}
          className="pip"
          cx={25 + col * 25}
          cy={top + 25 + row * 25}
          r={9}
        />
      ))}
    </>
  );
}

/**
 * A domino drawn as a real one: an ivory tile, a bar across the middle with its brass spinner,
 * and black pips where a set puts them. "6-4" shows the six on top (or on the left, across).
 */
export function Domino({
  domino,
  orientation = 'up',
  className = '',
}: {
  readonly domino: string;
  readonly orientation?: Orientation;
  readonly className?: string;
}) {
  const ends = endsOf(domino);
  const [a, b] = ends ?? [0, 0];
  const across = orientation === 'across';
  return (
    <svg
      className={`domino ${across ? 'domino-across' : 'domino-up'} ${className}`}
      viewBox={across ? '0 0 200 100' : '0 0 100 200'}
      role="img"
      aria-label={dominoLabel(domino)}
    >
      <g transform={across ? 'translate(0 100) rotate(-90)' : undefined}>
        <rect className="domino-face" x={2} y={2} width={96} height={196} rx={13} />
        <rect className="domino-shine" x={8} y={7} width={84} height={186} rx={9} />
        <line className="domino-bar" x1={12} y1={100} x2={88} y2={100} />
        <End pips={a} top={0} />
        <End pips={b} top={100} />
        <circle className="domino-spinner" cx={50} cy={100} r={4.5} />
      </g>
    </svg>
  );
}

/** A domino lying face down: what you see of another player's hand. */
export function DominoBack({
  orientation = 'up',
  className = '',
}: {
  readonly orientation?: Orientation;
  readonly className?: string;
}) {
  const across = orientation === 'across';
  return (
    <svg
      className={`domino domino-back ${across ? 'domino-across' : 'domino-up'} ${className}`}
      viewBox={across ? '0 0 200 100' : '0 0 100 200'}
      aria-hidden="true"
    >
      <g transform={across ? 'translate(0 100) rotate(-90)' : undefined}>
        <rect className="domino-back-face" x={2} y={2} width={96} height={196} rx={13} />
        <rect className="domino-back-inlay" x={14} y={14} width={72} height={172} rx={8} />
      </g>
    </svg>
  );
}
