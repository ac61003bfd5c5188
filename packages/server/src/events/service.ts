// Over 300 lines: a facade. Each event route has one short method here that takes the event's
// lock and hands the work to the service that owns it (registration, results, check-ins...).
import type { Seat } from '@texas42/engine';
import type {
  ClaimLink,
  ClaimPreview,
  EventRequestBody,
  Invitation,
  EventScoresheet,
  EventSummary,
  EventMatchesPage,
  EventMatchesQuery,
  EventView,
  Me,
} from '@texas42/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { EventSnapshot } from '../notices/event-notices.js';
import type { TableService } from '../tables/service.js';
import { CheckIns } from './check-ins.js';
import { closeEvent, deleteEvent, type ClosedEvent } from './closing.js';
import type { Db, EventCore, EventLimits } from './core.js';
import { EventViews } from './event-view.js';
import { FormatChanges } from './format-changes.js';
import { Generation } from './generation.js';
import { MatchDay } from './match-day.js';
import { NamedTeams } from './named-teams.js';
import { OnlineTables } from './online-tables.js';
import { EventCreation } from './creation.js';
import { Registration } from './registration.js';
import { Results, type ResultAction } from './results.js';
import { RosterChanges } from './roster-changes.js';
import { ScoreKeeping } from './score-keeping.js';
import { LeagueSeason } from './season.js';
import { letTheLoopGo } from './repository.js';

/** Told of an event's change: the event before it (null: new) and after. */
export type ChangeWatcher = (before: EventSnapshot | null, after: EventSnapshot) => void;

/**
 * Leagues and tournaments on the server. The organizer (creator) changes the event; team members
 * report and answer their own matches' results; anyone may look. Every result goes through the
 * club's reducer (its audit log is stored with the match); standings and the bracket are
 * recomputed from the results on every change. A match may be played at an online table: its
 * result flows in when the table's match is over.
 *
 * This class holds what every part shares (the database, the clock, the reads, one piece of work
 * per event at a time) and hands each request to the module of its concern: creation.ts,
 * registration.ts, generation.ts, results.ts, online-tables.ts, score-keeping.ts, check-ins.ts,
 * format-changes.ts, event-view.ts; roster-changes.ts and match-day.ts as `roster` and `day`.
 */
/** Match rows one read of an event's schedule takes (EventService.matches). */
const MATCH_ROWS_A_READ = 2000;

export class EventService implements EventCore {
  /** Work on one event runs one piece at a time in this process (the rows' versions guard across processes). */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Told the id of every event a change was made to, once it is committed (live pages). */
  private readonly listeners: ((eventId: string) => void)[] = [];

  /** League roster changes (roster-changes.ts); starts, clocks and no-shows (match-day.ts). */
  readonly roster: RosterChanges;
  readonly day: MatchDay;
  /** A league season's dues and rescheduled matches (season.ts). */
  readonly season: LeagueSeason;
  private readonly creation: EventCreation;
  private readonly registration: Registration;
  private readonly named: NamedTeams;
  private readonly generation: Generation;
  private readonly results: Results;
  private readonly online: OnlineTables;
  private readonly keeping: ScoreKeeping;
  private readonly checkIns: CheckIns;
  private readonly formats: FormatChanges;
  private readonly views: EventViews;

  constructor(
    readonly db: Kysely<Database>,
    tables: TableService,
    /** The server's clock (milliseconds): tests move it on instead of waiting. */
    readonly clock: () => number = Date.now,
    /** Events a person may create a day, teams an event holds, matches a schedule has (0: none). */
    readonly limits: EventLimits = { eventsPerDay: 0, teamsPerEvent: 0, matchesPerSchedule: 0 },
  ) {
    this.roster = new RosterChanges(this);
    this.day = new MatchDay(this);
    this.creation = new EventCreation(this);
    this.registration = new Registration(this);
    this.named = new NamedTeams(this);
    this.generation = new Generation(this);
    this.results = new Results(this);
    this.season = new LeagueSeason(this, this.results);
    this.online = new OnlineTables(this, tables, this.results);
    this.keeping = new ScoreKeeping(this, this.results);
    this.checkIns = new CheckIns(this);
    this.formats = new FormatChanges(this);
    this.views = new EventViews(this, this.day, this.season);
  }

  /** `listener` is told each event changed from now on: after the change is committed. */
  onChange(listener: (eventId: string) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Another process changed the event (REDIS_URL): its kept view is stale here too. Not told to
   * the listeners: the process that made the change told every page.
   */
  changedElsewhere(eventId: string): void {
    this.views.cache.changed(eventId);
  }

  private tell(eventId: string): void {
    for (const listener of this.listeners) listener(eventId);
  }

  isoNow(): string {
    return new Date(this.clock()).toISOString();
  }

  /** Told of every change of an event, with the event before and after it (notices). */
  private changeWatcher: ChangeWatcher | null = null;

  /** `watch` is told, after each change of an event, what it was before and is after. */
  watchChanges(watch: ChangeWatcher): void {
    this.changeWatcher = watch;
  }

  /** The event, its teams and matches as stored now; null: no such event; undefined: unreadable. */
  private async snapshot(eventId: string): Promise<EventSnapshot | null | undefined> {
    try {
      const event = await this.db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', eventId)
        .executeTakeFirst();
      if (event === undefined) return null;
      const [teams, matches] = await Promise.all([
        this.teams(this.db, eventId),
        this.db
          .selectFrom('event_matches')
          .select(['id', 'round', 'idx', 'team_a', 'team_b', 'status', 'started_at', 'version'])
          // A reported or disputed result only: who reported it says who confirms; who
          // disputed it, and why, is what the organizer is told.
          .select((eb) =>
            eb
              .case()
              .when('status', 'in', ['reported', 'disputed'])
              .then(eb.ref('result'))
              .else(null)
              .end()
              .as('result'),
          )
          .where('event_id', '=', eventId)
          .execute(),
      ]);
      return { event, teams, matches };
    } catch {
      // A busy database: no notices for this change, which goes on as it would without them.
      return undefined;
    }
  }

  exclusive<T>(
    eventId: string,
    work: () => Promise<T>,
    { closedToo = false }: { readonly closedToo?: boolean } = {},
  ): Promise<T> {
    const before = this.queues.get(eventId) ?? Promise.resolve();
    // Every change of an event runs here: its kept view (view-cache.ts) is stale after it. The
    // watcher sees the event before and after, read inside the queue so no other change mixes in;
    // then the pages that follow the event are told (live:changed).
    const change = async (): Promise<T> => {
      if (!closedToo) await this.refuseClosed(eventId);
      const watch = this.changeWatcher;
      const was = watch === null ? null : await this.snapshot(eventId);
      let done: T;
      try {
        done = await work();
        const now = watch === null ? null : await this.snapshot(eventId);
        if (watch !== null && was !== undefined && now != null) watch(was, now);
      } finally {
        this.views.cache.changed(eventId);
      }
      this.tell(eventId);
      return done;
    };
    const run = before.then(change, change);
    const tail = run.catch(() => undefined);
    this.queues.set(eventId, tail);
    void tail.then(() => {
      if (this.queues.get(eventId) === tail) this.queues.delete(eventId);
    });
    return run;
  }

  /** EVENT_CLOSED once the site's admin closed the event: nothing of it changes any more. */
  private async refuseClosed(eventId: string): Promise<void> {
    const row = await this.db
      .selectFrom('events')
      .select('closed_at')
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (row?.closed_at != null)
      throw new ServerError(
        409,
        'EVENT_CLOSED',
        "the site's admin closed this event: it can be read, and nothing of it changes any more",
      );
  }

  /**
   * The site's admin closes the event (finished, nothing changes any more) or deletes it; both
   * answer its name and the online tables still open, for the caller to close (closing.ts).
   */
  close(id: string): Promise<ClosedEvent> {
    return closeEvent(this, id);
  }

  remove(id: string): Promise<ClosedEvent> {
    return deleteEvent(this, id);
  }

  // ---- reads ----

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

  /**
   * The event's match rows by round and place, read MATCH_ROWS_A_READ at a time along the primary
   * key with the event loop let go between reads: a schedule of 32,640 matches read in one
   * statement held the loop for a tenth of a second and more.
   */
  async matches(db: Db, id: string): Promise<EventMatchesTable[]> {
    const rows: EventMatchesTable[] = [];
    for (let after: string | null = null; ;) {
      let query = db
        .selectFrom('event_matches')
        .selectAll()
        .where('event_id', '=', id)
        .orderBy('id')
        .limit(MATCH_ROWS_A_READ);
      if (after !== null) query = query.where('id', '>', after);
      const some = await query.execute();
      rows.push(...some);
      if (some.length < MATCH_ROWS_A_READ) break;
      after = some[some.length - 1]?.id ?? null;
      await letTheLoopGo();
    }
    return rows.sort((a, b) => a.round - b.round || a.idx - b.idx);
  }

  requireOrganizer(event: EventsTable, me: Me): void {
    if (event.organizer_id !== me.id)
      throw new ServerError(403, 'NOT_ORGANIZER', 'only the organizer of this event may do that');
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

  // ---- each concern's module ----

  async create(
    me: Me,
    body: EventRequestBody<'createEvent'>,
    madeFrom?: string,
  ): Promise<EventView> {
    const view = await this.creation.create(me, body, madeFrom);
    this.tell(view.id);
    return view;
  }

  list(): Promise<EventSummary[]> {
    return this.creation.list();
  }

  register(me: Me, id: string, body: EventRequestBody<'registerTeam'>): Promise<EventView> {
    return this.registration.register(me, id, body);
  }

  join(me: Me, id: string, teamId: string, body: EventRequestBody<'joinTeam'>): Promise<EventView> {
    return this.registration.join(me, id, teamId, body);
  }

  accept(
    me: Me,
    id: string,
    teamId: string,
    body: EventRequestBody<'acceptInvite'>,
  ): Promise<EventView> {
    return this.registration.accept(me, id, teamId, body);
  }

  decline(me: Me, id: string, teamId: string): Promise<EventView> {
    return this.registration.decline(me, id, teamId);
  }

  addNamedTeams(me: Me, id: string, body: EventRequestBody<'addNamedTeams'>): Promise<EventView> {
    return this.named.add(me, id, body);
  }

  claimLink(me: Me, id: string, body: EventRequestBody<'claimLink'>): Promise<ClaimLink> {
    return this.named.link(me, id, body);
  }

  claimPreview(id: string, body: EventRequestBody<'claimPlace'>): Promise<ClaimPreview> {
    return this.named.preview(id, body);
  }

  claimPlace(me: Me, id: string, body: EventRequestBody<'claimPlace'>): Promise<EventView> {
    return this.named.claim(me, id, body);
  }

  invitations(me: Me): Promise<Invitation[]> {
    return this.registration.invitations(me);
  }

  generate(me: Me, id: string, body: EventRequestBody<'generate'>): Promise<EventView> {
    return this.generation.generate(me, id, body);
  }

  act(me: Me, id: string, matchId: string, action: ResultAction): Promise<EventView> {
    return this.results.act(me, id, matchId, action);
  }

  advance(trx: Transaction<Database>, event: EventsTable, at: string): Promise<void> {
    return this.results.advance(trx, event, at);
  }

  play(me: Me, id: string, matchId: string): Promise<{ tableId: string; seat: Seat | null }> {
    return this.online.play(me, id, matchId);
  }

  replaceSeat(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'replaceSeat'>,
  ): Promise<{ tableId: string }> {
    return this.online.replaceSeat(me, id, matchId, body.seat, body.bot);
  }

  resume(): Promise<void> {
    return this.online.resume();
  }

  scoresheet(me: Me | null, id: string, matchId: string): Promise<EventScoresheet> {
    return this.keeping.scoresheet(me, id, matchId);
  }

  keepScore(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'keepScore'>,
  ): Promise<EventScoresheet> {
    return this.keeping.keepScore(me, id, matchId, body);
  }

  undoScore(me: Me, id: string, matchId: string): Promise<EventScoresheet> {
    return this.keeping.undoScore(me, id, matchId);
  }

  openCheckIn(me: Me, id: string, body: EventRequestBody<'openCheckIn'>): Promise<EventView> {
    return this.checkIns.openCheckIn(me, id, body);
  }

  checkIn(me: Me, id: string, body: EventRequestBody<'checkIn'>): Promise<EventView> {
    return this.checkIns.checkIn(me, id, body);
  }

  drawTables(me: Me, id: string, body: EventRequestBody<'drawTables'>): Promise<EventView> {
    return this.checkIns.drawTables(me, id, body);
  }

  advancePools(me: Me, id: string): Promise<EventView> {
    return this.formats.advancePools(me, id);
  }

  startPlayoffs(me: Me, id: string, body: EventRequestBody<'startPlayoffs'>): Promise<EventView> {
    return this.formats.startPlayoffs(me, id, body);
  }

  progressive(
    me: Me,
    id: string,
    change: Parameters<FormatChanges['progressive']>[2],
  ): Promise<EventView> {
    return this.formats.progressive(me, id, change);
  }

  view(id: string, me: Me | null): Promise<EventView> {
    return this.views.view(id, me);
  }

  /** The event as anyone sees it, with every match: what the CSV and calendar exports read. */
  whole(id: string): ReturnType<EventViews['whole']> {
    return this.views.whole(id);
  }

  /** A page of an event's matches: a round's, a team's (GET /api/events/:id/matches). */
  matchesPage(id: string, query: EventMatchesQuery, me: Me | null): Promise<EventMatchesPage> {
    return this.views.matches(id, query, me);
  }

  /** Other processes change events too (REDIS_URL): a kept view is trusted this long at most. */
  keepViewsAtMost(ms: number): void {
    this.views.cache.maxAgeMs = ms;
  }
}
