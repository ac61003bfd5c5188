import {
  duesOwed,
  leagueNights,
  registrationComplete,
  type IsoDate,
  type Registration as ClubRegistration,
  type SeasonSettings,
} from '@texas42/club';
import type { EventTeamDues } from '@texas42/protocol';
import type { EventsTable, EventTeamsTable } from '../db/schema.js';
import { settingsOf, storedDuesOf } from './repository/index.js';
import { LeagueSettingsSchema } from './stored-plans.js';
import type { StoredDues } from './stored.js';
import { formatOfEvent } from './format-of.js';

/**
 * A league season's settings and dues as stored with its event and teams (000 Sections 1 and 2):
 * read back, and turned into what the club's season functions take.
 */

/** The event's season settings, or null (not a league, or created without them). */
export function seasonOf(event: EventsTable): SeasonSettings | null {
  if (!formatOfEvent(event).parts.season) return null;
  return settingsOf(LeagueSettingsSchema, event).season ?? null;
}

export function duesOf(team: EventTeamsTable): StoredDues {
  return storedDuesOf(team) ?? { returning: {}, paid: {} };
}

/**
 * The team as the club's Registration (players by user id). Unstated players count as returning:
 * dues are the rule, the waiver is for a player who says this is their first season.
 */
export function registrationOf(team: EventTeamsTable): ClubRegistration | null {
  if (team.player1_id === null || team.player2_id === null) return null;
  const dues = duesOf(team);
  const entry = (id: string) => ({ name: id, returning: dues.returning[id] ?? true });
  return {
    team: team.id,
    players: [entry(team.player1_id), entry(team.player2_id)],
    registeredOn: team.created_at.slice(0, 10),
    paid: dues.paid,
  };
}

/** The team's dues as the API shows them. */
export function teamDues(
  season: SeasonSettings,
  team: EventTeamsTable,
  names: ReadonlyMap<string, string>,
): EventTeamDues {
  const registration = registrationOf(team);
  const dues = duesOf(team);
  const players = [team.player1_id, team.player2_id]
    .filter((p): p is string => p !== null)
    .map((id) => {
      const returning = dues.returning[id] ?? true;
      const paid = dues.paid[id] ?? 0;
      return {
        player: { id, name: names.get(id) ?? '?' },
        returning,
        paid,
        owed: Math.max(0, duesOwed(season, { name: id, returning }) - paid),
      };
    });
  return {
    players,
    owed: players.reduce((sum, p) => sum + p.owed, 0),
    complete: registration !== null && registrationComplete(season, registration),
  };
}

/** "Registration is not considered complete until dues have been remitted" (000 Section 1). */
export function unpaidTeams(
  season: SeasonSettings,
  teams: readonly EventTeamsTable[],
): EventTeamsTable[] {
  return teams.filter((t) => {
    const r = registrationOf(t);
    return r === null || !registrationComplete(season, r);
  });
}

/** The league night of a week (1-based), or undefined beyond the season. */
export function nightOfWeek(season: SeasonSettings, week: number): IsoDate | undefined {
  return leagueNights(season).find((n) => n.week === week)?.date;
}
