import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  addTeam,
  dropTeam,
  makeSchedule,
  matchesOf,
  meetings,
  type Schedule,
} from '../src/index.js';
import { must, mustFail, rule, teamsNamed } from './helpers.js';

/** Random settings: 2 to 20 teams, 1 to 30 weeks, some league bye weeks. */
const settings = fc
  .record({
    n: fc.integer({ min: 2, max: 20 }),
    weeks: fc.integer({ min: 1, max: 30 }),
    byeMask: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
    seed: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ n, weeks, byeMask, seed }) => ({
    teams: teamsNamed(n),
    weeks,
    // At most a third of the weeks are league bye weeks.
    byeWeeks: byeMask.slice(0, weeks).flatMap((b, i) => (b && i % 3 === 0 ? [i + 1] : [])),
    seed,
  }));

function counts(schedule: Schedule): number[] {
  return schedule.teams.map((t) => matchesOf(schedule, t).length);
}

function nonLeagueByes(schedule: Schedule, team: string): number {
  return schedule.weeks.filter((w) => !w.leagueBye && w.byes.includes(team)).length;
}

/**
 * Every team plays at most one league-night match a week, and byes are the teams without one
 * (from week `from` on: earlier weeks may have been played by other teams).
 */
function checkWeeks(schedule: Schedule, from = 1): void {
  for (const w of schedule.weeks) {
    if (w.week < from) continue;
    const playing = w.matches.flat();
    assert.equal(new Set(playing).size, playing.length, `week ${w.week}: a team plays twice`);
    const idle = schedule.teams.filter((t) => !playing.includes(t));
    assert.deepEqual([...w.byes].sort(), [...idle].sort(), `week ${w.week}: byes`);
  }
}

describe('league schedule (000 Section 2)', () => {
  rule('000', 'Participating teams are scheduled randomly for one league match per week.', () => {
    const s = { teams: teamsNamed(8), weeks: 7, byeWeeks: [], seed: 5 };
    const a = must(makeSchedule(s));
    assert.deepEqual(must(makeSchedule(s)), a, 'the same seed gives the same schedule');
    assert.notDeepEqual(must(makeSchedule({ ...s, seed: 6 })), a, 'another seed, another draw');
    checkWeeks(a);
    assert.ok(a.weeks.every((w) => w.matches.length === 4 && w.byes.length === 0));
  });

  rule(
    '000',
    'All teams will be assigned an equal number of games randomly with the pool of teams that have registered to play.',
    () => {
      fc.assert(
        fc.property(settings, (s) => {
          const schedule = must(makeSchedule(s));
          checkWeeks(schedule);
          const c = counts(schedule);
          assert.equal(Math.min(...c), Math.max(...c), `matches per team: ${c.join(' ')}`);
          // As many as the weeks allow: a team misses at most a bye in each pass of the field.
          const playing = s.weeks - s.byeWeeks.length;
          const n = s.teams.length;
          const minimum = n % 2 === 0 ? playing : playing - Math.ceil(playing / n);
          assert.ok((c[0] ?? 0) >= minimum, `${c[0]} matches, at least ${minimum}`);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('no opponent twice while that can be avoided: never within one pass of the field, and no pair more than once a pass', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const schedule = must(makeSchedule(s));
        const n = s.teams.length;
        const perPass = n % 2 === 0 ? n - 1 : n;
        const playing = s.weeks - s.byeWeeks.length;
        const most = Math.max(0, ...meetings(schedule).values());
        assert.ok(most <= Math.max(1, Math.ceil(playing / perPass)), `a pair met ${most} times`);
      }),
      { numRuns: 300 },
    );
  });

  rule('000', 'There is one scheduled bye week during the regular season (March 14).', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const schedule = must(makeSchedule(s));
        for (const w of schedule.weeks) {
          assert.equal(w.leagueBye, s.byeWeeks.includes(w.week));
          if (!w.leagueBye) continue;
          assert.deepEqual(w.matches, []);
          assert.deepEqual(w.additional, []);
          assert.deepEqual(w.byes, s.teams);
        }
      }),
      { numRuns: 200 },
    );
  });

  rule(
    '000',
    'Additional bye weeks may be scheduled for teams if there are an odd number of total teams, in which case an additional match will be assigned and played on a date determined by the teams involved.',
    () => {
      fc.assert(
        fc.property(settings, (s) => {
          const schedule = must(makeSchedule(s));
          const byes = s.teams.map((t) => nonLeagueByes(schedule, t));
          if (s.teams.length % 2 === 0)
            assert.ok(
              byes.every((b) => b === 0),
              'no byes when even',
            );
          else assert.ok(Math.max(...byes) - Math.min(...byes) <= 1, `byes ${byes.join(' ')}`);
        }),
        { numRuns: 300 },
      );
      // Five teams, two weeks: two teams sit out once each and play each other on a date of
      // their own, so every team plays twice.
      const five = must(makeSchedule({ teams: teamsNamed(5), weeks: 2, byeWeeks: [], seed: 3 }));
      const additional = five.weeks.flatMap((w) => w.additional);
      assert.equal(additional.length, 1);
      const sitting = five.weeks.flatMap((w) => w.byes).sort();
      assert.deepEqual([...(additional[0] ?? [])].sort(), sitting);
      assert.deepEqual(counts(five), [2, 2, 2, 2, 2]);
    },
  );

  it('the issue example: 11 teams, 10 weeks, week 8 a league bye week', () => {
    const schedule = must(
      makeSchedule({ teams: teamsNamed(11), weeks: 10, byeWeeks: [8], seed: 1 }),
    );
    assert.equal(schedule.weeks.length, 10);
    assert.equal(schedule.weeks[7]?.leagueBye, true);
    // 9 playing weeks with one bye each cannot come out even (11 teams x 9 is odd): one week
    // gives two more teams a bye, so every team has one bye and plays 8 matches.
    assert.deepEqual(counts(schedule), Array(11).fill(8));
    assert.deepEqual(
      schedule.teams.map((t) => nonLeagueByes(schedule, t)),
      Array(11).fill(1),
    );
    assert.equal(Math.max(...meetings(schedule).values()), 1);
  });

  it('names the field of bad settings', () => {
    assert.match(
      mustFail(makeSchedule({ teams: ['A', 'A'], weeks: 3 }), 'BAD_SCHEDULE_SETTINGS'),
      /^teams names "A" twice/,
    );
    assert.match(
      mustFail(
        makeSchedule({ teams: ['A', 'B'], weeks: 3, byeWeeks: [4] }),
        'BAD_SCHEDULE_SETTINGS',
      ),
      /^byeWeeks\[0\] must be a week from 1 to 3/,
    );
    assert.match(
      mustFail(makeSchedule({ teams: ['A', 'B'], weeks: 0 }), 'BAD_SCHEDULE_SETTINGS'),
      /^weeks /,
    );
  });
});

/** The teams whose matches (league nights and additional) differ between two schedules. */
function touched(before: Schedule, after: Schedule): string[] {
  const key = (s: Schedule, t: string) =>
    JSON.stringify(
      matchesOf(s, t)
        .map((m) => `${m.week}:${m.opponent}`)
        .sort(),
    );
  return after.teams.filter((t) => !before.teams.includes(t) || key(before, t) !== key(after, t));
}

describe('re-assignment of matches (000 Section 2)', () => {
  rule(
    '000',
    'the re-assignments will be done as randomly as possible and affecting the minimum number of teams possible.',
    () => {
      fc.assert(
        fc.property(settings, fc.integer({ min: 0, max: 30 }), (s, after) => {
          const schedule = must(makeSchedule(s));
          const week = Math.min(after, s.weeks);
          const dropped = must(dropTeam(schedule, 'T1', week, s.seed));
          checkWeeks(dropped, week + 1);
          // The team is gone after that week; earlier weeks stand as they were.
          for (const w of dropped.weeks) {
            if (w.week <= week) {
              const was = schedule.weeks[w.week - 1];
              assert.deepEqual(w.matches, was?.matches);
              continue;
            }
            assert.ok(!w.matches.flat().includes('T1') && !w.additional.flat().includes('T1'));
          }
          // Only the teams it would have played get new matches, each as many as it lost
          // (one left over when their number is odd).
          const opponents = matchesOf(schedule, 'T1').filter((m) => m.week > week);
          const orphaned = new Set(opponents.map((m) => m.opponent));
          for (const t of touched(schedule, dropped))
            assert.ok(orphaned.has(t), `${t} was touched`);
          const short = dropped.teams.filter(
            (t) => matchesOf(dropped, t).length < matchesOf(schedule, t).length,
          );
          assert.ok(short.length <= 1, `short: ${short.join(' ')}`);
        }),
        { numRuns: 200 },
      );
    },
  );

  rule(
    '000',
    'Teams are organized prior to the start of the league season and may be added to the schedule up through the first week of the season.',
    () => {
      const schedule = must(
        makeSchedule({ teams: teamsNamed(8), weeks: 10, byeWeeks: [5], seed: 2 }),
      );
      mustFail(addTeam(schedule, 'New', 2), 'TOO_LATE_TO_JOIN');
      mustFail(addTeam(schedule, 'T3', 0), 'TEAM_ALREADY_SCHEDULED');
      for (const after of [0, 1]) {
        const joined = must(addTeam(schedule, 'New', after, 9));
        checkWeeks(joined, after + 1);
        const played = matchesOf(joined, 'New').filter((m) =>
          joined.weeks[m.week - 1]?.matches.some((p) => p.includes('New')),
        );
        // A league-night match every playing week after it joins.
        assert.equal(played.length, 9 - after);
        // Touched: its opponents and the teams they displaced, at most two a week.
        assert.ok(touched(schedule, joined).length <= 1 + 2 * (9 - after));
      }
      // With an odd number of teams the newcomer takes the week's bye: nobody is displaced.
      const odd = must(makeSchedule({ teams: teamsNamed(7), weeks: 7, byeWeeks: [], seed: 4 }));
      const joined = must(addTeam(odd, 'New', 0, 1));
      assert.ok(joined.weeks.every((w) => w.byes.length === 0 || w.byes.length === 2));
      assert.deepEqual(
        touched(odd, joined).sort(),
        [
          ...new Set(odd.weeks.flatMap((w) => (w.byes.length === 1 ? w.byes : [])).concat('New')),
        ].sort(),
      );
    },
  );
});
