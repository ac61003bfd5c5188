import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { noStackTrace, run, tempFile } from './run.js';

const EXAMPLE = {
  rules: 'austin-league',
  teams: ['A', 'B', 'C', 'D', 'E'],
  matches: [
    {
      teams: ['A', 'B'],
      games: [
        [7, 3],
        [4, 7],
        [7, 2],
      ],
    },
    { teams: ['C', 'D'], forfeit: 'D' },
    { teams: ['E'], bye: true },
  ],
};

interface WeekJson {
  week: number;
  leagueBye?: boolean;
  matches: [string, string][];
  byes: string[];
  additional?: [string, string][];
}

describe('texas42 club schedule', () => {
  it('prints the weeks as JSON: one match a week, the league bye week empty, the same for a seed', async () => {
    const args = [
      'club',
      'schedule',
      '--teams',
      '11',
      '--weeks',
      '10',
      '--bye-weeks',
      '8',
      '--seed',
      '1',
      '--json',
    ];
    const r = await run(args);
    assert.equal(r.code, 0, r.err);
    const { weeks } = JSON.parse(r.out) as { weeks: WeekJson[] };
    assert.deepEqual(
      weeks.map((w) => w.week),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    const teams = Array.from({ length: 11 }, (_, i) => `T${i + 1}`);
    assert.deepEqual(weeks[7], { week: 8, leagueBye: true, matches: [], byes: teams });
    const played = new Map(teams.map((t) => [t, 0]));
    for (const w of weeks) {
      assert.deepEqual(
        Object.keys(w).sort(),
        w.leagueBye === true
          ? ['byes', 'leagueBye', 'matches', 'week']
          : ['byes', 'matches', 'week'],
      );
      const seen = [...w.matches.flat(), ...w.byes];
      assert.deepEqual([...seen].sort(), [...teams].sort(), `week ${w.week}: every team once`);
      for (const t of w.matches.flat()) played.set(t, (played.get(t) ?? 0) + 1);
    }
    assert.deepEqual([...new Set(played.values())], [8], 'every team plays 8 matches');
    assert.equal((await run(args)).out, r.out);
  });

  it('prints a readable table without --json', async () => {
    const r = await run([
      'club',
      'schedule',
      '--teams',
      'Aces,Bones,Cats,Dogs',
      '--weeks',
      '4',
      '--bye-weeks',
      '2',
    ]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Week {2}Matches/);
    assert.match(r.out, /\n {3}2 {2}league bye week: no matches\n/);
    assert.match(r.out, /Aces v |v Aces/);
  });

  it('says what is wrong with an option, with status 2', async () => {
    const r = await run(['club', 'schedule', '--teams', '6', '--weeks', '5', '--bye-weeks', '9']);
    assert.equal(r.code, 2);
    assert.equal(r.err, 'texas42: BAD_SCHEDULE_SETTINGS: byeWeeks[0] must be a week from 1 to 5\n');
    const noWeeks = await run(['club', 'schedule', '--teams', '6']);
    assert.equal(noWeeks.code, 2);
    assert.match(noWeeks.err, /--weeks must be a whole number/);
  });
});

describe('texas42 club standings', () => {
  it('ranks the example by league points: A 24 (10 for two rounds, 8 for the match, 3 and 3 for two spreads of four)', async () => {
    const r = await run(['club', 'standings', tempFile(JSON.stringify(EXAMPLE)), '--json']);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out), {
      standings: [
        {
          team: 'A',
          rank: 1,
          points: 24,
          matchWins: 1,
          gamesWon: 2,
          gamesLost: 1,
          marksFor: 18,
          marksAgainst: 12,
        },
        {
          team: 'C',
          rank: 2,
          points: 18,
          matchWins: 0,
          gamesWon: 0,
          gamesLost: 0,
          marksFor: 0,
          marksAgainst: 0,
        },
        {
          team: 'B',
          rank: 3,
          points: 5,
          matchWins: 0,
          gamesWon: 1,
          gamesLost: 2,
          marksFor: 12,
          marksAgainst: 18,
        },
        {
          team: 'D',
          rank: 4,
          points: 0,
          matchWins: 0,
          gamesWon: 0,
          gamesLost: 0,
          marksFor: 0,
          marksAgainst: 0,
        },
        {
          team: 'E',
          rank: 4,
          points: 0,
          matchWins: 0,
          gamesWon: 0,
          gamesLost: 0,
          marksFor: 0,
          marksAgainst: 0,
        },
      ],
      undecided: [{ rank: 4, teams: ['D', 'E'], decidedBy: 'shared-rank' }],
    });
  });

  it('reads standard input for "-"; npa-tournament has no points and scores a BYE 7-4', async () => {
    const npa = {
      ...EXAMPLE,
      rules: 'npa-tournament',
      matches: [
        { teams: ['A', 'B'], games: [[7, 3]] },
        { teams: ['E'], bye: true },
      ],
    };
    const r = await run(['club', 'standings', '-', '--json'], JSON.stringify(npa));
    assert.equal(r.code, 0, r.err);
    const { standings } = JSON.parse(r.out) as { standings: Record<string, unknown>[] };
    assert.deepEqual(standings[0], {
      team: 'A',
      rank: 1,
      matchWins: 1,
      gamesWon: 1,
      gamesLost: 0,
      marksFor: 7,
      marksAgainst: 3,
    });
    assert.deepEqual(standings[1], {
      team: 'E',
      rank: 2,
      matchWins: 1,
      gamesWon: 1,
      gamesLost: 0,
      marksFor: 7,
      marksAgainst: 4,
    });
    assert.ok(standings.every((s) => !('points' in s)));
  });

  it('prints a table without --json', async () => {
    const r = await run(['club', 'standings', tempFile(JSON.stringify(EXAMPLE))]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Rank {2}Team +Points/);
    assert.match(r.out, /\n {3}1 {2}A +24 +1 +2-1 +18-12\n/);
  });

  it('a file that is not valid: one line naming the field, status 2, no stack trace', async () => {
    const bad = structuredClone(EXAMPLE) as { matches: unknown[] };
    bad.matches[2] = { teams: ['A', 'C'], games: [['seven', 3]] };
    const r = await run(['club', 'standings', tempFile(JSON.stringify(bad)), '--json']);
    assert.equal(r.code, 2);
    assert.equal(
      r.err,
      'texas42: BAD_STANDINGS_FILE: matches[2].games[0] must be two whole numbers\n',
    );
    noStackTrace(r);
    const notJson = await run(['club', 'standings', '-'], '{"rules":');
    assert.equal(notJson.code, 2);
    assert.match(notJson.err, /^texas42: BAD_STANDINGS_FILE: the file is not JSON/);
    noStackTrace(notJson);
    const missing = await run(['club', 'standings', '/no/such/file.json']);
    assert.deepEqual(
      [missing.code, missing.err],
      [2, 'texas42: no such file: /no/such/file.json\n'],
    );
    const noFile = await run(['club', 'standings']);
    assert.equal(noFile.code, 2);
  });
});

describe('texas42 club bracket', () => {
  it('prints round 1 seeded 1 v bye, 8 v 9, ... with match lengths, later rounds waiting', async () => {
    const r = await run([
      'club',
      'bracket',
      '--teams',
      '12',
      '--format',
      'single-elimination',
      '--seed-order',
      'standard',
      '--json',
    ]);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out), {
      rounds: [
        {
          round: 1,
          bestOf: 5,
          matches: [
            [1, null],
            [8, 9],
            [5, 12],
            [4, null],
            [3, null],
            [6, 11],
            [7, 10],
            [2, null],
          ].map((seeds) => ({ seeds })),
        },
        {
          round: 2,
          bestOf: 3,
          matches: [
            [1, null],
            [null, 4],
            [3, null],
            [null, 2],
          ].map((seeds) => ({ seeds })),
        },
        { round: 3, bestOf: 3, matches: [{ seeds: [null, null] }, { seeds: [null, null] }] },
        { round: 4, bestOf: 3, matches: [{ seeds: [null, null] }] },
      ],
    });
  });

  it('a random draw from --seed, and match lengths from --best-of', async () => {
    const args = [
      'club',
      'bracket',
      '--teams',
      '6',
      '--seed-order',
      'random',
      '--seed',
      '4',
      '--best-of',
      '3,3,5',
      '--json',
    ];
    const a = await run(args);
    assert.equal(a.code, 0, a.err);
    assert.equal((await run(args)).out, a.out);
    const { rounds } = JSON.parse(a.out) as {
      rounds: { bestOf: number; matches: { seeds: (number | null)[] }[] }[];
    };
    assert.deepEqual(
      rounds.map((x) => x.bestOf),
      [3, 3, 5],
    );
    assert.deepEqual(
      rounds[0]?.matches
        .flatMap((m) => m.seeds)
        .filter((s) => s !== null)
        .sort(),
      [1, 2, 3, 4, 5, 6],
    );
    const text = await run(['club', 'bracket', '--teams', '4']);
    assert.equal(text.out, 'Round 1 (best of 5): 1 v 4, 2 v 3\nFinal (best of 3): ? v ?\n');
    const bad = await run(['club', 'bracket', '--teams', '8', '--format', 'round-robin']);
    assert.deepEqual(
      [bad.code, bad.err],
      [2, 'texas42: --format must be single-elimination, not "round-robin"\n'],
    );
  });
});

describe('texas42 club help', () => {
  it('club --help and each command’s --help', async () => {
    const club = await run(['club', '--help']);
    assert.equal(club.code, 0);
    assert.match(club.out, /schedule +a league season's schedule/);
    for (const sub of ['schedule', 'standings', 'bracket']) {
      const r = await run(['club', sub, '--help']);
      assert.equal(r.code, 0);
      assert.match(r.out, new RegExp(`^Usage: texas42 club ${sub}`));
    }
    const top = await run(['--help']);
    assert.match(top.out, /club standings FILE/);
    const unknown = await run(['club', 'league']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown club command "league"/);
  });
});
