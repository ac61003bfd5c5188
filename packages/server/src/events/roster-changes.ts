import {
  addTeam,
  dropTeam,
  nameSubstitute,
  newRoster,
  rosterStatus,
  withdrawPlayer,
  type Roster,
  type Schedule,
} from '@texas42/club';
import type { EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import {
  requireOrganizer,
  type Db,
  type EventClock,
  type EventDatabase,
  type EventLock,
  type EventViewer,
} from './core.js';
import { appendLog } from './event-log.js';
import { clubError } from './club-errors.js';
import type { Plan } from '@texas42/club';
import {
  addNamedPlayer,
  dropTeamAfter,
  enterTeam,
  eventOf,
  matchesOf,
  namedIn,
  planOfKind,
  setRoster,
  settingsOf,
  storedRosterOf,
  teamsOf,
  userNames,
} from './repository/index.js';
import { LeagueSettingsSchema } from './stored-plans.js';
import { requireNewTeamName } from './teams.js';
import { formatOfEvent } from './format-of.js';
import { reschedule } from './league-reschedule.js';

type LeaguePlan = Extract<Plan, { kind: 'league' }>;

/** Club errors a roster change answers with 409: the request is fine, the season says no. */
const CONFLICTS = new Set(['TOO_LATE_TO_JOIN', 'SUBSTITUTE_ALREADY_NAMED', 'TEAM_DEFUNCT']);

function rosterError(e: Parameters<typeof clubError>[0]): ServerError {
  return CONFLICTS.has(e.code) ? new ServerError(409, e.code, e.message, e.at) : clubError(e);
}

/**
 * A league's roster through the season (000 Section 2, Teams): "Teams ... may be added to the
 * schedule up through the first week of the season"; a withdrawn player's one substitute; a team
 * dropped, its remaining matches re-assigned "affecting the minimum number of teams possible".
 * The club's addTeam, dropTeam and roster functions decide; this applies their schedule to the
 * match rows (a match that stays keeps its id and result) and logs the change.
 */
export class RosterChanges {
  constructor(private readonly deps: EventDatabase & EventLock & EventClock & EventViewer) {}

  private get db() {
    return this.deps.db;
  }

  /** The league under way, for the organizer: its event row, plan, teams and match rows. */
  private async league(me: Me, id: string) {
    const event = await eventOf(this.db, id);
    requireOrganizer(event, me);
    if (!formatOfEvent(event).parts.season)
      throw new ServerError(409, 'NOT_A_LEAGUE', 'teams join and drop out of a league season only');
    if (event.status !== 'scheduled' || event.plan === null)
      throw new ServerError(
        409,
        'NOT_SCHEDULED',
        event.status === 'registering'
          ? 'the schedule is not made yet: register the team instead'
          : 'the season is over',
      );
    const plan = planOfKind(event, 'league');
    // Roster changes are the season's (a withdrawal is "from the remainder of the season"); the
    // playoffs' bracket is seeded from its final standings and takes no new, dropped or
    // re-manned teams.
    if (plan.playoffs !== undefined)
      throw new ServerError(
        409,
        'PLAYOFFS_STARTED',
        "the playoffs have started: the season's roster is closed",
      );
    const teams = await teamsOf(this.db, id);
    const rows = await matchesOf(this.db, id);
    return { event, plan, teams, rows };
  }

  /** Weeks played: the latest week with a result; the organizer may name a later one. */
  private afterWeek(rows: readonly EventMatchesTable[], given: number | undefined): number {
    const played = rows.reduce((w, r) => (r.result !== null ? Math.max(w, r.round) : w), 0);
    if (given !== undefined && given < played)
      throw new ServerError(
        409,
        'WEEK_HAS_RESULTS',
        `week ${played} has results already: afterWeek must be ${played} or later`,
        'afterWeek',
      );
    return given ?? played;
  }

  /** Team `id` of the event, or a 404 naming the field. */
  private teamOf(teams: readonly EventTeamsTable[], team: string): EventTeamsTable {
    const found = teams.find((t) => t.id === team);
    if (found === undefined)
      throw new ServerError(
        404,
        'UNKNOWN_TEAM',
        `there is no team "${team}" in this event`,
        'team',
      );
    return found;
  }

  /**
   * A person the organizer names for a place, as its id: an account that plays for no team here,
   * or a new named player (a name no one in the event has), made in `trx` when `make` is called.
   */
  private async personFor(
    teams: readonly EventTeamsTable[],
    eventId: string,
    person: string | { readonly name: string },
    at: string,
  ): Promise<{ readonly id: string; make(trx: Db, when: string): Promise<void> }> {
    if (typeof person !== 'string') {
      const named = await userNames(this.db, [...(await namedIn(this.db, eventId))]);
      const key = person.name.toLowerCase();
      if ([...named.values()].some((n) => n.toLowerCase() === key))
        throw new ServerError(
          409,
          'PLAYER_NAME_TAKEN',
          `${at}: a player called "${person.name}" is already in this event`,
          at,
        );
      const id = newId();
      return {
        id,
        make: (trx, when) => addNamedPlayer(trx, eventId, { id, name: person.name }, when),
      };
    }
    const known = await userNames(this.db, [person]);
    if (!known.has(person))
      throw new ServerError(404, 'NOT_FOUND', `${at}: there is no player "${person}"`, at);
    if (teams.some((t) => t.player1_id === person || t.player2_id === person))
      throw new ServerError(
        409,
        'ALREADY_REGISTERED',
        `${at}: ${known.get(person) ?? 'that player'} already plays for a team here`,
        at,
      );
    return { id: person, make: () => Promise.resolve() };
  }

  /** The organizer adds a team after the schedule is made: club's addTeam re-assigns. */
  async addTeam(me: Me, id: string, body: EventRequestBody<'addTeam'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const { event, plan, teams, rows } = await this.league(me, id);
      const key = requireNewTeamName(teams, body.name);
      const [first, second] = body.players;
      const same =
        typeof first === 'string' || typeof second === 'string'
          ? first === second
          : first.name.toLowerCase() === second.name.toLowerCase();
      if (same)
        throw new ServerError(400, 'BAD_REQUEST', 'players must be two people', 'players[1]');
      const p1 = await this.personFor(teams, id, first, 'players[0]');
      const p2 = await this.personFor(teams, id, second, 'players[1]');
      const after = this.afterWeek(rows, body.afterWeek);
      const teamId = newId().slice(0, 10);
      const settings = settingsOf(LeagueSettingsSchema, event);
      const next = addTeam(plan.schedule, teamId, after, `${String(settings.seed)}:add:${teamId}`);
      if (!next.ok) throw rosterError(next.error);
      const at = this.deps.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await p1.make(trx, at);
        await p2.make(trx, at);
        await enterTeam(trx, {
          event_id: id,
          id: teamId,
          name: body.name,
          name_key: key,
          seed: teams.reduce((m, t) => Math.max(m, t.seed), 0) + 1,
          player1_id: p1.id,
          player2_id: p2.id,
          created_at: at,
        });
        const done = await reschedule(trx, event, next.value, { after, rows, dropped: null, at });
        await appendLog(trx, id, me.id, at, {
          type: 'add-team',
          team: teamId,
          afterWeek: after,
          ...done,
        });
      });
    });
    return this.deps.view(id, me);
  }

  /** The organizer drops a team: its remaining matches go, its opponents are paired anew. */
  async dropTeam(me: Me, id: string, body: EventRequestBody<'dropTeam'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const { event, plan, teams, rows } = await this.league(me, id);
      const team = this.teamOf(teams, body.team);
      if (team.dropped_week !== null)
        throw new ServerError(409, 'TEAM_DROPPED', `${team.name} was dropped already`, 'team');
      const after = this.afterWeek(rows, body.afterWeek);
      await this.db.transaction().execute(async (trx) => {
        await this.drop(trx, me, event, plan, team, after, rows);
      });
    });
    return this.deps.view(id, me);
  }

  private async drop(
    trx: Transaction<Database>,
    me: Me,
    event: EventsTable,
    plan: LeaguePlan,
    team: EventTeamsTable,
    after: number,
    rows: readonly EventMatchesTable[],
  ): Promise<void> {
    const settings = settingsOf(LeagueSettingsSchema, event);
    const next = dropTeam(
      plan.schedule,
      team.id,
      after,
      `${String(settings.seed)}:drop:${team.id}`,
    );
    if (!next.ok) throw rosterError(next.error);
    // The dropped team stays in the standings with the matches it played.
    const schedule: Schedule = { ...next.value, teams: plan.schedule.teams };
    const done = await reschedule(trx, event, schedule, {
      after,
      rows,
      dropped: team.id,
      at: this.deps.isoNow(),
    });
    await dropTeamAfter(trx, event.id, team.id, after);
    await appendLog(trx, event.id, me.id, this.deps.isoNow(), {
      type: 'drop-team',
      team: team.id,
      afterWeek: after,
      ...done,
    });
  }

  /**
   * A player withdraws for the rest of the season, a substitute (or none) taking the place; a
   * player who withdrew earlier may be given their place's substitute later. A team whose two
   * places are empty is defunct and dropped.
   */
  async withdraw(me: Me, id: string, body: EventRequestBody<'withdrawPlayer'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const { event, plan, teams, rows } = await this.league(me, id);
      const team = this.teamOf(teams, body.team);
      if (team.dropped_week !== null)
        throw new ServerError(409, 'TEAM_DROPPED', `${team.name} was dropped already`, 'team');
      const roster = this.rosterOf(team);
      const sub =
        body.substitute === null
          ? null
          : await this.personFor(teams, id, body.substitute, 'substitute');
      const vacated = roster.slots.find((s) => s.registered === body.player && s.player === null);
      const next =
        vacated !== undefined && sub !== null
          ? nameSubstitute(roster, body.player, sub.id)
          : withdrawPlayer(roster, body.player, sub?.id ?? null);
      if (!next.ok) {
        const at = next.error.code === 'PLAYER_NOT_ON_TEAM' ? 'player' : next.error.at;
        throw rosterError({ ...next.error, ...(at !== undefined ? { at } : {}) });
      }
      const defunct = rosterStatus(next.value) === 'defunct';
      const at = this.deps.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await sub?.make(trx, at);
        await setRoster(trx, id, team.id, JSON.stringify(next.value), [
          next.value.slots[0].player,
          next.value.slots[1].player,
        ]);
        await appendLog(trx, id, me.id, at, {
          type: 'withdraw',
          team: team.id,
          player: body.player,
          substitute: sub?.id ?? null,
          defunct,
        });
        if (defunct)
          await this.drop(trx, me, event, plan, team, this.afterWeek(rows, undefined), rows);
      });
    });
    return this.deps.view(id, me);
  }

  private rosterOf(team: EventTeamsTable): Roster {
    const stored = storedRosterOf(team);
    if (stored !== null) return stored;
    if (team.player1_id === null || team.player2_id === null)
      throw new ServerError(409, 'TEAM_NOT_FULL', `${team.name} has an open place`, 'team');
    return newRoster(team.id, [team.player1_id, team.player2_id]);
  }
}
