import { z } from 'zod';
import { LiveTopic } from './live.js';
import { BotLevel, Name, SeatName, TableId } from './messages/names.js';

export { BotLevel, NAME_MAX, SeatName, TableId } from './messages/names.js';
export * from './messages/event-requests.js';

/**
 * What a client may send, as zod schemas: every message and request body is parsed with one of
 * these before the server reads a field of it. The engine still checks the action itself
 * (legality, turn, the domino in hand); these only fix the shape.
 */

/** An action as a player sends it: the seat is the one the session holds, never sent. */
export const PlayerAction = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('bid'),
    bid: z.union([z.number().int(), z.string().max(12)]),
  }),
  z.strictObject({
    type: z.literal('declare'),
    contract: z.string().max(40),
    /** Stack the tricks, where the rules leave it to the bidder. */
    stack: z.literal(true).optional(),
  }),
  z.strictObject({ type: z.literal('play'), domino: z.string().max(5) }),
  z.strictObject({ type: z.literal('claim'), claim: z.enum(['made', 'set', 'rest']) }),
  /** Time called on the opponent to act, where the rules allow it (clock.timeCallSeconds). */
  z.strictObject({ type: z.literal('callTime') }),
  /** A renege called on trick `trick` (1 to 7) of the other side, after the hand or in it. */
  z.strictObject({
    type: z.literal('callRenege'),
    trick: z.number().int().min(1).max(7),
    offender: SeatName.optional(),
  }),
  /** Done checking the hands after a hand: the next shake need not wait for this player. */
  z.strictObject({ type: z.literal('waiveInspection') }),
  /**
   * Show one of one's own dominoes face up, as a domino turned over at a table: it must then be
   * played at the first opportunity (under 004 it is played at once, or is a renege).
   */
  z.strictObject({ type: z.literal('expose'), domino: z.string().max(5) }),
]);
export type PlayerAction = z.infer<typeof PlayerAction>;

/** Socket.IO events a client emits, each with its payload schema. */
export const ClientEvents = {
  /** Start receiving a table's state: as its seat if the session holds one, else as a spectator. */
  'table:watch': z.strictObject({ tableId: TableId, invite: z.string().max(64).optional() }),
  'table:unwatch': z.strictObject({ tableId: TableId }),
  /** Act for the session's seat; `version` is the view's version the action was chosen from. */
  'table:act': z.strictObject({
    tableId: TableId,
    version: z.number().int().nonnegative(),
    action: PlayerAction,
  }),
  'table:chat': z.strictObject({ tableId: TableId, text: z.string().trim().min(1).max(300) }),
  /** Be told `live:changed` whenever the topic's page changes (live.ts). */
  'live:watch': z.strictObject({ topic: LiveTopic }),
  'live:unwatch': z.strictObject({ topic: LiveTopic }),
} as const;
export type ClientEventName = keyof typeof ClientEvents;
export type ClientEvent<K extends ClientEventName> = z.infer<(typeof ClientEvents)[K]>;

/** HTTP request bodies. */
export const Requests = {
  guest: z.strictObject({ name: Name }),
  signUp: z.strictObject({
    username: z
      .string()
      .trim()
      .min(3, 'at least 3 characters')
      .max(24, 'at most 24 characters')
      .regex(/^[a-z0-9_]+$/i, 'letters, digits and _ only'),
    password: z.string().min(8, 'at least 8 characters').max(200),
    name: Name.optional(),
  }),
  signIn: z.strictObject({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(200),
  }),
  /** A signed-in account's new password (the server also refuses common and blank ones). */
  changePassword: z.strictObject({
    current: z.string().min(1).max(200),
    password: z.string().min(8, 'at least 8 characters').max(200),
  }),
  createTable: z.strictObject({
    name: Name.optional(),
    /** A profile id, or a profile with house overrides: {"base": "austin-league", ...}. */
    rules: z.union([z.string().min(1).max(40), z.looseObject({ base: z.string().min(1).max(40) })]),
    visibility: z.enum(['public', 'private']).default('public'),
    /** The seat the creator takes (none: the creator only watches until choosing one). */
    seat: SeatName.optional(),
    /** Fill every other empty seat with a bot of this level. */
    bots: BotLevel.optional(),
    /** A rated table counts toward players' ratings; it has no hints. */
    rated: z.boolean().default(false),
    /** Hints and chat; hints are off at rated tables. */
    hints: z.boolean().default(true),
    chat: z.boolean().default(true),
  }),
  takeSeat: z.strictObject({ seat: SeatName, invite: z.string().max(64).optional() }),
  seatBot: z.strictObject({ seat: SeatName, level: BotLevel }),
  /** Yes or no to the rematch offered at a finished table. */
  answerRematch: z.strictObject({ accept: z.boolean() }),
} as const;
export type RequestName = keyof typeof Requests;
export type RequestBody<K extends RequestName> = z.infer<(typeof Requests)[K]>;

/** Where in a message a problem is: "action.domino", "tableId". */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** One line per problem, each saying where: "action.domino: expected string". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length > 0 ? `${issuePath(i.path)}: ${i.message}` : i.message))
    .join('; ');
}
