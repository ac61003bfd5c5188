import { z } from 'zod';
import { Instant, list, obj, pair } from './wire.js';

/**
 * Running an event day to day: a league's roster changes (000 Section 2, Teams), a match's start
 * with its time limit (001 I) and a no-show elimination (003), and the event's log of them.
 */

/** A player as events name them. */
/**
 * A person on a team. `named`: a player the organizer added by name, without an account (their
 * id is a placeholder no one can sign in as) until they claim the place with a link.
 */
export const EventPlayer = obj({
  id: z.string(),
  name: z.string(),
  named: z.literal(true).optional(),
});
export type EventPlayer = z.infer<typeof EventPlayer>;

/** A match as the log names it: its id, week and two teams. */
export const EventLoggedMatch = obj({
  id: z.string(),
  week: z.number(),
  teams: pair(z.string(), z.string()),
});
export type EventLoggedMatch = z.infer<typeof EventLoggedMatch>;

const Logged = {
  seq: z.number(),
  /** Who made it (the organizer's name). */
  actor: z.string(),
  at: Instant,
};

/** One change the organizer made, in order (GET /api/events/:id: `log`). */
export const EventLogEntry = z.union([
  obj({
    ...Logged,
    type: z.enum(['add-team', 'drop-team']),
    team: z.string(),
    /** The weeks played before the change: later weeks were re-assigned. */
    afterWeek: z.number(),
    /** The weeks whose matches changed, and the matches that went and came. */
    weeks: list(z.number()),
    removed: list(EventLoggedMatch),
    added: list(EventLoggedMatch),
  }),
  obj({
    ...Logged,
    type: z.literal('withdraw'),
    team: z.string(),
    player: EventPlayer,
    substitute: EventPlayer.nullable(),
    /** Both players withdrew: the team was dropped (a "drop-team" entry follows). */
    defunct: z.boolean(),
  }),
  obj({
    ...Logged,
    type: z.literal('start'),
    round: z.number(),
    matches: list(z.string()),
    /** The time limit in minutes, or null for none. */
    minutes: z.number().nullable(),
  }),
  obj({ ...Logged, type: z.literal('no-show'), match: z.string(), absent: z.string() }),
  obj({
    ...Logged,
    /** A league's dues (000 Section 1): a payment recorded, or a player marked new or returning. */
    type: z.literal('dues'),
    team: z.string(),
    player: EventPlayer,
    /** Dollars paid (0 for a marking), and whether the player is returning. */
    dollars: z.number(),
    returning: z.boolean(),
    /** The team's dues still owed after it, and whether its registration is complete. */
    owed: z.number(),
    complete: z.boolean(),
  }),
  obj({
    ...Logged,
    /** A league match moved off league night (000 Section 2). */
    type: z.literal('reschedule'),
    match: z.string(),
    leagueNight: z.string(),
    from: z.string(),
    to: z.string(),
    noticeOn: z.string(),
  }),
  obj({
    ...Logged,
    /** Both teams absent or late (000 Section 2): the match may be rescheduled by decideBy. */
    type: z.literal('both-absent'),
    match: z.string(),
    /** Minutes late, or null: neither team came. */
    minutesLate: z.number().nullable(),
    decideBy: z.string(),
  }),
  obj({
    ...Logged,
    /** The organizer corrected a match's result (issue 27): what stood, what stands, and why. */
    type: z.literal('amend'),
    match: z.string(),
    /** The match's two teams, first-named first. */
    teams: pair(z.string(), z.string()),
    /** The result before, in words ("7-3, 7-2", "Aces forfeit"); "" when there was none. */
    was: z.string(),
    now: z.string(),
    reason: z.string(),
  }),
  obj({
    ...Logged,
    type: z.literal('playoffs'),
    /** The league's playoffs seeded from the standings: team ids, seed 1 first. */
    seeds: list(z.string()),
    /** The season's matches left without a final result: the organizer closed it early. */
    closed: list(z.string()),
  }),
]);
export type EventLogEntry = z.infer<typeof EventLogEntry>;

/** A started match's clock: the server's start time and, with a time limit, when time is up. */
export const EventMatchClock = obj({
  startedAt: Instant,
  /** The time limit in minutes, or null: the match is not timed. */
  minutes: z.number().nullable(),
  /** startedAt plus the time limit; null when untimed. */
  deadline: Instant.nullable(),
});
export type EventMatchClock = z.infer<typeof EventMatchClock>;

/** A team eliminated for not reporting within 5 minutes of the start (003). */
export const EventNoShow = obj({ absent: z.string(), at: Instant });
export type EventNoShow = z.infer<typeof EventNoShow>;

/** A league team's places after withdrawals: who plays, and who substitutes for whom. */
export const EventRosterSlot = obj({
  registered: EventPlayer,
  player: EventPlayer.nullable(),
  substitute: EventPlayer.nullable(),
});
export type EventRosterSlot = z.infer<typeof EventRosterSlot>;
