import type { BoardCue } from '../../logic/board-cues.js';

/** The one switch for the board's sounds; `last` is the cue heard last (for tests and curiosity). */
export function SoundSwitch({
  on,
  last,
  onChange,
}: {
  readonly on: boolean;
  readonly last: BoardCue | null;
  readonly onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      className="button small ghost sound-switch"
      data-testid="sound-switch"
      data-last-cue={last ?? ''}
      aria-pressed={on}
      title={on ? 'Sounds on: click to turn them off' : 'Sounds off: click to turn them on'}
      onClick={() => onChange(!on)}
    >
      <svg className="sound-icon" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M2 6h3l4-3v10l-4-3H2z" />
        {on ? (
          <path className="sound-waves" d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9" />
        ) : (
          <path className="sound-waves" d="M11 6l4 4M15 6l-4 4" />
        )}
      </svg>
      {on ? 'Sound' : 'Sound off'}
    </button>
  );
}
