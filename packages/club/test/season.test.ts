import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AUSTIN_SPRING_2011,
  arrivalRuling,
  byeWeekNumbers,
  checkReschedule,
  decideBy,
  duesOutstanding,
  duesOwed,
  leagueNights,
  nameSubstitute,
  newRoster,
  parseSeason,
  payDues,
  register,
  registrationOpen,
  registrationComplete,
  rosterStatus,
  weekdayOf,
  withdrawPlayer,
} from '../src/index.js';
import { must, mustFail, rule } from './helpers.js';

const season = AUSTIN_SPRING_2011;

describe('a league season (000 Section 1 and 2)', () => {
  rule(
    '000',
    'Regular season matches will begin Monday, January 24, 201 and proceed through April 4, 2011, with league playoffs following after a bye week.',
    () => {
      const nights = leagueNights(season);
      assert.equal(nights.length, 11);
      assert.equal(nights[0]?.date, '2011-01-24');
      assert.equal(nights[10]?.date, '2011-04-04');
      assert.ok(nights.every((n) => weekdayOf(n.date) === 'Monday'));
      // After April 4 a bye week (April 11), then the playoffs.
      assert.equal(season.playoffs.start, '2011-04-18');
    },
  );

  rule('000', 'There is one scheduled bye week during the regular season (March 14).', () => {
    assert.deepEqual(byeWeekNumbers(season), [8]);
    assert.deepEqual(
      leagueNights(season).filter((n) => n.bye),
      [{ week: 8, date: '2011-03-14', bye: true }],
    );
  });

  rule(
    '000',
    'League night for this season shall be Mondays at 7:30pm at Ginny’s Little Longhorn.',
    () => {
      assert.deepEqual(must(parseSeason(season)), season);
      assert.equal(season.leagueNight.weekday, 'Monday');
      assert.equal(season.leagueNight.time, '19:30');
      const tuesday = parseSeason({ ...season, firstNight: '2011-01-25' });
      assert.match(mustFail(tuesday, 'BAD_SEASON'), /^firstNight is a Tuesday, not league night/);
      assert.match(
        mustFail(parseSeason({ ...season, byeNights: ['2011-03-15'] }), 'BAD_SEASON'),
        /^byeNights\[0\] must be one of the season’s league nights/,
      );
    },
  );

  rule(
    '000',
    'Dues are $5 per player and are only required of returning league players. The Austin 42 Club waives the first league season dues for new players.',
    () => {
      assert.equal(duesOwed(season, { name: 'Ann', returning: true }), 5);
      assert.equal(duesOwed(season, { name: 'Bob', returning: false }), 0);
    },
  );

  rule(
    '000',
    'Registration is not considered complete until dues have been remitted to the Austin 42 Club Treasurer (Paul Muscato).',
    () => {
      const reg = must(
        register(season, {
          team: 'Bones',
          players: [
            { name: 'Ann', returning: true },
            { name: 'Bob', returning: false },
          ],
          on: '2011-01-02',
        }),
      );
      assert.equal(registrationComplete(season, reg), false);
      assert.deepEqual(duesOutstanding(season, reg), [{ player: 'Ann', owed: 5 }]);
      const paid = must(payDues(reg, 'Ann', 5));
      assert.equal(registrationComplete(season, paid), true);
      mustFail(payDues(reg, 'Cy', 5), 'PLAYER_NOT_ON_TEAM');
      assert.match(mustFail(payDues(reg, 'Ann', 0), 'BAD_INPUT'), /^dollars /);
      const newcomers = must(
        register(season, {
          team: 'Rookies',
          players: [
            { name: 'Cy', returning: false },
            { name: 'Di', returning: false },
          ],
          on: '2011-01-02',
        }),
      );
      assert.equal(registrationComplete(season, newcomers), true, 'nothing is owed');
    },
  );

  rule('000', 'Registration will open on December 28, 2010.', () => {
    const team = {
      team: 'Early',
      players: [
        { name: 'Ann', returning: true },
        { name: 'Bob', returning: true },
      ],
    };
    mustFail(register(season, { ...team, on: '2010-12-27' }), 'REGISTRATION_NOT_OPEN');
    must(register(season, { ...team, on: '2010-12-28' }));
    assert.equal(must(registrationOpen(season, '2010-12-28')), '2010-12-28');
    assert.match(
      mustFail(registrationOpen(season, '2010-12-27'), 'REGISTRATION_NOT_OPEN'),
      /registration opens on 2010-12-28/,
    );
    assert.match(
      mustFail(
        register(season, {
          ...team,
          players: [{ name: 'Ann', returning: true }],
          on: '2011-01-01',
        }),
        'BAD_INPUT',
      ),
      /^players must be the team’s two players/,
    );
  });
});

describe('teams through the season (000 Section 2, Teams)', () => {
  rule(
    '000',
    'If one member of a team should have to withdraw from the remainder of the season, a substitute player may replace him/her but it must continue to be the same player for the rest of the season.',
    () => {
      const team = newRoster('Bones', ['Ann', 'Bob']);
      const subbed = must(withdrawPlayer(team, 'Ann', 'Sue'));
      assert.deepEqual(subbed.slots[0], { registered: 'Ann', player: 'Sue', substitute: 'Sue' });
      assert.equal(rosterStatus(subbed), 'active');
      // The substitute cannot be replaced by another.
      mustFail(withdrawPlayer(subbed, 'Sue', 'Tom'), 'SUBSTITUTE_ALREADY_NAMED');
      mustFail(withdrawPlayer(team, 'Zed'), 'PLAYER_NOT_ON_TEAM');
      // A place left empty may still get its one substitute later.
      const short = must(withdrawPlayer(team, 'Bob'));
      assert.equal(rosterStatus(short), 'short');
      assert.equal(rosterStatus(must(nameSubstitute(short, 'Bob', 'Val'))), 'active');
    },
  );

  rule(
    '000',
    'If both members of a team withdraw and the team now becomes defunct its remaining matches should be re-assigned at the earliest possible opportunity',
    () => {
      const team = newRoster('Bones', ['Ann', 'Bob']);
      const gone = must(withdrawPlayer(must(withdrawPlayer(team, 'Ann')), 'Bob'));
      assert.equal(rosterStatus(gone), 'defunct');
      mustFail(nameSubstitute(gone, 'Ann', 'Sue'), 'TEAM_DEFUNCT');
      // (The re-assignment of its matches: schedule.test.ts, dropTeam.)
    },
  );
});

describe('league night: rescheduling and forfeits (000 Section 2)', () => {
  rule(
    '000',
    'In any event, matches must be decided (e.g., completion or rescheduling) within six days of the official league night.',
    () => {
      assert.equal(decideBy(season, '2011-01-24'), '2011-01-30');
      must(
        checkReschedule(season, '2011-01-24', { noticeOn: '2011-01-20', newDate: '2011-01-30' }),
      );
      assert.match(
        mustFail(
          checkReschedule(season, '2011-01-24', { noticeOn: '2011-01-20', newDate: '2011-01-31' }),
          'RESCHEDULE_TOO_LATE',
        ),
        /^newDate a match must be decided within 6 days of league night: by 2011-01-30/,
      );
    },
  );

  rule(
    '000',
    'If no contact is made prior to the night of the scheduled match, it will be assumed that the match is being played at the league location at 7:30.',
    () => {
      mustFail(
        checkReschedule(season, '2011-01-24', { noticeOn: '2011-01-24', newDate: '2011-01-26' }),
        'NO_RESCHEDULE_NOTICE',
      );
      must(
        checkReschedule(season, '2011-01-24', { noticeOn: '2011-01-23', newDate: '2011-01-26' }),
      );
    },
  );

  rule(
    '000',
    'If one team is absent or delinquent by more than thirty minutes for a scheduled match (without prior notification), they shall forfeit the match at the discretion of the punctual team.',
    () => {
      const onTime = { minutesLate: 0, notified: false };
      assert.deepEqual(
        must(arrivalRuling(season, [{ minutesLate: 30, notified: false }, onTime])),
        {
          kind: 'play',
        },
      );
      assert.deepEqual(
        must(arrivalRuling(season, [onTime, { minutesLate: 31, notified: false }])),
        {
          kind: 'forfeit-available',
          forfeiting: 1,
          claimant: 0,
        },
      );
      assert.deepEqual(
        must(arrivalRuling(season, [{ minutesLate: null, notified: false }, onTime])),
        {
          kind: 'forfeit-available',
          forfeiting: 0,
          claimant: 1,
        },
      );
      assert.deepEqual(must(arrivalRuling(season, [{ minutesLate: 45, notified: true }, onTime])), {
        kind: 'play',
      });
    },
  );

  rule('000', 'If both teams are absent, the match may be rescheduled.', () => {
    const absent = { minutesLate: null, notified: false };
    assert.deepEqual(must(arrivalRuling(season, [absent, absent])), { kind: 'may-reschedule' });
  });
});

describe("league night's time zone and length (the calendar's)", () => {
  it('a zone the runtime knows and whole hours, 1 to 12; anything else named', () => {
    const night = (more: object) => ({
      ...AUSTIN_SPRING_2011,
      leagueNight: { ...AUSTIN_SPRING_2011.leagueNight, ...more },
    });
    const zoned = must(parseSeason(night({ timeZone: 'America/Denver', hours: 4 })));
    assert.equal(zoned.leagueNight.timeZone, 'America/Denver');
    assert.equal(zoned.leagueNight.hours, 4);
    assert.equal(must(parseSeason(AUSTIN_SPRING_2011)).leagueNight.timeZone, undefined);
    assert.match(
      mustFail(parseSeason(night({ timeZone: 'Texas/Austin' })), 'BAD_SEASON'),
      /^leagueNight.timeZone must be a time zone such as "America\/Chicago"/,
    );
    assert.match(
      mustFail(parseSeason(night({ hours: 13 })), 'BAD_SEASON'),
      /^leagueNight.hours must be a whole number of hours, 1 to 12/,
    );
  });
});
