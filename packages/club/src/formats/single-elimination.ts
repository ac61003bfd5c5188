import { ok } from '../result.js';
import type { EventFormat } from './format.js';
import { timeOfStartedClock, tournamentMinutes } from './terms.js';

/**
 * A single elimination (003): a seeded bracket, a match length per round, a team not reporting
 * within five minutes of the start eliminated. A line gets its teams only when the lines before
 * it are decided, so a match with both teams has always come.
 */
export const singleElimination: EventFormat<'single-elimination'> = {
  kind: 'single-elimination',
  title: 'A single-elimination tournament',
  roundWord: 'round',
  scheduled: false,
  exports: ['results.csv'],
  parts: {
    matches: true,
    standings: false,
    season: false,
    playoffs: false,
    pools: false,
    tables: false,
  },
  drawsCheckedIn: false,
  startsOnTheDay: () => true,
  defaultMinutes: tournamentMinutes,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome: () => ok(true),
};
