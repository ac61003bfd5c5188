/**
 * What a viewer may do with an event itself, beside a match's result (result-actions.ts): join or
 * answer for a team while the event registers, start a round on the day, start a league's
 * playoffs. The list a client draws its buttons from; the server says who the viewer is.
 */

export type EventStatus = 'registering' | 'scheduled' | 'finished';

/** Who looks: their user id, their team (if any) and whether they organize the event. */
export interface EventViewer {
  readonly id: string;
  readonly team: string | null;
  readonly coordinator: boolean;
}

/** A registered team as these rules see it: its places (null: open) and whom it invited. */
export interface TeamPlaces {
  readonly id: string;
  readonly players: readonly [string | null, string | null];
  readonly invited: string | null;
}

/** A match as a round's start sees it: to be played, its teams known, its clock started or not. */
export interface RoundMatch {
  readonly round: number;
  readonly status: string;
  readonly teams: readonly [string | null, string | null];
  readonly started: boolean;
}

const hasOpenPlace = (team: TeamPlaces): boolean =>
  team.players[0] === null || team.players[1] === null;

/**
 * The teams whose open place `viewer` may join (with the link the team shares): only while the
 * event registers, only a player on no team yet, and not a place held for a partner the team
 * invited (unless the viewer is that partner): the team chose them.
 */
export function joinableTeams(
  status: EventStatus,
  teams: readonly TeamPlaces[],
  viewer: EventViewer,
): string[] {
  if (status !== 'registering' || viewer.team !== null) return [];
  return teams
    .filter((t) => hasOpenPlace(t) && (t.invited == null || t.invited === viewer.id))
    .map((t) => t.id);
}

/** The teams that invited `viewer` to their open place: they may accept or decline while it registers. */
export function invitingTeams(
  status: EventStatus,
  teams: readonly TeamPlaces[],
  viewer: EventViewer,
): string[] {
  if (status !== 'registering') return [];
  return teams.filter((t) => t.invited === viewer.id).map((t) => t.id);
}

/**
 * The rounds the coordinator may start now (the match clocks and no-show grace of 001 I and 003):
 * while the event is scheduled, a round with a match still to be played between two known teams
 * whose clock has not started.
 */
export function startableRounds(
  status: EventStatus,
  matches: readonly RoundMatch[],
  viewer: EventViewer,
): number[] {
  if (!viewer.coordinator || status !== 'scheduled') return [];
  const rounds = new Set<number>();
  for (const m of matches)
    if (m.status === 'awaiting-report' && m.teams[0] !== null && m.teams[1] !== null && !m.started)
      rounds.add(m.round);
  return [...rounds].sort((a, b) => a - b);
}

/** A league as the start of its playoffs sees it. */
export interface LeagueForPlayoffs {
  /** Its format has playoffs (FORMATS[kind].parts.playoffs). */
  readonly hasPlayoffs: boolean;
  readonly status: EventStatus;
  /** Whether the season's schedule is made (it has rounds). */
  readonly scheduled: boolean;
  readonly playoffsStarted: boolean;
}

/**
 * Whether the coordinator may start the league's playoffs (000 Section 6: "the top 16 teams in
 * the standings"): once the schedule is made, and only once. Matches still without a final
 * result do not stop it: starting then closes the season (the server lists them in its log).
 */
export function playoffsMayStart(league: LeagueForPlayoffs, viewer: EventViewer): boolean {
  return (
    viewer.coordinator &&
    league.hasPlayoffs &&
    league.status !== 'registering' &&
    league.scheduled &&
    !league.playoffsStarted
  );
}

/**
 * Whether the coordinator may add, drop or re-man teams now: a season's roster (000 Section 2:
 * "may be added to the schedule up through the first week", a withdrawal "from the remainder of
 * the season") while it is under way, and no longer once the playoffs, seeded from its final
 * standings, have started.
 */
export function rosterMayChange(league: LeagueForPlayoffs, viewer: EventViewer): boolean {
  return (
    viewer.coordinator &&
    league.hasPlayoffs &&
    league.status === 'scheduled' &&
    league.scheduled &&
    !league.playoffsStarted
  );
}

/**
 * The players `viewer` may mark new or returning (000: dues are owed by returning players): the
 * coordinator any, a player themself while the event registers.
 */
export function returningMarkable(
  status: EventStatus,
  players: readonly string[],
  viewer: EventViewer,
): string[] {
  if (viewer.coordinator) return [...players];
  return status === 'registering' && players.includes(viewer.id) ? [viewer.id] : [];
}

/** Check-in as a team's button sees it: open or not, tables drawn or not, who is in. */
export interface CheckInFacts {
  readonly open: boolean;
  readonly drawn: boolean;
  readonly checkedIn: readonly string[];
}

/**
 * The teams `viewer` may check in now: while check-in is open and the tables are not drawn, the
 * coordinator any team not yet in, a player their own.
 */
export function checkInTeams(
  checkIn: CheckInFacts,
  teams: readonly string[],
  viewer: EventViewer,
): string[] {
  if (!checkIn.open || checkIn.drawn) return [];
  const waiting = teams.filter((t) => !checkIn.checkedIn.includes(t));
  if (viewer.coordinator) return waiting;
  return waiting.filter((t) => t === viewer.team);
}
