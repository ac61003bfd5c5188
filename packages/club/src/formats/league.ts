import { ok, err } from '../result.js';
import type { EventFormat } from './format.js';
import { timeOfStartedClock } from './terms.js';

/**
 * A league season (000): weeks of matches on league night, standings by league points, playoffs
 * begun by the coordinator. Only the playoffs' matches are started on the day: 000 has no match
 * clock ("Time Limits" there are a player's one minute to bid or play), so a week's match or a
 * playoff match is timed only when the organizer gives minutes.
 */
export const league: EventFormat<'league'> = {
  kind: 'league',
  title: 'A league season',
  roundWord: 'week',
  scheduled: true,
  exports: ['standings.csv', 'results.csv', 'nights.ics'],
  parts: {
    matches: true,
    standings: true,
    season: true,
    playoffs: true,
    pools: false,
    tables: false,
  },
  drawsCheckedIn: false,
  startsOnTheDay: (match) => match.bracket,
  defaultMinutes: () => null,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome(match, when) {
    if (match.bracket || when.earlyResults) return ok(true);
    // "If no contact is made prior to the night of the scheduled match, it will be assumed that
    // the match is being played at the league location at 7:30." (000): a week's match is
    // played on its night, or on the date it was moved to.
    const dates = [when.night, when.movedTo].filter((d): d is string => d !== null).sort();
    const first = dates[0];
    // A league made without season dates has weeks but no calendar: nothing says when one comes.
    if (first === undefined) return ok(true);
    if (when.today >= first) return ok(true);
    return err(
      'ROUND_NOT_COME',
      `match ${match.id} is played on ${first} (week ${match.round}): its result cannot come before then`,
    );
  },
};
