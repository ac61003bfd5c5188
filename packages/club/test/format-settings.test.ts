import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FORMATS, NPA_GAME, type LeagueRequest, type SettingsContext } from '../src/index.js';
import { must, rule } from './helpers.js';

/** Each format's settings from the organizer's create request (EventFormat.settingsFrom). */

const context: SettingsContext = { today: '2010-12-20', game: NPA_GAME };

const league = (over: Partial<LeagueRequest> = {}): LeagueRequest => ({
  name: 'Spring 2011',
  standings: 'austin-league',
  byeWeeks: [],
  seed: 1,
  reportWithinHours: 72,
  ...over,
});

const SPRING_2011 = {
  leagueNight: { weekday: 'Monday', time: '19:30', place: 'Ginny’s Little Longhorn' },
  firstNight: '2011-01-24',
  lastNight: '2011-04-04',
  byeNights: ['2011-03-14'],
  registrationOpens: '2010-12-28',
  dues: { perPlayer: 5, returningPlayersOnly: true },
};

const refusal = (r: { ok: boolean; error?: { code: string; at?: string } }) =>
  r.ok ? null : [r.error?.code, r.error?.at];

describe('a league’s settings from its request', () => {
  it('its standings rules’ match length unless it names one they allow', () => {
    const made = must(FORMATS.league.settingsFrom(league(), context));
    assert.equal(made.standings, 'austin-league');
    assert.equal(made.settings.bestOf, 3);
    assert.deepEqual(refusal(FORMATS.league.settingsFrom(league({ bestOf: 5 }), context)), [
      'BAD_INPUT',
      'bestOf',
    ]);
    const npa = must(
      FORMATS.league.settingsFrom(league({ standings: 'npa-tournament', bestOf: 1 }), context),
    );
    assert.equal(npa.standings, 'npa-tournament');
    assert.equal(npa.settings.bestOf, 1);
    assert.deepEqual(refusal(FORMATS.league.settingsFrom(league({ standings: 'x' }), context)), [
      'UNKNOWN_STANDINGS_RULES',
      'standings',
    ]);
  });

  it('a bye week beyond its weeks is refused naming it', () => {
    const r = FORMATS.league.settingsFrom(league({ weeks: 3, byeWeeks: [2, 4] }), context);
    assert.deepEqual(refusal(r), ['BAD_INPUT', 'byeWeeks[1]']);
    assert.ok(!r.ok && r.error.message.startsWith('byeWeeks[1] must be a week from 1 to 3'));
    const fits = must(FORMATS.league.settingsFrom(league({ weeks: 4, byeWeeks: [4] }), context));
    assert.deepEqual([fits.settings.weeks, fits.settings.byeWeeks], [4, [4]]);
  });

  rule(
    '000',
    'Regular season matches will begin Monday, January 24, 201 and proceed through April 4, 2011, with league playoffs following after a bye week.  There is one scheduled bye week during the regular season (March 14).',
    () => {
      const made = must(FORMATS.league.settingsFrom(league({ season: SPRING_2011 }), context));
      // Mondays from January 24 to April 4: eleven nights, the eighth (March 14) a bye.
      assert.equal(made.settings.weeks, 11);
      assert.deepEqual(made.settings.byeWeeks, [8]);
      assert.equal(made.settings.season?.playoffs.start, '2011-04-18');
      assert.equal(made.settings.season?.registrationOpens, '2010-12-28');
      // The weeks come from the dates: weeks or bye weeks beside them say something else.
      const weeks = FORMATS.league.settingsFrom(
        league({ season: SPRING_2011, weeks: 12 }),
        context,
      );
      assert.deepEqual(refusal(weeks), ['BAD_INPUT', 'weeks']);
      const byes = FORMATS.league.settingsFrom(
        league({ season: SPRING_2011, byeWeeks: [3] }),
        context,
      );
      assert.deepEqual(refusal(byes), ['BAD_INPUT', 'byeWeeks']);
      const tuesday = FORMATS.league.settingsFrom(
        league({ season: { ...SPRING_2011, firstNight: '2011-01-25' } }),
        context,
      );
      assert.deepEqual(refusal(tuesday), ['BAD_SEASON', 'season.firstNight']);
    },
  );

  it('registration opens the day the season is made unless it names a date', () => {
    const { registrationOpens: _named, ...unnamed } = SPRING_2011;
    const made = must(FORMATS.league.settingsFrom(league({ season: unnamed }), context));
    assert.equal(made.settings.season?.registrationOpens, context.today);
  });

  it('results before their night only when the organizer lets them come', () => {
    const early = must(FORMATS.league.settingsFrom(league({ earlyResults: true }), context));
    assert.equal(early.settings.earlyResults, true);
    const rule = must(FORMATS.league.settingsFrom(league({ earlyResults: false }), context));
    assert.ok(!('earlyResults' in rule.settings));
  });
});

describe('a tournament’s settings from its request', () => {
  rule('001', 'The team with the greatest number of wins shall be the top seed or winner.', () => {
    // Every tournament format is ranked by the NPA tournament standings (wins first).
    const request = { bestOf: 3, reportWithinHours: 24, earlyResults: true };
    const rr = must(FORMATS['round-robin'].settingsFrom(request, context));
    assert.deepEqual(rr, {
      standings: 'npa-tournament',
      settings: { bestOf: 3, reportWithinHours: 24, earlyResults: true },
    });
    const rounds = { first: 1, later: 1, final: 3 };
    const pools = must(
      FORMATS.pools.settingsFrom(
        { pools: 2, advance: 2, bestOf: 1, rounds, reportWithinHours: 72 },
        context,
      ),
    );
    assert.equal(pools.standings, 'npa-tournament');
    assert.deepEqual(pools.settings, {
      pools: 2,
      advance: 2,
      bestOf: 1,
      rounds,
      game: NPA_GAME,
      reportWithinHours: 72,
    });
  });

  rule('003', 'First Round- first team to win 3 out of 5 games, advances', () => {
    const rounds = { first: 5, later: 3, final: 3 };
    const made = must(
      FORMATS['single-elimination'].settingsFrom(
        { seedOrder: 'random', seed: 'draw', rounds, reportWithinHours: 72 },
        context,
      ),
    );
    assert.deepEqual(made.settings, {
      seedOrder: 'random',
      seed: 'draw',
      rounds,
      game: NPA_GAME,
      reportWithinHours: 72,
    });
  });

  rule('002', 'Players will draw lots for table assignment.', () => {
    const made = must(FORMATS.progressive.settingsFrom({ rounds: 4, seed: 7 }, context));
    assert.deepEqual(made.settings, { rounds: 4, seed: 7 });
  });
});
