import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AUSTIN_LEAGUE_MATCH,
  AUSTIN_LEAGUE_STANDINGS,
  FORMATS,
  NPA_GAME,
  NPA_TOURNAMENT_STANDINGS,
  applyResultEvent,
  newMatchResult,
  type LeaguePlan,
  type MatchResult,
  type OutlineMatch,
  type PlannedMatch,
} from '../src/index.js';
import { must, rule, teamsNamed } from './helpers.js';

/** What each format lays out for an event's page (EventFormat.outline). */

const AT = '2011-01-25T09:00:00-06:00';

/** A result both teams agree on: the first team reported it, the second confirmed it. */
function confirmed(teams: readonly [string, string], games: [number, number][]): MatchResult {
  let state = newMatchResult(teams, '2011-01-24T19:30:00-06:00', AUSTIN_LEAGUE_MATCH);
  state = must(applyResultEvent(state, { type: 'report', by: teams[0], at: AT, games }));
  return must(applyResultEvent(state, { type: 'confirm', by: teams[1], at: AT }));
}

/** A planned match as kept, with its result (none: awaiting its report). */
function kept(m: PlannedMatch, result: MatchResult | null = null): OutlineMatch {
  return {
    id: m.id,
    round: m.round,
    index: m.index,
    additional: m.additional,
    teams: m.teams,
    status: result?.status ?? m.status,
    result,
    absent: null,
  };
}

describe('a round robin’s outline', () => {
  rule('001', 'A BYE shall be scored as 7-4.', () => {
    const settings = { bestOf: 1, reportWithinHours: 72 };
    const made = must(FORMATS['round-robin'].plan(teamsNamed(3), settings));
    const matches = made.matches.map((m) => kept(m));
    const outline = FORMATS['round-robin'].outline(
      made.plan,
      settings,
      matches,
      NPA_TOURNAMENT_STANDINGS,
    );
    assert.deepEqual(
      outline.rounds.map((r) => [r.label, r.bestOf, r.byes.length, r.matches.length]),
      [
        ['Round 1', 1, 1, 1],
        ['Round 2', 1, 1, 1],
        ['Round 3', 1, 1, 1],
      ],
    );
    // Every match is in the round it was made for, once.
    assert.deepEqual(
      outline.rounds.flatMap((r) => r.matches).sort(),
      matches.map((m) => m.id).sort(),
    );
    const standings = must(outline.standings ?? assert.fail('a round robin has standings'));
    // Each team has had its bye: a game won 7-4 each, before any match is played.
    for (const row of standings.rows) assert.deepEqual([row.byes, row.marksFor], [1, 7]);
    assert.equal(outline.champion, null);
  });
});

describe('a league’s outline', () => {
  const settings = { bestOf: 3, weeks: 4, byeWeeks: [2], seed: 1, reportWithinHours: 72 };

  rule('000', 'There is one scheduled bye week during the regular season (March 14).', () => {
    const made = must(FORMATS.league.plan(teamsNamed(4), settings));
    const outline = FORMATS.league.outline(
      made.plan,
      settings,
      made.matches.map((m) => kept(m)),
      AUSTIN_LEAGUE_STANDINGS,
    );
    assert.deepEqual(
      outline.rounds.map((r) => [r.label, r.leagueBye, r.matches.length]),
      [
        ['Week 1', false, 2],
        ['Week 2', true, 0],
        ['Week 3', false, 2],
        ['Week 4', false, 2],
      ],
    );
    assert.ok(outline.standings?.ok);
    assert.equal(outline.playoffs, undefined);
  });

  rule('000', 'Teams will be seeded in a single-elimination bracket.', () => {
    const made = must(FORMATS.league.plan(teamsNamed(2), { ...settings, weeks: 1, byeWeeks: [] }));
    const plan: LeaguePlan = {
      ...made.plan,
      playoffs: {
        bracket: {
          entries: 2,
          seedOrder: 'standard',
          seed: 1,
          rounds: { first: 3, later: 3, final: 3 },
          game: AUSTIN_LEAGUE_MATCH.game,
        },
        seeds: ['T2', 'T1'],
        prefix: 'po',
        offset: 200,
        from: ['1', '2'],
      },
    };
    const final = {
      id: 'po1-1',
      round: 201,
      index: 0,
      additional: false,
      teams: ['T2', 'T1'] as const,
      status: 'confirmed',
      result: confirmed(
        ['T2', 'T1'],
        [
          [7, 3],
          [7, 2],
        ],
      ),
      absent: null,
    };
    const outline = FORMATS.league.outline(
      plan,
      settings,
      [...made.matches.map((m) => kept(m)), final],
      AUSTIN_LEAGUE_STANDINGS,
    );
    assert.deepEqual(
      outline.rounds.map((r) => [r.round, r.label, r.matches]),
      [
        [1, 'Week 1', ['w1-1']],
        [201, 'Playoffs final', ['po1-1']],
      ],
    );
    assert.deepEqual(outline.playoffs?.seeds, [
      { team: 'T2', from: '1' },
      { team: 'T1', from: '2' },
    ]);
    assert.equal(outline.playoffs?.champion, 'T2');
    assert.equal(outline.champion, 'T2');
    assert.deepEqual(outline.refused, []);
  });
});

describe('a single elimination’s outline', () => {
  rule('003', 'Final Round- BEST 2 OUT OF 3 GAMES WINS', () => {
    const settings = {
      seedOrder: 'standard' as const,
      seed: 1,
      rounds: { first: 5, later: 3, final: 3 },
      game: NPA_GAME,
      reportWithinHours: 72,
    };
    const made = must(FORMATS['single-elimination'].plan(teamsNamed(4), settings));
    const outline = FORMATS['single-elimination'].outline(
      made.plan,
      settings,
      made.matches.map((m) => kept(m)),
      NPA_TOURNAMENT_STANDINGS,
    );
    assert.deepEqual(
      outline.rounds.map((r) => [r.label, r.bestOf, r.matches]),
      [
        ['Semifinals', 5, ['r1-1', 'r1-2']],
        ['Final', 3, ['r2-1']],
      ],
    );
    assert.equal(outline.standings, null);
    assert.equal(outline.champion, null);
  });
});

describe('the pools’ outline', () => {
  it('each pool’s rounds and standings, every round labelled by its pool, no brackets yet', () => {
    const settings = {
      pools: 2,
      advance: 1,
      bestOf: 1,
      rounds: { first: 1, later: 1, final: 3 },
      game: NPA_GAME,
      reportWithinHours: 72,
    };
    const made = must(FORMATS.pools.plan(teamsNamed(4), settings));
    const outline = FORMATS.pools.outline(
      made.plan,
      settings,
      made.matches.map((m) => kept(m)),
      NPA_TOURNAMENT_STANDINGS,
    );
    assert.deepEqual(
      outline.rounds.map((r) => [r.label, r.matches]),
      [
        ['Pool A, round 1', ['a1-1']],
        ['Pool B, round 1', ['b1-1']],
      ],
    );
    const pools = outline.pools ?? assert.fail('pools have pools');
    assert.deepEqual(
      pools.pools.map((p) => [p.name, p.teams.length, p.standings.ok]),
      [
        ['A', 2, true],
        ['B', 2, true],
      ],
    );
    assert.equal(pools.poolsDone, false);
    assert.equal(pools.championship, null);
    assert.equal(outline.standings, null);
  });
});

describe('progressive tables’ outline', () => {
  rule(
    '002',
    'The team with the most punch marks on their player card at that time will be declared the winner.',
    () => {
      const settings = { rounds: 2, seed: 1 };
      const made = must(FORMATS.progressive.plan(teamsNamed(8), settings));
      const outline = FORMATS.progressive.outline(
        made.plan,
        settings,
        [],
        NPA_TOURNAMENT_STANDINGS,
      );
      // No rounds of matches: the tables, and a winner only once the punches say so.
      assert.deepEqual(outline.rounds, []);
      assert.equal(outline.tables, made.plan);
      assert.equal(outline.champion, made.plan.state.winner);
      assert.equal(outline.champion, null);
    },
  );
});
