import type { MatchView } from '@texas42/engine';
import { z } from 'zod';
import type { ServerErrorCode } from '../errors.js';
import { SeatName } from '../messages.js';
import { Instant, list, obj, opaque } from '../wire.js';
import { Marks } from './parts.js';

/**
 * What the server sends, as zod schemas with their types (`z.infer`, readonly). Every table state
 * is computed from a view, never from the state.
 */

export const SeatKind = z.enum(['human', 'bot', 'empty']);
export type SeatKind = z.infer<typeof SeatKind>;

export const SeatInfo = obj({
  seat: SeatName,
  kind: SeatKind,
  /** The player's display name, or the bot's ("Bot (hard)"). */
  name: z.string().nullable(),
  level: z.string().nullable(),
  /** Whether the seat's player has a socket open to the table (bots: always). */
  connected: z.boolean(),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

export const TableStatus = z.enum(['waiting', 'playing', 'done']);
export type TableStatus = z.infer<typeof TableStatus>;

export const TableSummary = obj({
  id: z.string(),
  name: z.string(),
  rules: z.string(),
  visibility: z.enum(['public', 'private']),
  status: TableStatus,
  rated: z.boolean(),
  seats: list(SeatInfo),
  marks: Marks,
  createdAt: Instant,
});
export type TableSummary = z.infer<typeof TableSummary>;

/**
 * A rematch offered at a finished table: a new table with the same rules and seats. Each person
 * who sat at the finished table answers; bots keep their seats without being asked.
 */
export const RematchOffer = obj({
  /** The new table. */
  tableId: z.string(),
  /** Who offered it (their seat, at both tables). */
  by: SeatName,
  answers: list(
    obj({ seat: SeatName, answer: z.enum(['offered', 'pending', 'accepted', 'declined']) }),
  ),
});
export type RematchOffer = z.infer<typeof RematchOffer>;

export const TableState = obj({
  table: TableSummary,
  /** The seat this client holds at the table, or null for a spectator. */
  you: SeatName.nullable(),
  hints: z.boolean(),
  chat: z.boolean(),
  /**
   * Whether this viewer may fill an empty seat with a bot: a player seated at the table, except
   * at an event's table, where only the organizer does (from the event's page).
   */
  maySeatBots: z.boolean(),
  /**
   * Whether this viewer may call time on the opponent to act now (the rules allow time calls,
   * and none is running): the table offers it as a button.
   */
  mayCallTime: z.boolean(),
  /** Only the viewer's own view: other hands and the shuffle never leave the server. */
  view: opaque<MatchView>("the engine's MatchView"),
  /** A suggested play or bid for `you`, when hints are on and it is your turn. */
  hint: obj({ action: z.unknown(), why: z.string() }).nullable(),
  /** When time will be (or was) called on the match, when the rules limit its length. */
  timeLimit: obj({ deadline: Instant, called: z.boolean() }).nullable(),
  /** Seconds each seat has for the current decision, when the rules set a clock. */
  clock: obj({ seat: SeatName, deadline: Instant }).nullable(),
  /** A rematch offered once the match is over, with each person's answer; else null. */
  rematch: RematchOffer.nullable(),
  /**
   * At a rematch's new table, the seats held for the last match's players until they answer, with
   * the names they sat under: no one else and no bot may take them meanwhile (`SEAT_HELD`).
   */
  held: list(obj({ seat: SeatName, name: z.string() })),
  /**
   * After a hand, where reneges are playable: every hand is face up until `deadline` for
   * reneges to be called (clock.inspectionSeconds); the next shake waits for it, or for every
   * player in `waived`. Null when no such window is open.
   */
  inspection: obj({ deadline: Instant, waived: list(SeatName) }).nullable(),
});
export type TableState = z.infer<typeof TableState>;

/** An error code on the wire (errors.ts): the server's own, the engine's or the club's. */
export const ErrorCode = opaque<ServerErrorCode>('an error code (errors.ts)');

export const ErrorEvent = obj({
  code: ErrorCode,
  message: z.string(),
  at: z.string().optional(),
  tableId: z.string().optional(),
});
export type ErrorEvent = z.infer<typeof ErrorEvent>;

export const ChatEvent = obj({
  /** The line's id: the site's admin may delete the line (`table:chat-deleted`). */
  id: z.string(),
  tableId: z.string(),
  from: z.string(),
  text: z.string(),
  sentAt: Instant,
});
export type ChatEvent = z.infer<typeof ChatEvent>;

/**
 * The server is stopping (a restart, an upgrade): it takes no more actions and will close every
 * socket; a client reconnects by itself and watches its tables again.
 */
export const ServerRestarting = obj({
  message: z.string(),
  /** Seconds the server gives itself to finish what it was doing and close (SHUTDOWN_SECONDS). */
  withinSeconds: z.number().int().nonnegative(),
});
export type ServerRestarting = z.infer<typeof ServerRestarting>;

export const Me = obj({
  id: z.string(),
  name: z.string(),
  guest: z.boolean(),
  username: z.string().nullable(),
  /** Present, and true, for an admin of the site (the admin page is theirs). */
  admin: z.literal(true).optional(),
});
export type Me = z.infer<typeof Me>;
