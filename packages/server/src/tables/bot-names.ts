import type { Seat } from '@texas42/engine';
import type { SeatsTable } from '../db/schema.js';

/**
 * Names for bots, so a table of three bots reads as three players rather than three "Bot (hard)":
 * first names heard at a Texas domino hall. The seat's badge still says it is a bot and its level.
 */
export const BOT_NAMES = [
  'Earl',
  'Lupe',
  'Dot',
  'Hank',
  'Wanda',
  'Buck',
  'Inez',
  'Clem',
  'Maybelle',
  'Rusty',
  'Nell',
  'Tex',
] as const;

/**
 * The first bot name nobody else at the table goes by (its other seats), so names are distinct
 * at a table; `seat` itself is about to change hands, so its present name is free.
 */
export function freeBotName(seats: ReadonlyMap<Seat, SeatsTable>, seat: Seat): string {
  const taken = new Set([...seats.values()].filter((s) => s.seat !== seat).map((s) => s.name));
  return BOT_NAMES.find((name) => !taken.has(name)) ?? `Bot ${seat}`;
}
