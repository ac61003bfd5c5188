import { sql, type Insertable } from 'kysely';
import type { EventTeamsTable } from '../../db/schema.js';
import type { Db } from '../core.js';
import { ROWS_PER_INSERT } from './matches.js';

/** An event's teams (event_teams): registered, invited, seeded, dropped, their rosters and dues. */

/** The event's teams, seed 1 first. */
export function teamsOf(db: Db, eventId: string): Promise<EventTeamsTable[]> {
  return db
    .selectFrom('event_teams')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('seed')
    .execute();
}

/** A team joins the event. */
export async function enterTeam(db: Db, team: Insertable<EventTeamsTable>): Promise<void> {
  await db.insertInto('event_teams').values(team).execute();
}

/** How many teams each of the events has (an event with none is not in the map). */
export async function teamCounts(
  db: Db,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = await db
    .selectFrom('event_teams')
    .select((eb) => ['event_id', eb.fn.countAll<number>().as('n')])
    .where('event_id', 'in', eventIds.concat(['']))
    .groupBy('event_id')
    .execute();
  return new Map(counts.map((c) => [c.event_id, Number(c.n)]));
}

/** The league team is dropped after week `after`. */
export async function dropTeamAfter(
  db: Db,
  eventId: string,
  teamId: string,
  after: number,
): Promise<void> {
  await db
    .updateTable('event_teams')
    .set({ dropped_week: after })
    .where('event_id', '=', eventId)
    .where('id', '=', teamId)
    .execute();
}

/** The league team's roster (stored JSON) and the two players it fields now. */
export async function setRoster(
  db: Db,
  eventId: string,
  teamId: string,
  roster: string,
  players: readonly [string | null, string | null],
): Promise<void> {
  await db
    .updateTable('event_teams')
    .set({ roster, player1_id: players[0], player2_id: players[1] })
    .where('event_id', '=', eventId)
    .where('id', '=', teamId)
    .execute();
}

/** The league team's dues (stored JSON). */
export async function setDues(
  db: Db,
  eventId: string,
  teamId: string,
  dues: string | null,
): Promise<void> {
  await db
    .updateTable('event_teams')
    .set({ dues })
    .where('event_id', '=', eventId)
    .where('id', '=', teamId)
    .execute();
}

/** The team's invitation is withdrawn: no one is invited any more. */
export async function clearInvitation(db: Db, eventId: string, teamId: string): Promise<void> {
  await db
    .updateTable('event_teams')
    .set({ invited_id: null })
    .where('event_id', '=', eventId)
    .where('id', '=', teamId)
    .execute();
}

/**
 * `person` takes the team's empty `place` (no invitation or invite token stands for it any more),
 * with the dues columns given. False when the place was taken meanwhile.
 */
export async function takeEmptyPlace(
  db: Db,
  eventId: string,
  teamId: string,
  place: 'player1_id' | 'player2_id',
  person: string,
  dues: { readonly dues?: string | null },
): Promise<boolean> {
  const done = await db
    .updateTable('event_teams')
    .set({ [place]: person, invited_id: null, invite: null, ...dues })
    .where('event_id', '=', eventId)
    .where('id', '=', teamId)
    .where(place, 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * `person` takes a named player's `place` on the team, everywhere the team names its players
 * (its roster and dues as given, renamed). False when the place was claimed meanwhile.
 */
export async function takeNamedPlace(
  db: Db,
  eventId: string,
  teamId: string,
  place: 'player1_id' | 'player2_id',
  placeholder: string,
  taken: { readonly person: string; readonly roster: string | null; readonly dues: string | null },
): Promise<boolean> {
  const done = await db
    .updateTable('event_teams')
    .set({ [place]: taken.person, roster: taken.roster, dues: taken.dues })
    .where('event_id', '=', eventId)
    .where('id', '=', teamId)
    .where(place, '=', placeholder)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The invitations waiting for `person` in events still registering, oldest first. */
export function invitationsFor(db: Db, person: string) {
  return db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select([
      'events.id as eventId',
      'events.name as eventName',
      'event_teams.id as teamId',
      'event_teams.name as teamName',
      'event_teams.player1_id as from',
    ])
    .where('event_teams.invited_id', '=', person)
    .where('events.status', '=', 'registering')
    .orderBy('event_teams.created_at')
    .limit(100)
    .execute();
}

/** Each team's seed, its place in `teams` (seed 1 first), ROWS_PER_INSERT teams a statement. */
export async function setSeeds(
  db: Db,
  eventId: string,
  teams: readonly { readonly id: string }[],
): Promise<void> {
  for (let from = 0; from < teams.length; from += ROWS_PER_INSERT) {
    const some = teams.slice(from, from + ROWS_PER_INSERT);
    // One CASE for the batch; the seeds are our own numbers, written as literals (PostgreSQL
    // would type a parameter in a CASE as text).
    const seeds = sql.join(
      some.map((t, i) => sql`when ${t.id} then ${sql.lit(from + i + 1)}`),
      sql` `,
    );
    await db
      .updateTable('event_teams')
      .set({ seed: sql<number>`case id ${seeds} end` })
      .where('event_id', '=', eventId)
      .where(
        'id',
        'in',
        some.map((t) => t.id),
      )
      .execute();
  }
}
