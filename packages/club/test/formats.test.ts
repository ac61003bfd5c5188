import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FORMATS,
  checkTableMarks,
  profileClockOf,
  startProgressive,
  type EventKind,
  type MatchCalendar,
  type MatchFacts,
} from '../src/index.js';
import { must, rule, teamsNamed } from './helpers.js';

const match = (over: Partial<MatchFacts> = {}): MatchFacts => ({
  id: 'r2-1',
  round: 2,
  bracket: false,
  startedAt: null,
  timeLimit: null,
  ...over,
});

const calendar = (over: Partial<MatchCalendar> = {}): MatchCalendar => ({
  today: '2011-01-10',
  night: null,
  movedTo: null,
  roundBeforeBegun: false,
  earlyResults: false,
  ...over,
});

const clockOf = (profile: string) => must(profileClockOf(profile));
const withMatches = (Object.keys(FORMATS) as EventKind[]).filter((k) => FORMATS[k].parts.matches);

describe('event formats (FORMATS)', () => {
  it('one format for each kind, named by it', () => {
    assert.deepEqual(Object.keys(FORMATS).sort(), [
      'league',
      'pools',
      'progressive',
      'round-robin',
      'single-elimination',
    ]);
    for (const [kind, format] of Object.entries(FORMATS)) assert.equal(format.kind, kind);
  });

  rule(
    '001',
    'Time limited matches are at the discretion of the tournament director and shall be announced prior to the start of play.',
    () => {
      for (const kind of withMatches) {
        const format = FORMATS[kind];
        const never = format.timeMayBeCalled(match());
        assert.equal(never.ok ? null : never.error.code, 'NOT_TIMED', kind);
        const untimed = format.timeMayBeCalled(match({ startedAt: '2011-01-10T19:30:00Z' }));
        assert.equal(untimed.ok ? null : untimed.error.code, 'NOT_TIMED', kind);
        const timed = format.timeMayBeCalled(
          match({ startedAt: '2011-01-10T19:30:00Z', timeLimit: 25 }),
        );
        assert.ok(timed.ok, kind);
      }
      const none = FORMATS.progressive.timeMayBeCalled(match());
      assert.equal(none.ok ? null : none.error.code, 'NO_MATCHES');
    },
  );

  rule(
    '001',
    'Single game matches shall have a twenty-five minute time limit unless the tournament director stipulates otherwise.',
    () => {
      const npa = clockOf('npa-tournament');
      for (const kind of ['round-robin', 'pools', 'single-elimination'] as const) {
        assert.equal(FORMATS[kind].defaultMinutes(1, npa), 25, kind);
        assert.equal(FORMATS[kind].defaultMinutes(3, npa), 75, kind);
      }
    },
  );

  rule('003', 'First Round- first team to win 3 out of 5 games, advances', () => {
    // The Straight 42 knockout's document has no time limit: a round started without the
    // director's minutes has no clock, so no game of it is stopped at time.
    const straight = clockOf('straight-42');
    assert.equal(FORMATS['single-elimination'].defaultMinutes(5, straight), null);
    assert.equal(FORMATS['single-elimination'].defaultMinutes(3, straight), null);
  });

  rule(
    '003',
    'A team not reporting within 5 minutes of estimated start time will be eliminated.',
    () => {
      // The grace is the format's: a bracket played on the day has it; a schedule with no
      // bracket, and tables drawn from the teams checked in, have none.
      assert.equal(FORMATS['single-elimination'].noShowMinutes, 5);
      assert.equal(FORMATS.pools.noShowMinutes, 5);
      assert.equal(FORMATS.league.noShowMinutes, 5);
      assert.equal(FORMATS['round-robin'].noShowMinutes, null);
      assert.equal(FORMATS.progressive.noShowMinutes, null);
    },
  );

  rule('000', 'Time Limits', () => {
    // 000's "Time Limits" are a player's minute to bid or play: a league match has no clock.
    assert.equal(FORMATS.league.defaultMinutes(3, clockOf('npa-tournament')), null);
    assert.equal(FORMATS.league.startsOnTheDay(match()), false);
    assert.equal(FORMATS.league.startsOnTheDay(match({ bracket: true })), true);
  });

  rule(
    '000',
    'If no contact is made prior to the night of the scheduled match, it will be assumed that the match is being played at the league location at 7:30.',
    () => {
      const week11 = match({ id: 'w11-1', round: 11 });
      const early = FORMATS.league.resultMayCome(week11, calendar({ night: '2011-03-21' }));
      assert.equal(early.ok ? null : early.error.code, 'ROUND_NOT_COME');
      assert.match(early.ok ? '' : early.error.message, /2011-03-21/);
      assert.ok(
        FORMATS.league.resultMayCome(week11, calendar({ today: '2011-03-21', night: '2011-03-21' }))
          .ok,
      );
      // Moved off league night to an earlier date: played then.
      assert.ok(
        FORMATS.league.resultMayCome(
          week11,
          calendar({ today: '2011-03-18', night: '2011-03-21', movedTo: '2011-03-17' }),
        ).ok,
      );
      // The organizer's early-play setting lets it through; a league without dates has no calendar.
      assert.ok(
        FORMATS.league.resultMayCome(week11, calendar({ night: '2011-03-21', earlyResults: true }))
          .ok,
      );
      assert.ok(FORMATS.league.resultMayCome(week11, calendar()).ok);
    },
  );

  it("a tournament's later round comes once a match of the round before it has begun", () => {
    for (const kind of ['round-robin', 'pools'] as const) {
      const format = FORMATS[kind];
      assert.ok(format.resultMayCome(match({ round: 1 }), calendar()).ok, kind);
      const ahead = format.resultMayCome(match({ round: 9 }), calendar());
      assert.equal(ahead.ok ? null : ahead.error.code, 'ROUND_NOT_COME', kind);
      assert.ok(format.resultMayCome(match(), calendar({ roundBeforeBegun: true })).ok, kind);
      assert.ok(format.resultMayCome(match(), calendar({ earlyResults: true })).ok, kind);
      assert.ok(format.resultMayCome(match({ startedAt: '2011-01-10T10:00:00Z' }), calendar()).ok);
    }
    // A bracket's line has its teams only once the lines before it are decided.
    assert.ok(FORMATS['single-elimination'].resultMayCome(match({ round: 3 }), calendar()).ok);
    assert.ok(FORMATS.pools.resultMayCome(match({ round: 102, bracket: true }), calendar()).ok);
  });

  it('what each format offers: its exports, its parts, its draw from the teams checked in', () => {
    assert.deepEqual(FORMATS.league.exports, ['standings.csv', 'results.csv', 'nights.ics']);
    assert.deepEqual(FORMATS['round-robin'].exports, ['standings.csv', 'results.csv']);
    assert.deepEqual(FORMATS.progressive.exports, ['standings.csv']);
    assert.ok(FORMATS.league.parts.season && FORMATS.league.parts.playoffs);
    assert.ok(FORMATS.pools.parts.pools && FORMATS.progressive.parts.tables);
    assert.equal(FORMATS.progressive.parts.matches, false);
    assert.ok(FORMATS.progressive.drawsCheckedIn);
    assert.equal(FORMATS.league.drawsCheckedIn, false);
  });
});

describe("a progressive table's marks", () => {
  const state = must(startProgressive(teamsNamed(8), { rounds: 2 }, 1));

  rule('002', 'The first team at the Head table to reach 7 marks, wins the game.', () => {
    // A game to 7: 6-5 is being played, 7-5 has just ended; 13-10 never happens, the first to 7
    // having won, nor does 8-8.
    assert.ok(checkTableMarks(state, [6, 5]).ok);
    assert.ok(checkTableMarks(state, [7, 5]).ok);
    assert.ok(checkTableMarks(state, [0, 0]).ok);
    for (const marks of [
      [13, 10],
      [8, 8],
      [9, 7],
    ] as const) {
      const refused = checkTableMarks(state, marks);
      assert.equal(refused.ok ? null : refused.error.code, 'BAD_GAME_SCORE', marks.join('-'));
      assert.equal(refused.ok ? null : refused.error.at, 'marks');
    }
  });
});
