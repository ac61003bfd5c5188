import { matchRulesOf, type IsoDate } from '@texas42/club';
import type { EventRequestBody, EventSummary, EventView, Me } from '@texas42/protocol';
import type { EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import { clubError, requestError } from './club-errors.js';
import type {
  EventAnnouncer,
  EventClock,
  EventDatabase,
  EventLimitsOf,
  EventViewer,
} from './core.js';
import {
  addEvent,
  eventsMadeSince,
  latestEvents,
  teamCounts,
  userNames,
} from './repository/index.js';
import { formatOfEvent } from './format-of.js';
import { eventSummary } from './match-views.js';

/**
 * Creating an event (its format checks its settings; the server stores them) and the list of
 * events. An event is its organizer's: an account's, a limited number a day.
 */
export class EventCreation {
  constructor(
    private readonly events: EventDatabase &
      EventClock &
      EventLimitsOf &
      EventViewer &
      EventAnnouncer,
  ) {}

  private get db() {
    return this.events.db;
  }

  /** TOO_MANY_EVENTS past `eventsPerDay` events created by the person in the last 24 hours. */
  private async checkEventLimit(me: Me): Promise<void> {
    const limit = this.events.limits.eventsPerDay;
    if (limit <= 0) return;
    // created_at is written with the events' clock (isoNow), so it is read with it too.
    const since = new Date(this.events.clock() - 86_400_000).toISOString();
    const made = await eventsMadeSince(this.db, me.id, since);
    if (Number(made) >= limit)
      throw new ServerError(
        429,
        'TOO_MANY_EVENTS',
        `you have created ${Number(made)} events in the last 24 hours (at most ${limit}): try again tomorrow`,
      );
  }

  /** The server's date (its injectable clock), as a season's dates are written. */
  private today(): IsoDate {
    return this.events.isoNow().slice(0, 10);
  }

  /** A new event; `madeFrom`: the keyed hash of the address it was made from (the limits). */
  async create(
    me: Me,
    body: EventRequestBody<'createEvent'>,
    madeFrom?: string,
  ): Promise<EventView> {
    // An event is the organizer's for a season: a guest is made with one request and lost with
    // its cookie, and guests by the score made events (and their mail) by the hundred.
    if (me.guest)
      throw new ServerError(
        403,
        'ACCOUNT_REQUIRED',
        'organizing an event needs an account: sign up (it keeps your events and results), then create it',
      );
    await this.checkEventLimit(me);
    const match = matchRulesOf(body.rules);
    if (!match.ok) throw clubError(match.error);
    // The format checks its own settings: the server only stores what it answers.
    const settled = formatOfEvent(body).settingsFrom(body, {
      today: this.today(),
      game: match.value.game,
    });
    if (!settled.ok) throw requestError(settled.error);
    const { standings, settings } = settled.value;
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
      created_at: this.events.isoNow(),
      updated_at: this.events.isoNow(),
      made_from: madeFrom ?? null,
    };
    await addEvent(this.db, row);
    const view = await this.events.view(row.id, me);
    this.events.announce(row.id);
    return view;
  }

  async list(): Promise<EventSummary[]> {
    const rows = await latestEvents(this.db, 100);
    const countOf = await teamCounts(
      this.db,
      rows.map((r) => r.id),
    );
    const names = await userNames(
      this.db,
      rows.map((r) => r.organizer_id),
    );
    return rows.map((r) => eventSummary(r, names, countOf.get(r.id) ?? 0));
  }
}
