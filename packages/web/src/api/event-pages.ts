import type { EventMatchesQuery } from '../protocol.js';
import { call } from './call.js';

/** A big event's matches a round, a team or a page at a time (docs/server-api.md, "Events"). */
export type MatchesQuery = Partial<EventMatchesQuery>;

export const eventPagesApi = {
  matches: (id: string, { round, team, page, match }: MatchesQuery) =>
    call('eventMatches', { params: { id }, query: { round, team, page, match } }),
};
