import { call } from './call.js';

/** Running an event day to day (docs/server-api.md, "Events"): the organizer's calls. */
export const eventDayApi = {
  /** A team added after the schedule, its players by name (each given a claim link later). */
  addTeam: (id: string, name: string, players: readonly [string, string]) =>
    call('addTeam', {
      params: { id },
      body: { name, players: [{ name: players[0] }, { name: players[1] }] },
    }),
  dropTeam: (id: string, team: string) => call('dropTeam', { params: { id }, body: { team } }),
  /** A player withdraws; a substitute, by name, may take the place (a claim link later). */
  withdraw: (id: string, team: string, player: string, substitute: string | null) =>
    call('withdrawPlayer', {
      params: { id },
      body: { team, player, substitute: substitute === null ? null : { name: substitute } },
    }),
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
