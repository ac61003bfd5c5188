import { startProgressive } from '../progressive.js';
import { err, ok } from '../result.js';
import type { EventFormat } from './format.js';
import { tournament } from './requests.js';

/**
 * Progressive tables (002): no matches to report, but marks entered at each table and a round
 * ended when the head table's game ends; the tables are drawn from the teams that checked in.
 */
const noMatches = err(
  'NO_MATCHES',
  'progressive tables have no matches: marks are entered at each table',
  'match',
);

export const progressive: EventFormat<'progressive'> = {
  kind: 'progressive',
  title: 'A progressive-tables tournament',
  rules: 'nello-tournament',
  roundWord: 'round',
  scheduled: false,
  bracket: false,
  made: { what: 'the tables are drawn', button: 'draw the tables' },
  exports: ['standings.csv'],
  embeds: ['standings', 'bracket', 'both'],
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
  // Tables are drawn from the teams checked in: nobody is waited for.
  noShowMinutes: null,
  defaultMinutes: () => null,
  timeMayBeCalled: () => noMatches,
  resultMayCome: () => noMatches,
  settingsFrom: (request) => tournament({ rounds: request.rounds, seed: request.seed }),
  plan(teams, settings) {
    // 002: "Players will draw lots for table assignment."; a table's game is its two marks.
    const state = startProgressive(teams, { rounds: settings.rounds }, settings.seed);
    if (!state.ok) return state;
    const marks = state.value.tables.map(() => [0, 0] as const);
    return ok({ plan: { kind: 'progressive' as const, state: state.value, marks }, matches: [] });
  },
  brackets: () => [],
  finished: (plan) => plan.state.phase === 'done',
  // 002: no rounds of matches, but tables; "The team with the most punch marks ... will be
  // declared the winner".
  outline: (plan) => ({
    rounds: [],
    standings: null,
    champion: plan.state.winner,
    tables: plan,
    refused: [],
  }),
  closedFor: () => null,
};
