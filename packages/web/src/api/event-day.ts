import { post } from './endpoints.js';

/** Running an event day to day (docs/server-api.md, "Events"): the organizer's calls. */
const eventPath = (id: string): string => `/api/events/${encodeURIComponent(id)}`;

export const eventDayApi = {
  addTeam: (id: string, name: string, players: readonly [string, string]) =>
    post('addTeam', `${eventPath(id)}/roster/add-team`, { name, players }),
  dropTeam: (id: string, team: string) =>
    post('dropTeam', `${eventPath(id)}/roster/drop-team`, { team }),
  withdraw: (id: string, team: string, player: string, substitute: string | null) =>
    post('withdrawPlayer', `${eventPath(id)}/roster/withdraw`, { team, player, substitute }),
  /** `minutes`: the director's time limit instead of the rules' (001 I). */
  startRound: (id: string, round: number, minutes?: number) =>
    post(
      'startMatches',
      `${eventPath(id)}/start`,
      minutes === undefined ? { round } : { round, minutes },
    ),
  startMatch: (id: string, match: string) =>
    post('startMatches', `${eventPath(id)}/start`, { match }),
  noShow: (id: string, match: string, team: string) =>
    post('noShow', `${eventPath(id)}/matches/${encodeURIComponent(match)}/no-show`, { team }),
};
