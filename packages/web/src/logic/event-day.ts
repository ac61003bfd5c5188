import type {
  EventLogEntry,
  EventMatch,
  EventMatchClock,
  EventRound,
  EventView,
} from '../protocol.js';
import { teamName } from './events.js';

/** Pure helpers of an event's day: the clock's time left, what the log says, what may start. */

/** Milliseconds the server's clock is ahead of this device's, from a time it sent. */
export function serverOffset(serverTime: string | undefined, receivedAt: number): number {
  const t = serverTime === undefined ? NaN : Date.parse(serverTime);
  return Number.isNaN(t) ? 0 : t - receivedAt;
}

/** Milliseconds left on a timed match's clock at the server's `now` (negative: time is up). */
export function timeLeft(clock: EventMatchClock | null | undefined, now: number): number | null {
  if (clock == null || clock.deadline === null) return null;
  return Date.parse(clock.deadline) - now;
}

/** "24:59", "0:05", "0:00" once time is up (rounded up: time is up only at 0:00). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "10:31" in the device's time zone. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** The weeks the last roster change re-assigned (shown on the schedule). */
export function reassignedWeeks(view: Pick<EventView, 'log'>): ReadonlySet<number> {
  const last = [...(view.log ?? [])]
    .reverse()
    .find((e) => e.type === 'add-team' || e.type === 'drop-team');
  return new Set(last !== undefined && 'weeks' in last ? last.weeks : []);
}

const pair = (view: Pick<EventView, 'teams'>, teams: readonly [string, string]): string =>
  `${teamName(view, teams[0])} v ${teamName(view, teams[1])}`;

/** One log entry in words. */
export function logText(view: Pick<EventView, 'teams'>, e: EventLogEntry): string {
  switch (e.type) {
    case 'add-team':
    case 'drop-team': {
      const what =
        e.type === 'add-team'
          ? `${teamName(view, e.team)} added after week ${e.afterWeek}`
          : `${teamName(view, e.team)} dropped after week ${e.afterWeek}`;
      const weeks = e.weeks.length > 0 ? `; weeks ${e.weeks.join(', ')} re-assigned` : '';
      const gone = e.removed.map((m) => `${pair(view, m.teams)} (week ${m.week})`).join(', ');
      const came = e.added.map((m) => `${pair(view, m.teams)} (week ${m.week})`).join(', ');
      return `${what}${weeks}${gone ? `. Removed: ${gone}` : ''}${came ? `. Added: ${came}` : ''}.`;
    }
    case 'withdraw':
      return `${e.player.name} withdrew from ${teamName(view, e.team)}${
        e.substitute !== null ? `; ${e.substitute.name} substitutes for the season` : ''
      }${e.defunct ? '; both places empty: the team is dropped' : ''}.`;
    case 'start':
      return `Round ${e.round} started (${e.matches.join(', ')})${
        e.minutes !== null ? `, ${e.minutes}-minute time limit` : ', no time limit'
      }.`;
    case 'no-show':
      return `${teamName(view, e.absent)} eliminated in ${e.match}: did not report within 5 minutes.`;
    case 'playoffs': {
      const seeds = e.seeds.map((t, i) => `${i + 1}. ${teamName(view, t)}`).join(', ');
      const closed =
        e.closed.length > 0
          ? `; the season closed early, ${e.closed.length} match${
              e.closed.length === 1 ? '' : 'es'
            } left unplayed (${e.closed.join(', ')})`
          : '';
      return `Playoffs started, seeded from the standings: ${seeds}${closed}.`;
    }
    case 'dues': {
      const team = teamName(view, e.team);
      const what =
        e.dollars > 0
          ? `$${e.dollars} dues paid by ${e.player.name} (${team})`
          : `${e.player.name} (${team}) marked ${e.returning ? 'returning' : 'new: no dues'}`;
      return `${what}; ${
        e.complete ? 'registration complete' : `$${e.owed} still owed, registration not complete`
      }.`;
    }
    case 'amend':
      return `${teamName(view, e.teams[0])} v ${teamName(view, e.teams[1])} (${e.match}) corrected${
        e.was === '' ? '' : ` from ${e.was}`
      } to ${e.now}: ${e.reason}.`;
    case 'reschedule':
      return `Match ${e.match} (league night ${e.leagueNight}) moved from ${e.from} to ${e.to}; players told ${e.noticeOn}.`;
    case 'both-absent':
      return `Match ${e.match}: both teams ${
        e.minutesLate === null ? 'absent' : `${e.minutesLate} minutes late`
      }; it may be rescheduled (decided by ${e.decideBy}).`;
  }
}

/**
 * What recording a late arrival does, asked before it is recorded (issue 27: "'Late: forfeit'
 * (its team list starts on the first team, which may be the punctual one)"). The server applies
 * the season's limit; these words name the teams.
 */
export function lateWords(
  view: Pick<EventView, 'teams'>,
  match: Pick<EventMatch, 'teams'>,
  team: string,
  minutes: string,
): string {
  const [a, b] = match.teams.map((t) => teamName(view, t));
  const late = minutes.trim();
  if (team === 'both')
    return late === ''
      ? `Neither ${a} nor ${b} came: the match may be rescheduled.`
      : `${a} and ${b} were both ${late} minutes late: the match may be rescheduled.`;
  const name = teamName(view, team);
  const other = teamName(view, match.teams.find((t) => t !== team) ?? null);
  return late === ''
    ? `${name} did not come: ${name} forfeits to ${other}.`
    : `${name} was ${late} minutes late: past the season's limit, ${name} forfeits to ${other}.`;
}

/** What starting a round does, asked before it starts: its matches' clocks start at once. */
export function startWords(
  round: Pick<EventRound, 'label' | 'matches'>,
  minutes: number | null,
): string {
  const waiting = round.matches.filter(
    (m) => m.status === 'awaiting-report' && m.clock == null && m.teams.every((t) => t !== null),
  ).length;
  const clocks = minutes === null ? 'with no time limit' : `with ${minutes} minutes each`;
  return `${round.label}: ${waiting} match${waiting === 1 ? '' : 'es'} start now, ${clocks}.`;
}
