import type { EventFormat } from './format.js';
import { roundReached, timeOfStartedClock, tournamentMinutes } from './terms.js';

/**
 * A round robin (001's non-bracket play): every pair once, in rounds with a BYE when the teams
 * are odd, standings under the NPA rules. Its rounds are started on the day by the director.
 */
export const roundRobin: EventFormat<'round-robin'> = {
  kind: 'round-robin',
  title: 'A round robin',
  roundWord: 'round',
  scheduled: true,
  exports: ['standings.csv', 'results.csv'],
  parts: {
    matches: true,
    standings: true,
    season: false,
    playoffs: false,
    pools: false,
    tables: false,
  },
  drawsCheckedIn: false,
  startsOnTheDay: () => true,
  defaultMinutes: tournamentMinutes,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome: roundReached,
};
