import type { EventKind, FormatData, Plan } from '@texas42/club';
import type { EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { rowOf } from './bracket-lines.js';
import { checkedIn } from './check-ins.js';
import {
  requireOrganizer,
  type EventClock,
  type EventDatabase,
  type EventLimitsOf,
  type EventLock,
  type EventViewer,
} from './core.js';
import { clubError } from './club-errors.js';
import { formatOfEvent } from './format-of.js';
import { SETTINGS_SCHEMAS } from './stored-plans.js';
import { seasonOf, unpaidTeams } from './season-settings.js';
import {
  eventOf,
  insertMatches,
  type NewMatchRow,
  setPlan,
  setSeeds,
  settingsOf,
  teamsOf,
} from './repository/index.js';

/** A kind's plan and its match rows, made from the teams by seed (ids, seed 1 first). */
interface Made {
  readonly plan: Plan;
  readonly rows: NewMatchRow[];
}

/**
 * The organizer closes registration and makes the schedule or bracket: the teams in the order
 * given (the seeds) or registered, each kind's plan by the club's functions, its match rows.
 */
export class Generation {
  constructor(
    private readonly deps: EventDatabase & EventLock & EventClock & EventLimitsOf & EventViewer,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async generate(me: Me, id: string, body: EventRequestBody<'generate'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      if (event.status !== 'registering')
        throw new ServerError(409, 'ALREADY_GENERATED', 'the schedule or bracket is already made');
      let teams = await teamsOf(this.db, id);
      if (teams.length < 2)
        throw new ServerError(409, 'TOO_FEW_TEAMS', 'at least two teams must be registered');
      if (body.seeds !== undefined) {
        const known = new Set(teams.map((t) => t.id));
        const given = new Set(body.seeds);
        if (
          given.size !== body.seeds.length ||
          given.size !== known.size ||
          body.seeds.some((s) => !known.has(s))
        )
          throw new ServerError(400, 'BAD_REQUEST', 'seeds must list every team id once', 'seeds');
        const order = body.seeds;
        teams = order.map((s) => teams.find((t) => t.id === s) as EventTeamsTable);
      }
      // "Registration is not considered complete until dues have been remitted" (000): the
      // schedule waits for them rather than leaving a registered team out of it unseen.
      const season = seasonOf(event);
      const unpaid = season === null ? [] : unpaidTeams(season, teams);
      if (unpaid.length > 0)
        throw new ServerError(
          409,
          'DUES_UNPAID',
          `registration is not complete until dues are paid: ${unpaid.map((t) => t.name).join(', ')}`,
          'teams',
        );
      const { plan, rows } = planOf(event, drawnFrom(event, teams));
      const limit = this.deps.limits.matchesPerSchedule;
      if (limit > 0 && rows.length > limit)
        throw new ServerError(
          409,
          'SCHEDULE_TOO_BIG',
          `this schedule would have ${rows.length.toLocaleString('en-US')} matches for ${teams.length} teams; this site makes at most ${limit.toLocaleString('en-US')} (MATCHES_PER_SCHEDULE): split the teams into pools, or play a single elimination`,
          'teams',
        );
      const at = this.deps.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await setSeeds(trx, id, teams);
        await insertMatches(trx, rows, at);
        await setPlan(trx, id, JSON.stringify(plan), at, 'scheduled');
      });
    });
    return this.deps.view(id, me);
  }
}

/**
 * The teams a plan is made from: every registered team, but for progressive tables whose
 * organizer opened check-in only the teams checked in ("Players will draw lots for table
 * assignment." (002): those at the tables), as check-in's own draw for tables.
 */
function drawnFrom(event: EventsTable, teams: readonly EventTeamsTable[]): string[] {
  const ids = teams.map((t) => t.id);
  const arrived = formatOfEvent(event).drawsCheckedIn ? checkedIn(event) : null;
  if (arrived === null) return ids;
  const present = ids.filter((t) => arrived.has(t));
  if (present.length < 2)
    throw new ServerError(
      409,
      'TOO_FEW_TEAMS',
      `check-in is open: at least two teams must be checked in to draw tables, not ${present.length}`,
      'teams',
    );
  return present;
}

/** The event's plan and match rows, made by its format from the teams by seed. */
function planOf(event: EventsTable, ids: readonly string[]): Made {
  const settings = settingsOf<FormatData[EventKind]['settings']>(
    SETTINGS_SCHEMAS[event.kind],
    event,
  );
  const made = formatOfEvent(event).plan(ids, settings);
  if (!made.ok) throw clubError(made.error);
  return { plan: made.value.plan, rows: made.value.matches.map((m) => rowOf(event.id, m)) };
}
