import { registrationOpen, type IsoDate } from '@texas42/club';
import type { EventRequestBody, EventView, Invitation, Me } from '@texas42/protocol';
import type { EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import type { EventClock, EventDatabase, EventLimitsOf, EventLock, EventViewer } from './core.js';
import {
  clearInvitation,
  enterTeam,
  eventOf,
  invitationsFor,
  takeEmptyPlace,
  teamsOf,
  touchEvent,
  userNames,
} from './repository/index.js';
import { clubError } from './club-errors.js';
import { duesOf, seasonOf } from './season-settings.js';
import { requireRoomForTeams } from './named-teams.js';
import { requireNewTeamName } from './teams.js';

/**
 * Registration: a team of two (or one with an open place a partner joins) while the organizer
 * has not made the schedule or bracket; invitations, joining and declining.
 */
export class Registration {
  constructor(
    private readonly events: EventDatabase & EventLock & EventClock & EventLimitsOf & EventViewer,
  ) {}

  private get db() {
    return this.events.db;
  }

  /** The server's date (its injectable clock), as a season's dates are written. */
  private today(): IsoDate {
    return this.events.isoNow().slice(0, 10);
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
