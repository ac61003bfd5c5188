// Over 300 lines: LeagueSeason's four changes (returning players, dues, reschedules, late
// arrivals) share its reads and its log; the pure settings and dues are in season-settings.ts.
import {
  COORDINATOR,
  arrivalRuling,
  checkReschedule,
  decideBy,
  duesOutstanding,
  leagueNights,
  payDues,
  type SeasonSettings,
} from '@texas42/club';
import type { EventMatch, EventRequestBody, EventRound, EventView, Me } from '@texas42/protocol';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import {
  requireOrganizer,
  type EventClock,
  type EventDatabase,
  type EventLock,
  type EventViewer,
} from './core.js';
import { appendLog } from './event-log.js';
import { clubError } from './club-errors.js';
import {
  eventOf,
  matchOf,
  rescheduleOf,
  setDues,
  type StoredReschedule,
  teamsOf,
  touchEvent,
  updateMatch,
} from './repository/index.js';
import { duesOf, nightOfWeek, registrationOf, seasonOf, teamDues } from './season-settings.js';
import type { StoredDues } from './stored.js';
import type { Results } from './results.js';
import { teamInMatch } from './teams.js';

/**
 * A league season's business beyond the schedule (000 Sections 1 and 2): players marked new or
 * returning, dues paid (to the organizer, the club's treasurer), and matches moved off league
 * night within six days of it. Every change goes in the event's log.
 */
export class LeagueSeason {
  constructor(
    private readonly deps: EventDatabase & EventLock & EventClock & EventViewer,
    private readonly results: Results,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** A player of the team is new or returning: the organizer, or the player while registering. */
  async markReturning(
    me: Me,
    id: string,
    body: EventRequestBody<'markReturning'>,
  ): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const { event, season, team } = await this.teamOf(id, body.team, body.player);
      if (event.organizer_id !== me.id) {
        if (me.id !== body.player)
          throw new ServerError(
            403,
            'NOT_ORGANIZER',
            'only the organizer or the player may say whether a player is returning',
          );
        if (event.status !== 'registering')
          throw new ServerError(
            409,
            'REGISTRATION_CLOSED',
            'registration is closed: ask the organizer',
          );
      }
      const dues = duesOf(team);
      const next = { ...dues, returning: { ...dues.returning, [body.player]: body.returning } };
      await this.writeDues(event, me, season, team, next, body.player, 0);
    });
    return this.deps.view(id, me);
  }

  /** The organizer records dues a player paid (the club's payDues). */
  async payDues(me: Me, id: string, body: EventRequestBody<'payDues'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const { event, season, team } = await this.teamOf(id, body.team, body.player);
      requireOrganizer(event, me);
      const registration = registrationOf(team);
      if (registration === null)
        throw new ServerError(409, 'TEAM_INCOMPLETE', `${team.name} has an open place`, 'team');
      const owed = duesOutstanding(season, registration).find((d) => d.player === body.player);
      if (owed === undefined)
        throw new ServerError(
          409,
          'NOTHING_OWED',
          `the player owes no dues to ${team.name}`,
          'player',
        );
      if (body.dollars > owed.owed)
        throw new ServerError(
          400,
          'BAD_REQUEST',
          `dollars: the player owes $${owed.owed}, not $${body.dollars}`,
          'dollars',
        );
      const paid = payDues(registration, body.player, body.dollars);
      if (!paid.ok) throw clubError(paid.error);
      const next = { ...duesOf(team), paid: paid.value.paid };
      await this.writeDues(event, me, season, team, next, body.player, body.dollars);
    });
    return this.deps.view(id, me);
  }

  /**
   * A team member or the organizer moves a match off league night: the club's checkReschedule
   * ("matches must be decided ... within six days of the official league night").
   */
  async reschedule(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'reschedule'>,
  ): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      const season = this.requireSeason(event);
      const match = await matchOf(this.db, id, matchId);
      if (event.organizer_id !== me.id) {
        const teams = await teamsOf(this.db, id);
        if (teamInMatch(teams, me.id, match) === undefined)
          throw new ServerError(
            403,
            'NOT_YOUR_MATCH',
            `only a player of one of the two teams or the organizer may reschedule match ${match.id}`,
          );
      }
      if (match.status !== 'awaiting-report')
        throw new ServerError(409, 'MATCH_DECIDED', `match ${match.id} already has a result`);
      const night = nightOfWeek(season, match.round);
      if (night === undefined)
        throw new ServerError(409, 'NOT_A_SEASON_MATCH', `match ${match.id} has no league night`);
      const noticeOn = body.noticeOn ?? this.deps.isoNow().slice(0, 10);
      const checked = checkReschedule(season, night, { noticeOn, newDate: body.date });
      if (!checked.ok)
        throw clubError({
          ...checked.error,
          at: checked.error.at === 'newDate' ? 'date' : checked.error.at,
        });
      const before = rescheduleOf(match)?.date ?? night;
      const stored: StoredReschedule = { date: body.date, noticeOn, by: me.id };
      const at = this.deps.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await updateMatch(trx, match, { rescheduled: JSON.stringify(stored) }, at);
        await appendLog(trx, id, me.id, at, {
          type: 'reschedule',
          match: match.id,
          leagueNight: night,
          from: before,
          to: body.date,
          noticeOn,
        });
        await touchEvent(trx, id, at);
      });
    });
    return this.deps.view(id, me);
  }

  /**
   * The organizer records a team late (or absent) for its match: the club's arrivalRuling decides
   * ("If one team is absent or delinquent by more than thirty minutes for a scheduled match
   * (without prior notification), they shall forfeit the match at the discretion of the punctual
   * team."). A forfeit goes through the club's result reducer as the match's final result, in its
   * audit log; the other team takes the forfeit win's points.
   */
  async lateArrival(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'lateArrival'>,
  ): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      const season = this.requireSeason(event);
      const match = await matchOf(this.db, id, matchId);
      if (body.team === 'both') {
        await this.bothAbsent(me, event, season, match, body);
        return;
      }
      const side = [match.team_a, match.team_b].indexOf(body.team);
      if (side === -1)
        throw new ServerError(
          400,
          'TEAM_NOT_IN_MATCH',
          `team: ${body.team} does not play match ${match.id}`,
          'team',
        );
      const late = { minutesLate: body.minutesLate, notified: body.notified };
      const punctual = { minutesLate: 0, notified: false };
      const ruling = arrivalRuling(season, side === 0 ? [late, punctual] : [punctual, late]);
      if (!ruling.ok) throw clubError({ ...ruling.error, at: 'minutesLate' });
      if (ruling.value.kind !== 'forfeit-available')
        throw new ServerError(
          409,
          'NOT_LATE_ENOUGH',
          body.notified
            ? 'a team that notified the other before the match does not forfeit for lateness'
            : `a team forfeits only when absent or more than ${season.forfeitAfterMinutes} minutes late, not ${String(body.minutesLate)}`,
          body.notified ? 'notified' : 'minutesLate',
        );
      const comment =
        body.minutesLate === null
          ? 'absent: forfeits the match'
          : `${body.minutesLate} minutes late: forfeits the match`;
      await this.results.applyResult(
        event,
        match,
        { type: 'forfeit', by: COORDINATOR, at: this.deps.isoNow(), forfeit: body.team, comment },
        me.id,
      );
    });
    return this.deps.view(id, me);
  }

  /**
   * Both teams absent (or both delinquent): "If both teams are absent, the match may be
   * rescheduled." Nobody forfeits; the match stays open, to be rescheduled (or played) by its
   * decide-by date, and the ruling goes in the event's log.
   */
  private async bothAbsent(
    me: Me,
    event: EventsTable,
    season: SeasonSettings,
    match: EventMatchesTable,
    body: EventRequestBody<'lateArrival'>,
  ): Promise<void> {
    const late = { minutesLate: body.minutesLate, notified: body.notified };
    const ruling = arrivalRuling(season, [late, late]);
    if (!ruling.ok) throw clubError({ ...ruling.error, at: 'minutesLate' });
    if (ruling.value.kind !== 'may-reschedule')
      throw new ServerError(
        409,
        'NOT_LATE_ENOUGH',
        body.notified
          ? 'teams that notified each other before the match are not absent: move the match instead'
          : `both teams are absent only when neither came or both are more than ${season.forfeitAfterMinutes} minutes late, not ${String(body.minutesLate)}`,
        body.notified ? 'notified' : 'minutesLate',
      );
    if (match.status !== 'awaiting-report')
      throw new ServerError(409, 'MATCH_DECIDED', `match ${match.id} already has a result`);
    const night = nightOfWeek(season, match.round);
    if (night === undefined)
      throw new ServerError(409, 'NOT_A_SEASON_MATCH', `match ${match.id} has no league night`);
    const at = this.deps.isoNow();
    await this.db.transaction().execute(async (trx) => {
      await appendLog(trx, event.id, me.id, at, {
        type: 'both-absent',
        match: match.id,
        minutesLate: body.minutesLate,
        decideBy: decideBy(season, night),
      });
      await touchEvent(trx, event.id, at);
    });
  }

  /** The view with the season's facts: each week's league night, each match's dates, dues. */
  decorate(
    event: EventsTable,
    teams: readonly EventTeamsTable[],
    rows: readonly EventMatchesTable[],
    names: ReadonlyMap<string, string>,
    view: EventView,
  ): EventView {
    const season = seasonOf(event);
    if (season === null) return view;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const nights = new Map(leagueNights(season).map((n) => [n.week, n.date]));
    const dated = (round: EventRound): EventRound => {
      const night = nights.get(round.round);
      if (night === undefined) return round;
      const match = (m: EventMatch): EventMatch => {
        const row = byId.get(m.id);
        const moved = row === undefined ? null : (rescheduleOf(row)?.date ?? null);
        return {
          ...m,
          leagueNight: night,
          rescheduledTo: moved,
          decideBy: decideBy(season, night),
        };
      };
      return { ...round, date: night, matches: round.matches.map(match) };
    };
    return {
      ...view,
      teams: view.teams.map((t) => {
        const row = teams.find((x) => x.id === t.id);
        return row === undefined ? t : { ...t, dues: teamDues(season, row, names) };
      }),
      rounds: view.rounds.map(dated),
    };
  }

  private requireSeason(event: EventsTable): SeasonSettings {
    const season = seasonOf(event);
    if (season === null)
      throw new ServerError(
        409,
        'NO_SEASON',
        'this event is not a league created with season settings (dates, dues)',
      );
    return season;
  }

  private async teamOf(id: string, teamId: string, player: string) {
    const event = await eventOf(this.db, id);
    const season = this.requireSeason(event);
    const teams = await teamsOf(this.db, id);
    const team = teams.find((t) => t.id === teamId);
    if (team === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no team "${teamId}" in this event`, 'team');
    if (team.player1_id !== player && team.player2_id !== player)
      throw new ServerError(
        409,
        'PLAYER_NOT_ON_TEAM',
        `player: ${player} is not a player of ${team.name}`,
        'player',
      );
    return { event, season, team };
  }

  private async writeDues(
    event: EventsTable,
    me: Me,
    season: SeasonSettings,
    team: EventTeamsTable,
    dues: StoredDues,
    player: string,
    dollars: number,
  ): Promise<void> {
    const updated = { ...team, dues: JSON.stringify(dues) };
    const shown = teamDues(season, updated, new Map());
    const at = this.deps.isoNow();
    await this.db.transaction().execute(async (trx) => {
      await setDues(trx, event.id, team.id, updated.dues);
      await appendLog(trx, event.id, me.id, at, {
        type: 'dues',
        team: team.id,
        player,
        dollars,
        returning: dues.returning[player] ?? true,
        owed: shown.owed,
        complete: shown.complete,
      });
      await touchEvent(trx, event.id, at);
    });
  }
}
