import assert from 'node:assert/strict';
import { it } from 'node:test';
// The example in packages/club/README.md, kept true by running it (console.log is `log`).
import {
  AUSTIN_LEAGUE_STANDINGS,
  computeStandings,
  makeBracket,
  makeSchedule,
  recordBracketResult,
} from '../src/index.js';

it("the package README's example runs as written", () => {
  const lines: unknown[][] = [];
  const log = (...parts: unknown[]): void => void lines.push(parts);

  // A league season: one match a week, byes spread evenly, week 4 a league bye week.
  const teams = ['Aces', 'Bones', 'Carts', 'Dukes', 'Eights'];
  const schedule = makeSchedule({ teams, weeks: 6, byeWeeks: [4], seed: 1 });
  if (!schedule.ok) throw new Error(schedule.error.message);
  for (const w of schedule.value.weeks) {
    const matches = w.matches.map(([a, b]) => `${a} v ${b}`).join(', ');
    log(`week ${w.week}:`, w.leagueBye ? 'league bye week' : `${matches}; bye: ${w.byes.join()}`);
  }

  // Standings by the Austin league's points and tiebreakers, from the results so far.
  const standings = computeStandings(AUSTIN_LEAGUE_STANDINGS, teams, [
    {
      teams: ['Aces', 'Bones'],
      games: [
        [7, 3],
        [4, 7],
        [7, 5],
      ],
    },
    { teams: ['Carts', 'Dukes'], forfeit: 'Dukes' },
    { teams: ['Eights'], bye: true },
  ]);
  if (!standings.ok) throw new Error(standings.error.message);
  for (const row of standings.value.rows) log(row.rank, row.team, row.points);

  // A single-elimination bracket for 6 seeds (1 and 2 get byes), best of 3 in every round.
  const bracket = makeBracket({ entries: 6, rounds: { first: 3, later: 3, final: 3 } });
  if (!bracket.ok) throw new Error(bracket.error.message);
  log(JSON.stringify(bracket.value.rounds[0]?.matches.map((m) => m.slots)));
  const next = recordBracketResult(bracket.value, {
    round: 1,
    match: 1,
    winner: 4,
    games: [
      [7, 2],
      [7, 6],
    ],
  });
  log(next.ok ? JSON.stringify(next.value.rounds[1]?.matches[0]?.slots) : next.error.code);

  assert.deepEqual(
    lines.map((l) => l.join(' ')),
    [
      'week 1: Dukes v Eights, Carts v Bones; bye: Aces',
      'week 2: Carts v Aces, Bones v Eights; bye: Dukes',
      'week 3: Bones v Dukes, Eights v Aces; bye: Carts',
      'week 4: league bye week',
      'week 5: Aces v Bones, Dukes v Carts; bye: Eights',
      'week 6: Eights v Carts, Aces v Dukes; bye: Bones',
      '1 Aces 21',
      '2 Carts 18',
      '3 Bones 5',
      '4 Dukes 0',
      '4 Eights 0',
      '[[1,"bye"],[4,5],[3,6],[2,"bye"]]',
      '[1,4]',
    ],
  );
});
