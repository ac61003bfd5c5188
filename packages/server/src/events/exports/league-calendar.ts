import { FORMATS } from '@texas42/club';
import { z } from 'zod';
import { ServerError } from '../../errors.js';
import type { WholeEvent } from './event-csv.js';
import { icsDate, icsOf, icsText, icsUtc } from './ical.js';

/** The parts of a league season's settings a calendar needs (stored-plans.ts has them all). */
const SeasonNight = z.looseObject({
  season: z.looseObject({
    leagueNight: z.looseObject({ time: z.string(), place: z.string() }),
  }),
});

/**
 * A league's nights as an iCalendar feed a phone subscribes to: one VEVENT per week with play
 * (bye weeks have none), at the league night's local time ("floating": the club's clock, wherever
 * the phone is), at its place, listing the week's matches. A week's UID never changes, so a
 * subscribed calendar updates the same entries when the schedule changes; DTSTAMP is the time
 * this copy was written.
 */
export function leagueCalendar(
  { view, matches: all }: WholeEvent,
  pageUrl: string,
  now: number,
): string {
  const nights = view.rounds.filter((r) => r.date !== undefined && !r.leagueBye);
  if (nights.length === 0)
    throw new ServerError(
      409,
      'NO_LEAGUE_NIGHTS',
      FORMATS[view.kind].exports.includes('nights.ics')
        ? 'this league has no dated league nights: it was created without season dates'
        : 'only a league season has league nights to subscribe to',
    );
  const season = SeasonNight.safeParse(view.settings);
  const night = season.success ? season.data.season.leagueNight : null;
  const names = new Map(view.teams.map((t) => [t.id, t.name]));
  const name = (id: string | null): string =>
    id === null ? 'to be decided' : (names.get(id) ?? '?');
  const stamp = icsUtc(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Texas 42//League nights//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(view.name)}`,
  ];
  for (const round of nights) {
    const date = icsDate(round.date as string);
    const start =
      night === null
        ? `DTSTART;VALUE=DATE:${date}`
        : `DTSTART:${date}T${night.time.replace(':', '')}00`;
    const matches = all
      .filter((m) => m.round === round.round)
      .map((m) => `${name(m.teams[0])} v ${name(m.teams[1])}`);
    const byes = round.byes.map((t) => `${name(t)} (bye)`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${view.id}-week-${round.round}@texas42`,
      `DTSTAMP:${stamp}`,
      start,
      `SUMMARY:${icsText(`${view.name}: ${round.label}`)}`,
      ...(night !== null && night.place !== '' ? [`LOCATION:${icsText(night.place)}`] : []),
      `DESCRIPTION:${icsText([...matches, ...byes, pageUrl].join('\n'))}`,
      `URL:${pageUrl}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return icsOf(lines);
}
