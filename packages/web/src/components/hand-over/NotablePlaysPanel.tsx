import { useState } from 'react';
import { errorText } from '../../api/http.js';
import { notablePlays, type NotablePlay, type NotablePlays } from '../../logic/notable-plays.js';
import type { HandAnalysis, Seat } from '../../protocol.js';
import { Domino } from '../domino/Domino.js';

type Load =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly done: number }
  | { readonly state: 'done'; readonly plays: NotablePlays }
  | { readonly state: 'failed'; readonly message: string };

function PlayLine({
  play,
  names,
  words,
}: {
  readonly play: NotablePlay;
  readonly names: (seat: Seat) => string;
  readonly words: string;
}) {
  return (
    <>
      <Domino domino={play.domino} orientation="across" className="micro" /> Hand {play.hand}, trick{' '}
      {play.trick}: {names(play.seat)} played {play.domino}; {words}
    </>
  );
}

/**
 * The best and the worst play of a game or a match, by the solver's analysis of each of its
 * hands (the route the hand-over panel uses), asked for one hand after another on request: a
 * game is several analyses and each may take the server a moment.
 */
export function NotablePlaysPanel({
  hands,
  load,
  names,
}: {
  /** 0-based indexes of the hands across the match (the analysis route's). */
  readonly hands: readonly number[];
  readonly load: (index: number) => Promise<HandAnalysis>;
  readonly names: (seat: Seat) => string;
}) {
  const [status, setStatus] = useState<Load>({ state: 'idle' });
  const run = async (): Promise<void> => {
    const analyses: { hand: number; analysis: HandAnalysis }[] = [];
    try {
      for (const index of hands) {
        setStatus({ state: 'loading', done: analyses.length });
        analyses.push({ hand: index + 1, analysis: await load(index) });
      }
      setStatus({ state: 'done', plays: notablePlays(analyses) });
    } catch (e: unknown) {
      setStatus({ state: 'failed', message: errorText(e) });
    }
  };
  return (
    <section className="notable-plays" data-testid="notable-plays" data-state={status.state}>
      {status.state === 'idle' || status.state === 'failed' ? (
        <button
          type="button"
          className="button small"
          data-testid="notable-plays-button"
          onClick={() => void run()}
        >
          {status.state === 'failed' ? 'Try again' : 'Find the best and worst plays'}
        </button>
      ) : null}
      {status.state === 'loading' ? (
        <p className="muted">
          The solver is looking at hand {status.done + 1} of {hands.length}…
        </p>
      ) : null}
      {status.state === 'failed' ? <p className="error-text">{status.message}</p> : null}
      {status.state === 'done' ? (
        <ul className="notable-list">
          <li data-testid="best-play">
            <strong>Best play: </strong>
            {status.plays.best === null ? (
              'no play was the only one to keep the best result.'
            ) : (
              <PlayLine
                play={status.plays.best}
                names={names}
                words={`the only domino that kept the best result${
                  status.plays.best.botMissed ? ', and the bot would have missed it' : ''
                }.`}
              />
            )}
          </li>
          <li data-testid="worst-play">
            <strong>Worst play: </strong>
            {status.plays.worst === null ? (
              'none: every play kept the best result.'
            ) : (
              <PlayLine
                play={status.plays.worst}
                names={names}
                words={`it gave away ${status.plays.worst.loss} ${
                  status.plays.worst.loss === 1 ? 'point' : 'points'
                } against the best${status.plays.worst.costHand ? ' and cost the hand' : ''}.`}
              />
            )}
          </li>
        </ul>
      ) : null}
    </section>
  );
}
