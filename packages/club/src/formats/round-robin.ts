import { roundRobin as roundRobinRoundsOf } from '../pools.js';
import { ok } from '../result.js';
import type { EventFormat } from './format.js';
import { standingsOfMatches } from '../event-results.js';
import { idsByRound, scheduledRound } from './outline.js';
import { plannedMatch, type RoundRobinSettings } from './plans.js';
import { tournament, withEarlyResults } from './requests.js';
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
  // No bracket: a team that does not come forfeits its match as the organizer records it.
  noShowMinutes: null,
  defaultMinutes: tournamentMinutes,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome: roundReached,
  settingsFrom: (request) =>
    tournament(
      withEarlyResults<RoundRobinSettings>(
        { bestOf: request.bestOf, reportWithinHours: request.reportWithinHours },
        request,
      ),
    ),
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
  outline(plan, settings, matches, rules) {
    const ofRound = idsByRound(matches);
    const rounds = plan.rounds.map((r) =>
      scheduledRound(
        r.round,
        `Round ${r.round}`,
        settings.bestOf,
        r.bye === null ? [] : [r.bye],
        ofRound(r.round),
      ),
    );
    // 001: "The team with the greatest number of wins shall be the top seed or winner."
    return {
      rounds,
      standings: standingsOfMatches(rules, plan, matches),
      champion: null,
      refused: [],
    };
  },
  closedFor: () => null,
};
