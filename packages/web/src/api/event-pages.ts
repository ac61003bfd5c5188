import type { EventMatchesQuery, RouteAnswer } from '../protocol.js';
import { request } from './http.js';

/** A big event's matches a round, a team or a page at a time (docs/server-api.md, "Events"). */
export type MatchesQuery = Partial<EventMatchesQuery>;

export const eventPagesApi = {
  matches: (id: string, query: MatchesQuery) => {
    const q = new URLSearchParams();
    if (query.round !== undefined) q.set('round', String(query.round));
    if (query.team !== undefined) q.set('team', query.team);
    if (query.page !== undefined) q.set('page', String(query.page));
    return request<RouteAnswer<'eventMatches'>>(
      'GET',
      `/api/events/${encodeURIComponent(id)}/matches?${q.toString()}`,
    );
  },
};
