import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TableService } from '../tables/service.js';
import { CheckIns } from './check-ins.js';
import { closeEvent, deleteEvent, type ClosedEvent } from './closing.js';
import type { EventClock, EventDatabase, EventLimits, EventLock } from './core.js';
import { EventLocks, type ChangeWatcher } from './event-lock.js';
import { EventViews } from './event-view.js';
import { FormatChanges } from './format-changes.js';
import { Generation } from './generation.js';
import { MatchDay } from './match-day.js';
import { NamedTeams } from './named-teams.js';
import { OnlineTables } from './online-tables.js';
import { EventCreation } from './creation.js';
import { Registration } from './registration.js';
import { Results } from './results.js';
import { RosterChanges } from './roster-changes.js';
import { ScoreKeeping } from './score-keeping.js';
import { LeagueSeason } from './season.js';

export type { ChangeWatcher } from './event-lock.js';

/**
 * Leagues and tournaments on the server. The organizer (creator) changes the event; team members
 * report and answer their own matches' results; anyone may look. Every result goes through the
 * club's reducer (its audit log is stored with the match); standings and the bracket are
 * recomputed from the results on every change. A match may be played at an online table: its
 * result flows in when the table's match is over.
 *
 * This class builds the modules, one a concern, and gives each only what it uses (core.ts): the
 * database its transactions begin on, the per-event lock (event-lock.ts), the clock, the site's
 * limits, the event's view. The routes reach each module by its name here (`events.results.act`,
 * `events.roster.addTeam`...); every query is the repository's (repository/).
 */
export class EventService {
  /** One change of an event at a time; its watcher and listeners. */
  private readonly lock: EventLocks;
  /** What the modules are given: each takes the part it uses (core.ts). */
  private readonly deps: EventDatabase & EventLock & EventClock;

  /** Making events and the list of them (creation.ts). */
  readonly creation: EventCreation;
  /** Teams registering, invitations (registration.ts). */
  readonly registration: Registration;
  /** Teams added by name and their claim links (named-teams.ts). */
  readonly named: NamedTeams;
  /** The schedule or bracket made (generation.ts). */
  readonly generation: Generation;
  /** Results reported, answered and ruled on; brackets moved on (results.ts). */
  readonly results: Results;
  /** Matches played at online tables (online-tables.ts). */
  readonly online: OnlineTables;
  /** A physical table's scoresheet (score-keeping.ts). */
  readonly keeping: ScoreKeeping;
  /** Check-in and the draw of tables (check-ins.ts). */
  readonly checkIns: CheckIns;
  /** The pools' brackets, a league's playoffs, progressive tables' rounds (format-changes.ts). */
  readonly formats: FormatChanges;
  /** League roster changes (roster-changes.ts). */
  readonly roster: RosterChanges;
  /** Starts, clocks and no-shows (match-day.ts). */
  readonly day: MatchDay;
  /** A league season's dues and rescheduled matches (season.ts). */
  readonly season: LeagueSeason;
  /** The event as each session sees it, a page of its matches, the whole of it (event-view.ts). */
  readonly views: EventViews;

  constructor(
    readonly db: Kysely<Database>,
    tables: TableService,
    /** The server's clock (milliseconds): tests move it on instead of waiting. */
    clock: () => number = Date.now,
    /** Events a person may create a day, teams an event holds, matches a schedule has (0: none). */
    limits: EventLimits = { eventsPerDay: 0, teamsPerEvent: 0, matchesPerSchedule: 0 },
  ) {
    const lock = new EventLocks(db, (eventId) => this.views.cache.changed(eventId));
    this.lock = lock;
    const deps = {
      db,
      clock,
      limits,
      isoNow: () => new Date(clock()).toISOString(),
      exclusive<T>(
        eventId: string,
        work: () => Promise<T>,
        options?: { readonly closedToo?: boolean },
      ): Promise<T> {
        return lock.exclusive(eventId, work, options);
      },
      announce: (eventId: string) => lock.announce(eventId),
      view: (...args: Parameters<EventViews['view']>) => this.views.view(...args),
    };
    this.deps = deps;
    this.results = new Results(deps);
    const withAdvance = { ...deps, advance: this.results.advance.bind(this.results) };
    this.roster = new RosterChanges(deps);
    this.day = new MatchDay(withAdvance);
    this.creation = new EventCreation(deps);
    this.registration = new Registration(deps);
    this.named = new NamedTeams(deps);
    this.generation = new Generation(deps);
    this.season = new LeagueSeason(deps, this.results);
    this.online = new OnlineTables(deps, tables, this.results);
    this.keeping = new ScoreKeeping(deps, this.results);
    this.checkIns = new CheckIns(deps);
    this.formats = new FormatChanges(deps);
    this.views = new EventViews(deps, this.day, this.season);
  }

  /** `listener` is told each event changed from now on: after the change is committed. */
  onChange(listener: (eventId: string) => void): void {
    this.lock.onChange(listener);
  }

  /** `watch` is told, after each change of an event, what it was before and is after. */
  watchChanges(watch: ChangeWatcher): void {
    this.lock.watchChanges(watch);
  }

  /**
   * Another process changed the event (REDIS_URL): its kept view is stale here too. Not told to
   * the listeners: the process that made the change told every page.
   */
  changedElsewhere(eventId: string): void {
    this.views.cache.changed(eventId);
  }

  /** Other processes change events too (REDIS_URL): a kept view is trusted this long at most. */
  keepViewsAtMost(ms: number): void {
    this.views.cache.maxAgeMs = ms;
  }

  /**
   * The site's admin closes the event (finished, nothing changes any more) or deletes it; both
   * answer its name and the online tables still open, for the caller to close (closing.ts).
   */
  close(id: string): Promise<ClosedEvent> {
    return closeEvent(this.deps, id);
  }

  remove(id: string): Promise<ClosedEvent> {
    return deleteEvent(this.deps, id);
  }
}
