import { z } from 'zod';
import { EventPlayer, EventRosterSlot } from '../event-day.js';
import { list, obj, pair } from '../wire.js';
import { EventSummaryShape } from './parts.js';

export { EventKind, EventStatus } from './parts.js';

/** A partner's invitation to a team, waiting for the invited person to accept or decline. */
export const Invitation = obj({
  eventId: z.string(),
  eventName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  /** Who invited you. */
  from: EventPlayer.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

export const EventSummary = obj(EventSummaryShape);
export type EventSummary = z.infer<typeof EventSummary>;

/**
 * A team's dues (000 Section 1): "Registration is not considered complete until dues have been
 * remitted"; returning players owe them, a new player's first season is free.
 */
export const EventTeamDues = obj({
  players: list(
    obj({
      player: EventPlayer,
      returning: z.boolean(),
      /** Dollars still owed, and paid so far. */
      owed: z.number(),
      paid: z.number(),
    }),
  ),
  /** Dollars the team still owes. */
  owed: z.number(),
  /** Both places filled and every player's dues paid. */
  complete: z.boolean(),
});
export type EventTeamDues = z.infer<typeof EventTeamDues>;

/** A named player's claim link (POST /api/events/:id/claim-links): shown once, to the organizer. */
export const ClaimLink = obj({
  team: z.string(),
  place: z.union([z.literal(1), z.literal(2)]),
  /** The named player the link is for. */
  player: z.string(),
  /** The secret the link carries: `/e/<event>?claim=<token>`. */
  token: z.string(),
});
export type ClaimLink = z.infer<typeof ClaimLink>;

/** Whose place a claim link is for (POST /api/events/:id/claim/preview): shown before claiming. */
export const ClaimPreview = obj({
  team: z.string(),
  teamName: z.string(),
  place: z.union([z.literal(1), z.literal(2)]),
  /** The named player's name, as the organizer wrote it ("" once the place is claimed). */
  player: z.string(),
  /** Someone took the place with this link already. */
  claimed: z.boolean(),
});
export type ClaimPreview = z.infer<typeof ClaimPreview>;

export const EventTeam = obj({
  id: z.string(),
  name: z.string(),
  /** Registration order, or the seed given when the bracket was made. */
  seed: z.number(),
  /** The two places; null while a place is open for a partner to join. */
  players: pair(EventPlayer.nullable(), EventPlayer.nullable()),
  /** The partner invited to the open place, until they accept or decline. */
  invited: EventPlayer.optional(),
  /** Shown to the team's own players only: the token that lets someone join the open place. */
  invite: z.string().optional(),
  /** A league team's places after a withdrawal (absent: as registered). */
  roster: list(EventRosterSlot).optional(),
  /** The weeks played when the organizer dropped the team (absent: it plays). */
  droppedAfterWeek: z.number().optional(),
  /** A league season's dues (absent: the league has no season settings). */
  dues: EventTeamDues.optional(),
});
export type EventTeam = z.infer<typeof EventTeam>;
