import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { eventWithTeams, ok } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * The bell in chromium, at desktop (1366x850) and phone (390x844) size: a result reported by the
 * other team lights its count live, the list opens with the request to confirm, and its link
 * leads to the event. The account page turns a kind off. Screenshots go to artifacts/screenshots/.
 */
const rig = browserRig();

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 850 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function signedIn(c: Client, viewport: { width: number; height: number }): Promise<Page> {
  const context: BrowserContext = await rig.browser.newContext({ viewport });
  const [name, value] = c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  const page = await context.newPage();
  await page.goto(rig.url);
  await page.getByTestId('lobby').waitFor();
  return page;
}

describe('the notice bell in chromium', () => {
  it('shows a result waiting for confirmation live, lists it, and leads to the event', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      rig.url,
      {
        kind: 'single-elimination',
        name: 'Friday Night 42',
        rounds: { first: 3, later: 3, final: 3 },
      },
      ['Aces', 'Dukes'],
    );
    const [aces, dukes] = teams as [(typeof teams)[0], (typeof teams)[0]];
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    // The Dukes have read what they had (the invitation, the match being ready).
    await rig.server.notifier.settled();
    for (const p of [dukes.a, dukes.b]) await ok(p.c, 'POST', '/api/notices/read-all', {});

    const pages = [
      { size: SIZES[0], page: await signedIn(dukes.a.c, SIZES[0].viewport) },
      { size: SIZES[1], page: await signedIn(dukes.b.c, SIZES[1].viewport) },
    ];
    for (const { page } of pages) {
      await page.getByTestId('notice-bell').waitFor();
      assert.equal(await page.getByTestId('notice-count').count(), 0, 'nothing unread yet');
    }

    // The Aces report; the Dukes' bells light up without a reload.
    await ok(aces.a.c, 'POST', `/api/events/${id}/matches/r1-1/report`, {
      games: [
        [7, 3],
        [7, 2],
      ],
    });
    for (const { size, page } of pages) {
      await page.getByTestId('notice-count').filter({ hasText: '1' }).waitFor();
      assert.equal(
        await page.getByTestId('notice-bell').getAttribute('aria-label'),
        'Notices, 1 unread',
      );
      await page.screenshot({ path: join(SHOTS, `notices-bell-${size.name}.png`) });
      await page.getByTestId('notice-bell').click();
      const item = page.getByTestId('notice-item').first();
      await item.waitFor();
      assert.match(
        (await item.textContent()) ?? '',
        /Aces reported Aces 2-0 Dukes \(7-3, 7-2\) in Friday Night 42: it waits for your confirmation/,
      );
      // The list fits the screen.
      const box = await page.getByTestId('notice-list').boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= size.viewport.width, JSON.stringify(box));
      await assertAccessible(page, `the notice list (${size.name})`);
      await page.screenshot({ path: join(SHOTS, `notices-list-${size.name}.png`) });
      await item.click();
      await page.getByTestId('event-page').waitFor();
      // The notice opens the match itself (its own address).
      assert.equal(new URL(page.url()).pathname, `/e/${id}/m/r1-1`);
      assert.equal(await page.getByTestId('event-title').textContent(), 'Friday Night 42');
      // The match comes first, whole, where the eye lands: its answer is one tap away.
      const card = page.getByTestId('focused-match-card');
      await card.waitFor();
      await card.locator('[data-testid="confirm-result"]').waitFor();
      const top = await card.boundingBox();
      assert.ok(top && top.y >= 0 && top.y < size.viewport.height, JSON.stringify(top));
      await page.screenshot({ path: join(SHOTS, `notice-match-${size.name}.png`) });
      // Followed, the notice is read: the count is gone.
      await page.getByTestId('notice-count').waitFor({ state: 'detached' });
    }
    for (const { page } of pages) await page.context().close();
  });

  it('saves an e-mail address and turns a kind of notice off on the account page', async () => {
    const ivy = new Client(rig.url);
    await ok(ivy, 'POST', '/api/signup', { username: 'ivy42', password: 'sixes and fives count' });
    for (const size of SIZES) {
      const page = await signedIn(ivy, size.viewport);
      await page.goto(`${rig.url}/account`);
      await page.getByTestId('notice-settings').waitFor();
      const checkbox = page.getByTestId('notice-check-in-open-site');
      await checkbox.waitFor();
      if (size.name === 'desktop') {
        // A bad address is refused with the reason, next to the field's form.
        await page.getByTestId('notice-email').fill('ivy at home');
        // The browser's own check would stop the form first: the server's answer is the test.
        await page
          .locator('.notice-email')
          .evaluate((form) =>
            (form as unknown as { setAttribute(n: string, v: string): void }).setAttribute(
              'novalidate',
              '',
            ),
          );
        await page.getByTestId('notice-email-save').click();
        await page
          .getByTestId('notice-settings-note')
          .filter({ hasText: /e-mail/ })
          .waitFor();
        assert.equal(await page.getByTestId('notice-settings-note').getAttribute('role'), 'alert');
        await page.getByTestId('notice-email').fill('ivy@example.org');
        await page.getByTestId('notice-email-save').click();
        await page.getByTestId('notice-settings-note').filter({ hasText: 'saved' }).waitFor();
        assert.equal(await checkbox.isChecked(), true);
        await checkbox.click();
        await page.getByTestId('notice-settings-note').filter({ hasText: 'Saved' }).waitFor();
      }
      await page.reload();
      await page.getByTestId('notice-check-in-open-site').waitFor();
      assert.equal(await page.getByTestId('notice-check-in-open-site').isChecked(), false);
      assert.equal(await page.getByTestId('notice-email').inputValue(), 'ivy@example.org');
      await assertAccessible(page, `the notice settings (${size.name})`);
      await page.screenshot({
        path: join(SHOTS, `notices-settings-${size.name}.png`),
        fullPage: true,
      });
      await page.context().close();
    }
    const settings = await ok<{ email: string; kinds: Record<string, { site: boolean }> }>(
      ivy,
      'GET',
      '/api/notices/settings',
    );
    assert.equal(settings.email, 'ivy@example.org');
    assert.equal(settings.kinds['check-in-open']?.site, false);
  });
});
