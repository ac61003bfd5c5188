import { makeBracket } from '../bracket.js';
import { ok } from '../result.js';
import type { EventFormat } from './format.js';
import { bracketMatches, singleLines } from './plans.js';
import { bracketOutline } from './outline.js';
import { tournament } from './requests.js';
import { timeOfStartedClock, tournamentMinutes } from './terms.js';

/**
 * A single elimination (003): a seeded bracket, a match length per round, a team not reporting
 * within five minutes of the start eliminated. A line gets its teams only when the lines before
 * it are decided, so a match with both teams has always come.
 */
export const singleElimination: EventFormat<'single-elimination'> = {
  kind: 'single-elimination',
  title: 'A single-elimination tournament',
  rules: 'npa-tournament',
  roundWord: 'round',
  scheduled: false,
  bracket: true,
  made: { what: 'the bracket is made', button: 'make the bracket' },
  exports: ['results.csv'],
  embeds: ['bracket'],
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
  // 003: "A team not reporting within 5 minutes of estimated start time will be eliminated."
  noShowMinutes: 5,
  defaultMinutes: tournamentMinutes,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome: () => ok(true),
  // 003: its games are won as the event's rule profile wins them; it has no standings.
  settingsFrom: (request, context) =>
    tournament({
      seedOrder: request.seedOrder,
      seed: request.seed,
      rounds: request.rounds,
      game: context.game,
      reportWithinHours: request.reportWithinHours,
    }),
  plan(ids, settings) {
    // 003: the club's bracket from the seeds, round 1 ready.
    const bracket = {
      entries: ids.length,
      seedOrder: settings.seedOrder,
      seed: settings.seed,
      rounds: settings.rounds,
      game: settings.game,
    };
    const made = makeBracket(bracket);
    if (!made.ok) return made;
    const plan = { kind: 'single-elimination' as const, bracket, seeds: [...ids] };
    return ok({ plan, matches: bracketMatches(singleLines(plan), made.value) });
  },
  brackets: (plan) => [singleLines(plan)],
  finished: (_plan, champions) => champions[0] != null,
  outline(plan, _settings, matches) {
    const refused: string[] = [];
    const { rounds, champion } = bracketOutline(singleLines(plan), matches, refused);
    return { rounds, standings: null, champion, refused };
  },
  closedFor: () => null,
};
