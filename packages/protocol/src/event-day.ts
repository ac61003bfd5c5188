/**
 * Running an event day to day: a league's roster changes (000 Section 2, Teams), a match's start
 * with its time limit (001 I) and a no-show elimination (003), and the event's log of them.
 */

/** A player as events name them (the same shape as events.ts's EventPlayer). */
interface EventPlayer {
  readonly id: string;
  readonly name: string;
}

/** One change the organizer made, in order (GET /api/events/:id: `log`). */
export type EventLogEntry = {
  readonly seq: number;
  /** Who made it (the organizer's name). */
  readonly actor: string;
  readonly at: string;
} & (
  | {
      readonly type: 'add-team' | 'drop-team';
      readonly team: string;
      /** The weeks played before the change: later weeks were re-assigned. */
      readonly afterWeek: number;
      /** The weeks whose matches changed, and the matches that went and came. */
      readonly weeks: readonly number[];
      readonly removed: readonly EventLoggedMatch[];
      readonly added: readonly EventLoggedMatch[];
    }
  | {
      readonly type: 'withdraw';
      readonly team: string;
      readonly player: EventPlayer;
      readonly substitute: EventPlayer | null;
      /** Both players withdrew: the team was dropped (a "drop-team" entry follows). */
      readonly defunct: boolean;
    }
  | {
      readonly type: 'start';
      readonly round: number;
      readonly matches: readonly string[];
      /** The time limit in minutes, or null for none. */
      readonly minutes: number | null;
    }
  | { readonly type: 'no-show'; readonly match: string; readonly absent: string }
  | {
      /** A league's dues (000 Section 1): a payment recorded, or a player marked new or returning. */
      readonly type: 'dues';
      readonly team: string;
      readonly player: EventPlayer;
      /** Dollars paid (0 for a marking), and whether the player is returning. */
      readonly dollars: number;
      readonly returning: boolean;
      /** The team's dues still owed after it, and whether its registration is complete. */
      readonly owed: number;
      readonly complete: boolean;
    }
  | {
      /** A league match moved off league night (000 Section 2). */
      readonly type: 'reschedule';
      readonly match: string;
      readonly leagueNight: string;
      readonly from: string;
      readonly to: string;
      readonly noticeOn: string;
    }
  | {
      /** Both teams absent or late (000 Section 2): the match may be rescheduled by decideBy. */
      readonly type: 'both-absent';
      readonly match: string;
      /** Minutes late, or null: neither team came. */
      readonly minutesLate: number | null;
      readonly decideBy: string;
    }
  | {
      readonly type: 'playoffs';
      /** The league's playoffs seeded from the standings: team ids, seed 1 first. */
      readonly seeds: readonly string[];
      /** The season's matches left without a final result: the organizer closed it early. */
      readonly closed: readonly string[];
    }
);

/** A match as the log names it: its id, week and two teams. */
export interface EventLoggedMatch {
  readonly id: string;
  readonly week: number;
  readonly teams: readonly [string, string];
}

/** A started match's clock: the server's start time and, with a time limit, when time is up. */
export interface EventMatchClock {
  readonly startedAt: string;
  /** The time limit in minutes, or null: the match is not timed. */
  readonly minutes: number | null;
  /** startedAt plus the time limit; null when untimed. */
  readonly deadline: string | null;
}

/** A team eliminated for not reporting within 5 minutes of the start (003). */
export interface EventNoShow {
  readonly absent: string;
  readonly at: string;
}

/** A league team's places after withdrawals: who plays, and who substitutes for whom. */
export interface EventRosterSlot {
  readonly registered: EventPlayer;
  readonly player: EventPlayer | null;
  readonly substitute: EventPlayer | null;
}
