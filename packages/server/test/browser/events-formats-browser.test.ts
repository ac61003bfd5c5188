import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * Pools feeding brackets (001) and progressive tables (002) in a real browser: an organizer makes
 * each event with the form, team members report and confirm pool and bracket matches on their
 * pages, the organizer advances to the brackets; at progressive tables marks are entered with
 * the − and + of each table on a phone, the organizer ends the rounds and records the mini-game.
 * Phone-size screenshots go to artifacts/screenshots/.
 */
const rig = browserRig();
const PHONE = { width: 360, height: 780 };

interface Person {
  readonly c: Client;
  readonly me: Me;
}

interface Team {
  readonly name: string;
  readonly a: Person;
  readonly b: Person;
  readonly id: string;
}

async function person(name: string): Promise<Person> {
  const c = new Client(rig.url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, me };
}

async function contextOf(p: Person, viewport = PHONE): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

async function get(p: Person, eventId: string): Promise<EventView> {
  const r = await p.c.call<EventView>('GET', `/api/events/${eventId}`);
  assert.equal(r.status, 200);
  return r.json;
}

async function register(eventId: string, names: readonly string[]): Promise<Team[]> {
  const teams: Team[] = [];
  for (const name of names) {
    const a = await person(`${name} A`);
    const b = await person(`${name} B`);
    const r = await a.c.call<EventView>('POST', `/api/events/${eventId}/teams`, {
      name,
      partner: b.me.id,
    });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    const id = r.json.teams.find((t) => t.name === name)?.id;
    assert.ok(id);
    const accepted = await b.c.call('POST', `/api/events/${eventId}/teams/${id}/accept`, {});
    assert.equal(accepted.status, 200, JSON.stringify(accepted.json));
    teams.push({ name, a, b, id });
  }
  return teams;
}

/** The organizer's page: the events form filled in and sent; answers the new event's id. */
async function createWithForm(
  page: Page,
  name: string,
  kind: string,
  fill: () => Promise<void>,
): Promise<string> {
  await page.goto(`${rig.url}/#/events`);
  await page.getByTestId('event-name').fill(name);
  await page.getByTestId('event-kind').selectOption(kind);
  await fill();
  await page.getByTestId('event-create').click();
  await page.getByTestId('event-page').waitFor();
  const m = /\/e\/([A-Za-z0-9_-]+)/.exec(page.url());
  assert.ok(m?.[1], page.url());
  return m[1];
}

/**
 * A match reported on the first team's page (one game, or more; `timed`: with time called) and
 * confirmed on the other's.
 */
async function playMatch(
  eventId: string,
  teams: readonly Team[],
  matchId: string,
  marks: readonly [number, number],
  more: readonly (readonly [number, number])[] = [],
  timed = false,
): Promise<void> {
  const view = await get(teams[0]!.a, eventId);
  const match = view.rounds.flatMap((r) => r.matches).find((m) => m.id === matchId);
  assert.ok(match, matchId);
  const [first, second] = match.teams.map((t) => teams.find((x) => x.id === t));
  assert.ok(first && second);
  const row = `[data-testid="match-row"][data-match="${matchId}"]`;
  const reporterContext = await contextOf(first.a);
  const reporter = await reporterContext.newPage();
  await reporter.goto(`${rig.url}/#/e/${eventId}`);
  const scores = `${row} [data-testid="report-scores"]`;
  for (const [g, game] of [marks, ...more].entries())
    for (const side of [0, 1] as const)
      await reporter
        .locator(`${scores} input[data-game="${g}"][data-side="${side}"]`)
        .fill(String(game[side]));
  if (timed) await reporter.locator(`${row} [data-testid="report-timed"]`).check();
  await reporter.locator(`${row} [data-testid="report-submit"]`).click();
  await reporter.locator(`${row}[data-status="reported"]`).waitFor();
  await reporterContext.close();
  const confirmerContext = await contextOf(second.b);
  const confirmer = await confirmerContext.newPage();
  await confirmer.goto(`${rig.url}/#/e/${eventId}`);
  await confirmer.locator(`${row} [data-testid="confirm-result"]`).click();
  await confirmer.locator(`${row}[data-status="confirmed"]`).waitFor();
  await confirmerContext.close();
}

/** Clicks + at a table until the team has `marks` (each click is one call to the server). */
async function addMarks(page: Page, table: number, side: 0 | 1, marks: number): Promise<void> {
  const card = page.locator(`[data-testid="progressive-table"][data-table="${table}"]`);
  const row = card.locator('[data-testid="marks-row"]').nth(side);
  for (let n = 1; n <= marks; n++) {
    await row.getByTestId('mark-plus').click();
    await row.getByTestId('marks-value').getByText(String(n), { exact: true }).waitFor();
  }
}

describe('pools, league playoffs and progressive tables in chromium', () => {
  it('pools to the champion: the form, the pools, advancing, both brackets', async () => {
    const organizer = await signedUp(rig.url, 'Pat');
    const orgContext = await contextOf(organizer);
    const org = await orgContext.newPage();
    const eventId = await createWithForm(org, 'Pools Day', 'pools', async () => {
      await org.getByTestId('event-pools').fill('2');
      await org.getByTestId('event-advance').fill('1');
      for (const at of ['event-first', 'event-later', 'event-final'])
        await org.getByTestId(at).selectOption('1');
    });
    const teams = await register(eventId, ['Aces', 'Bones', 'Carts', 'Dukes']);
    await org.reload();
    await org.locator('[data-testid="team-row"]').nth(3).waitFor();
    await org.getByTestId('generate').click();
    await org.getByTestId('confirm-ok').click(); // the dialog that asks first
    await org.locator('[data-testid="pool"][data-pool="B"]').waitFor();
    // The snake: Aces and Dukes in pool A, Bones and Carts in pool B; one match each.
    const pooled = await get(organizer, eventId);
    assert.deepEqual(
      pooled.pools?.pools.map((p) => p.teams.map((t) => teams.find((x) => x.id === t)?.name)),
      [
        ['Aces', 'Dukes'],
        ['Bones', 'Carts'],
      ],
    );
    assert.ok(await org.getByTestId('advance-pools').isDisabled());
    await playMatch(eventId, teams, 'a1-1', [7, 2]);
    await playMatch(eventId, teams, 'b1-1', [4, 7]);
    await org.reload();
    await org.getByTestId('advance-pools').click();
    await org.locator('[data-testid="bracket"] [data-testid="bracket-match"]').waitFor();
    await org.locator('[data-testid="consolation"] [data-testid="bracket-match"]').waitFor();
    // The pool winners meet in the championship final, the others in the consolation final.
    const brackets = await get(organizer, eventId);
    const names = (ids: readonly (string | null)[]) =>
      ids.map((t) => teams.find((x) => x.id === t)?.name).sort();
    assert.deepEqual(names(brackets.pools?.championship?.rounds[0]?.matches[0]?.teams ?? []), [
      'Aces',
      'Carts',
    ]);
    assert.deepEqual(names(brackets.pools?.consolation?.rounds[0]?.matches[0]?.teams ?? []), [
      'Bones',
      'Dukes',
    ]);
    await playMatch(eventId, teams, 'ch1-1', [7, 5]);
    await playMatch(eventId, teams, 'co1-1', [6, 7]);
    await org.reload();
    await org.getByTestId('champion').waitFor();
    const done = await get(organizer, eventId);
    const champion = teams.find((t) => t.id === done.champion)?.name;
    assert.ok(champion === 'Aces' || champion === 'Carts');
    assert.equal(await org.getByTestId('champion').getAttribute('data-team'), champion);
    assert.ok(await org.getByTestId('consolation-winner').isVisible());
    assert.equal(await org.getByTestId('event-status').textContent(), 'finished');
    await org.screenshot({ path: join(SHOTS, 'event-pools-phone.png'), fullPage: true });
    await orgContext.close();
  });

  it("a league's playoffs to the league champion: the organizer starts them, the teams report and confirm", async () => {
    const organizer = await signedUp(rig.url, 'Lee');
    const created = await organizer.c.call<EventView>('POST', '/api/events', {
      kind: 'league',
      name: 'Spring League',
      seed: 3,
    });
    const eventId = created.json.id;
    const teams = await register(eventId, ['Aces', 'Bones', 'Carts', 'Dukes']);
    const season = await organizer.c.call<EventView>('POST', `/api/events/${eventId}/generate`, {});
    // The season through the API: the first registered of each pair wins two games to none.
    const order = teams.map((t) => t.id);
    for (const m of season.json.rounds.flatMap((r) => r.matches)) {
      const [x, y] = (m.teams as [string, string])
        .map((t) => teams.find((team) => team.id === t))
        .sort((p, q) => order.indexOf(p?.id ?? '') - order.indexOf(q?.id ?? ''));
      assert.ok(x && y);
      const path = `/api/events/${eventId}/matches/${m.id}`;
      const games =
        m.teams[0] === x.id
          ? [
              [7, 2],
              [7, 4],
            ]
          : [
              [2, 7],
              [4, 7],
            ];
      assert.equal((await y.a.c.call('POST', `${path}/report`, { games })).status, 200);
      assert.equal((await x.b.c.call('POST', `${path}/confirm`, {})).status, 200);
    }
    const orgContext = await contextOf(organizer);
    const org = await orgContext.newPage();
    await org.goto(`${rig.url}/#/e/${eventId}`);
    await org.getByTestId('start-playoffs').click();
    await org.getByTestId('confirm-ok').click();
    await org.locator('[data-testid="playoffs"] [data-testid="bracket-match"]').first().waitFor();
    // Seeded by the standings: 1 v 4 and 2 v 3, best of three like the season.
    const seeded = await get(organizer, eventId);
    const names = (ids: readonly (string | null)[]) =>
      ids.map((t) => teams.find((x) => x.id === t)?.name ?? null);
    assert.deepEqual(
      seeded.playoffs?.rounds[0]?.matches.map((m) => names(m.teams)),
      [
        ['Aces', 'Dukes'],
        ['Bones', 'Carts'],
      ],
    );
    await org.screenshot({ path: join(SHOTS, 'event-playoffs-phone.png'), fullPage: true });
    await playMatch(eventId, teams, 'po1-1', [2, 7], [[7, 9]]);
    // The final names the team already through until its other side is known.
    await org.reload();
    const next = org.locator('[data-testid="match-row"][data-match="po2-1"] .match-head');
    await next.getByText('winner of Bones v Carts').waitFor();
    assert.match((await next.textContent()) ?? '', /^Dukesvwinner of Bones v Carts/);
    await org.screenshot({ path: join(SHOTS, 'event-playoffs-next-phone.png'), fullPage: true });
    await playMatch(eventId, teams, 'po1-2', [7, 3], [[7, 1]]);
    // 000 times no league match, playoffs included; the organizer gives the final 60 minutes.
    await org.reload();
    const finalRound = org.locator(
      '[data-testid="playoffs"] [data-testid="bracket-round"][data-round="202"]',
    );
    await finalRound.getByTestId('start-minutes').fill('60');
    await finalRound.getByTestId('start-round').click();
    await org.getByTestId('confirm-start-round').getByTestId('confirm-ok').click();
    await org
      .locator('[data-testid="match-row"][data-match="po2-1"] [data-testid="clock-left"]')
      .waitFor();
    // The final's third game ends at time: its actual marks, 4-1 (001 I).
    await playMatch(
      eventId,
      teams,
      'po2-1',
      [7, 5],
      [
        [3, 7],
        [4, 1],
      ],
      true,
    );
    await org.reload();
    await org.getByTestId('playoffs-winner').waitFor();
    assert.equal(await org.getByTestId('playoffs-winner').getAttribute('data-team'), 'Dukes');
    const final = org.locator('[data-testid="match-row"][data-match="po2-1"]');
    assert.equal(
      await final.getByTestId('match-score').textContent(),
      '7-5, 3-7, 4-1 (time called)',
    );
    assert.equal(await org.getByTestId('event-status').textContent(), 'finished');
    await org.screenshot({ path: join(SHOTS, 'event-playoffs-done-phone.png'), fullPage: true });
    await orgContext.close();
  });

  it('progressive tables through their rounds: marks on the phones, the final four, the mini-game', async () => {
    const organizer = await signedUp(rig.url, 'Quinn');
    const orgContext = await contextOf(organizer);
    const org = await orgContext.newPage();
    const eventId = await createWithForm(org, 'Pavilion 42', 'progressive', async () => {
      await org.getByTestId('event-progressive-rounds').fill('1');
    });
    const teams = await register(eventId, ['Aces', 'Bones', 'Carts', 'Dukes']);
    await org.reload();
    await org.locator('[data-testid="team-row"]').nth(3).waitFor();
    await org.getByTestId('generate').click();
    await org.getByTestId('confirm-ok').click(); // the dialog that asks first
    await org.locator('[data-testid="progressive-table"][data-table="2"]').waitFor();
    const drawn = (await get(organizer, eventId)).progressive;
    assert.ok(drawn);
    const byId = (id: string) => {
      const t = teams.find((x) => x.id === id);
      assert.ok(t, id);
      return t;
    };

    // Round 1: a player at the head table enters its marks on their phone; they may not enter
    // another table's.
    const head = byId(drawn.tables[0]!.teams[0]);
    const playerContext = await contextOf(head.a);
    const player = await playerContext.newPage();
    await player.goto(`${rig.url}/#/e/${eventId}`);
    await player.locator('[data-testid="progressive-table"][data-table="1"]').waitFor();
    assert.equal(await player.getByTestId('mark-plus').count(), 2);
    assert.equal(await player.getByTestId('end-round').count(), 0);
    await addMarks(player, 1, 0, 7);
    await addMarks(player, 1, 1, 2);
    await player.screenshot({ path: join(SHOTS, 'event-progressive-phone.png'), fullPage: true });
    // The organizer enters table 2 (the second team ahead when play stops) and ends the round.
    await org.reload();
    await addMarks(org, 2, 1, 3);
    await org.getByTestId('end-round').click();
    await org.getByTestId('confirm-end-round').getByTestId('confirm-ok').click();
    await org.locator('[data-testid="progressive"][data-phase="final"]').waitFor();
    await org.getByTestId('progressive-history').waitFor();
    const final = (await get(organizer, eventId)).progressive;
    assert.ok(final);
    const punches = new Map(final.punches.map((p) => [p.team, p.punches]));
    assert.deepEqual(
      [drawn.tables[0]!.teams[0], drawn.tables[1]!.teams[1]].map((t) => punches.get(t)),
      [1, 1],
    );
    // The final round: the first teams of both tables win, so two teams have two punches.
    await addMarks(org, 1, 0, 7);
    await addMarks(org, 2, 0, 7);
    await org.getByTestId('end-round').click();
    await org.getByTestId('confirm-end-round').getByTestId('confirm-ok').click();
    await org.getByTestId('mini-game').waitFor();
    const tied = (await get(organizer, eventId)).progressive?.tied ?? [];
    assert.equal(tied.length, 2);
    await org.getByTestId('mini-marks-first').fill('3');
    await org.getByTestId('mini-marks-second').fill('1');
    await org.getByTestId('mini-game-submit').click();
    await org.getByTestId('champion').waitFor();
    assert.equal(await org.getByTestId('champion').getAttribute('data-team'), byId(tied[0]!).name);
    assert.equal(await org.locator('[data-testid="history-round"]').count(), 2);
    await org.screenshot({ path: join(SHOTS, 'event-progressive-done-phone.png'), fullPage: true });
    // The player's page shows the winner by its own refresh.
    await player.getByTestId('champion').waitFor({ timeout: 12_000 });
    await playerContext.close();
    await orgContext.close();
  });
});
