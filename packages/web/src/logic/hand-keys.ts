/**
 * The keyboard at the table: number keys 1-7 pick the n-th domino of your hand, arrow keys move
 * the focus ring, Enter plays the domino in focus (when it may be played).
 */
export interface KeyOutcome {
  /** The index of the domino in focus afterwards, or null for none. */
  readonly focus: number | null;
  /** The index of the domino to play, when the key plays one. */
  readonly play: number | null;
  /** Whether the key was the board's (the page should not also act on it). */
  readonly handled: boolean;
}

export function handKey(
  key: string,
  focus: number | null,
  handSize: number,
  playable: readonly boolean[],
): KeyOutcome {
  const unhandled = { focus, play: null, handled: false };
  if (handSize <= 0) return unhandled;
  if (/^[1-9]$/.test(key)) {
    const n = Number(key) - 1;
    return n < handSize ? { focus: n, play: null, handled: true } : unhandled;
  }
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { focus: focus === null ? 0 : (focus + 1) % handSize, play: null, handled: true };
    case 'ArrowLeft':
    case 'ArrowUp':
      return {
        focus: focus === null ? handSize - 1 : (focus - 1 + handSize) % handSize,
        play: null,
        handled: true,
      };
    case 'Escape':
      return { focus: null, play: null, handled: true };
    case 'Enter':
    case ' ':
      if (focus === null || focus >= handSize) return unhandled;
      return { focus, play: playable[focus] === true ? focus : null, handled: true };
    default:
      return unhandled;
  }
}
