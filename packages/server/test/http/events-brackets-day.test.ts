import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventMatch } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok, type TeamOf } from '../support/api.js';
import { startServer } from '../support/harness.js';

/**
 * Every bracket alike on the day: the start of a round or match (its clock, 001 I) and the
 * no-show elimination (003) work for the pools' championship and consolation brackets and a
 * league's playoffs as for a single elimination. The server's clock is moved on by the test.
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

/** A match won 7-2 (one game) or 7-2, 7-4, reported by its first team, confirmed by the other. */
async function won(id: string, teams: readonly TeamOf[], m: EventMatch) {
  const [x, y] = m.teams.map((t) => teams.find((team) => team.id === t));
  assert.ok(x && y, `match ${m.id} has its teams`);
  const games =
    m.bestOf === 1
      ? [[7, 2]]
      : [
          [7, 2],
          [7, 4],
        ];
  const path = `/api/events/${id}/matches/${m.id}`;
  await ok(x.a.c, 'POST', `${path}/report`, { games });
  return ok(y.b.c, 'POST', `${path}/confirm`, {});
}

describe('every bracket alike: starts, clocks and no-shows', () => {
  it('pools\' brackets: "A team not reporting within 5 minutes of estimated start time will be eliminated." and "Best two out of three matches shall have a time limit of seventy-five minutes"', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'pools', name: 'Pools Day', pools: 2, advance: 1 },
      ['T1', 'T2', 'T3', 'T4'],
    );
    const pooled = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    for (const m of pooled.rounds.flatMap((r) => r.matches)) await won(id, teams, m);
    let view = await ok(organizer.c, 'POST', `/api/events/${id}/advance`, {});
    const final = view.pools?.championship?.rounds[0];
    assert.ok(final);
    assert.equal(final.round, 101);
    assert.equal(final.bestOf, 3);
    // Start the championship's round: its clock is the best of three's 75 minutes.
    view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 101 });
    const ch = matchOf(view, 'ch1-1');
    assert.equal(ch.clock?.minutes, 75);
    // The pools' own bracket view carries the same clock (the page shows the brackets from it).
    const shown = view.pools?.championship?.rounds[0]?.matches[0];
    assert.deepEqual(shown?.clock, ch.clock);
    assert.deepEqual(shown?.noShowEligible, []);
    // The consolation final, one match at the director's 30 minutes.
    view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, {
      match: 'co1-1',
      minutes: 30,
    });
    assert.equal(matchOf(view, 'co1-1').clock?.minutes, 30);
    // Too early, then six minutes on: neither team of the final reported (no check-in).
    const [absent, present] = ch.teams as [string, string];
    await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/ch1-1/no-show`,
      { team: absent },
      409,
      'TOO_EARLY',
    );
    offsetMs += 6 * MINUTE;
    view = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.deepEqual(view.pools?.championship?.rounds[0]?.matches[0]?.noShowEligible, ch.teams);
    view = await ok(organizer.c, 'POST', `/api/events/${id}/matches/ch1-1/no-show`, {
      team: absent,
    });
    const decided = matchOf(view, 'ch1-1');
    assert.equal(decided.status, 'no-show');
    assert.equal(decided.winner, present);
    assert.equal(view.pools?.championship?.champion, present);
    assert.equal(view.champion, present);
    // A pool match is of no bracket: no such rule there.
    await fails(
      organizer.c,
      'POST',
      `/api/events/${id}/matches/a1-1/no-show`,
      { team: teams[0]!.id },
      409,
      'NOT_A_BRACKET_MATCH',
    );
    // The consolation final ends the day.
    const co = matchOf(view, 'co1-1');
    view = await won(id, teams, co);
    assert.equal(view.status, 'finished');
  });

  it('a league\'s playoffs: "All playoff matches follow the standard rules established throughout the season": untimed like the weeks unless the organizer gives minutes; the no-show grace', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'league', name: 'Spring League' },
      ['T1', 'T2', 'T3', 'T4'],
    );
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const week = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 1 });
    assert.equal(matchOf(week, 'w1-1').clock?.minutes, null, '000 times no league match');
    await ok(organizer.c, 'POST', `/api/events/${id}/playoffs`, { closeSeason: true });
    // A best of three in the playoffs has no clock by default (001's 75 minutes are a tournament's).
    let view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { match: 'po1-1' });
    assert.deepEqual(
      [matchOf(view, 'po1-1').clock?.minutes, matchOf(view, 'po1-1').clock?.deadline],
      [null, null],
    );
    // The organizer's minutes time the rest of the round.
    view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 201, minutes: 60 });
    assert.equal(matchOf(view, 'po1-2').clock?.minutes, 60);
    assert.equal(view.log?.at(-1)?.type, 'start');
    offsetMs += 6 * MINUTE;
    const [semi1, semi2] = view.playoffs?.rounds[0]?.matches ?? [];
    assert.ok(semi1 && semi2);
    view = await ok(organizer.c, 'POST', `/api/events/${id}/matches/po1-1/no-show`, {
      team: semi1.teams[1],
    });
    view = await ok(organizer.c, 'POST', `/api/events/${id}/matches/po1-2/no-show`, {
      team: semi2.teams[1],
    });
    view = await ok(organizer.c, 'POST', `/api/events/${id}/start`, { round: 202 });
    assert.equal(matchOf(view, 'po2-1').clock?.minutes, null);
    offsetMs += 6 * MINUTE;
    view = await ok(organizer.c, 'POST', `/api/events/${id}/matches/po2-1/no-show`, {
      team: semi2.teams[0],
    });
    assert.equal(view.champion, semi1.teams[0]);
    assert.equal(view.status, 'finished');
    assert.ok(teams.some((t) => t.id === view.champion));
  });
});
