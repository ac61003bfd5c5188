import { err } from '../result.js';
import type { EventFormat } from './format.js';

/**
 * Progressive tables (002): no matches to report, but marks entered at each table and a round
 * ended when the head table's game ends; the tables are drawn from the teams that checked in.
 */
const noMatches = err(
  'NOT_IN_MATCH',
  'progressive tables have no matches: marks are entered at each table',
  'match',
);

export const progressive: EventFormat<'progressive'> = {
  kind: 'progressive',
  title: 'A progressive-tables tournament',
  roundWord: 'round',
  scheduled: false,
  exports: [],
  parts: {
    matches: false,
    standings: false,
    season: false,
    playoffs: false,
    pools: false,
    tables: true,
  },
  drawsCheckedIn: true,
  startsOnTheDay: () => false,
  defaultMinutes: () => null,
  timeMayBeCalled: () => noMatches,
  resultMayCome: () => noMatches,
};
