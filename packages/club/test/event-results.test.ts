import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AUSTIN_LEAGUE_MATCH,
  AUSTIN_LEAGUE_STANDINGS,
  NPA_TOURNAMENT_STANDINGS,
  STRAIGHT_42_GAME,
  TIMPSON_ROUNDS,
  applyResultEvent,
  bracketOfMatches,
  gamesWon,
  matchWinner,
  newMatchResult,
  resultWinner,
  roundRobin,
  standingsOfMatches,
  winnerOfMatch,
  type EventMatchResult,
  type MatchResult,
  type ResultEvent,
  type Schedule,
} from '../src/index.js';
import { must, rule } from './helpers.js';

const AT = '2011-01-25T09:00:00-06:00';

function resultOf(teams: readonly [string, string], ...events: ResultEvent[]): MatchResult {
  let state = newMatchResult(teams, '2011-01-24T19:30:00-06:00', AUSTIN_LEAGUE_MATCH);
  for (const e of events) state = must(applyResultEvent(state, e));
  return state;
}

function confirmed(teams: readonly [string, string], games: [number, number][]): MatchResult {
  return resultOf(
    teams,
    { type: 'report', by: teams[0], at: AT, games },
    { type: 'confirm', by: teams[1], at: AT },
  );
}

function match(
  round: number,
  index: number,
  teams: readonly [string, string],
  result: MatchResult | null,
  absent: string | null = null,
): EventMatchResult {
  return {
    round,
    index,
    additional: false,
    teams,
    status: absent !== null ? 'no-show' : (result?.status ?? 'awaiting-report'),
    result,
    absent,
  };
}

describe('who won a match', () => {
  rule(
    '000',
    'Each match is determined by the best of three rounds, with each round decided by the first to seven marks, winning by two.',
    () => {
      assert.deepEqual(
        gamesWon([
          [7, 3],
          [4, 7],
          [9, 7],
        ]),
        [2, 1],
      );
      assert.equal(
        matchWinner([
          [7, 3],
          [4, 7],
          [9, 7],
        ]),
        0,
      );
      assert.equal(
        matchWinner([
          [3, 7],
          [4, 7],
        ]),
        1,
      );
      assert.equal(
        matchWinner([
          [7, 3],
          [4, 7],
        ]),
        null,
        'one game each: not yet decided',
      );
    },
  );

  it('a final result names its winner; a reported one does not yet', () => {
    const reported = resultOf(['A', 'B'], {
      type: 'report',
      by: 'A',
      at: AT,
      games: [
        [3, 7],
        [7, 4],
        [2, 7],
      ],
    });
    assert.equal(resultWinner(reported), null);
    assert.equal(
      resultWinner(
        confirmed(
          ['A', 'B'],
          [
            [3, 7],
            [7, 4],
            [2, 7],
          ],
        ),
      ),
      'B',
    );
    const forfeit = resultOf(['A', 'B'], {
      type: 'forfeit',
      by: 'coordinator',
      at: AT,
      comment: 'no show',
      forfeit: 'A',
    });
    assert.equal(resultWinner(forfeit), 'B');
  });

  rule(
    '003',
    'A team not reporting within 5 minutes of estimated start time will be eliminated.',
    () => {
      assert.equal(winnerOfMatch(match(1, 0, ['A', 'B'], null, 'A')), 'B');
      assert.equal(winnerOfMatch(match(1, 0, ['A', 'B'], null, 'B')), 'A');
      assert.equal(winnerOfMatch(match(1, 0, ['A', 'B'], null)), null);
    },
  );
});

describe('a bracket from its matches', () => {
  const settings = {
    entries: 4,
    seedOrder: 'standard' as const,
    seed: 1,
    rounds: { ...TIMPSON_ROUNDS, first: 3 },
    game: STRAIGHT_42_GAME,
  };
  const seeds = ['S1', 'S2', 'S3', 'S4'];

  rule(
    '003',
    'A team not reporting within 5 minutes of estimated start time will be eliminated.',
    () => {
      const made = bracketOfMatches(settings, seeds, [
        match(1, 0, ['S1', 'S4'], null, 'S1'),
        match(
          1,
          1,
          ['S2', 'S3'],
          confirmed(
            ['S2', 'S3'],
            [
              [7, 1],
              [7, 2],
            ],
          ),
        ),
      ]);
      assert.deepEqual(made.refused, []);
      const final = made.bracket.rounds[1]?.matches[0];
      assert.deepEqual(
        final?.slots,
        [4, 2],
        'seed 4 advances past the no-show, seed 2 by its games',
      );
      assert.equal(made.bracket.rounds[0]?.matches[0]?.decidedBy, 'no-show');
    },
  );

  it('a result the bracket refuses is named, and the bracket stays as it was', () => {
    // Seed 2 does not play in round 1's first match (1 v 4).
    const made = bracketOfMatches(settings, seeds, [
      match(
        1,
        0,
        ['S2', 'S1'],
        confirmed(
          ['S2', 'S1'],
          [
            [7, 1],
            [7, 2],
          ],
        ),
      ),
    ]);
    assert.equal(made.refused.length, 1);
    assert.equal(made.refused[0]?.round, 1);
    assert.equal(made.bracket.rounds[0]?.matches[0]?.winner, null);
  });
});

describe('standings from matches', () => {
  rule('001', 'A BYE shall be scored as 7-4.', () => {
    const rounds = roundRobin(['A', 'B', 'C']);
    const standings = must(
      standingsOfMatches(
        NPA_TOURNAMENT_STANDINGS,
        { kind: 'round-robin', teams: ['A', 'B', 'C'], rounds },
        [],
      ),
    );
    for (const row of standings.rows) {
      assert.equal(row.byes, 1);
      assert.equal(row.marksFor, 7);
      assert.equal(row.marksAgainst, 4);
    }
  });

  rule(
    '000',
    'Each round is worth five (5) points to the team that wins the round, and the entire match is worth eight (8) points to the team that wins the match.',
    () => {
      const schedule: Schedule = {
        teams: ['A', 'B'],
        weeks: [{ week: 1, leagueBye: false, matches: [['A', 'B']], byes: [], additional: [] }],
      };
      const plan = { kind: 'league' as const, schedule };
      const games: [number, number][] = [
        [7, 5],
        [7, 5],
      ];
      const played = [match(1, 0, ['A', 'B'], confirmed(['A', 'B'], games))];
      const rows = must(standingsOfMatches(AUSTIN_LEAGUE_STANDINGS, plan, played)).rows;
      assert.equal(rows.find((r) => r.team === 'A')?.points, 5 + 5 + 8);
      // A playoff round (past the season's weeks) is not the season's.
      const withPlayoff = [...played, match(2, 0, ['B', 'A'], confirmed(['B', 'A'], games))];
      assert.deepEqual(
        must(standingsOfMatches(AUSTIN_LEAGUE_STANDINGS, plan, withPlayoff)).rows,
        rows,
      );
      // A result not yet confirmed does not count.
      const reported = resultOf(['A', 'B'], { type: 'report', by: 'A', at: AT, games });
      const open = must(
        standingsOfMatches(AUSTIN_LEAGUE_STANDINGS, plan, [match(1, 0, ['A', 'B'], reported)]),
      );
      assert.equal(open.rows.find((r) => r.team === 'A')?.points, 0);
    },
  );
});
