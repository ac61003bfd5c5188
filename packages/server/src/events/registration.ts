// Over 300 lines: creating an event checks each kind's settings, and the team changes (make,
// join, invite, leave) share the same registration checks.
import { matchRulesOf, registrationOpen, standingsRulesById, type IsoDate } from '@texas42/club';
import type { EventRequestBody, EventSummary, EventView, Invitation, Me } from '@texas42/protocol';
import type { EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import {
  type EventAnnouncer,
  type EventClock,
  type EventDatabase,
  type EventLimitsOf,
  type EventLock,
  type EventViewer,
} from './core.js';
import {
  eventOf,
  teamsOf,
  userNames,
  touchEvent,
  eventsMadeSince,
  addEvent,
  latestEvents,
  teamCounts,
  enterTeam,
  clearInvitation,
  takeEmptyPlace,
  invitationsFor,
} from './repository/index.js';
import { eventSummary } from './event-view.js';
import { clubError } from './club-errors.js';
import type { BracketEventSettings, LeagueSettings, RoundRobinSettings } from '@texas42/club';
import { poolsSettings } from './pools.js';
import { duesOf, seasonFromBody, seasonOf, seasonWeeks } from './season-settings.js';
import { requireRoomForTeams } from './named-teams.js';
import { requireNewTeamName } from './teams.js';

/**
 * Creating an event (its kind's settings checked and stored), the list of events, and
 * registration: a team of two (or one with an open place a partner joins) while the organizer
 * has not made the schedule or bracket.
 */
export class Registration {
  constructor(
    private readonly events: EventDatabase &
      EventLock &
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
      // A season's dates give its weeks and bye weeks (000 Section 2).
      const season = body.season === undefined ? null : seasonFromBody(body, this.today());
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
        ...(season !== null
          ? { ...seasonWeeks(season), reportWithinHours: season.reportWithinHours, season }
          : {}),
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
    // The format refuses a result before its night or round, unless the organizer lets them come.
    if ('earlyResults' in body && body.earlyResults === true)
      settings = { ...settings, earlyResults: true };
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

  /**
   * Registers the session's team. A partner named is invited, not registered: the place stays
   * theirs to accept or decline ("People can be put where they did not agree to be" no more).
   * The team's open place has an invite token only its players see, to share.
   */
  async register(me: Me, id: string, body: EventRequestBody<'registerTeam'>): Promise<EventView> {
    await this.events.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      this.requireRegistering(event);
      const season = seasonOf(event);
      // "Registration will open on December 28, 2010." (000): not before, on the server's clock.
      if (season !== null) {
        const open = registrationOpen(season, this.today());
        if (!open.ok) throw clubError(open.error);
      }
      const teams = await teamsOf(this.db, id);
      const key = requireNewTeamName(teams, body.name);
      requireRoomForTeams(teams, 1, this.events.limits.teamsPerEvent);
      this.requireUnregistered(teams, me.id, 'you are already on a team of this event');
      const partner = body.partner ?? null;
      if (partner !== null) {
        if (partner === me.id)
          throw new ServerError(400, 'BAD_REQUEST', 'partner must be someone else', 'partner');
        const exists = await userNames(this.db, [partner]);
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
      await enterTeam(this.db, {
        event_id: id,
        id: newId().slice(0, 10),
        name: body.name,
        name_key: key,
        seed: teams.reduce((m, t) => Math.max(m, t.seed), 0) + 1,
        player1_id: me.id,
        player2_id: null,
        invited_id: partner,
        invite: newId(),
        created_at: this.events.isoNow(),
        // A league season's dues: who says they played a league season before (000 Section 1).
        dues:
          season === null
            ? null
            : JSON.stringify({ paid: {}, returning: { [me.id]: body.returning ?? true } }),
      });
      await touchEvent(this.db, id, this.events.isoNow());
    });
    return this.events.view(id, me);
  }

  /** Joins a team's open place with the invite its players shared. */
  async join(
    me: Me,
    id: string,
    teamId: string,
    body: EventRequestBody<'joinTeam'>,
  ): Promise<EventView> {
    await this.takePlace(me, id, teamId, body.returning, (team) => {
      if (team.invite == null || team.invite !== body.invite)
        throw new ServerError(
          403,
          'BAD_INVITE',
          `that is not ${team.name}'s invite: ask the team for its link`,
          'invite',
        );
      // The team's link must not take the place the team is holding for a partner it invited
      // by name: only that partner may have it, until the team takes the invitation back.
      if (team.invited_id != null && team.invited_id !== me.id)
        throw new ServerError(
          409,
          'PLACE_INVITED',
          `${team.name}'s open place is held for the partner it invited: ask the team to take that invitation back first`,
          'team',
        );
    });
    return this.events.view(id, me);
  }

  /** The invited partner takes the place held for them. */
  async accept(
    me: Me,
    id: string,
    teamId: string,
    body: EventRequestBody<'acceptInvite'>,
  ): Promise<EventView> {
    await this.takePlace(me, id, teamId, body.returning, (team) => {
      if (team.invited_id !== me.id)
        throw new ServerError(403, 'NOT_INVITED', `${team.name} has not invited you`, 'team');
    });
    return this.events.view(id, me);
  }

  /** The invited partner declines, or the team takes its invitation back: the place is open. */
  async decline(me: Me, id: string, teamId: string): Promise<EventView> {
    await this.events.exclusive(id, async () => {
      const team = await this.teamOf(id, teamId);
      const onTeam = team.player1_id === me.id || team.player2_id === me.id;
      if (team.invited_id == null || (team.invited_id !== me.id && !onTeam))
        throw new ServerError(403, 'NOT_INVITED', `${team.name} has not invited you`, 'team');
      await clearInvitation(this.db, id, teamId);
      await touchEvent(this.db, id, this.events.isoNow());
    });
    return this.events.view(id, me);
  }

  /** Invitations waiting for the session, in events still registering. */
  async invitations(me: Me): Promise<Invitation[]> {
    const rows = await invitationsFor(this.db, me.id);
    const names = await userNames(
      this.db,
      rows.flatMap((r) => (r.from === null ? [] : [r.from])),
    );
    return rows.map((r) => ({
      eventId: r.eventId,
      eventName: r.eventName,
      teamId: r.teamId,
      teamName: r.teamName,
      from: r.from === null ? null : { id: r.from, name: names.get(r.from) ?? '?' },
    }));
  }

  private async teamOf(id: string, teamId: string): Promise<EventTeamsTable> {
    const teams = await teamsOf(this.db, id);
    const team = teams.find((t) => t.id === teamId);
    if (team === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no team "${teamId}" in this event`, 'team');
    return team;
  }

  /** The session takes a team's open place, once `allowed` has said it may. */
  private async takePlace(
    me: Me,
    id: string,
    teamId: string,
    returningFlag: boolean | undefined,
    allowed: (team: EventTeamsTable) => void,
  ): Promise<void> {
    await this.events.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      this.requireRegistering(event);
      const teams = await teamsOf(this.db, id);
      const team = teams.find((t) => t.id === teamId);
      if (team === undefined)
        throw new ServerError(
          404,
          'NOT_FOUND',
          `there is no team "${teamId}" in this event`,
          'team',
        );
      allowed(team);
      this.requireUnregistered(teams, me.id, 'you are already on a team of this event');
      const place =
        team.player1_id === null ? 'player1_id' : team.player2_id === null ? 'player2_id' : null;
      if (place === null)
        throw new ServerError(409, 'TEAM_FULL', `${team.name} already has two players`, 'team');
      // A league season's dues: the player says whether they played a league season before.
      const stored = team.dues === null ? null : duesOf(team);
      const returning = { ...stored?.returning, [me.id]: returningFlag ?? true };
      const dues = stored === null ? {} : { dues: JSON.stringify({ ...stored, returning }) };
      // The place is taken: no invitation or invite token stands for it any more.
      const done = await takeEmptyPlace(this.db, id, teamId, place, me.id, dues);
      if (!done)
        throw new ServerError(409, 'TEAM_FULL', `${team.name} already has two players`, 'team');
      await touchEvent(this.db, id, this.events.isoNow());
    });
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
}
