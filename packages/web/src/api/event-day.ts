import type { EventView } from '../protocol.js';
import { request } from './http.js';

/** Running an event day to day (docs/server-api.md, "Events"): the organizer's calls. */
const eventPath = (id: string): string => `/api/events/${encodeURIComponent(id)}`;

export const eventDayApi = {
  addTeam: (id: string, name: string, players: readonly [string, string]) =>
    request<EventView>('POST', `${eventPath(id)}/roster/add-team`, { name, players }),
  dropTeam: (id: string, team: string) =>
    request<EventView>('POST', `${eventPath(id)}/roster/drop-team`, { team }),
  withdraw: (id: string, team: string, player: string, substitute: string | null) =>
    request<EventView>('POST', `${eventPath(id)}/roster/withdraw`, { team, player, substitute }),
  /** `minutes`: the director's time limit instead of the rules' (001 I). */
  startRound: (id: string, round: number, minutes?: number) =>
    request<EventView>(
      'POST',
      `${eventPath(id)}/start`,
      minutes === undefined ? { round } : { round, minutes },
    ),
  startMatch: (id: string, match: string) =>
    request<EventView>('POST', `${eventPath(id)}/start`, { match }),
  noShow: (id: string, match: string, team: string) =>
    request<EventView>('POST', `${eventPath(id)}/matches/${encodeURIComponent(match)}/no-show`, {
      team,
    }),
};
