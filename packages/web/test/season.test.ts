import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUSTIN_SPRING_2011 } from '@texas42/club';
import { dayText, duesPerPlayer, duesText, seasonBody } from '../src/logic/season.js';
import type { EventTeamDues } from '../src/protocol.js';

const player = (name: string, returning: boolean, owed: number, paid: number) => ({
  player: { id: name, name },
  returning,
  owed,
  paid,
});

describe("a league season's page", () => {
  it('league nights read as dates in any time zone: "Mon 24 Jan 2011"', () => {
    assert.equal(dayText('2011-01-24'), 'Mon 24 Jan 2011');
    assert.equal(dayText('2011-03-14'), 'Mon 14 Mar 2011');
    assert.equal(dayText('soon'), 'soon');
  });

  it('"Dues are $5 per player and are only required of returning league players."', () => {
    const owing: EventTeamDues = {
      players: [player('Ann', true, 5, 0), player('Bo', false, 0, 0)],
      owed: 5,
      complete: false,
    };
    assert.equal(duesText(owing), '$5 owed');
    const paid = { players: [player('Ann', true, 0, 5)], owed: 0, complete: true };
    assert.equal(duesText(paid), 'Dues paid');
    const fresh = { players: [player('Bo', false, 0, 0)], owed: 0, complete: true };
    assert.equal(duesText(fresh), 'No dues (new players)');
    // As the server sends a league's settings: with 000's season, without one, and a round robin's.
    const league = { bestOf: 3, byeWeeks: [], reportWithinHours: 72 };
    assert.equal(duesPerPlayer({ settings: { ...league, season: AUSTIN_SPRING_2011 } }), 5);
    assert.equal(duesPerPlayer({ settings: league }), 0);
    assert.equal(duesPerPlayer({ settings: { bestOf: 1, reportWithinHours: 72 } }), 0);
  });

  it("the create form: league night is the first night's weekday; no dates, no season", () => {
    const form = {
      firstNight: '',
      lastNight: '',
      byeNights: '',
      duesPerPlayer: '5',
      place: '',
      duesPublic: false,
    };
    assert.deepEqual(seasonBody(form), { season: null });
    assert.deepEqual(
      seasonBody({
        ...form,
        firstNight: '2011-01-24',
        lastNight: '2011-04-04',
        byeNights: '2011-03-14',
      }),
      {
        season: {
          leagueNight: { weekday: 'Monday' },
          firstNight: '2011-01-24',
          lastNight: '2011-04-04',
          byeNights: ['2011-03-14'],
          dues: { perPlayer: 5, returningPlayersOnly: true },
        },
      },
    );
    // A place for the calendar, and dues shown to everyone: as the organizer chose.
    const placed = seasonBody({
      ...form,
      firstNight: '2011-01-24',
      lastNight: '2011-04-04',
      place: ' Ginny’s Little Longhorn ',
      duesPublic: true,
    });
    assert.ok('season' in placed && placed.season !== null);
    assert.deepEqual(placed.season['leagueNight'], {
      weekday: 'Monday',
      place: 'Ginny’s Little Longhorn',
    });
    assert.deepEqual(placed.season['dues'], {
      perPlayer: 5,
      returningPlayersOnly: true,
      public: true,
    });
    assert.ok('error' in seasonBody({ ...form, firstNight: '2011-01-24' }));
    assert.ok(
      'error' in
        seasonBody({
          ...form,
          firstNight: '2011-01-24',
          lastNight: '2011-04-04',
          byeNights: 'Mar 14',
        }),
    );
  });
});
