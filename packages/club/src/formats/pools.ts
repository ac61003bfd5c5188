import { ok } from '../result.js';
import type { EventFormat } from './format.js';
import { roundReached, timeOfStartedClock, tournamentMinutes } from './terms.js';

/**
 * Pools (001, non-bracket play feeding brackets): each pool a round robin, then its leaders to a
 * championship bracket and the rest to a consolation bracket. A pool's rounds come as a round
 * robin's; a bracket's line when its teams are known.
 */
export const pools: EventFormat<'pools'> = {
  kind: 'pools',
  title: 'A tournament in pools',
  roundWord: 'round',
  scheduled: false,
  exports: ['results.csv'],
  parts: {
    matches: true,
    standings: false,
    season: false,
    playoffs: false,
    pools: true,
    tables: false,
  },
  drawsCheckedIn: false,
  startsOnTheDay: () => true,
  defaultMinutes: tournamentMinutes,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome: (match, when) => (match.bracket ? ok(true) : roundReached(match, when)),
};
