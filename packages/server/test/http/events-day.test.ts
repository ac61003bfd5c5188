import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { EventScoresheet } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok } from '../support/api.js';
import { Client, freshDatabaseUrl, startServer } from '../support/harness.js';

/**
 * An event's day at the tables over HTTP: the organizer starts a round (its clock, 001 I), a
 * no-show elimination (003), best-of-5 matches (003) through report, scoresheet and bracket. The
 * server's clock is moved on by the test (the `now` option) instead of waiting five minutes.
 */
let server: Texas42Server;
let url: string;
let offsetMs = 0;
const MINUTE = 60_000;
before(async () => {
  ({ server, url } = await startServer({ now: () => Date.now() + offsetMs }));
});
after(async () => {
  await server.close();
});

const FOUR = ['Aces', 'Bones', 'Carts', 'Dukes'];

/** A bracket of four (seeds in registration order), made: 1 v 4 and 2 v 3 in round 1. */
async function bracket(rounds = { first: 5, later: 3, final: 3 }) {
  const made = await eventWithTeams(
    url,
    { kind: 'single-elimination', name: 'Timpson Straight 42', rounds },
    FOUR,
  );
  const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
  return { ...made, view };
}

describe("an event's day at the tables", () => {
  it('"A team not reporting within 5 minutes of estimated start time will be eliminated."', async () => {
    const { organizer, id, teams } = await bracket();
    const [aces, bones, carts, dukes] = teams;
    assert.ok(aces && bones && carts && dukes);
    // Check-in on the day: the Aces report; the Dukes (their opponents, seed 4) do not.
    await ok(organizer.c, 'POST', `/api/events/${id}/check-in/open`, {});
    await ok(aces.a.c, 'POST', `/api/events/${id}/check-in`, {});
    // Before the round starts there is nothing to count from.
    await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/r1-1/no-show`,
      { team: dukes.id },
      409,
      'NOT_STARTED',
    );
    const started = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 1 });
    const r11 = matchOf(started, 'r1-1');
    assert.deepEqual(r11.teams, [aces.id, dukes.id]);
    assert.ok(r11.clock);
    assert.equal(
      r11.clock.startedAt,
      started.log?.at(-1)?.at,
      'the server started it and logged it',
    );
    assert.deepEqual(r11.noShowEligible, []);
    // Four minutes on: too early, 409, and nothing changes.
    offsetMs += 4 * MINUTE;
    const early = await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/r1-1/no-show`,
      { team: dukes.id },
      409,
      'TOO_EARLY',
    );
    assert.equal(early.at, 'team');
    assert.match(early.message, /5 minutes/);
    assert.equal(
      matchOf(await ok(organizer.c, 'GET', `/api/events/${id}`), 'r1-1').status,
      'awaiting-report',
    );
    // Six minutes on: the Dukes may go; the Aces reported (checked in), so they may not.
    offsetMs += 2 * MINUTE;
    const due = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.deepEqual(matchOf(due, 'r1-1').noShowEligible, [dukes.id]);
    await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/r1-1/no-show`,
      { team: aces.id },
      409,
      'TEAM_REPORTED',
    );
    await fails(
      aces.a.c,
      'POST',
      `/api/events/${id}/matches/r1-1/no-show`,
      { team: dukes.id },
      403,
      'NOT_ORGANIZER',
    );
    await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/r1-1/no-show`,
      { team: bones.id },
      400,
      'TEAM_NOT_IN_MATCH',
    );
    const out = await ok(organizer.c, 'POST', `/api/events/${id}/matches/r1-1/no-show`, {
      team: dukes.id,
    });
    const decided = matchOf(out, 'r1-1');
    assert.equal(decided.status, 'no-show');
    assert.equal(decided.winner, aces.id);
    assert.equal(decided.noShow?.absent, dukes.id);
    // The Aces advance: once the other semifinal is decided, the final is theirs to play.
    await ok(bones.a.c, 'POST', `/api/events/${id}/matches/r1-2/report`, {
      games: [
        [7, 3],
        [7, 2],
        [7, 1],
      ],
    });
    await ok(carts.a.c, 'POST', `/api/events/${id}/matches/r1-2/confirm`, {});
    const final = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.deepEqual(matchOf(final, 'r2-1').teams, [aces.id, bones.id]);
    assert.equal(matchOf(final, 'r2-1').status, 'awaiting-report');
    // The event's log has it.
    const entry = out.log?.at(-1);
    assert.ok(entry?.type === 'no-show' && entry.absent === dukes.id && entry.match === 'r1-1');
    await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/r1-1/no-show`,
      { team: dukes.id },
      409,
      'ALREADY_REPORTED',
    );
    // A league week is of no bracket: no such rule there.
    const league = await eventWithTeams(url, { kind: 'league', name: 'L' }, ['Ax', 'Bx']);
    await ok(league.organizer.c, 'POST', `/api/events/${league.id}/generate`, {});
    await fails(
      league.organizer.c,
      'POST',
      `/api/events/${league.id}/matches/w1-1/no-show`,
      { team: league.teams[0]!.id },
      409,
      'NOT_A_BRACKET_MATCH',
    );
  });

  it('"Single game matches shall have a twenty-five minute time limit" and "Best two out of three matches shall have a time limit of seventy-five minutes"', async () => {
    for (const [bestOf, minutes] of [
      [1, 25],
      [3, 75],
    ] as const) {
      const { organizer, id, teams } = await eventWithTeams(
        url,
        { kind: 'round-robin', name: `RR ${bestOf}`, bestOf },
        FOUR,
      );
      await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
      await fails(
        teams[0]!.a.c,
        'POST',
        `/api/events/${id}/start`,
        { round: 1 },
        403,
        'NOT_ORGANIZER',
      );
      const view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 1 });
      for (const m of view.rounds[0]?.matches ?? []) {
        assert.equal(m.clock?.minutes, minutes);
        assert.equal(
          Date.parse(m.clock?.deadline ?? '') - Date.parse(m.clock?.startedAt ?? ''),
          minutes * MINUTE,
        );
      }
      // "time limits may not be extended during a round": a started round does not start again.
      await fails(
        organizer.c,
        'POST',
        `/api/events/${id}/start`,
        { round: 1 },
        409,
        'NOTHING_TO_START',
      );
      const m = view.rounds[0]?.matches[0];
      assert.ok(m);
      await fails(
        organizer.c,
        'POST',
        `/api/events/${id}/start`,
        { match: m.id },
        409,
        'ALREADY_STARTED',
      );
      // The scorekeeper's phone gets the same clock and the server's time.
      const sheet = await ok<EventScoresheet>(
        organizer.c,
        'GET',
        `/api/events/${id}/matches/${m.id}/score`,
      );
      assert.deepEqual(sheet.clock, m.clock);
      assert.ok(sheet.serverTime);
      assert.deepEqual(view.log?.at(-1), { ...view.log?.at(-1), type: 'start', round: 1, minutes });
    }
    // "unless the tournament director stipulates otherwise": the director's minutes; bad input named.
    const { organizer, id } = await eventWithTeams(
      url,
      { kind: 'round-robin', name: 'RR 30' },
      FOUR,
    );
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const bad = await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/start`,
      { round: 1, minutes: 0 },
      400,
      'BAD_REQUEST',
    );
    assert.equal(bad.at, 'minutes');
    const neither = await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/start`,
      {},
      400,
      'BAD_REQUEST',
    );
    assert.equal(neither.at, 'round');
    const thirty = await ok(organizer.c, 'POST', `/api/events/${id}/start`, {
      round: 2,
      minutes: 30,
    });
    assert.ok(thirty.rounds[1]?.matches.every((m) => m.clock?.minutes === 30));
    const untimed = await ok(organizer.c, 'POST', `/api/events/${id}/start`, {
      round: 3,
      timeLimit: false,
    });
    assert.ok(
      untimed.rounds[2]?.matches.every(
        (m) => m.clock?.minutes === null && m.clock.deadline === null,
      ),
    );
  });

  it('"If time expires on a game, teams shall record their actual marks earned": the scoresheet files the games with time called', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'round-robin', name: 'RR timed', bestOf: 1 },
      FOUR,
    );
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const m = view.rounds[0]?.matches[0];
    assert.ok(m);
    await ok(organizer.c, 'POST', `/api/events/${id}/start`, { match: m.id });
    const path = `/api/events/${id}/matches/${m.id}/score`;
    for (let i = 0; i < 3; i++)
      await ok(organizer.c, 'POST', path, {
        entry: { type: 'hand', bidder: 'N', bid: 30, made: true },
      });
    await ok(organizer.c, 'POST', path, {
      entry: { type: 'hand', bidder: 'E', bid: 30, made: true },
    });
    offsetMs += 26 * MINUTE;
    // Time is called during the fifth hand: it is completed, and the team ahead wins the game.
    const called = await ok<EventScoresheet>(organizer.c, 'POST', path, {
      entry: { type: 'time' },
    });
    assert.equal(called.over, false, 'the hand in progress is completed first');
    const timed = await ok<EventScoresheet>(organizer.c, 'POST', path, {
      entry: { type: 'hand', bidder: 'N', bid: 30, made: true },
    });
    assert.equal(timed.over, true);
    assert.equal(timed.games[0]?.timeCalled, true);
    assert.deepEqual(timed.games[0]?.recorded, { NS: 4, EW: 1 }, 'the actual marks, not seven');
    const after = await ok(organizer.c, 'GET', `/api/events/${id}`);
    const report = matchOf(after, m.id).log[0];
    assert.deepEqual(report?.games, [[4, 1]]);
    assert.match(report?.comment ?? '', /time called in game 1/);
    assert.deepEqual(matchOf(after, m.id).outcome, { kind: 'games', games: [[4, 1]], timed: true });
    // Confirmed, the timed game counts in the NPA standings with its actual marks.
    const second = teams.find((t) => t.id === m.teams[1]);
    assert.ok(second);
    const confirmed = await ok(second.a.c, 'POST', `/api/events/${id}/matches/${m.id}/confirm`, {});
    const row = confirmed.standings?.rows.find((r) => r.team === m.teams[0]);
    assert.deepEqual([row?.matchWins, row?.marksFor, row?.marksAgainst], [1, 4, 1]);
  });

  it('the start time is kept by the server across a restart', async () => {
    const sqlitePath = join(mkdtempSync(join(tmpdir(), 'texas42-day-')), 'day.sqlite');
    const databaseUrl = await freshDatabaseUrl();
    const first = await startServer({ sqlitePath, databaseUrl });
    const made = await eventWithTeams(first.url, { kind: 'round-robin', name: 'Durable' }, FOUR);
    await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
    const started = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/start`, {
      round: 1,
    });
    await first.server.close();
    const second = await startServer({ sqlitePath, databaseUrl });
    try {
      const again = await ok(new Client(second.url), 'GET', `/api/events/${made.id}`);
      assert.deepEqual(
        again.rounds[0]?.matches.map((m) => m.clock),
        started.rounds[0]?.matches.map((m) => m.clock),
      );
    } finally {
      await second.server.close();
    }
  });

  it('"First Round- first team to win 3 out of 5 games, advances": report, confirm, scoresheet and the bracket', async () => {
    const { id, teams, view } = await bracket();
    const [aces, bones, carts, dukes] = teams;
    assert.ok(aces && bones && carts && dukes);
    assert.deepEqual(
      view.rounds.map((r) => r.bestOf),
      [5, 3],
    );
    // Two games won of five is not a result; three is.
    const short = await fails(
      aces.a.c,
      'POST',
      `/api/events/${id}/matches/r1-1/report`,
      {
        games: [
          [7, 3],
          [7, 5],
        ],
      },
      400,
      'BAD_MATCH_SCORE',
    );
    assert.ok(short.message.length > 0);
    await ok(aces.a.c, 'POST', `/api/events/${id}/matches/r1-1/report`, {
      games: [
        [7, 3],
        [4, 7],
        [7, 5],
        [2, 7],
        [7, 1],
      ],
    });
    const confirmed = await ok(dukes.a.c, 'POST', `/api/events/${id}/matches/r1-1/confirm`, {});
    assert.equal(matchOf(confirmed, 'r1-1').winner, aces.id);
    // The other line kept on the scoresheet: the match is over at three games won.
    const path = `/api/events/${id}/matches/r1-2/score`;
    let sheet: EventScoresheet | undefined;
    for (let g = 0; g < 3; g++)
      for (let h = 0; h < 7; h++)
        sheet = await ok<EventScoresheet>(bones.a.c, 'POST', path, {
          entry: { type: 'hand', bidder: 'N', bid: 30, made: true },
        });
    assert.equal(sheet?.bestOf, 5);
    assert.deepEqual(sheet?.won, [3, 0]);
    assert.equal(sheet?.over, true);
    const done = await ok(carts.a.c, 'POST', `/api/events/${id}/matches/r1-2/confirm`, {});
    assert.deepEqual(matchOf(done, 'r1-2').outcome, {
      kind: 'games',
      games: [
        [7, 0],
        [7, 0],
        [7, 0],
      ],
    });
    assert.deepEqual(matchOf(done, 'r2-1').teams, [aces.id, bones.id]);
    assert.equal(matchOf(done, 'r2-1').bestOf, 3);
  });
});
