/**
 * The app's keys, as the help overlay (`?`) lists them. The table's own are handKey's
 * (hand-keys.ts); a key pressed while typing in a field is the field's, never the app's
 * (components/common/typing.ts).
 */
export interface KeyHelp {
  /** The keys, as printed on a keyboard. */
  readonly keys: readonly string[];
  /** The word between them: "or" (any of them), "to" (a range). */
  readonly between: 'or' | 'to';
  readonly does: string;
}

export const KEY_HELP: readonly KeyHelp[] = [
  { keys: ['1', '7'], between: 'to', does: 'Pick the 1st to 7th domino of your hand' },
  { keys: ['←', '→', '↑', '↓'], between: 'or', does: 'Move along your hand' },
  { keys: ['Enter', 'Space'], between: 'or', does: 'Play the domino picked, if it may be played' },
  { keys: ['Esc'], between: 'or', does: 'Let go of the domino picked; close a window' },
  { keys: ['?'], between: 'or', does: 'Show these keys' },
];
