import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints.js';
import { Position, PuzzleHand } from '../components/puzzles/PuzzlePosition.js';
import { VerdictPanel } from '../components/puzzles/VerdictPanel.js';
import { routePath } from '../logic/route.js';
import { ratingText } from '../logic/ratings.js';
import { puzzleTask } from '../logic/puzzles.js';
import type { PuzzlePlayer, PuzzleQuestion, PuzzleVerdict } from '../protocol.js';

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
        <PuzzleStats player={player} />
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
          <PuzzleHand
            q={q}
            verdict={verdict}
            chosen={chosen}
            disabled={verdict !== null || busy}
            onPlay={answer}
          />
          {verdict === null ? (
            <p className="muted">Choose the domino to play.</p>
          ) : (
            <VerdictPanel q={q} verdict={verdict} chosen={chosen} onNext={next} />
          )}
        </section>
      )}
    </main>
  );
}

/** The session's puzzle rating, streak and count solved. */
function PuzzleStats({ player }: { readonly player: PuzzlePlayer | null }) {
  return (
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
  );
}
