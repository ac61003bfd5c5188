// Over 300 lines: adding and dropping a league team rewrite the same weeks of the schedule in
// one transaction each; the rewrite (kept, dropped and fresh rows renumbered) is one idea.
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
import type { EventLoggedMatch, EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { Insertable, Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import type { EventCore } from './core.js';
import { appendLog } from './event-log.js';
import { clubError } from './club-errors.js';
import type { Plan } from '@texas42/club';
import { planOfKind, settingsOf, storedRosterOf } from './repository.js';
import { LeagueSettingsSchema } from './stored-plans.js';
import { requireNewTeamName } from './teams.js';
import { updateMatch } from './repository.js';
import { formatOfEvent } from './format-of.js';

type LeaguePlan = Extract<Plan, { kind: 'league' }>;

/** What re-assigning a schedule did: the weeks touched, the matches that went and came. */
interface Reassigned {
  readonly weeks: number[];
  readonly removed: EventLoggedMatch[];
  readonly added: EventLoggedMatch[];
}

/** Club errors a roster change answers with 409: the request is fine, the season says no. */
const CONFLICTS = new Set(['TOO_LATE_TO_JOIN', 'SUBSTITUTE_ALREADY_NAMED', 'TEAM_DEFUNCT']);

function rosterError(e: Parameters<typeof clubError>[0]): ServerError {
  return CONFLICTS.has(e.code) ? new ServerError(409, e.code, e.message, e.at) : clubError(e);
}

const samePair = (row: EventMatchesTable, [a, b]: readonly [string, string]): boolean =>
  (row.team_a === a && row.team_b === b) || (row.team_a === b && row.team_b === a);

/**
 * A league's roster through the season (000 Section 2, Teams): "Teams ... may be added to the
 * schedule up through the first week of the season"; a withdrawn player's one substitute; a team
 * dropped, its remaining matches re-assigned "affecting the minimum number of teams possible".
 * The club's addTeam, dropTeam and roster functions decide; this applies their schedule to the
 * match rows (a match that stays keeps its id and result) and logs the change.
 */
export class RosterChanges {
  constructor(private readonly events: EventCore) {}

  private get db() {
    return this.events.db;
  }

  /** The league under way, for the organizer: its event row, plan, teams and match rows. */
  private async league(me: Me, id: string) {
    const event = await this.events.event(this.db, id);
    this.events.requireOrganizer(event, me);
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
    const teams = await this.events.teams(this.db, id);
    const rows = await this.events.matches(this.db, id);
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

  private async requirePlayer(
    teams: readonly EventTeamsTable[],
    user: string,
    at: string,
  ): Promise<void> {
    const known = await this.events.userNames([user]);
    if (!known.has(user))
      throw new ServerError(404, 'NOT_FOUND', `${at}: there is no player "${user}"`, at);
    if (teams.some((t) => t.player1_id === user || t.player2_id === user))
      throw new ServerError(409, 'ALREADY_REGISTERED', `${at}: already plays for a team here`, at);
  }

  /** The organizer adds a team after the schedule is made: club's addTeam re-assigns. */
  async addTeam(me: Me, id: string, body: EventRequestBody<'addTeam'>): Promise<EventView> {
    await this.events.exclusive(id, async () => {
      const { event, plan, teams, rows } = await this.league(me, id);
      const key = requireNewTeamName(teams, body.name);
      const [p1, p2] = body.players;
      if (p1 === p2)
        throw new ServerError(400, 'BAD_REQUEST', 'players must be two people', 'players[1]');
      await this.requirePlayer(teams, p1, 'players[0]');
      await this.requirePlayer(teams, p2, 'players[1]');
      const after = this.afterWeek(rows, body.afterWeek);
      const teamId = newId().slice(0, 10);
      const settings = settingsOf(LeagueSettingsSchema, event);
      const next = addTeam(plan.schedule, teamId, after, `${String(settings.seed)}:add:${teamId}`);
      if (!next.ok) throw rosterError(next.error);
      const at = this.events.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('event_teams')
          .values({
            event_id: id,
            id: teamId,
            name: body.name,
            name_key: key,
            seed: teams.reduce((m, t) => Math.max(m, t.seed), 0) + 1,
            player1_id: p1,
            player2_id: p2,
            created_at: at,
          })
          .execute();
        const done = await this.reschedule(trx, event, next.value, after, rows, null);
        await appendLog(trx, id, me.id, at, {
          type: 'add-team',
          team: teamId,
          afterWeek: after,
          ...done,
        });
      });
    });
    return this.events.view(id, me);
  }

  /** The organizer drops a team: its remaining matches go, its opponents are paired anew. */
  async dropTeam(me: Me, id: string, body: EventRequestBody<'dropTeam'>): Promise<EventView> {
    await this.events.exclusive(id, async () => {
      const { event, plan, teams, rows } = await this.league(me, id);
      const team = this.teamOf(teams, body.team);
      if (team.dropped_week !== null)
        throw new ServerError(409, 'TEAM_DROPPED', `${team.name} was dropped already`, 'team');
      const after = this.afterWeek(rows, body.afterWeek);
      await this.db.transaction().execute(async (trx) => {
        await this.drop(trx, me, event, plan, team, after, rows);
      });
    });
    return this.events.view(id, me);
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
    const done = await this.reschedule(trx, event, schedule, after, rows, team.id);
    await trx
      .updateTable('event_teams')
      .set({ dropped_week: after })
      .where('event_id', '=', event.id)
      .where('id', '=', team.id)
      .execute();
    await appendLog(trx, event.id, me.id, this.events.isoNow(), {
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
    await this.events.exclusive(id, async () => {
      const { event, plan, teams, rows } = await this.league(me, id);
      const team = this.teamOf(teams, body.team);
      if (team.dropped_week !== null)
        throw new ServerError(409, 'TEAM_DROPPED', `${team.name} was dropped already`, 'team');
      const roster = this.rosterOf(team);
      if (body.substitute !== null) await this.requirePlayer(teams, body.substitute, 'substitute');
      const vacated = roster.slots.find((s) => s.registered === body.player && s.player === null);
      const next =
        vacated !== undefined && body.substitute !== null
          ? nameSubstitute(roster, body.player, body.substitute)
          : withdrawPlayer(roster, body.player, body.substitute);
      if (!next.ok) {
        const at = next.error.code === 'PLAYER_NOT_ON_TEAM' ? 'player' : next.error.at;
        throw rosterError({ ...next.error, ...(at !== undefined ? { at } : {}) });
      }
      const defunct = rosterStatus(next.value) === 'defunct';
      const at = this.events.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('event_teams')
          .set({
            roster: JSON.stringify(next.value),
            player1_id: next.value.slots[0].player,
            player2_id: next.value.slots[1].player,
          })
          .where('event_id', '=', id)
          .where('id', '=', team.id)
          .execute();
        await appendLog(trx, id, me.id, at, {
          type: 'withdraw',
          team: team.id,
          player: body.player,
          substitute: body.substitute,
          defunct,
        });
        if (defunct)
          await this.drop(trx, me, event, plan, team, this.afterWeek(rows, undefined), rows);
      });
    });
    return this.events.view(id, me);
  }

  private rosterOf(team: EventTeamsTable): Roster {
    const stored = storedRosterOf(team);
    if (stored !== null) return stored;
    if (team.player1_id === null || team.player2_id === null)
      throw new ServerError(409, 'TEAM_NOT_FULL', `${team.name} has an open place`, 'team');
    return newRoster(team.id, [team.player1_id, team.player2_id]);
  }

  /**
   * The match rows of the weeks after `after` made to follow `next`: a match still scheduled keeps
   * its row (id, result, scoresheet); one no longer scheduled is deleted; a new one gets a new id.
   * A decided match stays whatever the schedule says ("decided matches stay"); only a match of the
   * dropped team may leave the schedule with a result.
   */
  private async reschedule(
    trx: Transaction<Database>,
    event: EventsTable,
    next: Schedule,
    after: number,
    rows: readonly EventMatchesTable[],
    dropped: string | null,
  ): Promise<Reassigned> {
    const { bestOf } = settingsOf(LeagueSettingsSchema, event);
    const done: Reassigned = { weeks: [], removed: [], added: [] };
    const at = this.events.isoNow();
    for (const week of next.weeks) {
      if (week.week <= after) continue;
      const wanted = [
        ...week.matches.map((pair) => ({ pair, additional: 0 })),
        ...week.additional.map((pair) => ({ pair, additional: 1 })),
      ];
      const left = rows.filter((r) => r.round === week.week);
      const kept: EventMatchesTable[] = [];
      const fresh: typeof wanted = [];
      for (const w of wanted) {
        const i = left.findIndex((r) => r.additional === w.additional && samePair(r, w.pair));
        if (i >= 0) kept.push(...left.splice(i, 1));
        else fresh.push(w);
      }
      for (const r of left) {
        if (r.result !== null || r.no_show !== null) {
          const ofDropped = dropped !== null && (r.team_a === dropped || r.team_b === dropped);
          if (!ofDropped)
            throw new ServerError(
              409,
              'MATCH_DECIDED',
              `match ${r.id} of week ${r.round} has a result: afterWeek must be ${r.round} or later`,
              'afterWeek',
            );
          kept.push(r);
          continue;
        }
        await trx
          .deleteFrom('event_matches')
          .where('event_id', '=', event.id)
          .where('id', '=', r.id)
          .execute();
        done.removed.push(logged(r.id, r.round, r.team_a, r.team_b));
      }
      const taken = rows.filter((r) => r.round === week.week).map((r) => r.id);
      const fresh0 = fresh.map((w) => {
        let n = 1;
        const prefix = `w${week.week}-${w.additional ? 'x' : ''}`;
        while (taken.includes(`${prefix}${n}`)) n++;
        taken.push(`${prefix}${n}`);
        return { ...w, id: `${prefix}${n}` };
      });
      // Positions in the week: league-night matches first, then additional ones.
      const order = [
        ...kept.map((r) => ({ additional: r.additional, id: r.id, row: r })),
        ...fresh0.map((w) => ({ additional: w.additional, id: w.id, row: null })),
      ].sort((x, y) => x.additional - y.additional);
      for (const [idx, o] of order.entries()) {
        if (o.row !== null) {
          if (o.row.idx !== idx) await updateMatch(trx, o.row, { idx }, at);
          continue;
        }
        const w = fresh0.find((f) => f.id === o.id);
        if (w === undefined) continue;
        const values: Insertable<EventMatchesTable> = {
          event_id: event.id,
          id: w.id,
          round: week.week,
          idx,
          additional: w.additional,
          best_of: bestOf,
          team_a: w.pair[0],
          team_b: w.pair[1],
          status: 'awaiting-report',
          version: 0,
          updated_at: at,
        };
        await trx.insertInto('event_matches').values(values).execute();
        done.added.push(logged(w.id, week.week, w.pair[0], w.pair[1]));
      }
      if (left.length > 0 || fresh.length > 0) done.weeks.push(week.week);
    }
    const stored: LeaguePlan = { kind: 'league', schedule: next };
    await trx
      .updateTable('events')
      .set({ plan: JSON.stringify(stored), updated_at: at })
      .where('id', '=', event.id)
      .execute();
    return done;
  }
}

function logged(id: string, week: number, a: string | null, b: string | null): EventLoggedMatch {
  return { id, week, teams: [a ?? '?', b ?? '?'] };
}
