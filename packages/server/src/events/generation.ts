import { makeBracket, makeSchedule, roundRobin } from '@texas42/club';
import type { EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { bracketRows, matchRow, singleLines } from './bracket-lines.js';
import { checkedIn } from './check-ins.js';
import type { EventCore } from './core.js';
import { clubError } from './club-errors.js';
import type { BracketEventSettings, LeagueSettings, Plan, RoundRobinSettings } from './plan.js';
import { settingsOf } from './repository.js';
import {
  BracketEventSettingsSchema,
  LeagueSettingsSchema,
  PoolsSettingsSchema,
  ProgressiveEventSettingsSchema,
  RoundRobinSettingsSchema,
} from './stored-plans.js';
import { poolsPlan } from './pools.js';
import { progressivePlan } from './progressive.js';
import { seasonOf, unpaidTeams } from './season-settings.js';
import { insertMatches, setSeeds, type NewMatchRow } from './repository.js';
import { formatOfEvent } from './format-of.js';

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
  constructor(private readonly events: EventCore) {}

  private get db() {
    return this.events.db;
  }

  async generate(me: Me, id: string, body: EventRequestBody<'generate'>): Promise<EventView> {
    await this.events.exclusive(id, async () => {
      const event = await this.events.event(this.db, id);
      this.events.requireOrganizer(event, me);
      if (event.status !== 'registering')
        throw new ServerError(409, 'ALREADY_GENERATED', 'the schedule or bracket is already made');
      let teams = await this.events.teams(this.db, id);
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
      const limit = this.events.limits.matchesPerSchedule;
      if (limit > 0 && rows.length > limit)
        throw new ServerError(
          409,
          'SCHEDULE_TOO_BIG',
          `this schedule would have ${rows.length.toLocaleString('en-US')} matches for ${teams.length} teams; this site makes at most ${limit.toLocaleString('en-US')} (MATCHES_PER_SCHEDULE): split the teams into pools, or play a single elimination`,
          'teams',
        );
      const at = this.events.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await setSeeds(trx, id, teams);
        await insertMatches(trx, rows, at);
        await trx
          .updateTable('events')
          .set({ plan: JSON.stringify(plan), status: 'scheduled', updated_at: at })
          .where('id', '=', id)
          .execute();
      });
    });
    return this.events.view(id, me);
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

/** The event's plan and rows by its kind. */
function planOf(event: EventsTable, ids: readonly string[]): Made {
  switch (event.kind) {
    case 'league':
      return leaguePlan(event.id, ids, settingsOf(LeagueSettingsSchema, event));
    case 'pools':
      return poolsPlan(event.id, ids, settingsOf(PoolsSettingsSchema, event));
    case 'progressive':
      return {
        plan: progressivePlan(ids, settingsOf(ProgressiveEventSettingsSchema, event)),
        rows: [],
      };
    case 'round-robin':
      return roundRobinPlan(event.id, ids, settingsOf(RoundRobinSettingsSchema, event));
    case 'single-elimination':
      return singleEliminationPlan(event.id, ids, settingsOf(BracketEventSettingsSchema, event));
  }
}

/** A league (000): the club's schedule, week by week, with the additional matches of byes. */
function leaguePlan(eventId: string, ids: readonly string[], settings: LeagueSettings): Made {
  const pass = ids.length % 2 === 0 ? ids.length - 1 : ids.length;
  const schedule = makeSchedule({
    teams: ids,
    weeks: settings.weeks ?? pass + settings.byeWeeks.length,
    byeWeeks: settings.byeWeeks,
    seed: settings.seed,
  });
  if (!schedule.ok) throw clubError(schedule.error);
  const rows = schedule.value.weeks.flatMap((week) => [
    ...week.matches.map(([a, b], k) =>
      matchRow(
        eventId,
        `w${week.week}-${k + 1}`,
        week.week,
        k,
        settings.bestOf,
        [a, b],
        'awaiting-report',
      ),
    ),
    ...week.additional.map(([a, b], k) => ({
      ...matchRow(
        eventId,
        `w${week.week}-x${k + 1}`,
        week.week,
        week.matches.length + k,
        settings.bestOf,
        [a, b],
        'awaiting-report',
      ),
      additional: 1,
    })),
  ]);
  return { plan: { kind: 'league', schedule: schedule.value }, rows };
}

/** A round robin (001): every pair once, the club's rounds with their BYEs. */
function roundRobinPlan(
  eventId: string,
  ids: readonly string[],
  settings: RoundRobinSettings,
): Made {
  const rounds = roundRobin(ids);
  const rows = rounds.flatMap((round) =>
    round.matches.map(([a, b], k) =>
      matchRow(
        eventId,
        `r${round.round}-${k + 1}`,
        round.round,
        k,
        settings.bestOf,
        [a, b],
        'awaiting-report',
      ),
    ),
  );
  return { plan: { kind: 'round-robin', teams: [...ids], rounds }, rows };
}

/** A single elimination (003): the club's bracket from the seeds, round 1 ready. */
function singleEliminationPlan(
  eventId: string,
  ids: readonly string[],
  settings: BracketEventSettings,
): Made {
  const bracket = {
    entries: ids.length,
    seedOrder: settings.seedOrder,
    seed: settings.seed,
    rounds: settings.rounds,
    game: settings.game,
  };
  const made = makeBracket(bracket);
  if (!made.ok) throw clubError(made.error);
  const plan = { kind: 'single-elimination' as const, bracket, seeds: [...ids] };
  return { plan, rows: bracketRows(eventId, singleLines(plan), made.value) };
}
