import { call } from './call.js';

/** Running an event day to day (docs/server-api.md, "Events"): the organizer's calls. */
export const eventDayApi = {
  addTeam: (id: string, name: string, players: readonly [string, string]) =>
    call('addTeam', { params: { id }, body: { name, players } }),
  dropTeam: (id: string, team: string) => call('dropTeam', { params: { id }, body: { team } }),
  withdraw: (id: string, team: string, player: string, substitute: string | null) =>
    call('withdrawPlayer', { params: { id }, body: { team, player, substitute } }),
  /** `minutes`: the director's time limit instead of the rules' (001 I). */
  startRound: (id: string, round: number, minutes?: number) =>
    call('startMatches', {
      params: { id },
      body: minutes === undefined ? { round } : { round, minutes },
    }),
  startMatch: (id: string, match: string) =>
    call('startMatches', { params: { id }, body: { match } }),
  noShow: (id: string, match: string, team: string) =>
    call('noShow', { params: { id, match }, body: { team } }),
};
