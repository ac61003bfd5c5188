import { Domino } from '../domino/Domino.js';
import { formatBid } from '../../logic/bids.js';
import { seatRole, takenSoFar } from '../../logic/puzzles.js';
import type { PuzzleQuestion, PuzzleVerdict, Seat } from '../../protocol.js';

type Play = { readonly seat: Seat; readonly domino: string };

/** Plays in order, each with its seat (you, partner, or an opponent). */
export function Plays({ plays, me }: { readonly plays: readonly Play[]; readonly me: Seat }) {
  return (
    <ol className="puzzle-plays">
      {plays.map((p, i) => (
        <li key={i} className={p.seat === me ? 'puzzle-play puzzle-play-mine' : 'puzzle-play'}>
          <Domino domino={p.domino} className="puzzle-small" />
          <span className="puzzle-seat">
            {p.seat} <span className="muted">{seatRole(p.seat, me)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** What the seat to play saw: the bids, the tricks so far and the trick on the table. */
export function Position({ q }: { readonly q: PuzzleQuestion }) {
  const v = q.view;
  return (
    <>
      <p className="puzzle-bids" data-testid="puzzle-bids">
        <span className="muted">Bids:</span>{' '}
        {v.bids.map((b) => `${b.seat} ${formatBid(b.bid as string | number)}`).join(', ')}
      </p>
      <p className="muted">{takenSoFar(q)}</p>
      {v.tricks.length > 0 ? (
        <details className="puzzle-tricks">
          <summary>
            Tricks played ({v.tricks.length}){' '}
            <span className="muted">
              {v.tricks.map((t) => `${t.winner} won ${String(t.points)}`).join(', ')}
            </span>
          </summary>
          {v.tricks.map((t, i) =>
            t.plays === null ? null : (
              <div key={i} className="puzzle-trick-row">
                <span className="muted">
                  Trick {i + 1}: {t.winner} won {t.points}
                </span>
                <Plays plays={t.plays} me={q.seat} />
              </div>
            ),
          )}
        </details>
      ) : null}
      <div className="puzzle-table" data-testid="puzzle-trick">
        <span className="muted">Trick {v.tricks.length + 1} on the table:</span>
        {v.trick.length === 0 ? <span> you lead.</span> : <Plays plays={v.trick} me={q.seat} />}
      </div>
    </>
  );
}

/** The seat's dominoes to choose from; after the answer, the right one and the one chosen. */
export function PuzzleHand({
  q,
  verdict,
  chosen,
  disabled,
  onPlay,
}: {
  readonly q: PuzzleQuestion;
  readonly verdict: PuzzleVerdict | null;
  readonly chosen: string | null;
  readonly disabled: boolean;
  readonly onPlay: (domino: string) => void;
}) {
  return (
    <div className="puzzle-hand" role="group" aria-label="Your dominoes">
      {q.view.hand.map((d) => {
        const legal = q.view.legal.includes(d);
        const state =
          verdict === null
            ? ''
            : d === verdict.answer
              ? ' puzzle-answer'
              : d === chosen
                ? ' puzzle-wrong'
                : '';
        return (
          <button
            key={d}
            type="button"
            className={`puzzle-domino${legal ? '' : ' puzzle-illegal'}${state}`}
            disabled={!legal || disabled}
            data-domino={d}
            aria-label={`Play ${d}${legal ? '' : ' (may not be played)'}`}
            onClick={() => onPlay(d)}
          >
            <Domino domino={d} />
          </button>
        );
      })}
    </div>
  );
}
