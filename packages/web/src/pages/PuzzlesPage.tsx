import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints.js';
import { Domino } from '../components/domino/Domino.js';
import { formatBid } from '../logic/bids.js';
import { routePath } from '../logic/route.js';
import { ratingText } from '../logic/ratings.js';
import {
  lineByTrick,
  puzzleTask,
  seatRole,
  takenSoFar,
  valueRows,
  verdictText,
} from '../logic/puzzles.js';
import type { PuzzlePlayer, PuzzleQuestion, PuzzleVerdict, Seat } from '../protocol.js';

type Play = { readonly seat: Seat; readonly domino: string };

function Plays({ plays, me }: { readonly plays: readonly Play[]; readonly me: Seat }) {
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

function Position({ q }: { readonly q: PuzzleQuestion }) {
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

/**
 * Puzzles from real hands, one at a time (GET /api/puzzles/next): the position from the seat to
 * play's view, its dominoes to choose from, then the answer, every domino's value and the
 * solver's line that proves it. The session's puzzle rating and streak are kept by the server.
 */
export function PuzzlesPage({ id }: { readonly id: string | null }) {
  const [q, setQ] = useState<PuzzleQuestion | null>(null);
  const [player, setPlayer] = useState<PuzzlePlayer | null>(null);
  const [total, setTotal] = useState(0);
  const [verdict, setVerdict] = useState<PuzzleVerdict | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((next: Promise<Awaited<ReturnType<typeof api.nextPuzzle>>>) => {
    setBusy(true);
    next.then(
      (r) => {
        setQ(r.question);
        setPlayer(r.player);
        setTotal(r.total);
        setVerdict(null);
        setChosen(null);
        setError(null);
        setBusy(false);
      },
      (e: unknown) => {
        setError((e as Error).message);
        setBusy(false);
      },
    );
  }, []);

  useEffect(() => {
    load(id === null ? api.nextPuzzle(null) : api.puzzle(id));
  }, [id, load]);

  const answer = (domino: string): void => {
    if (q === null || verdict !== null || busy) return;
    setChosen(domino);
    setBusy(true);
    api.answerPuzzle(q.id, domino).then(
      (v) => {
        setVerdict(v);
        if (v.player !== null) setPlayer(v.player);
        setBusy(false);
      },
      (e: unknown) => {
        setError((e as Error).message);
        setChosen(null);
        setBusy(false);
      },
    );
  };

  const next = (): void => {
    if (id !== null) window.history.pushState(null, '', routePath({ page: 'puzzles', id: null }));
    load(api.nextPuzzle(q?.id ?? null));
  };

  return (
    <main className="puzzles-page" data-testid="puzzles">
      <section className="panel puzzle-head">
        <h1>Puzzles</h1>
        <p className="muted">
          Positions from played hands where exactly one domino keeps the bid made, or set. You see
          what the player saw: the bids, the plays so far and your dominoes.
        </p>
        <dl className="puzzle-stats" data-testid="puzzle-stats">
          <div>
            <dt>Your puzzle rating</dt>
            <dd data-testid="puzzle-player-rating">
              {player === null ? '—' : ratingText(player.rating, player.deviation)}
            </dd>
          </div>
          <div>
            <dt>Streak</dt>
            <dd data-testid="puzzle-streak">
              {player?.streak ?? 0}
              {player !== null && player.bestStreak > 0 ? (
                <span className="muted"> (best {player.bestStreak})</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Solved</dt>
            <dd>
              {player?.solved ?? 0} of {player?.tried ?? 0}
            </dd>
          </div>
        </dl>
      </section>
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {q === null ? (
        <p className="muted">{busy ? 'Loading…' : ''}</p>
      ) : (
        <section className="panel puzzle-board" data-testid="puzzle" data-puzzle={q.id}>
          <p className="puzzle-meta muted">
            Puzzle <a href={routePath({ page: 'puzzles', id: q.id })}>{q.id}</a> · rating{' '}
            <span data-testid="puzzle-rating">
              {ratingText(q.puzzle.rating, q.puzzle.deviation)}
            </span>{' '}
            · {total} puzzles{q.tried ? ' · tried before: not rated again' : ''}
          </p>
          <h2 className="puzzle-task" data-testid="puzzle-task">
            You are {q.seat}. {puzzleTask(q)}
          </h2>
          <Position q={q} />
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
                  disabled={!legal || verdict !== null || busy}
                  data-domino={d}
                  aria-label={`Play ${d}${legal ? '' : ' (may not be played)'}`}
                  onClick={() => answer(d)}
                >
                  <Domino domino={d} />
                </button>
              );
            })}
          </div>
          {verdict === null ? (
            <p className="muted">Choose the domino to play.</p>
          ) : (
            <div className="puzzle-verdict" data-testid="puzzle-verdict">
              <p
                className={verdict.correct ? 'puzzle-right' : 'puzzle-miss'}
                data-testid="puzzle-result"
              >
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
                    <th scope="col">
                      Bidders end with ({q.measure === 'tricks' ? 'tricks' : 'points'})
                    </th>
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
              <button
                type="button"
                className="button primary"
                data-testid="puzzle-next"
                onClick={next}
              >
                Next puzzle
              </button>
            </div>
          )}
        </section>
      )}
    </main>
  );
}
