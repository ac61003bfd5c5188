import { checkInTeam, drawTables, openCheckIn } from '@texas42/club';
import type { EventCheckIn, EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import {
  requireOrganizer,
  type EventClock,
  type EventDatabase,
  type EventLock,
  type EventViewer,
} from './core.js';
import { clubError } from './club-errors.js';
import { eventOf, setCheckIn, storedCheckInOf, teamsOf } from './repository/index.js';
import type { StoredCheckIn } from './stored.js';
import { teamOfPlayer } from './teams.js';

/**
 * Check-in on the day (the club's openCheckIn, checkInTeam) and the draw for tables among the
 * teams checked in (drawTables): the organizer opens it and draws; a team checks itself in.
 */
export class CheckIns {
  constructor(private readonly deps: EventDatabase & EventLock & EventClock & EventViewer) {}

  private get db() {
    return this.deps.db;
  }

  private checkInOf(event: EventsTable): StoredCheckIn {
    const stored = storedCheckInOf(event);
    if (stored === null)
      throw new ServerError(409, 'CHECK_IN_NOT_OPEN', 'the organizer has not opened check-in');
    return stored;
  }

  private async saveCheckIn(id: string, stored: StoredCheckIn): Promise<void> {
    await setCheckIn(this.db, id, JSON.stringify(stored), this.deps.isoNow());
  }

  /** The organizer opens check-in (again: the teams checked in and the draw start over). */
  async openCheckIn(me: Me, id: string, body: EventRequestBody<'openCheckIn'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      const opens = body.opens ?? this.deps.isoNow();
      const closes = body.closes ?? new Date(Date.parse(opens) + 60 * 60 * 1000).toISOString();
      const state = openCheckIn(opens, closes);
      if (!state.ok) throw clubError(state.error);
      await this.saveCheckIn(id, { state: state.value, tables: null });
    });
    return this.deps.view(id, me);
  }

  /** A team checks in: the organizer checks in any team, a member their own. */
  async checkIn(me: Me, id: string, body: EventRequestBody<'checkIn'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      const stored = this.checkInOf(event);
      const teams = await teamsOf(this.db, id);
      const mine = teamOfPlayer(teams, me.id);
      const organizer = event.organizer_id === me.id;
      const teamId = body.team ?? mine?.id;
      if (teamId === undefined)
        throw new ServerError(400, 'BAD_REQUEST', 'name the team to check in', 'team');
      if (!teams.some((t) => t.id === teamId))
        throw new ServerError(
          404,
          'NOT_FOUND',
          `there is no team "${teamId}" in this event`,
          'team',
        );
      if (!organizer && mine?.id !== teamId)
        throw new ServerError(
          403,
          'NOT_YOUR_TEAM',
          'only the organizer or a member of the team may check it in',
          'team',
        );
      if (stored.tables !== null)
        throw new ServerError(409, 'TABLES_DRAWN', 'the tables are drawn: check-in is over');
      const next = checkInTeam(stored.state, teamId, this.deps.isoNow());
      if (!next.ok) throw clubError(next.error);
      await this.saveCheckIn(id, { ...stored, state: next.value });
    });
    return this.deps.view(id, me);
  }

  /** The organizer draws tables for the checked-in teams, two teams a table (club's drawTables). */
  async drawTables(me: Me, id: string, body: EventRequestBody<'drawTables'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      const stored = this.checkInOf(event);
      const drawn = drawTables(
        stored.state.teams.map((t) => t.team),
        body.seed ?? `${id}:${stored.state.opens}`,
      );
      if (!drawn.ok) throw clubError(drawn.error);
      await this.saveCheckIn(id, { ...stored, tables: drawn.value });
    });
    return this.deps.view(id, me);
  }
}

/** When each team checked in, by team id; null until the organizer opens check-in. */
export function checkedIn(event: EventsTable): ReadonlyMap<string, string> | null {
  const stored = storedCheckInOf(event);
  if (stored === null) return null;
  return new Map(stored.state.teams.map((t) => [t.team, t.at]));
}

/** The check-in as the event's view shows it; null until the organizer opens it. */
export function checkInView(event: EventsTable): EventCheckIn | null {
  const stored = storedCheckInOf(event);
  if (stored === null) return null;
  const { state, tables } = stored;
  return {
    opens: state.opens,
    closes: state.closes,
    teams: state.teams,
    tables: tables === null ? null : tables.map((teams, i) => ({ table: i + 1, teams })),
  };
}
