import {
  COORDINATOR,
  applyResultEvent,
  checkInTeam,
  drawTables,
  openCheckIn,
  type CheckIn,
  isFinal,
  makeBracket,
  makeSchedule,
  matchRulesOf,
  newMatchResult,
  newScorekeeper,
  roundRobin,
  standingsRulesById,
  type MatchRules,
} from '@texas42/club';
import type { Seat } from '@texas42/engine';
import type {
  EventAuditEntry,
  EventCheckIn,
  EventMatch,
  EventScoresheet,
  EventRequestBody,
  EventRound,
  EventSummary,
  EventTeam,
  EventView,
  Me,
} from '@texas42/protocol';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId, now } from '../ids.js';
import type { TableRoom } from '../tables/room.js';
import type { TableService } from '../tables/service.js';
import {
  bracketOf,
  clubError,
  eventStandings,
  parseJson,
  resultOf,
  roundLabel,
  standingsRulesOf,
  winnerOf,
  type BracketEventSettings,
  type LeagueSettings,
  type Plan,
  type RoundRobinSettings,
  type StoredResult,
} from './plan.js';
import { clockOf, MatchDay } from './match-day.js';
import { RosterChanges } from './roster-changes.js';
import { bracketRows, fillLines, linesOf, planLines, singleLines } from './bracket-lines.js';
import { isSeasonRow, playoffsPlan, playoffsView, startPlayoffs } from './playoffs.js';
import { advancePools, poolsPlan, poolsResult, poolsSettings, poolsView } from './pools.js';
import type { ProgressivePlan } from './format-plans.js';
import { progressivePlan, progressiveView } from './progressive.js';
import {
  EMPTY_SHEET,
  enterScore,
  gameView,
  replaySheet,
  sheetRules,
  undoScore,
  type Sheet,
  type StoredSheet,
} from './scoresheet.js';

/** Check-in as stored with the event: the club's state and the tables drawn. */
interface StoredCheckIn {
  readonly state: CheckIn;
  readonly tables: readonly (readonly [string, string])[] | null;
}

type Db = Kysely<Database> | Transaction<Database>;
type ResultAction =
  | { readonly type: 'report'; readonly games: unknown; readonly timed: boolean }
  | {
      readonly type: 'correct';
      readonly games: unknown;
      readonly comment?: string;
      readonly timed: boolean;
    }
  | { readonly type: 'confirm' }
  | { readonly type: 'dispute'; readonly comment: string; readonly games?: unknown }
  | {
      readonly type: 'rule';
      readonly comment: string;
      readonly games?: unknown;
      readonly forfeit?: string;
    };

const TABLE_ACTOR = 'table:';

/**
 * Leagues and tournaments on the server. The organizer (creator) changes the event; team members
 * report and answer their own matches' results; anyone may look. Every result goes through the
 * club's reducer (its audit log is stored with the match); standings and the bracket are
 * recomputed from the results on every change. A match may be played at an online table: its
 * result flows in when the table's match is over.
 */
export class EventService {
  /** Work on one event runs one piece at a time in this process (the rows' versions guard across processes). */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Table id to its event match: fixed once made. */
  private readonly tableLinks = new Map<string, { eventId: string; matchId: string } | null>();

  /** League roster changes (roster-changes.ts); starts, clocks and no-shows (match-day.ts). */
  readonly roster: RosterChanges;
  readonly day: MatchDay;

  constructor(
    readonly db: Kysely<Database>,
    private readonly tables: TableService,
    /** The server's clock (milliseconds): tests move it on instead of waiting. */
    readonly clock: () => number = Date.now,
  ) {
    this.roster = new RosterChanges(this);
    this.day = new MatchDay(this);
    tables.addSeatCheck((room, me, seat, kind) => this.checkSeat(room, me, seat, kind));
    tables.addListener((room) => {
      if (room.row.status === 'done')
        void this.tableFinished(room).catch((e: unknown) =>
          console.error(`table ${room.row.id}: its result did not reach its event:`, e),
        );
    });
  }

  exclusive<T>(eventId: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(eventId) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(eventId, tail);
    void tail.then(() => {
      if (this.queues.get(eventId) === tail) this.queues.delete(eventId);
    });
    return run;
  }

  // ---- creating and listing ----

  async create(me: Me, body: EventRequestBody<'createEvent'>): Promise<EventView> {
    const match = matchRulesOf(body.rules);
    if (!match.ok) throw clubError(match.error);
    let standings: string;
    let settings: LeagueSettings | BracketEventSettings | RoundRobinSettings | object;
    if (body.kind === 'league') {
      const rules = standingsRulesById(body.standings);
      if (rules === undefined)
        throw new ServerError(
          400,
          'UNKNOWN_STANDINGS_RULES',
          'unknown standings rules',
          'standings',
        );
      const bestOf = body.bestOf ?? rules.bestOf[0] ?? 3;
      if (!rules.bestOf.includes(bestOf))
        throw new ServerError(
          400,
          'BAD_REQUEST',
          `bestOf must be ${rules.bestOf.join(' or ')} under the ${rules.id} standings rules`,
          'bestOf',
        );
      if (body.weeks !== undefined)
        for (const [i, w] of body.byeWeeks.entries())
          if (w > body.weeks)
            throw new ServerError(
              400,
              'BAD_REQUEST',
              `byeWeeks[${i}] must be a week from 1 to ${body.weeks}`,
              `byeWeeks[${i}]`,
            );
      standings = rules.id;
      settings = {
        bestOf,
        ...(body.weeks !== undefined ? { weeks: body.weeks } : {}),
        byeWeeks: body.byeWeeks,
        seed: body.seed,
        reportWithinHours: body.reportWithinHours,
      };
    } else if (body.kind === 'pools') {
      standings = 'npa-tournament';
      settings = poolsSettings(body, match.value.game);
    } else if (body.kind === 'progressive') {
      standings = 'npa-tournament';
      settings = { rounds: body.rounds, seed: body.seed };
    } else if (body.kind === 'round-robin') {
      standings = 'npa-tournament';
      settings = { bestOf: body.bestOf, reportWithinHours: body.reportWithinHours };
    } else {
      standings = 'npa-tournament';
      settings = {
        seedOrder: body.seedOrder,
        seed: body.seed,
        rounds: body.rounds,
        game: match.value.game,
        reportWithinHours: body.reportWithinHours,
      };
    }
    const row: EventsTable = {
      id: newId(),
      kind: body.kind,
      name: body.name,
      rules: body.rules,
      standings,
      settings: JSON.stringify(settings),
      plan: null,
      organizer_id: me.id,
      status: 'registering',
      check_in: null,
      created_at: now(),
      updated_at: now(),
    };
    await this.db.insertInto('events').values(row).execute();
    return this.view(row.id, me);
  }

  async list(): Promise<EventSummary[]> {
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    const counts = await this.db
      .selectFrom('event_teams')
      .select((eb) => ['event_id', eb.fn.countAll<number>().as('n')])
      .where('event_id', 'in', rows.map((r) => r.id).concat(['']))
      .groupBy('event_id')
      .execute();
    const names = await this.userNames(rows.map((r) => r.organizer_id));
    const countOf = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
    return rows.map((r) => this.summary(r, names, countOf.get(r.id) ?? 0));
  }

  private summary(
    row: EventsTable,
    names: ReadonlyMap<string, string>,
    teamCount: number,
  ): EventSummary {
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      rules: row.rules,
      standingsRules: row.standings,
      status: row.status,
      organizer: { id: row.organizer_id, name: names.get(row.organizer_id) ?? '?' },
      teamCount,
      createdAt: row.created_at,
    };
  }

  async userNames(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
    if (wanted.length === 0) return new Map();
    const users = await this.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(users.map((u) => [u.id, u.name]));
  }

  async event(db: Db, id: string): Promise<EventsTable> {
    const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    if (row === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no event "${id}"`, 'id');
    return row;
  }

  teams(db: Db, id: string): Promise<EventTeamsTable[]> {
    return db
      .selectFrom('event_teams')
      .selectAll()
      .where('event_id', '=', id)
      .orderBy('seed')
      .execute();
  }

  matches(db: Db, id: string): Promise<EventMatchesTable[]> {
    return db
      .selectFrom('event_matches')
      .selectAll()
      .where('event_id', '=', id)
      .orderBy('round')
      .orderBy('idx')
      .execute();
  }

  requireOrganizer(event: EventsTable, me: Me): void {
    if (event.organizer_id !== me.id)
      throw new ServerError(403, 'NOT_ORGANIZER', 'only the organizer of this event may do that');
  }

  // ---- teams ----

  async register(me: Me, id: string, body: EventRequestBody<'registerTeam'>): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireRegistering(event);
      const teams = await this.teams(this.db, id);
      const key = body.name.toLowerCase();
      if (teams.some((t) => t.name_key === key))
        throw new ServerError(
          409,
          'TEAM_NAME_TAKEN',
          `a team is already called "${body.name}"`,
          'name',
        );
      this.requireUnregistered(teams, me.id, 'you are already on a team of this event');
      const partner = body.partner ?? null;
      if (partner !== null) {
        if (partner === me.id)
          throw new ServerError(400, 'BAD_REQUEST', 'partner must be someone else', 'partner');
        const exists = await this.userNames([partner]);
        if (!exists.has(partner))
          throw new ServerError(
            404,
            'NOT_FOUND',
            `partner: there is no player "${partner}"`,
            'partner',
          );
        this.requireUnregistered(
          teams,
          partner,
          'your partner is already on a team of this event',
          'partner',
        );
      }
      await this.db
        .insertInto('event_teams')
        .values({
          event_id: id,
          id: newId().slice(0, 10),
          name: body.name,
          name_key: key,
          seed: teams.reduce((m, t) => Math.max(m, t.seed), 0) + 1,
          player1_id: me.id,
          player2_id: partner,
          created_at: now(),
        })
        .execute();
      await this.touch(this.db, id);
    });
    return this.view(id, me);
  }

  async join(me: Me, id: string, teamId: string): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireRegistering(event);
      const teams = await this.teams(this.db, id);
      const team = teams.find((t) => t.id === teamId);
      if (team === undefined)
        throw new ServerError(
          404,
          'NOT_FOUND',
          `there is no team "${teamId}" in this event`,
          'team',
        );
      this.requireUnregistered(teams, me.id, 'you are already on a team of this event');
      const place =
        team.player1_id === null ? 'player1_id' : team.player2_id === null ? 'player2_id' : null;
      if (place === null)
        throw new ServerError(409, 'TEAM_FULL', `${team.name} already has two players`, 'team');
      const done = await this.db
        .updateTable('event_teams')
        .set({ [place]: me.id })
        .where('event_id', '=', id)
        .where('id', '=', teamId)
        .where(place, 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1)
        throw new ServerError(409, 'TEAM_FULL', `${team.name} already has two players`, 'team');
      await this.touch(this.db, id);
    });
    return this.view(id, me);
  }

  private requireRegistering(event: EventsTable): void {
    if (event.status !== 'registering')
      throw new ServerError(
        409,
        'REGISTRATION_CLOSED',
        'registration is closed: the schedule or bracket is made',
      );
  }

  private requireUnregistered(
    teams: readonly EventTeamsTable[],
    userId: string,
    message: string,
    at?: string,
  ): void {
    if (teams.some((t) => t.player1_id === userId || t.player2_id === userId))
      throw new ServerError(409, 'ALREADY_REGISTERED', message, at);
  }

  private async touch(db: Db, id: string, status?: EventsTable['status']): Promise<void> {
    await db
      .updateTable('events')
      .set({ updated_at: now(), ...(status !== undefined ? { status } : {}) })
      .where('id', '=', id)
      .execute();
  }

  // ---- schedule and bracket ----

  async generate(me: Me, id: string, body: EventRequestBody<'generate'>): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireOrganizer(event, me);
      if (event.status !== 'registering')
        throw new ServerError(409, 'ALREADY_GENERATED', 'the schedule or bracket is already made');
      let teams = await this.teams(this.db, id);
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
      const ids = teams.map((t) => t.id);
      let plan: Plan;
      const rows: Insertable<EventMatchesTable>[] = [];
      const at = now();
      const row = (
        mid: string,
        round: number,
        idx: number,
        bestOf: number,
        a: string | null,
        b: string | null,
        status: EventMatchesTable['status'],
        additional = 0,
      ): EventMatchesTable => ({
        event_id: id,
        id: mid,
        round,
        idx,
        additional,
        best_of: bestOf,
        team_a: a,
        team_b: b,
        status,
        result: null,
        table_id: null,
        scoresheet: null,
        started_at: null,
        time_limit: null,
        no_show: null,
        version: 0,
        updated_at: at,
      });
      if (event.kind === 'league') {
        const settings = parseJson<LeagueSettings>(event.settings);
        const pass = ids.length % 2 === 0 ? ids.length - 1 : ids.length;
        const schedule = makeSchedule({
          teams: ids,
          weeks: settings.weeks ?? pass + settings.byeWeeks.length,
          byeWeeks: settings.byeWeeks,
          seed: settings.seed,
        });
        if (!schedule.ok) throw clubError(schedule.error);
        plan = { kind: 'league', schedule: schedule.value };
        for (const week of schedule.value.weeks) {
          week.matches.forEach(([a, b], k) =>
            rows.push(
              row(`w${week.week}-${k + 1}`, week.week, k, settings.bestOf, a, b, 'awaiting-report'),
            ),
          );
          week.additional.forEach(([a, b], k) =>
            rows.push(
              row(
                `w${week.week}-x${k + 1}`,
                week.week,
                week.matches.length + k,
                settings.bestOf,
                a,
                b,
                'awaiting-report',
                1,
              ),
            ),
          );
        }
      } else if (event.kind === 'pools') {
        const made = poolsPlan(id, ids, parseJson(event.settings));
        plan = made.plan;
        rows.push(...made.rows);
      } else if (event.kind === 'progressive') {
        plan = progressivePlan(ids, parseJson(event.settings));
      } else if (event.kind === 'round-robin') {
        const settings = parseJson<RoundRobinSettings>(event.settings);
        const rounds = roundRobin(ids);
        plan = { kind: 'round-robin', teams: ids, rounds };
        for (const round of rounds)
          round.matches.forEach(([a, b], k) =>
            rows.push(
              row(
                `r${round.round}-${k + 1}`,
                round.round,
                k,
                settings.bestOf,
                a,
                b,
                'awaiting-report',
              ),
            ),
          );
      } else {
        const settings = parseJson<BracketEventSettings>(event.settings);
        const made = makeBracket({
          entries: ids.length,
          seedOrder: settings.seedOrder,
          seed: settings.seed,
          rounds: settings.rounds,
          game: settings.game,
        });
        if (!made.ok) throw clubError(made.error);
        const b = made.value;
        plan = {
          kind: 'single-elimination',
          bracket: {
            entries: ids.length,
            seedOrder: settings.seedOrder,
            seed: settings.seed,
            rounds: settings.rounds,
            game: settings.game,
          },
          seeds: ids,
        };
        rows.push(...bracketRows(id, singleLines(plan), b));
      }
      await this.db.transaction().execute(async (trx) => {
        for (const [i, t] of teams.entries())
          await trx
            .updateTable('event_teams')
            .set({ seed: i + 1 })
            .where('event_id', '=', id)
            .where('id', '=', t.id)
            .execute();
        for (const r of rows) await trx.insertInto('event_matches').values(r).execute();
        await trx
          .updateTable('events')
          .set({ plan: JSON.stringify(plan), status: 'scheduled', updated_at: now() })
          .where('id', '=', id)
          .execute();
      });
    });
    return this.view(id, me);
  }

  // ---- results ----

  /** A result event by the session: a team member's report or answer, or the organizer's ruling. */
  async act(me: Me, id: string, matchId: string, action: ResultAction): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      const match = await this.match(id, matchId);
      let by: string;
      if (action.type === 'rule') {
        this.requireOrganizer(event, me);
        by = COORDINATOR;
      } else {
        const teams = await this.teams(this.db, id);
        const mine = teams.find((t) => t.player1_id === me.id || t.player2_id === me.id);
        if (mine === undefined || (mine.id !== match.team_a && mine.id !== match.team_b))
          throw new ServerError(
            403,
            'NOT_IN_MATCH',
            `only a player of one of the two teams may ${action.type} this match's result`,
          );
        by = mine.id;
      }
      if ('timed' in action && action.timed) this.requireTimedGames(event, match);
      await this.applyResult(event, match, { ...action, by, at: now() }, me.id);
    });
    return this.view(id, me);
  }

  /**
   * A game ended at time counts only where games are timed: a bracket's match, or a match under
   * standings rules with timed games (NPA's); a league week under the Austin rules has no clock.
   */
  private requireTimedGames(event: EventsTable, match: EventMatchesTable): void {
    const plan = event.plan === null ? null : parseJson<Plan>(event.plan);
    const bracket = plan !== null && linesOf(plan, match) !== null;
    const rules = standingsRulesOf(event);
    if (!bracket && !rules.timedGames)
      throw new ServerError(
        400,
        'BAD_REQUEST',
        `timed: games are not stopped at time under the ${rules.id} rules`,
        'timed',
      );
  }

  async match(eventId: string, matchId: string): Promise<EventMatchesTable> {
    const match = await this.db
      .selectFrom('event_matches')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (match === undefined)
      throw new ServerError(
        404,
        'NOT_FOUND',
        `there is no match "${matchId}" in this event`,
        'match',
      );
    if (match.team_a === null || match.team_b === null)
      throw new ServerError(409, 'MATCH_NOT_READY', `match ${matchId} waits for its teams`);
    return match;
  }

  private matchRules(event: EventsTable, match: EventMatchesTable): MatchRules {
    if (event.kind !== 'single-elimination')
      return { game: standingsRulesOf(event).game, bestOf: match.best_of };
    return { game: parseJson<BracketEventSettings>(event.settings).game, bestOf: match.best_of };
  }

  /** Applies one event to a match's result and stores it; a final result moves the bracket on. */
  private async applyResult(
    event: EventsTable,
    match: EventMatchesTable,
    input: Record<string, unknown>,
    actor: string,
    also: Partial<Pick<EventMatchesTable, 'scoresheet'>> = {},
  ): Promise<void> {
    const plan = event.plan === null ? null : parseJson<Plan>(event.plan);
    if (plan?.kind === 'league' && plan.playoffs !== undefined && isSeasonRow(match))
      throw new ServerError(
        409,
        'SEASON_CLOSED',
        `match ${match.id} is of the season, which closed when the playoffs started`,
      );
    const settings = parseJson<{ reportWithinHours: number }>(event.settings);
    const stored: StoredResult = resultOf(match) ?? {
      state: newMatchResult(
        [match.team_a as string, match.team_b as string],
        now(),
        this.matchRules(event, match),
        settings.reportWithinHours,
      ),
      actors: [],
    };
    const next = applyResultEvent(stored.state, input);
    if (!next.ok) throw clubError(next.error);
    const result: StoredResult = { state: next.value, actors: [...stored.actors, actor] };
    await this.db.transaction().execute(async (trx) => {
      const written = await trx
        .updateTable('event_matches')
        .set({
          ...also,
          result: JSON.stringify(result),
          status: next.value.status,
          version: match.version + 1,
          updated_at: now(),
        })
        .where('event_id', '=', event.id)
        .where('id', '=', match.id)
        .where('version', '=', match.version)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1)
        throw new ServerError(409, 'STALE_VERSION', 'the match changed meanwhile: try again');
      if (isFinal(next.value)) await this.advance(trx, event);
    });
  }

  /** After a final result: fill the bracket's next lines; mark the event finished when it is. */
  async advance(trx: Transaction<Database>, event: EventsTable): Promise<void> {
    if (event.plan === null) return;
    const plan = parseJson<Plan>(event.plan);
    const rows = await this.matches(trx, event.id);
    if (plan.kind === 'pools') {
      if (await poolsResult(trx, event, plan, rows)) await this.touch(trx, event.id, 'finished');
      return;
    }
    // A single elimination, a league's playoffs: the bracket's winner finishes the event.
    const [lines] = planLines(plan);
    if (lines === undefined) {
      if (rows.every((r) => r.status === 'confirmed' || r.status === 'ruled'))
        await this.touch(trx, event.id, 'finished');
      return;
    }
    const champion = await fillLines(trx, event.id, lines, rows);
    if (champion !== null) await this.touch(trx, event.id, 'finished');
  }

  // ---- online tables ----

  /**
   * The match's online table (made on first use: the event's rules and match length, rated, no
   * hints, no chat); a team member takes a free seat of their team (the first team North-South).
   */
  async play(me: Me, id: string, matchId: string): Promise<{ tableId: string; seat: Seat | null }> {
    const { tableId, seats } = await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      const match = await this.match(id, matchId);
      const teams = await this.teams(this.db, id);
      const side = sideOf(teams, match, me.id);
      if (side === null && event.organizer_id !== me.id)
        throw new ServerError(
          403,
          'NOT_IN_MATCH',
          'only the two teams and the organizer may start this match',
        );
      if (match.table_id !== null) return { tableId: match.table_id, seats: side };
      if (match.status !== 'awaiting-report')
        throw new ServerError(409, 'ALREADY_REPORTED', 'this match has a result already');
      const rules = this.matchRules(event, match);
      const name = (t: string | null): string => teams.find((x) => x.id === t)?.name ?? '?';
      const { room } = await this.tables.create(me, {
        name: `${name(match.team_a)} v ${name(match.team_b)}`.slice(0, 60),
        rules: {
          base: event.rules,
          'game.marksToWin': rules.game.marksToWin,
          'game.winBy': rules.game.winBy,
          'game.maxRecordedMarks': rules.game.maxRecordedMarks,
          'match.bestOf': rules.bestOf,
        },
        visibility: 'public',
        rated: true,
        hints: false,
        chat: false,
      });
      const linked = await this.db
        .updateTable('event_matches')
        .set({ table_id: room.row.id, version: match.version + 1, updated_at: now() })
        .where('event_id', '=', id)
        .where('id', '=', matchId)
        .where('version', '=', match.version)
        .executeTakeFirst();
      if (Number(linked.numUpdatedRows) !== 1) {
        // Another process changed the match meanwhile: its table, if it made one, is the table.
        const again = await this.match(id, matchId);
        if (again.table_id === null)
          throw new ServerError(409, 'STALE_VERSION', 'the match changed meanwhile: try again');
        return { tableId: again.table_id, seats: side };
      }
      this.tableLinks.set(room.row.id, { eventId: id, matchId });
      return { tableId: room.row.id, seats: side };
    });
    if (seats === null) return { tableId, seat: null };
    const room = await this.tables.room(tableId);
    const already = room.seatOf(me.id);
    if (already !== null) return { tableId, seat: already };
    const free = seats.find((s) => !room.seats.has(s));
    if (free === undefined) return { tableId, seat: null };
    await this.tables.takeSeat(me, tableId, free);
    return { tableId, seat: free };
  }

  private async linkOf(tableId: string): Promise<{ eventId: string; matchId: string } | null> {
    const known = this.tableLinks.get(tableId);
    if (known !== undefined) return known;
    const row = await this.db
      .selectFrom('event_matches')
      .select(['event_id', 'id'])
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    const link = row === undefined ? null : { eventId: row.event_id, matchId: row.id };
    this.tableLinks.set(tableId, link);
    return link;
  }

  /** At an event's table, the first team sits North-South and the second East-West. */
  private async checkSeat(
    room: TableRoom,
    me: Me,
    seat: Seat,
    kind: 'human' | 'bot',
  ): Promise<void> {
    const link = await this.linkOf(room.row.id);
    if (link === null) return;
    const event = await this.event(this.db, link.eventId);
    if (kind === 'bot') {
      if (event.organizer_id !== me.id)
        throw new ServerError(
          403,
          'EVENT_TABLE',
          "only the organizer seats a bot at an event's table",
          'seat',
        );
      return;
    }
    const match = await this.match(link.eventId, link.matchId);
    const teams = await this.teams(this.db, link.eventId);
    const sides = sideOf(teams, match, me.id);
    if (sides === null || !sides.includes(seat))
      throw new ServerError(
        403,
        'EVENT_TABLE',
        sides === null
          ? "only the two teams of the match sit at an event's table"
          : `your team sits at ${sides.join(' and ')}`,
        'seat',
      );
  }

  /** The table's match is over: its games are the match's result, reported and confirmed. */
  private async tableFinished(room: TableRoom): Promise<void> {
    const link = await this.linkOf(room.row.id);
    if (link === null) return;
    await this.exclusive(link.eventId, async () => {
      const event = await this.event(this.db, link.eventId);
      const match = await this.match(link.eventId, link.matchId);
      if (match.status !== 'awaiting-report' || match.table_id !== room.row.id) return;
      const games = room.state.games.map((g) => [g.recorded.NS, g.recorded.EW]);
      const actor = `${TABLE_ACTOR}${room.row.id}`;
      const comment = 'played at the online table';
      await this.applyResult(
        event,
        match,
        { type: 'report', by: match.team_a, at: now(), games, comment },
        actor,
      );
      const reported = await this.match(link.eventId, link.matchId);
      await this.applyResult(
        event,
        reported,
        { type: 'confirm', by: match.team_b, at: now() },
        actor,
      );
    });
  }

  /** After a restart: results of tables that finished while their event did not hear of it. */
  async resume(): Promise<void> {
    const rows = await this.db
      .selectFrom('event_matches')
      .innerJoin('tables', 'tables.id', 'event_matches.table_id')
      .select(['event_matches.table_id as tableId'])
      .where('event_matches.status', '=', 'awaiting-report')
      .where('tables.status', '=', 'done')
      .execute();
    for (const { tableId } of rows)
      if (tableId !== null) await this.tableFinished(await this.tables.room(tableId));
  }

  // ---- the scorekeeper of a physical table ----

  /** The match's scoresheet: anyone may look; the two teams and the organizer keep it. */
  async scoresheet(me: Me | null, id: string, matchId: string): Promise<EventScoresheet> {
    const event = await this.event(this.db, id);
    const match = await this.match(id, matchId);
    return this.sheetView(event, match, me, this.sheetOf(event, match));
  }

  /** One entry (a hand, an all-pass, time); the match's last hand files its games as a report. */
  async keepScore(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'keepScore'>,
  ): Promise<EventScoresheet> {
    return this.changeSheet(me, id, matchId, (event, match, sheet) => {
      const rules = this.sheetRulesOf(event, match);
      const begun = match.scoresheet !== null;
      if (begun && body.firstShaker !== undefined && body.firstShaker !== sheet.stored.firstShaker)
        throw new ServerError(
          409,
          'SHEET_STARTED',
          'who shakes first is set by the first entry',
          'firstShaker',
        );
      const from: Sheet = begun
        ? sheet
        : replaySheet(rules, match.best_of, EMPTY_SHEET(body.firstShaker ?? 'N'));
      return enterScore(rules, match.best_of, from, { ...body.entry }, me.id);
    });
  }

  async undoScore(me: Me, id: string, matchId: string): Promise<EventScoresheet> {
    return this.changeSheet(me, id, matchId, (event, match, sheet) =>
      undoScore(this.sheetRulesOf(event, match), match.best_of, sheet),
    );
  }

  private sheetRulesOf(event: EventsTable, match: EventMatchesTable): Record<string, unknown> {
    return sheetRules(event.rules, this.matchRules(event, match));
  }

  private sheetOf(event: EventsTable, match: EventMatchesTable): Sheet {
    const stored =
      match.scoresheet === null ? EMPTY_SHEET('N') : parseJson<StoredSheet>(match.scoresheet);
    return replaySheet(this.sheetRulesOf(event, match), match.best_of, stored);
  }

  private async changeSheet(
    me: Me,
    id: string,
    matchId: string,
    change: (event: EventsTable, match: EventMatchesTable, sheet: Sheet) => Sheet,
  ): Promise<EventScoresheet> {
    return this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      const match = await this.match(id, matchId);
      const teams = await this.teams(this.db, id);
      const mine = teams.find((t) => t.player1_id === me.id || t.player2_id === me.id);
      const member = mine !== undefined && (mine.id === match.team_a || mine.id === match.team_b);
      if (!member && event.organizer_id !== me.id)
        throw new ServerError(
          403,
          'NOT_IN_MATCH',
          'only a player of one of the two teams or the organizer may keep score of this match',
        );
      if (match.status !== 'awaiting-report')
        throw new ServerError(
          409,
          'ALREADY_REPORTED',
          'this match has a result already: the scoresheet is closed',
        );
      const next = change(event, match, this.sheetOf(event, match));
      const scoresheet = JSON.stringify(next.stored);
      if (next.over) {
        // The match is over: its games are the report of the scorekeeper's team (the organizer's
        // sheet reports for the first team); the other team confirms as after any report.
        const games = next.games.map((g) => [g.recorded.NS, g.recorded.EW]);
        const by = member ? mine.id : match.team_a;
        const timed = next.games.flatMap((g, i) => (g.timeCalled ? [i + 1] : []));
        const comment = `kept on the scoresheet${timed.length > 0 ? `; time called in game ${timed.join(', ')}` : ''}`;
        await this.applyResult(
          event,
          match,
          {
            type: 'report',
            by,
            at: now(),
            games,
            comment,
            ...(timed.length > 0 ? { timed: true } : {}),
          },
          me.id,
          { scoresheet },
        );
      } else {
        const written = await this.db
          .updateTable('event_matches')
          .set({ scoresheet, version: match.version + 1, updated_at: now() })
          .where('event_id', '=', id)
          .where('id', '=', matchId)
          .where('version', '=', match.version)
          .executeTakeFirst();
        if (Number(written.numUpdatedRows) !== 1)
          throw new ServerError(409, 'STALE_VERSION', 'the match changed meanwhile: try again');
      }
      const after = await this.match(id, matchId);
      return this.sheetView(event, after, me, next);
    });
  }

  private async sheetView(
    event: EventsTable,
    match: EventMatchesTable,
    me: Me | null,
    sheet: Sheet,
  ): Promise<EventScoresheet> {
    const teams = await this.teams(this.db, event.id);
    const names = await this.userNames([
      ...teams.flatMap((t) => [t.player1_id, t.player2_id]),
      ...sheet.stored.keepers,
    ]);
    const player = (u: string | null) => (u === null ? null : { id: u, name: names.get(u) ?? '?' });
    const teamOf = (tid: string | null) => {
      const t = teams.find((x) => x.id === tid);
      if (t === undefined) throw new Error(`event ${event.id}: no team ${String(tid)}`);
      return t;
    };
    const [a, b] = [teamOf(match.team_a), teamOf(match.team_b)];
    const teamView = (t: EventTeamsTable): EventTeam => ({
      id: t.id,
      name: t.name,
      seed: t.seed,
      players: [player(t.player1_id), player(t.player2_id)],
    });
    const seats = {
      N: player(a.player1_id),
      S: player(a.player2_id),
      E: player(b.player1_id),
      W: player(b.player2_id),
    } satisfies Record<Seat, unknown>;
    const member = [a, b].some(
      (t) => me !== null && (t.player1_id === me.id || t.player2_id === me.id),
    );
    const rules = this.matchRules(event, match);
    const keeper = newScorekeeper(this.sheetRulesOf(event, match), 'N');
    if (!keeper.ok) throw clubError(keeper.error);
    const bid = keeper.value.options.bidding;
    const checkIn = event.check_in === null ? null : parseJson<StoredCheckIn>(event.check_in);
    const table = checkIn?.tables?.findIndex((t) => t.includes(a.id)) ?? -1;
    return {
      eventId: event.id,
      eventName: event.name,
      matchId: match.id,
      bestOf: match.best_of,
      status: match.status,
      teams: [teamView(a), teamView(b)],
      seats,
      table: table >= 0 ? table + 1 : null,
      game: rules.game,
      maxBidMarks: bid.maxBidMarks,
      minimumBid: bid.minimumBid,
      forcedBid: bid.forcedBid,
      games: sheet.games.map(gameView),
      shaker: sheet.shaker,
      won: sheet.won,
      over: sheet.over,
      keepers: sheet.stored.keepers.map((u) => names.get(u) ?? '?'),
      canKeep:
        me !== null &&
        (member || event.organizer_id === me.id) &&
        match.status === 'awaiting-report',
      clock: clockOf(match),
      serverTime: new Date(this.clock()).toISOString(),
    };
  }

  // ---- check-in and the draw for tables ----

  private checkInOf(event: EventsTable): StoredCheckIn {
    if (event.check_in === null)
      throw new ServerError(409, 'CHECK_IN_NOT_OPEN', 'the organizer has not opened check-in');
    return parseJson<StoredCheckIn>(event.check_in);
  }

  private async saveCheckIn(id: string, stored: StoredCheckIn): Promise<void> {
    await this.db
      .updateTable('events')
      .set({ check_in: JSON.stringify(stored), updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  /** The organizer opens check-in (again: the teams checked in and the draw start over). */
  async openCheckIn(me: Me, id: string, body: EventRequestBody<'openCheckIn'>): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireOrganizer(event, me);
      const opens = body.opens ?? now();
      const closes = body.closes ?? new Date(Date.parse(opens) + 60 * 60 * 1000).toISOString();
      const state = openCheckIn(opens, closes);
      if (!state.ok) throw clubError(state.error);
      await this.saveCheckIn(id, { state: state.value, tables: null });
    });
    return this.view(id, me);
  }

  /** A team checks in: the organizer checks in any team, a member their own. */
  async checkIn(me: Me, id: string, body: EventRequestBody<'checkIn'>): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      const stored = this.checkInOf(event);
      const teams = await this.teams(this.db, id);
      const mine = teams.find((t) => t.player1_id === me.id || t.player2_id === me.id);
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
      const next = checkInTeam(stored.state, teamId, now());
      if (!next.ok) throw clubError(next.error);
      await this.saveCheckIn(id, { ...stored, state: next.value });
    });
    return this.view(id, me);
  }

  /** The organizer draws tables for the checked-in teams, two teams a table (club's drawTables). */
  async drawTables(me: Me, id: string, body: EventRequestBody<'drawTables'>): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireOrganizer(event, me);
      const stored = this.checkInOf(event);
      const drawn = drawTables(
        stored.state.teams.map((t) => t.team),
        body.seed ?? `${id}:${stored.state.opens}`,
      );
      if (!drawn.ok) throw clubError(drawn.error);
      await this.saveCheckIn(id, { ...stored, tables: drawn.value });
    });
    return this.view(id, me);
  }

  private checkInView(event: EventsTable): EventCheckIn | null {
    if (event.check_in === null) return null;
    const { state, tables } = parseJson<StoredCheckIn>(event.check_in);
    return {
      opens: state.opens,
      closes: state.closes,
      teams: state.teams,
      tables: tables === null ? null : tables.map((teams, i) => ({ table: i + 1, teams })),
    };
  }

  // ---- the kinds' own changes: pools.ts, progressive.ts ----

  /** The organizer makes the pools' brackets from the pool standings. */
  async advancePools(me: Me, id: string): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireOrganizer(event, me);
      if (event.kind !== 'pools')
        throw new ServerError(409, 'NOT_POOLS', 'only a pools event has brackets to advance to');
      const teams = await this.teams(this.db, id);
      const names = new Map(teams.map((t) => [t.id, t.name]));
      await advancePools(this.db, event, await this.matches(this.db, id), names);
    });
    return this.view(id, me);
  }

  /** The organizer starts a league's playoffs from the standings (playoffs.ts). */
  async startPlayoffs(
    me: Me,
    id: string,
    body: EventRequestBody<'startPlayoffs'>,
  ): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      this.requireOrganizer(event, me);
      const made = playoffsPlan(
        event,
        await this.teams(this.db, id),
        await this.matches(this.db, id),
        body,
      );
      await startPlayoffs(this.db, event, made);
    });
    return this.view(id, me);
  }

  /**
   * A change of a progressive event's plan (marks at a table, the end of a round, a mini-game):
   * `change` checks who may and answers the new plan; the event is finished when it has a winner.
   */
  async progressive(
    me: Me,
    id: string,
    change: (
      plan: ProgressivePlan,
      may: { organizer: () => void; atTable: (teams: readonly string[]) => boolean },
    ) => ProgressivePlan,
  ): Promise<EventView> {
    await this.exclusive(id, async () => {
      const event = await this.event(this.db, id);
      if (event.kind !== 'progressive')
        throw new ServerError(409, 'NOT_PROGRESSIVE', 'this event has no progressive tables');
      if (event.plan === null)
        throw new ServerError(409, 'NOT_GENERATED', 'the tables are not drawn yet');
      const teams = await this.teams(this.db, id);
      const next = change(parseJson<ProgressivePlan>(event.plan), {
        organizer: () => this.requireOrganizer(event, me),
        atTable: (at) => this.mayEnterMarks(event, teams, me, at),
      });
      await this.db
        .updateTable('events')
        .set({
          plan: JSON.stringify(next),
          status: next.state.phase === 'done' ? 'finished' : event.status,
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute();
    });
    return this.view(id, me);
  }

  /** The organizer, or a player of one of the teams at the table. */
  private mayEnterMarks(
    event: EventsTable,
    teams: readonly EventTeamsTable[],
    me: Me | null,
    at: readonly string[],
  ): boolean {
    if (me === null) return false;
    if (event.organizer_id === me.id) return true;
    const mine = teams.find((t) => t.player1_id === me.id || t.player2_id === me.id);
    return mine !== undefined && at.includes(mine.id);
  }

  // ---- the view ----

  async view(id: string, me: Me | null): Promise<EventView> {
    const event = await this.event(this.db, id);
    const teams = await this.teams(this.db, id);
    const rows = await this.matches(this.db, id);
    const results = rows.map(resultOf);
    const names = await this.userNames([
      event.organizer_id,
      ...teams.flatMap((t) => [t.player1_id, t.player2_id]),
      ...results.flatMap((r) => r?.actors ?? []),
    ]);
    const teamNames = new Map(teams.map((t) => [t.id, t.name]));
    const plan = event.plan === null ? null : parseJson<Plan>(event.plan);
    const player = (u: string | null) => (u === null ? null : { id: u, name: names.get(u) ?? '?' });
    const teamViews: EventTeam[] = teams.map((t) => ({
      id: t.id,
      name: t.name,
      seed: t.seed,
      players: [player(t.player1_id), player(t.player2_id)],
    }));
    const matchView = (row: EventMatchesTable, i: number): EventMatch => {
      const result = results[i] ?? null;
      const log: EventAuditEntry[] = (result?.state.log ?? []).map((entry, k) => {
        const actor = result?.actors[k] ?? '';
        return {
          ...entry,
          actor: actor.startsWith(TABLE_ACTOR) ? 'online table' : (names.get(actor) ?? '?'),
        };
      });
      return {
        id: row.id,
        round: row.round,
        index: row.idx,
        additional: row.additional === 1,
        bestOf: row.best_of,
        teams: [row.team_a, row.team_b],
        status: row.status,
        reporter: result?.state.reporter ?? null,
        outcome: result?.state.outcome ?? null,
        winner: row.status === 'bye' ? row.team_a : winnerOf(row),
        tableId: row.table_id,
        log,
      };
    };
    const views = rows.map(matchView);
    let rounds: EventRound[] = [];
    let standings = null;
    let champion: string | null = null;
    let formats: Pick<EventView, 'pools' | 'progressive' | 'playoffs'> = {};
    if (plan?.kind === 'league') {
      const playoffs = playoffsView(plan, rows, views);
      rounds = plan.schedule.weeks.map((w) => ({
        round: w.week,
        label: `Week ${w.week}`,
        bestOf: parseJson<LeagueSettings>(event.settings).bestOf,
        leagueBye: w.leagueBye,
        byes: w.byes,
        matches: views.filter((m) => m.round === w.week),
      }));
      standings = eventStandings(event, plan, rows, teamNames);
      if (playoffs !== null) {
        rounds = [...rounds, ...playoffs.rounds];
        champion = playoffs.champion;
        formats = { playoffs };
      }
    } else if (plan?.kind === 'round-robin') {
      const { bestOf } = parseJson<RoundRobinSettings>(event.settings);
      rounds = plan.rounds.map((r) => ({
        round: r.round,
        label: `Round ${r.round}`,
        bestOf,
        leagueBye: false,
        byes: r.bye === null ? [] : [r.bye],
        matches: views.filter((m) => m.round === r.round),
      }));
      standings = eventStandings(event, plan, rows, teamNames);
    } else if (plan?.kind === 'single-elimination') {
      const bracket = bracketOf(plan, rows);
      rounds = bracket.rounds.map((r) => ({
        round: r.round,
        label: roundLabel(r.round, bracket.rounds.length),
        bestOf: r.bestOf,
        leagueBye: false,
        byes: [],
        matches: views.filter((m) => m.round === r.round),
      }));
      champion = bracket.champion === null ? null : (plan.seeds[bracket.champion - 1] ?? null);
    } else if (plan?.kind === 'pools') {
      const made = poolsView(event, plan, rows, views, teamNames);
      ({ rounds, champion } = made);
      formats = { pools: made.pools };
    } else if (plan?.kind === 'progressive') {
      const progressive = progressiveView(plan, (at) => this.mayEnterMarks(event, teams, me, at));
      champion = progressive.winner;
      formats = { progressive };
    }
    const mine =
      me === null ? undefined : teams.find((t) => t.player1_id === me.id || t.player2_id === me.id);
    return this.day.decorate(event, teams, rows, {
      ...this.summary(event, names, teams.length),
      settings: parseJson<Record<string, unknown>>(event.settings),
      teams: teamViews,
      rounds,
      standings,
      champion,
      checkIn: this.checkInView(event),
      you: { organizer: me !== null && me.id === event.organizer_id, team: mine?.id ?? null },
      ...formats,
    });
  }
}

/** The seats of the session's team in a match: the first team North-South, the second East-West. */
function sideOf(
  teams: readonly EventTeamsTable[],
  match: EventMatchesTable,
  userId: string,
): Seat[] | null {
  const mine = teams.find((t) => t.player1_id === userId || t.player2_id === userId);
  if (mine === undefined) return null;
  if (mine.id === match.team_a) return ['N', 'S'];
  if (mine.id === match.team_b) return ['E', 'W'];
  return null;
}
