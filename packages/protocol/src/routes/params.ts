import { z } from 'zod';

/** The parts of a route's address: its path params and the invite of a private table. */
const Id = z.string().min(1).max(64);
/** `:id` of a table or a user. */
export const IdParams = z.object({ id: Id });
/** `:id/hands/:n`: a finished hand's index, 0-based across the table's games. */
export const HandParams = IdParams.extend({ n: z.coerce.number().int().nonnegative() });
/** `?invite=`: a private table's invite. */
export const InviteQuery = z.object({ invite: z.string().max(64).optional() });

const EventIdPart = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** `:id` of an event. */
export const EventParams = z.object({ id: EventIdPart });
export const TeamParams = EventParams.extend({ team: EventIdPart });
export const MatchParams = EventParams.extend({ match: z.string().regex(/^[a-z0-9-]{1,24}$/) });
export const TableParams = EventParams.extend({ table: z.string().regex(/^[1-9][0-9]{0,2}$/) });
/** `?team=`: one team's own calendar feed. */
export const NightsQuery = z.object({ team: EventIdPart.optional() });
