import { isName, isRecord, isWhole } from './check.js';
import { dayNumber, type IsoDate } from './dates.js';
import { err, ok, type Result } from './result.js';
import type { SeasonSettings } from './season.js';

/**
 * Registration and dues (000 Section 1): "Registration is not considered complete until dues have
 * been remitted", dues are owed only by returning players, and a new player's first season is
 * free.
 */
export interface PlayerEntry {
  readonly name: string;
  /** Played a league season before: owes dues. */
  readonly returning: boolean;
}

export interface Registration {
  readonly team: string;
  readonly players: readonly [PlayerEntry, PlayerEntry];
  readonly registeredOn: IsoDate;
  /** Dollars paid so far, by player name. */
  readonly paid: Readonly<Record<string, number>>;
}

/** Dues a player owes for the season: nothing for a new player's first season. */
export function duesOwed(season: SeasonSettings, player: PlayerEntry): number {
  return season.dues.returningPlayersOnly && !player.returning ? 0 : season.dues.perPlayer;
}

/** Registers a team of two; registration must be open. */
export function register(season: SeasonSettings, input: unknown): Result<Registration> {
  if (!isRecord(input)) return err('BAD_INPUT', 'a registration must be an object');
  if (!isName(input['team'])) return err('BAD_INPUT', 'must be a team name', 'team');
  const players = input['players'];
  if (!Array.isArray(players) || players.length !== 2)
    return err('BAD_INPUT', 'must be the team’s two players', 'players');
  const entries: PlayerEntry[] = [];
  for (const [i, p] of players.entries()) {
    if (!isRecord(p) || !isName(p['name']))
      return err('BAD_INPUT', 'must be {"name", "returning"}', `players[${i}]`);
    if (typeof p['returning'] !== 'boolean')
      return err('BAD_INPUT', 'must be true or false', `players[${i}].returning`);
    entries.push({ name: p['name'].trim(), returning: p['returning'] });
  }
  const [a, b] = entries as [PlayerEntry, PlayerEntry];
  if (a.name === b.name) return err('BAD_INPUT', 'names the same player twice', 'players');
  const on = registrationOpen(season, input['on']);
  if (!on.ok) return on;
  return ok({ team: input['team'].trim(), players: [a, b], registeredOn: on.value, paid: {} });
}

/** "Registration will open on December 28, 2010.": a team registers on that day or later. */
export function registrationOpen(season: SeasonSettings, on: unknown): Result<IsoDate> {
  const day = dayNumber(on);
  if (day === undefined) return err('BAD_INPUT', 'must be a date "YYYY-MM-DD"', 'on');
  if (day < (dayNumber(season.registrationOpens) ?? 0))
    return err(
      'REGISTRATION_NOT_OPEN',
      `registration opens on ${season.registrationOpens}, not before (${String(on)})`,
    );
  return ok(on as IsoDate);
}

/** Records dues paid by one player of the team. */
export function payDues(
  registration: Registration,
  player: string,
  dollars: unknown,
): Result<Registration> {
  if (!registration.players.some((p) => p.name === player))
    return err('PLAYER_NOT_ON_TEAM', `${player} is not a player of ${registration.team}`);
  if (!isWhole(dollars, 1)) return err('BAD_INPUT', 'must be a whole number of dollars', 'dollars');
  return ok({
    ...registration,
    paid: { ...registration.paid, [player]: (registration.paid[player] ?? 0) + dollars },
  });
}

/** What each player still owes. */
export function duesOutstanding(
  season: SeasonSettings,
  registration: Registration,
): { player: string; owed: number }[] {
  return registration.players
    .map((p) => ({
      player: p.name,
      owed: Math.max(0, duesOwed(season, p) - (registration.paid[p.name] ?? 0)),
    }))
    .filter((d) => d.owed > 0);
}

/** Complete only when every player's dues are paid. */
export function registrationComplete(season: SeasonSettings, registration: Registration): boolean {
  return duesOutstanding(season, registration).length === 0;
}
