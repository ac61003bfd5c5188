import { randomBytes, randomInt } from 'node:crypto';
import {
  ALL_DOMINOES,
  handsFromPile,
  isRngState,
  type Hands,
  type RngState,
  type Seat,
} from '@texas42/engine';

/**
 * The server's randomness, all of it from node:crypto. The engine's seeded generator has 2^32
 * seeds: a player who saw the first-shake draw and their own seven dominoes could search them
 * all and read every hand of the match. So the server never lets that generator deal:
 *
 * - every shake's hands are shuffled here, with crypto.randomInt, at the moment of the shake, and
 *   recorded in the shake action (the log, which never leaves the server with them in it);
 * - every draw for first shake is made by the engine's generator keyed with 128 fresh bits from
 *   crypto (a table's starting key, and a new key for each later game's draw, kept with the
 *   event that made the draw), each key used for one draw only.
 *
 * Nothing a client can see (draws, its own hands, earlier hands, ids, timing) bears on the next
 * deal: that deal does not exist until the shake.
 */

/** A fresh 128-bit key for the engine's generator, used once. */
export function freshKey(): RngState {
  const bytes = randomBytes(16);
  return [0, 4, 8, 12].map((i) => bytes.readUInt32BE(i)) as unknown as RngState;
}

/** A shake: the 28 dominoes shuffled by Fisher-Yates on crypto.randomInt, dealt as the rules say. */
export function shakeHands(shaker: Seat): Hands {
  const pile = [...ALL_DOMINOES];
  for (let i = pile.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [pile[i], pile[j]] = [pile[j] as (typeof pile)[number], pile[i] as (typeof pile)[number]];
  }
  return handsFromPile(pile, shaker);
}

const KEY_PREFIX = 'key:';

/** How a key is stored in a table's row or an event's row: `key:` and 32 hex digits. */
export function storedKey(key: RngState): string {
  return KEY_PREFIX + key.map((w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * The seed a table's stored value stands for: a key written by `storedKey`, or (tables made
 * before the server keyed its generator) the old 32-bit seed as it was, so their logs replay.
 */
export function seedOf(stored: string): RngState | string {
  return stored.startsWith(KEY_PREFIX) ? keyOf(stored) : stored;
}

/** The key a value written by `storedKey` holds; anything else is a corrupt row. */
export function keyOf(stored: string): RngState {
  const hex = stored.slice(KEY_PREFIX.length);
  const words = [0, 8, 16, 24].map((i) => Number.parseInt(hex.slice(i, i + 8), 16));
  if (!stored.startsWith(KEY_PREFIX) || hex.length !== 32 || !isRngState(words))
    throw new Error(`a stored key is not valid: "${stored}"`);
  return words;
}
