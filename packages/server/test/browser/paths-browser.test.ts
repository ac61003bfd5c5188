import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { TableSummary } from '@texas42/protocol';
import { ok, person } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/**
 * The app's pages as real paths in chromium: opened directly, reloaded, moved between by links
 * and the back and forward buttons without reloading the app, and the old `#/` links, already
 * shared, opening the same pages at their paths.
 */
const rig = browserRig();

async function contextOf(
  p: Awaited<ReturnType<typeof person>>,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

/** A mark left in the page's window (the server's code knows no DOM: strings run in the page). */
const mark = (page: Page): Promise<unknown> => page.evaluate('window.stayed = true');
/** Whether the mark is still there: false once the page has loaded again. */
const stayed = async (page: Page): Promise<boolean> =>
  (await page.evaluate('window.stayed === true')) === true;

describe('pages as paths in chromium', () => {
  it('a table opened at its path, its history reloaded, and links, back and forward without a reload', async () => {
    const host = await person(rig.url, 'Hana');
    const made = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
      name: 'Paths table',
      rules: 'straight-42',
      seat: 'S',
    });
    const id = made.table.id;
    const context = await contextOf(host, { width: 1366, height: 850 });
    const page = await context.newPage();
    await page.goto(`${rig.url}/t/${id}`);
    await page.locator(`[data-testid="table-page"][data-table="${id}"]`).waitFor();
    await mark(page);

    await page.getByRole('link', { name: 'History' }).click();
    await page.getByTestId('history').waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}/history`);
    await page.getByTestId('events-link').click();
    await page.getByTestId('events').waitFor();
    assert.equal(page.url(), `${rig.url}/events`);
    assert.ok(await stayed(page), 'links move within the app: no page load');

    await page.goBack();
    await page.getByTestId('history').waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}/history`);
    await page.goBack();
    await page.locator(`[data-testid="table-page"][data-table="${id}"]`).waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}`);
    await page.goForward();
    await page.getByTestId('history').waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}/history`);
    assert.ok(await stayed(page), 'back and forward move within the app');

    // A reload on a deep path: the server answers it with the app, which opens the same page.
    await page.reload();
    await page.getByTestId('history').waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}/history`);
    assert.equal(await stayed(page), false, 'the reload did load the page again');
    await page.screenshot({ path: join(SHOTS, 'paths-history-reloaded.png') });

    // A path the app does not have: its own page, not the server's JSON.
    await page.goto(`${rig.url}/nowhere/here`);
    await page.getByText('There is no page at /nowhere/here.').waitFor();
    await context.close();
  });

  it('an old #/ invite link opens the table at its path on a phone, and the invite box gives the path', async () => {
    const host = await person(rig.url, 'Ivo');
    const made = await ok<{ table: TableSummary; invite: string }>(host.c, 'POST', '/api/tables', {
      name: 'Old links',
      rules: 'straight-42',
      visibility: 'private',
      seat: 'S',
    });
    const { id } = made.table;
    const hostContext = await contextOf(host, { width: 1366, height: 850 });
    const hostPage = await hostContext.newPage();
    // The host's own page keeps the invite in its address, and the box shows the link to send.
    await hostPage.goto(`${rig.url}/t/${id}?invite=${made.invite}`);
    const link = await hostPage.getByTestId('invite-link').inputValue();
    assert.equal(link, `${rig.url}/t/${id}?invite=${made.invite}`);
    await hostPage.screenshot({ path: join(SHOTS, 'paths-invite-desktop.png') });

    // The guest follows the link shared before the paths, the hash form.
    const guest = await person(rig.url, 'Gus');
    const phone = await contextOf(guest, { width: 390, height: 844 });
    const page = await phone.newPage();
    await page.goto(`${rig.url}/#/t/${id}?invite=${made.invite}`);
    await page.locator('[data-testid="take-seat"][data-seat="N"]').first().waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}?invite=${made.invite}`);
    await page.screenshot({ path: join(SHOTS, 'paths-old-invite-phone.png') });
    await page.locator('[data-testid="take-seat"][data-seat="N"]').first().click();
    await hostPage.locator('[data-seat="N"]', { hasText: 'Gus' }).first().waitFor();

    // Other old links open their pages at their paths; the hash form is not kept in history.
    for (const [hash, path, testId] of [
      [
        `#/t/${id}/history?invite=${made.invite}`,
        `/t/${id}/history?invite=${made.invite}`,
        'history',
      ],
      ['#/events', '/events', 'events'],
    ] as const) {
      await page.goto(`${rig.url}/${hash}`);
      await page.getByTestId(testId).waitFor();
      assert.equal(page.url(), rig.url + path, hash);
    }
    await page.goBack();
    await page.getByTestId('history').waitFor();
    assert.equal(page.url(), `${rig.url}/t/${id}/history?invite=${made.invite}`);

    // An old link pasted into a tab already showing the app.
    await page.evaluate("window.location.hash = '#/leaderboard'");
    await page.waitForURL(`${rig.url}/leaderboard`);
    await hostContext.close();
    await phone.close();
  });
});
