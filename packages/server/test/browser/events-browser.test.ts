import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * Leagues and tournaments in a real browser (Debian's chromium, driven by playwright-core): an
 * organizer makes a league and its schedule, a team member reports a score, a member of the other
 * team confirms it in another browser, the standings show the points; a bracket is played to its
 * champion. Screenshots go to artifacts/screenshots/.
 */
const rig = browserRig();

interface Person {
  readonly c: Client;
  readonly me: Me;
}

async function person(name: string): Promise<Person> {
  const c = new Client(rig.url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, me };
}

/** A browser context signed in as the person (their session cookie, as the API set it). */
async function contextOf(
  p: Person,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

async function ok<T = EventView>(p: Person, method: string, path: string, body?: unknown) {
  const r = await p.c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

/** Four teams of two registered through the API: [{name, a, b, id}]. */
async function registerFour(eventId: string) {
  const teams = [];
  for (const name of ['Aces', 'Bones', 'Carts', 'Dukes']) {
    const a = await person(`${name} A`);
    const b = await person(`${name} B`);
    const view = await ok(a, 'POST', `/api/events/${eventId}/teams`, { name, partner: b.me.id });
    const id = view.teams.find((t) => t.name === name)?.id;
    assert.ok(id);
    await ok(b, 'POST', `/api/events/${eventId}/teams/${id}/accept`, {});
    teams.push({ name, a, b, id });
  }
  return teams;
}

async function enterScores(
  page: Page,
  scope: string,
  games: readonly (readonly [number, number])[],
): Promise<void> {
  for (const [g, [x, y]] of games.entries()) {
    await page
      .locator(`${scope} [data-testid="report-scores"] input[data-game="${g}"][data-side="0"]`)
      .fill(String(x));
    await page
      .locator(`${scope} [data-testid="report-scores"] input[data-game="${g}"][data-side="1"]`)
      .fill(String(y));
  }
}

describe('leagues and tournaments in chromium', () => {
  it('a league week: the organizer makes the league and its schedule, a member reports, the other team confirms, the standings show the points', async () => {
    const organizer = await signedUp(rig.url, 'Olive');
    const orgContext = await contextOf(organizer);
    const orgPage = await orgContext.newPage();
    await orgPage.goto(`${rig.url}/#/`);
    await orgPage.getByTestId('events-link').click();
    await orgPage.getByTestId('event-name').fill('Monday Night League');
    await orgPage.getByTestId('event-kind').selectOption('league');
    await orgPage.getByTestId('event-create').click();
    await orgPage.getByTestId('event-page').waitFor();
    const m = /\/e\/([A-Za-z0-9_-]+)/.exec(orgPage.url());
    assert.ok(m?.[1], orgPage.url());
    const eventId = m[1];

    const teams = await registerFour(eventId);
    await orgPage.reload();
    await orgPage.locator('[data-testid="team-row"]').nth(3).waitFor();
    assert.equal(await orgPage.locator('[data-testid="team-row"]').count(), 4);
    await orgPage.getByTestId('generate').click();
    await orgPage.getByTestId('confirm-ok').click(); // the dialog that asks first
    await orgPage.locator('[data-testid="week"][data-week="1"]').waitFor();
    await orgPage.getByTestId('standings-table').waitFor();

    const view = await ok(organizer, 'GET', `/api/events/${eventId}`);
    const match = view.rounds[0]?.matches[0];
    assert.ok(match);
    const first = teams.find((t) => t.id === match.teams[0]);
    const second = teams.find((t) => t.id === match.teams[1]);
    assert.ok(first && second);

    // A member of the first team reports 7-3, 4-7, 7-2.
    const reporterContext = await contextOf(first.b);
    const reporter = await reporterContext.newPage();
    await reporter.goto(`${rig.url}/#/e/${eventId}`);
    const row = `[data-testid="match-row"][data-match="${match.id}"]`;
    await reporter.locator(`${row} [data-testid="report-submit"]`).waitFor();
    // The other matches of week 1 offer this member nothing to report.
    assert.equal(await reporter.locator('[data-testid="report-submit"]').count(), 3);
    // A score no hands reach is refused beside its game before anything is sent: "each round
    // decided by the first to seven marks, winning by two" (000), five marks a hand at most.
    await enterScores(reporter, row, [
      [99, 1],
      [7, 3],
    ]);
    await reporter.locator(`${row} [data-testid="report-submit"]`).click();
    const problem = reporter.locator(`${row} [data-testid="score-problem"]`);
    await problem.waitFor();
    assert.match(await problem.innerText(), /^Game 1: 99-1 cannot end a game.*at most 11/);
    assert.equal(
      await reporter
        .locator(`${row} input[data-game="0"][data-side="0"]`)
        .getAttribute('aria-invalid'),
      'true',
    );
    await reporter.screenshot({ path: join(SHOTS, 'events-impossible-score.png') });
    // "-1" stays as typed and is refused, not read as 1.
    await enterScores(reporter, row, [[-1, 7]]);
    assert.equal(await problem.count(), 0, 'editing clears the problem');
    await reporter.locator(`${row} [data-testid="report-submit"]`).click();
    assert.match(await problem.innerText(), /Game 1: "-1" is not a number of marks/);
    assert.equal(
      (await ok(organizer, 'GET', `/api/events/${eventId}`)).rounds[0]?.matches[0]?.status,
      'awaiting-report',
    );
    await enterScores(reporter, row, [
      [7, 3],
      [4, 7],
      [7, 2],
    ]);
    await reporter.locator(`${row} [data-testid="report-submit"]`).click();
    await reporter.locator(`${row}[data-status="reported"]`).waitFor();
    assert.equal(await reporter.locator(`${row} [data-testid="confirm-result"]`).count(), 0);

    // A member of the other team, in another browser, confirms.
    const confirmerContext = await contextOf(second.a, { width: 390, height: 844 });
    const confirmer = await confirmerContext.newPage();
    await confirmer.goto(`${rig.url}/#/e/${eventId}`);
    await confirmer.locator(`${row} [data-testid="confirm-result"]`).click();
    await confirmer.locator(`${row}[data-status="confirmed"]`).waitFor();
    const points = (page: Page, team: string) =>
      page
        .locator(
          `[data-testid="standings-row"][data-team="${team}"] [data-testid="standings-points"]`,
        )
        .textContent();
    assert.equal(await points(confirmer, first.name), '24');
    assert.equal(await points(confirmer, second.name), '5');
    await confirmer.screenshot({ path: join(SHOTS, 'event-phone.png'), fullPage: true });

    // The organizer's page picks the result up on its own (the server tells it over the socket).
    await orgPage
      .locator(
        `[data-testid="standings-row"][data-team="${first.name}"] [data-testid="standings-points"]`,
      )
      .getByText('24', { exact: true })
      .waitFor({ timeout: 12_000 });
    const firstRow = orgPage.locator('[data-testid="standings-row"]').first();
    assert.equal(await firstRow.getAttribute('data-team'), first.name);
    await orgPage.screenshot({ path: join(SHOTS, 'event-standings.png'), fullPage: true });
    await orgContext.close();
    await reporterContext.close();
    await confirmerContext.close();
  });

  it('a single-elimination tournament to its champion: the semifinals through the API, the final in the browser', async () => {
    const organizer = await signedUp(rig.url, 'Dora');
    const created = await ok(organizer, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Spring Open',
      rules: 'straight-42',
      rounds: { first: 3, later: 3, final: 3 },
    });
    const teams = await registerFour(created.id);
    const view = await ok(organizer, 'POST', `/api/events/${created.id}/generate`, {});
    const byId = (id: string | null) => teams.find((t) => t.id === id);
    for (const m of view.rounds[0]?.matches ?? []) {
      const [a, b] = [byId(m.teams[0]), byId(m.teams[1])];
      assert.ok(a && b);
      await ok(a.a, 'POST', `/api/events/${created.id}/matches/${m.id}/report`, {
        games: [
          [7, 4],
          [3, 7],
          [7, 5],
        ],
      });
      await ok(b.a, 'POST', `/api/events/${created.id}/matches/${m.id}/confirm`);
    }
    const semis = await ok(organizer, 'GET', `/api/events/${created.id}`);
    const final = semis.rounds[1]?.matches[0];
    assert.ok(final && final.status === 'awaiting-report');
    const [fa, fb] = [byId(final.teams[0]), byId(final.teams[1])];
    assert.ok(fa && fb);

    const aContext = await contextOf(fa.a);
    const aPage = await aContext.newPage();
    await aPage.goto(`${rig.url}/#/e/${created.id}`);
    await aPage.locator('[data-testid="bracket-round"]').nth(1).waitFor();
    const row = `[data-testid="bracket-match"][data-match="${final.id}"]`;
    await enterScores(aPage, row, [
      [7, 1],
      [7, 6],
    ]);
    await aPage.locator(`${row} [data-testid="report-submit"]`).click();
    await aPage.locator(`${row} [data-status="reported"]`).waitFor();

    const bContext = await contextOf(fb.b);
    const bPage = await bContext.newPage();
    await bPage.goto(`${rig.url}/#/e/${created.id}`);
    await bPage.locator(`${row} [data-testid="confirm-result"]`).click();
    await bPage.getByTestId('champion').waitFor();
    assert.equal(await bPage.getByTestId('champion').getAttribute('data-team'), fa.name);
    // The reporter's page shows the champion too, by its own refresh.
    await aPage.getByTestId('champion').waitFor({ timeout: 12_000 });
    assert.equal(await aPage.locator('[data-testid="bracket-round"]').count(), 2);
    await aPage.screenshot({ path: join(SHOTS, 'event-bracket.png'), fullPage: true });
    await aContext.close();
    await bContext.close();
  });
});
