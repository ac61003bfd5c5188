import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import type { EventMatchesPage, EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * A 200-team round robin (19,900 matches) in a real browser: the page opens on the current
 * round with a round picker, fetches another round when it is picked, lists a result waiting for
 * the other team's answer, and that team confirms it on a phone. Screenshots of the page at
 * 1366x850 and 390x844 go to artifacts/screenshots/.
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

async function ok<T = EventView>(p: Person, method: string, path: string, body?: unknown) {
  const r = await p.c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

async function contextOf(p: Person | null, viewport: { width: number; height: number }) {
  const context: BrowserContext = await rig.browser.newContext({ viewport });
  if (p !== null) {
    const [name, value] = p.c.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: rig.url }]);
  }
  return context;
}

describe('a big event in the browser', () => {
  it('a 200-team round robin opens on its current round; other rounds come when picked', async () => {
    const organizer = await signedUp(rig.url, 'Olive');
    const event = await ok(organizer, 'POST', '/api/events', {
      kind: 'round-robin',
      name: 'Two Hundred Teams',
      // The test reports a match of round 5 before the rounds before it are played.
      earlyResults: true,
    });
    const players = new Map<string, Person>();
    for (let i = 1; i <= 200; i++) {
      const a = await person(`Player ${i}A`);
      const b = await person(`Player ${i}B`);
      const name = `Team ${i}`;
      const view = await ok(a, 'POST', `/api/events/${event.id}/teams`, { name, partner: b.me.id });
      const id = view.teams.find((t) => t.name === name)?.id;
      assert.ok(id);
      await ok(b, 'POST', `/api/events/${event.id}/teams/${id}/accept`, {});
      players.set(id, a);
    }
    const made = await ok(organizer, 'POST', `/api/events/${event.id}/generate`, {});
    assert.equal(made.paging?.matches, 19_900);
    // A result in round 5, reported by one team: it waits for the other's answer.
    const r5 = await ok<EventMatchesPage>(
      organizer,
      'GET',
      `/api/events/${event.id}/matches?round=5`,
    );
    const match = r5.matches[0];
    assert.ok(match);
    const [ta, tb] = match.teams;
    const reporter = players.get(ta ?? '');
    const answerer = players.get(tb ?? '');
    assert.ok(reporter && answerer);
    await ok(reporter, 'POST', `/api/events/${event.id}/matches/${match.id}/report`, {
      games: [[7, 4]],
    });

    // The organizer's desk: the current round, the picker, the match waiting for an answer.
    const desk = await contextOf(organizer, { width: 1366, height: 850 });
    const page = await desk.newPage();
    await page.goto(`${rig.url}/#/e/${event.id}`);
    await page.locator('[data-testid="schedule"][data-paged="true"]').waitFor();
    await page.locator('[data-testid="week"][data-week="1"]').waitFor();
    assert.equal(await page.locator('[data-testid="round-picker"] option').count(), 199);
    assert.equal(
      await page.locator('[data-testid="week"][data-week="1"] [data-testid="match-row"]').count(),
      100,
    );
    assert.equal(
      await page.locator(`[data-testid="attention"] [data-match="${match.id}"]`).count(),
      1,
    );
    assert.equal(await page.locator('[data-testid="standings-row"]').count(), 200);
    await page.screenshot({ path: join(SHOTS, 'event-big-desktop.png') });
    // Another round, picked: fetched from the server.
    await page.locator('[data-testid="round-picker"]').selectOption('150');
    await page.locator('[data-testid="week"][data-week="150"]').waitFor();
    assert.equal(
      await page.locator('[data-testid="week"][data-week="150"] [data-testid="match-row"]').count(),
      100,
    );
    await page.locator('[data-testid="round-next"]').click();
    await page.locator('[data-testid="week"][data-week="151"]').waitFor();
    await page.screenshot({ path: join(SHOTS, 'event-big-round.png') });

    // The other team, on a phone: the match waits for its answer; it confirms.
    const phone = await contextOf(answerer, { width: 390, height: 844 });
    const mobile = await phone.newPage();
    await mobile.goto(`${rig.url}/#/e/${event.id}`);
    const waiting = mobile.locator(`[data-testid="attention"] [data-match="${match.id}"]`);
    await waiting.waitFor();
    await mobile.screenshot({ path: join(SHOTS, 'event-big-phone.png') });
    await mobile.locator('[data-testid="round-picker"]').scrollIntoViewIfNeeded();
    await mobile.screenshot({ path: join(SHOTS, 'event-big-phone-schedule.png') });
    await waiting.locator('[data-testid="confirm-result"]').click();
    await mobile.locator('[data-testid="attention"]').waitFor({ state: 'detached' });
    // The team's own matches, every round, a page at a time.
    await mobile.locator('[data-testid="my-matches"] summary').click();
    await mobile
      .locator(`[data-testid="my-matches"] [data-match="${match.id}"][data-status="confirmed"]`)
      .waitFor();
    assert.equal(
      await mobile.locator('[data-testid="my-matches"] [data-testid="match-row"]').count(),
      100,
    );
    await mobile.locator('[data-testid="team-pager"]').waitFor();
    // The organizer's page shows the confirmed result in round 5 on its next look.
    await page.locator('[data-testid="round-picker"]').selectOption('5');
    await page
      .locator(
        `[data-testid="week"][data-week="5"] [data-match="${match.id}"][data-status="confirmed"]`,
      )
      .waitFor();
    await phone.close();
    await desk.close();
  });
});
