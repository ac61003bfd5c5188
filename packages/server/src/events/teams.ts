import type { EventMatchesTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';

/**
 * Who plays for whom in an event: the one place that reads a player's team and a team's name
 * out of the team rows, for every rule of who may act (report, keep score, check in, reschedule).
 */

/** The team `userId` plays for in this event, if any. */
export function teamOfPlayer(
  teams: readonly EventTeamsTable[],
  userId: string,
): EventTeamsTable | undefined {
  return teams.find((t) => t.player1_id === userId || t.player2_id === userId);
}

/** The team `userId` plays for, if it is one of the two teams of `match`. */
export function teamInMatch(
  teams: readonly EventTeamsTable[],
  userId: string,
  match: EventMatchesTable,
): EventTeamsTable | undefined {
  const mine = teamOfPlayer(teams, userId);
  return mine !== undefined && (mine.id === match.team_a || mine.id === match.team_b)
    ? mine
    : undefined;
}

/** Team names are unique in an event, whatever their case: the new name's key, or a 409. */
export function requireNewTeamName(teams: readonly EventTeamsTable[], name: string): string {
  const key = name.toLowerCase();
  if (teams.some((t) => t.name_key === key))
    throw new ServerError(409, 'TEAM_NAME_TAKEN', `a team is already called "${name}"`, 'name');
  return key;
}
