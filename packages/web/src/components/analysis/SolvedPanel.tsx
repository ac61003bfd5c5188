import type { Domino } from '@texas42/engine';
import { SEAT_NAMES } from '../../logic/seats.js';
import type { Solved } from '../../analysis/board-protocol.js';

function teamName(team: 'NS' | 'EW'): string {
  return team === 'NS' ? 'North–South' : 'East–West';
}

/**
 * The solver's answer at a position: made or set with best play, every legal domino with what
 * the bidder's side ends with after it and what it loses against the best, and the best line to
 * the end, which plays out step by step.
 */
export function SolvedPanel({
  solved,
  pending,
  shownMs,
  need,
  onPlay,
  onPlayLine,
}: {
  readonly solved: Solved | null;
  readonly pending: boolean;
  /** Milliseconds from asking to the answer on the page (the solve, the line and the message). */
  readonly shownMs: number | null;
  /** What the bid needs, in words ("30 points", "no trick"). */
  readonly need: string;
  readonly onPlay: (d: Domino) => void;
  /** The first `n` plays of the best line played on the board. */
  readonly onPlayLine: (n: number) => void;
}) {
  if (solved === null)
    return (
      <section className="panel ab-solved" data-testid="ab-solved" data-ready="false">
        <h2 className="panel-title">Solver</h2>
        <p className="muted">{pending ? 'Solving…' : 'No play to judge here.'}</p>
      </section>
    );
  const best = solved.values[0];
  const line = solved.line;
  const unit = solved.measure === 'points' ? 'points' : 'tricks';
  const team = teamName(solved.team);
  return (
    <section
      className="panel ab-solved"
      data-testid="ab-solved"
      data-ready={!pending}
      data-line-ready={solved.line !== null}
    >
      <h2 className="panel-title">
        Solver · {SEAT_NAMES[solved.seat]} to play
        <span
          className="muted ab-ms"
          data-testid="ab-ms"
          data-ms={solved.ms.toFixed(1)}
          data-line-ms={solved.lineMs?.toFixed(1) ?? ''}
          data-shown-ms={shownMs?.toFixed(1) ?? ''}
          title={`Every legal play valued in ${Math.round(solved.ms)} ms, in the solver's Web Worker`}
        >
          {' '}
          · shown in {Math.round(shownMs ?? solved.ms)} ms
        </span>
      </h2>
      {best !== undefined ? (
        <p
          className={`ab-verdict ${best.makes ? 'is-made' : 'is-set'}`}
          data-testid="ab-verdict"
          data-made={best.makes}
        >
          {best.makes ? 'The bid is made' : 'The bid is set'} with best play: {team} end with{' '}
          {best.endsWith} {unit} (the bid needs {need}).
        </p>
      ) : null}
      <table className="ab-values" data-testid="ab-values">
        <thead>
          <tr>
            <th scope="col">Play</th>
            <th scope="col">{team} end with</th>
            <th scope="col">Lost</th>
            <th scope="col">Bid</th>
          </tr>
        </thead>
        <tbody>
          {solved.values.map((v) => (
            <tr
              key={v.domino}
              data-testid="ab-value-row"
              data-domino={v.domino}
              data-ends={v.endsWith}
              data-lost={v.lost}
            >
              <td>
                <button type="button" className="link-button" onClick={() => onPlay(v.domino)}>
                  {v.domino}
                </button>
              </td>
              <td>{v.endsWith}</td>
              <td>{v.lost === 0 ? 'best' : `−${v.lost}`}</td>
              <td className={v.makes ? 'ok-text' : 'error-text'}>{v.makes ? 'made' : 'set'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="ab-subtitle">Best line to the end</h3>
      {line === null ? (
        <p className="muted">Working out the line…</p>
      ) : (
        <>
          <ol className="ab-line" data-testid="ab-best-line">
            {line.map((d, i) => (
              <li key={`${i}-${d}`}>
                <button
                  type="button"
                  className="ab-chip"
                  data-testid="ab-line-play"
                  title={`Play the best line through ${d}`}
                  onClick={() => onPlayLine(i + 1)}
                >
                  {d}
                </button>
              </li>
            ))}
          </ol>
          <div className="ab-setup-row">
            <button
              type="button"
              className="button small"
              data-testid="ab-line-next"
              onClick={() => onPlayLine(1)}
            >
              Play the best move
            </button>
            <button
              type="button"
              className="button small ghost"
              data-testid="ab-line-all"
              onClick={() => onPlayLine(line.length)}
            >
              Play the line to the end
            </button>
          </div>
        </>
      )}
    </section>
  );
}
