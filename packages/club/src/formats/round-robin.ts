import { roundRobin as roundRobinRoundsOf } from '../pools.js';
import { ok } from '../result.js';
import type { EventFormat } from './format.js';
import { plannedMatch } from './plans.js';
import { roundReached, timeOfStartedClock, tournamentMinutes } from './terms.js';

/**
 * A round robin (001's non-bracket play): every pair once, in rounds with a BYE when the teams
 * are odd, standings under the NPA rules. Its rounds are started on the day by the director.
 */
export const roundRobin: EventFormat<'round-robin'> = {
  kind: 'round-robin',
  title: 'A round robin',
  rules: 'npa-tournament',
  roundWord: 'round',
  scheduled: true,
  bracket: false,
  made: { what: 'the schedule is made', button: 'make the schedule' },
  exports: ['standings.csv', 'results.csv'],
  embeds: ['standings'],
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
  plan(ids, settings) {
    // 001: every pair once, the club's rounds with their BYEs.
    const rounds = roundRobinRoundsOf(ids);
    const matches = rounds.flatMap((round) =>
      round.matches.map(([a, b], k) =>
        plannedMatch(`r${round.round}-${k + 1}`, round.round, k, settings.bestOf, [a, b]),
      ),
    );
    return ok({ plan: { kind: 'round-robin', teams: [...ids], rounds }, matches });
  },
  brackets: () => [],
  finished: (_plan, _champions, everyMatchFinal) => everyMatchFinal,
  closedFor: () => null,
};
