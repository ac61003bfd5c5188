import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * Every page in both color schemes, as the system asks for them (prefers-color-scheme): axe-core
 * finds no serious or critical violation on the lobby, the table (a hand in play, then over),
 * the history with a replay, a profile, an event's page, the events, the leaderboard, the
 * scorekeeper and the sign-in page, in light and in dark; each is photographed at 1366x850 and
 * 390x844 in both (artifacts/screenshots/scheme-<page>-<scheme>-<width>.png).
 */
const rig = browserRig({ botDelayMs: 0, handPauseMs: 30_000 });

const SCHEMES = ['light', 'dark'] as const;
const SIZES = [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
] as const;

async function ok<T = EventView>(c: Client, method: string, path: string, body?: unknown) {
  const r = await c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

async function person(name: string): Promise<{ c: Client; me: Me }> {
  const c = new Client(rig.url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, me };
}

/** The page in both schemes: checked by axe-core, photographed at both sizes, and left light. */
async function everyWay(page: Page, name: string): Promise<void> {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    // theme.js follows the system's change (a string predicate would be eval, which the CSP refuses).
    const deadline = Date.now() + 5000;
    while ((await page.evaluate('document.documentElement.dataset.theme')) !== colorScheme) {
      assert.ok(Date.now() < deadline, `the page turns ${colorScheme}`);
      await page.waitForTimeout(20);
    }
    // Colors that change ease over 0.15 s (a hovered button's background): axe reads them once
    // they have settled, not half way between the schemes (on a busy machine it caught one).
    while (
      await page.evaluate(() =>
        (
          globalThis as unknown as {
            document: { getAnimations(): { constructor: { name: string }; playState: string }[] };
          }
        ).document
          .getAnimations()
          .some((a) => a.constructor.name === 'CSSTransition' && a.playState === 'running'),
      )
    ) {
      assert.ok(Date.now() < deadline, `the colors settle in ${colorScheme}`);
      await page.waitForTimeout(20);
    }
    await assertAccessible(page, `${name}, ${colorScheme}`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: join(SHOTS, `scheme-${name}-${colorScheme}-${size.width}.png`),
      });
    }
    await page.setViewportSize(SIZES[0]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** One click of whatever the player may do now, other than closing a window. */
async function actOnce(page: Page): Promise<boolean> {
  for (const selector of [
    '[data-testid="bid-button"]:not([disabled])',
    '[data-testid="contract-button"]:not([disabled])',
    '[data-testid="hand-domino"][data-playable="true"]',
  ]) {
    const target = page.locator(selector).first();
    if (await target.isVisible().catch(() => false)) {
      await target.click({ timeout: 2000 }).catch(() => undefined);
      return true;
    }
  }
  return false;
}

/** Plays (bids, names trump, lays dominoes) until `done`. */
async function playUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await done())) {
    assert.ok(Date.now() < deadline, 'the table gets there within 2 minutes');
    if (!(await actOnce(page))) await page.waitForTimeout(50);
  }
}

describe('the pages in both color schemes', () => {
  it('axe-core finds no serious or critical violation on the lobby, table, history, profile and event pages, light or dark', async () => {
    // A league of two teams, so there is an event page and a scorekeeper to look at.
    const organizer = await signedUp(rig.url, 'Olive');
    const created = await ok(organizer.c, 'POST', '/api/events', {
      kind: 'league',
      name: 'Thursday League',
    });
    const keepers = [];
    for (const name of ['Aces', 'Bones']) {
      const a = await person(`${name} A`);
      const b = await person(`${name} B`);
      const view = await ok(a.c, 'POST', `/api/events/${created.id}/teams`, {
        name,
        partner: b.me.id,
      });
      const id = view.teams.find((t) => t.name === name)?.id ?? '';
      await ok(b.c, 'POST', `/api/events/${created.id}/teams/${id}/accept`, {});
      keepers.push(a);
    }
    const league = await ok(organizer.c, 'POST', `/api/events/${created.id}/generate`, {});
    const match = league.rounds[0]?.matches[0];
    const me = keepers[0];
    assert.ok(match && me);
    const tableId = await me.c.botTable();

    const context = await rig.browser.newContext({ viewport: SIZES[0], colorScheme: 'light' });
    const [cookie, value] = me.c.cookie.split('=') as [string, string];
    await context.addCookies([{ name: cookie, value, url: rig.url }]);
    const page = await context.newPage();

    await page.goto(rig.url);
    await page.getByTestId('lobby').waitFor();
    await everyWay(page, 'lobby');

    await page.goto(`${rig.url}/#/t/${tableId}`);
    await page.getByTestId('board').waitFor();
    // A trick under way and your turn in it: the board waits for you while it is photographed.
    await playUntil(
      page,
      async () =>
        (await page.locator('[data-testid="trick-play"]').count()) >= 1 &&
        (await page.locator('[data-testid="hand-domino"][data-playable="true"]').count()) > 0,
    );
    await everyWay(page, 'table');
    await playUntil(page, () => page.getByTestId('hand-over').isVisible());
    await everyWay(page, 'hand-over');

    await page.goto(`${rig.url}/#/t/${tableId}/history`);
    await page.getByTestId('history-hand').first().click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('replay-next').click();
    await everyWay(page, 'history');

    await page.goto(`${rig.url}/#/u/${me.me.id}`);
    await page.getByTestId('me-link').waitFor();
    await page.waitForLoadState('networkidle');
    await everyWay(page, 'profile');

    await page.goto(`${rig.url}/#/e/${created.id}`);
    await page.locator(`[data-match="${match.id}"]`).waitFor();
    await everyWay(page, 'event');

    await page.goto(`${rig.url}/#/events`);
    await page.waitForLoadState('networkidle');
    await everyWay(page, 'events');
    await page.goto(`${rig.url}/#/leaderboard`);
    await page.waitForLoadState('networkidle');
    await everyWay(page, 'leaderboard');
    await page.goto(`${rig.url}/#/e/${created.id}/m/${match.id}/score`);
    await page.getByTestId('scorekeeper').waitFor();
    await everyWay(page, 'scorekeeper');
    await context.close();

    // Before signing in.
    const stranger = await rig.browser.newPage({ viewport: SIZES[0] });
    await stranger.goto(rig.url);
    await stranger.getByTestId('guest-name').waitFor();
    await everyWay(stranger, 'sign-in');
    await stranger.close();
  });
});
