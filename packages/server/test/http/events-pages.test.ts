import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EventMatchesPage, EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, matchOf, ok, type TeamOf } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

/**
 * Big events stay cheap over HTTP: a round robin past 200 matches sends the current round's
 * matches with the event and the rest a round, a team or a page at a time; a view kept between
 * changes shows a change at once; answers are compressed for clients that take it.
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

/** 22 teams: 21 rounds of 11 matches, 231 in all (more than a view carries whole). */
const TWENTY_TWO = Array.from({ length: 22 }, (_, i) => `Team ${String(i + 1).padStart(2, '0')}`);

let big: { organizer: TeamOf['a']; id: string; teams: TeamOf[]; view: EventView };
async function bigRoundRobin() {
  if (big !== undefined) return big;
  const made = await eventWithTeams(
    url,
    // Results may come early: the tests report a match of any round (the organizer's setting).
    { kind: 'round-robin', name: 'Big Round Robin', earlyResults: true },
    TWENTY_TWO,
  );
  const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
  big = { ...made, view };
  return big;
}

/** A GET as it comes off the wire: status, headers and the body's bytes, undecoded. */
function raw(
  path: string,
  encoding: string | null,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url + path,
      { headers: encoding === null ? {} : { 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('big events over HTTP', () => {
  it('the event carries the current round; the other rounds say how many they left out', async () => {
    const { id, organizer } = await bigRoundRobin();
    const view = await ok(new Client(url), 'GET', `/api/events/${id}`);
    assert.equal(view.rounds.length, 21);
    assert.equal(view.standings?.rows.length, 22);
    assert.equal(view.teams.length, 22);
    assert.deepEqual(
      { ...view.paging, attention: view.paging?.attention.length },
      { matches: 231, pageSize: 100, current: 1, attention: 0, attentionTotal: 0 },
    );
    assert.equal(view.rounds[0]?.matches.length, 11);
    assert.equal(view.rounds[0]?.omitted, undefined);
    for (const r of view.rounds.slice(1)) {
      assert.deepEqual(r.matches, []);
      assert.equal(r.omitted, 11);
    }
    // The organizer's own answers are paged the same way, with what the organizer may do.
    const mine = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.equal(mine.you.organizer, true);
    assert.equal(mine.rounds[5]?.omitted, 11);
    // What the organizer may do comes with the matches shown, not for the whole schedule (a
    // 256-team round robin's every match made a view of 2.6 MB); a page carries its own.
    const shown = new Set(mine.rounds.flatMap((r) => r.matches.map((m) => m.id)));
    assert.deepEqual(Object.keys(mine.you.may ?? {}).sort(), [...shown].sort());
    assert.equal(shown.size, 11);
    const round6 = await ok<EventMatchesPage>(
      organizer.c,
      'GET',
      `/api/events/${id}/matches?round=6`,
    );
    assert.deepEqual(Object.keys(round6.may ?? {}).sort(), round6.matches.map((m) => m.id).sort());
    assert.ok(Object.values(round6.may ?? {}).every((a) => a.includes('reschedule')));
    // Nobody signed in is told nothing of the kind.
    const anon = await ok<EventMatchesPage>(
      new Client(url),
      'GET',
      `/api/events/${id}/matches?round=6`,
    );
    assert.equal(anon.may, undefined);
  });

  it('a round, a team or every match comes a page at a time, in a stable order', async () => {
    const { id, teams } = await bigRoundRobin();
    const c = new Client(url);
    const round = await ok<EventMatchesPage>(c, 'GET', `/api/events/${id}/matches?round=7`);
    assert.equal(round.total, 11);
    assert.equal(round.pages, 1);
    assert.deepEqual(
      round.matches.map((m) => [m.round, m.index]),
      Array.from({ length: 11 }, (_, i) => [7, i]),
    );
    const team = teams[3];
    assert.ok(team);
    const ofTeam = await ok<EventMatchesPage>(
      c,
      'GET',
      `/api/events/${id}/matches?team=${team.id}`,
    );
    assert.equal(ofTeam.total, 21);
    assert.deepEqual(
      ofTeam.matches.map((m) => m.round),
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
    assert.ok(ofTeam.matches.every((m) => m.teams.includes(team.id)));
    const both = await ok<EventMatchesPage>(
      c,
      'GET',
      `/api/events/${id}/matches?team=${team.id}&round=4`,
    );
    assert.equal(both.total, 1);
    // Every match once, 100 a page: 231 in three pages, the same order as the rounds.
    const pages: EventMatchesPage[] = [];
    for (let p = 1; p <= 3; p++)
      pages.push(await ok<EventMatchesPage>(c, 'GET', `/api/events/${id}/matches?page=${p}`));
    assert.deepEqual(
      pages.map((p) => [p.page, p.pages, p.total, p.matches.length]),
      [
        [1, 3, 231, 100],
        [2, 3, 231, 100],
        [3, 3, 231, 31],
      ],
    );
    const ids = pages.flatMap((p) => p.matches.map((m) => m.id));
    assert.equal(new Set(ids).size, 231);
    const byRounds: string[] = [];
    for (let r = 1; r <= 21; r++)
      byRounds.push(
        ...(
          await ok<EventMatchesPage>(c, 'GET', `/api/events/${id}/matches?round=${r}`)
        ).matches.map((m) => m.id),
      );
    assert.deepEqual(ids, byRounds);
  });

  it('a bad round, page or team is a 400 whose code names it', async () => {
    const { id } = await bigRoundRobin();
    const c = new Client(url);
    const bad = async (query: string, code: string, at: string) => {
      const e = await fails(c, 'GET', `/api/events/${id}/matches?${query}`, undefined, 400, code);
      assert.equal(e.at, at, JSON.stringify(e));
      return e;
    };
    assert.match((await bad('round=22', 'BAD_ROUND', 'round')).message, /rounds are 1 to 21/);
    await bad('round=0', 'BAD_ROUND', 'round');
    await bad('round=two', 'BAD_ROUND', 'round');
    await bad('round=1.5', 'BAD_ROUND', 'round');
    assert.match((await bad('page=4', 'BAD_PAGE', 'page')).message, /3 pages/);
    await bad('page=0', 'BAD_PAGE', 'page');
    await bad('round=3&page=2', 'BAD_PAGE', 'page');
    await bad('page=-1', 'BAD_PAGE', 'page');
    await bad('team=nobody', 'BAD_TEAM', 'team');
    await bad('team=no%20such', 'BAD_TEAM', 'team');
    await bad('sort=name', 'BAD_REQUEST', 'query');
    await fails(c, 'GET', `/api/events/nope/matches?round=1`, undefined, 404, 'NOT_FOUND');
  });

  it('a kept view shows a change at once: a result reported, confirmed, in the standings', async () => {
    const { id, teams } = await bigRoundRobin();
    const c = new Client(url);
    // Looked at (and kept) before the change.
    const before = await ok(c, 'GET', `/api/events/${id}`);
    const r9 = await ok<EventMatchesPage>(c, 'GET', `/api/events/${id}/matches?round=9`);
    const match = r9.matches[0];
    assert.ok(match && before.paging?.attentionTotal === 0);
    assert.equal(match.status, 'awaiting-report');
    const [a, b] = match.teams.map((t) => teams.find((x) => x.id === t));
    assert.ok(a && b);
    await ok(a.a.c, 'POST', `/api/events/${id}/matches/${match.id}/report`, { games: [[7, 2]] });
    const reported = await ok<EventMatchesPage>(c, 'GET', `/api/events/${id}/matches?round=9`);
    assert.equal(reported.matches[0]?.status, 'reported');
    // Outside the current round, it waits for the other team's answer: the event lists it.
    const waiting = await ok(c, 'GET', `/api/events/${id}`);
    assert.equal(waiting.paging?.attentionTotal, 1);
    assert.equal(waiting.paging?.attention[0]?.id, match.id);
    await ok(b.a.c, 'POST', `/api/events/${id}/matches/${match.id}/confirm`, {});
    const after = await ok(c, 'GET', `/api/events/${id}`);
    assert.equal(after.paging?.attentionTotal, 0);
    const row = after.standings?.rows.find((r) => r.team === a.id);
    assert.equal(row?.matchWins, 1);
    assert.equal(row?.rank, 1);
    const ofTeam = await ok<EventMatchesPage>(c, 'GET', `/api/events/${id}/matches?team=${b.id}`);
    assert.equal(ofTeam.matches.find((m) => m.id === match.id)?.status, 'confirmed');
  });

  it("a player's answer is their own: their team, and their team's invite token", async () => {
    const { id, teams } = await bigRoundRobin();
    const t = teams[0];
    assert.ok(t);
    const seen = await ok(t.b.c, 'GET', `/api/events/${id}`);
    assert.equal(seen.you.team, t.id);
    assert.equal(seen.you.organizer, false);
    const anonymous = await ok(new Client(url), 'GET', `/api/events/${id}`);
    assert.equal(anonymous.you.team, null);
    assert.ok(anonymous.teams.every((x) => x.invite === undefined));
  });

  it('small events are sent whole, as before', async () => {
    const made = await eventWithTeams(url, { kind: 'round-robin', name: 'Small' }, [
      'Aces',
      'Bones',
      'Carts',
      'Dukes',
    ]);
    const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
    assert.equal(view.paging, undefined);
    assert.deepEqual(
      view.rounds.map((r) => [r.matches.length, r.omitted]),
      [
        [2, undefined],
        [2, undefined],
        [2, undefined],
      ],
    );
  });

  it('a kept view follows the clock: a no-show grace ends without any change', async () => {
    const made = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Clocked', rounds: { first: 1, later: 1, final: 1 } },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
    await ok(made.organizer.c, 'POST', `/api/events/${made.id}/start`, { round: 1 });
    const c = new Client(url);
    const early = await ok(c, 'GET', `/api/events/${made.id}`);
    assert.deepEqual(matchOf(early, 'r1-1').noShowEligible, []);
    offsetMs += 6 * MINUTE;
    const late = await ok(c, 'GET', `/api/events/${made.id}`);
    assert.equal(matchOf(late, 'r1-1').noShowEligible?.length, 2);
    assert.ok(Date.parse(late.serverTime ?? '') - Date.parse(early.serverTime ?? '') >= 6 * MINUTE);
  });

  it('answers are compressed with brotli or gzip when the client takes it', async () => {
    const { id } = await bigRoundRobin();
    const path = `/api/events/${id}`;
    const plain = await raw(path, null);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const json = JSON.parse(plain.body.toString('utf8')) as EventView;
    const br = await raw(path, 'br, gzip');
    assert.equal(br.headers['content-encoding'], 'br');
    const gz = await raw(path, 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    for (const body of [brotliDecompressSync(br.body), gunzipSync(gz.body)]) {
      const decoded = JSON.parse(body.toString('utf8')) as EventView;
      assert.deepEqual({ ...decoded, serverTime: null }, { ...json, serverTime: null });
    }
    assert.ok(br.body.length * 4 < plain.body.length, `${br.body.length} of ${plain.body.length}`);
    const page = await raw(`/api/events/${id}/matches?page=1`, 'gzip');
    assert.equal(page.headers['content-encoding'], 'gzip');
  });
});
