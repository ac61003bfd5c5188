import { FORMATS } from '@texas42/club';
import type { EventMatch, EventRound, EventView } from '@texas42/protocol';
import { z } from 'zod';
import { ServerError } from '../../errors.js';
import type { WholeEvent } from './event-csv.js';
import { icsDate, icsOf, icsText, icsUtc, zonedInstant } from './ical.js';

/** The parts of a league season's settings a calendar needs (stored-plans.ts has them all). */
const SeasonNight = z.looseObject({
  season: z.looseObject({
    leagueNight: z.looseObject({
      time: z.string(),
      place: z.string(),
      timeZone: z.string().optional(),
      hours: z.number().optional(),
    }),
  }),
});
type Night = z.infer<typeof SeasonNight>['season']['leagueNight'];

/** Texas 42 is Texas's game: a league that names no zone plays on Central time. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';
/** A league night's length when the league does not say. */
const NIGHT_HOURS = 3;

/** What one evening of the feed says: its date, its name, what it lists, free or busy. */
interface Evening {
  readonly round: EventRound;
  readonly date: string;
  readonly summary: string;
  readonly rows: readonly string[];
  readonly free: boolean;
}

/**
 * A league's nights as an iCalendar feed a phone subscribes to: one VEVENT per week, at the
 * league night's time in the club's time zone (written in UTC, so every calendar agrees) for its
 * hours, at its place, listing the week's matches; a league bye night says so and keeps the
 * evening free. With `team`, the team's own feed: its match each week (on the date it was moved
 * to), or its bye. A week's UID never changes, so a subscribed calendar updates the same entries
 * when the schedule changes; DTSTAMP is the time this copy was written.
 */
export function leagueCalendar(
  whole: WholeEvent,
  pageUrl: string,
  now: number,
  team: string | null = null,
): string {
  const { view } = whole;
  const nights = view.rounds.filter((r) => r.date !== undefined);
  if (!nights.some((r) => !r.leagueBye))
    throw new ServerError(
      409,
      'NO_LEAGUE_NIGHTS',
      FORMATS[view.kind].exports.includes('nights.ics')
        ? 'this league has no dated league nights: it was created without season dates'
        : 'only a league season has league nights to subscribe to',
    );
  const teamName = team === null ? null : view.teams.find((t) => t.id === team)?.name;
  if (teamName === undefined)
    throw new ServerError(
      404,
      'NOT_FOUND',
      `team: there is no team "${team}" in this event`,
      'team',
    );
  const season = SeasonNight.safeParse(view.settings);
  const night = season.success ? season.data.season.leagueNight : null;
  const zone = night?.timeZone ?? DEFAULT_TIME_ZONE;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Texas 42//League nights//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(teamName === null ? view.name : `${view.name}: ${teamName}`)}`,
    `X-WR-TIMEZONE:${zone}`,
  ];
  const stamp = icsUtc(now);
  for (const e of evenings(whole, nights, team, teamName))
    lines.push(...vevent(view, e, { night, zone, stamp, pageUrl, team }));
  lines.push('END:VCALENDAR');
  return icsOf(lines);
}

/** Each night's evening: the league's (its matches and byes), or the team's (its match or bye). */
function evenings(
  { view, matches }: WholeEvent,
  nights: readonly EventRound[],
  team: string | null,
  teamName: string | null,
): Evening[] {
  const names = new Map(view.teams.map((t) => [t.id, t.name]));
  const name = (id: string | null): string =>
    id === null ? 'to be decided' : (names.get(id) ?? '?');
  const vs = (m: EventMatch): string => `${name(m.teams[0])} v ${name(m.teams[1])}`;
  const out: Evening[] = [];
  for (const round of nights) {
    const date = round.date as string;
    if (round.leagueBye) {
      out.push({ round, date, summary: 'bye night (no matches)', rows: [], free: true });
      continue;
    }
    const played = matches.filter((m) => m.round === round.round);
    if (team === null) {
      const rows = [...played.map(vs), ...round.byes.map((t) => `${name(t)} (bye)`)];
      out.push({ round, date, summary: `${played.length} matches`, rows, free: false });
      continue;
    }
    const own = played.find((m) => m.teams.includes(team));
    if (own !== undefined)
      out.push({
        round,
        date: own.rescheduledTo ?? date,
        summary: vs(own),
        rows: [vs(own)],
        free: false,
      });
    else if (round.byes.includes(team))
      out.push({ round, date, summary: `${teamName ?? ''} has a bye`, rows: [], free: true });
  }
  return out;
}

/** One evening as a VEVENT: its start and end in UTC (or the day alone without a time). */
function vevent(
  view: EventView,
  e: Evening,
  feed: {
    readonly night: Night | null;
    readonly zone: string;
    readonly stamp: string;
    readonly pageUrl: string;
    readonly team: string | null;
  },
): string[] {
  const { night, zone, stamp, pageUrl, team } = feed;
  const start = night === null ? null : zonedInstant(e.date, night.time, zone);
  const when =
    start === null || night === null
      ? [`DTSTART;VALUE=DATE:${icsDate(e.date)}`]
      : [
          `DTSTART:${icsUtc(start)}`,
          `DTEND:${icsUtc(start + (night.hours ?? NIGHT_HOURS) * 3_600_000)}`,
        ];
  return [
    'BEGIN:VEVENT',
    `UID:${view.id}-week-${e.round.round}${team === null ? '' : `-${team}`}@texas42`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${icsText(`${view.name}: ${e.round.label}, ${e.summary}`)}`,
    ...(night !== null && night.place !== '' ? [`LOCATION:${icsText(night.place)}`] : []),
    `DESCRIPTION:${icsText([...e.rows, pageUrl].join('\n'))}`,
    `URL:${pageUrl}`,
    ...(e.free ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}
