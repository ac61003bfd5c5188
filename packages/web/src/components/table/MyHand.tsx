import { useEffect, useState } from 'react';
import { canonical, dominoLabel } from '../../logic/dominoes.js';
import { handKey } from '../../logic/hand-keys.js';
import { typingIn } from '../common/typing.js';
import { Domino } from '../domino/Domino.js';

/**
 * Your dominoes along the bottom. When it is your turn to play, the dominoes you may play are
 * raised and clickable and the rest dimmed. Keys: 1-7 pick the n-th domino, arrows move the
 * focus ring, Enter plays it. Each domino's key shows on a device with a fine pointer (a
 * keyboard is likely) and, anywhere, once a key has been used.
 */
export function MyHand({
  dominoes,
  playable,
  playing,
  hinted,
  keys,
  renegeable = false,
  faceUp = [],
  onPlay,
}: {
  readonly dominoes: readonly string[];
  /** Dominoes `view.legal` lets you play now (canonical names). */
  readonly playable: ReadonlySet<string>;
  /** True when it is your turn to play a domino and no action is on its way. */
  readonly playing: boolean;
  readonly hinted: string | null;
  readonly keys: boolean;
  /**
   * The rules let a domino that does not follow suit be played, as at a real table
   * (`play.reneges` playable): every domino is clickable, the legal ones raised.
   */
  readonly renegeable?: boolean;
  /** Your exposed dominoes: face up for everyone, to be played at the first opportunity. */
  readonly faceUp?: readonly string[];
  readonly onPlay: (domino: string) => void;
}) {
  const [focus, setFocus] = useState<number | null>(null);
  const [keyed, setKeyed] = useState(false);
  const size = dominoes.length;
  const canPlay = dominoes.map((d) => playing && (renegeable || playable.has(canonical(d))));

  useEffect(() => {
    if (focus !== null && focus >= size) setFocus(size > 0 ? size - 1 : null);
  }, [focus, size]);

  useEffect(() => {
    if (!keys) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      const outcome = handKey(event.key, focus, size, canPlay);
      if (!outcome.handled) return;
      event.preventDefault();
      setKeyed(true);
      setFocus(outcome.focus);
      const domino = outcome.play === null ? undefined : dominoes[outcome.play];
      if (domino !== undefined) onPlay(domino);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (size === 0) return null;
  return (
    <div
      className={[
        'my-hand',
        playing ? 'my-hand-playing' : '',
        keys ? 'my-hand-keys' : '',
        keys && keyed ? 'my-hand-keyed' : '',
      ].join(' ')}
      data-testid="my-hand"
      role="group"
      aria-label="Your hand"
    >
      {dominoes.map((domino, i) => {
        const legal = canPlay[i] === true;
        const classes = [
          'hand-domino',
          playing
            ? playable.has(canonical(domino))
              ? 'is-playable'
              : legal
                ? ''
                : 'is-dimmed'
            : '',
          focus === i ? 'is-focused' : '',
          hinted !== null && canonical(hinted) === canonical(domino) ? 'is-hinted' : '',
          faceUp.includes(domino) ? 'is-face-up' : '',
        ].join(' ');
        return (
          <button
            key={domino}
            type="button"
            className={classes}
            data-testid="hand-domino"
            data-domino={domino}
            data-playable={legal ? 'true' : 'false'}
            disabled={!legal}
            data-key={i + 1}
            data-face-up={faceUp.includes(domino) ? 'true' : undefined}
            aria-label={`${dominoLabel(domino)}${faceUp.includes(domino) ? ', face up' : ''}${legal ? ', playable' : ''}`}
            aria-keyshortcuts={String(i + 1)}
            onClick={() => {
              setFocus(i);
              if (legal) onPlay(domino);
            }}
          >
            <Domino domino={domino} />
          </button>
        );
      })}
    </div>
  );
}
