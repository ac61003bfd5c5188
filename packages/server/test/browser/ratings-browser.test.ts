import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { account, playRatedGame } from '../support/rated-play.js';

/** A profile's rating ± deviation and its chart, and the leaderboard, in chromium. */
const rig = browserRig();

async function signInAsGuest(page: Page, name: string): Promise<void> {
  await page.goto(rig.url);
  await page.getByTestId('guest-name').fill(name);
  await page.getByTestId('signin-submit').click();
  await page.getByTestId('lobby').waitFor();
}

describe('ratings in chromium', () => {
  it('a profile shows rating ± deviation and the rating chart, never the username; the leaderboard lists the proven players', async () => {
    const seats = {
      N: await account(rig.url, 'nadia_login', 'Nadia'),
      E: await account(rig.url, 'elmer_login', 'Elmer'),
      S: await account(rig.url, 'sofia_login', 'Sofia'),
      W: await account(rig.url, 'wendell_login', 'Wendell'),
    };
    // Two rated games between the four, so the chart has a line.
    await playRatedGame('nello-tournament', seats);
    await playRatedGame('nello-tournament', seats);
    // Many more games later (twenty over sockets would take minutes): Nadia and Sofia are proven.
    await rig.server.connection.db
      .updateTable('users')
      .set({ rating_sigma: 240 })
      .where('id', 'in', [seats.N.id, seats.S.id])
      .execute();

    for (const [viewport, suffix] of [
      [{ width: 1366, height: 850 }, ''],
      [{ width: 390, height: 844 }, '-phone'],
    ] as const) {
      const context = await rig.browser.newContext({ viewport });
      const page = await context.newPage();
      await signInAsGuest(page, 'Visitor');
      await page.goto(`${rig.url}/#/u/${seats.E.id}`);
      await page.getByTestId('profile').waitFor();
      assert.equal(await page.getByTestId('profile-name').textContent(), 'Elmer');
      const rating = (await page.getByTestId('stat-rating').locator('dd').textContent()) ?? '';
      assert.match(rating, /^\d{3,4} ± (3[0-4]\d) provisional$/);
      const chart = page.getByTestId('rating-chart');
      await chart.waitFor();
      assert.match(
        (await chart.getAttribute('aria-label')) ?? '',
        /over 2 rated games, now \d+ ± \d+/,
      );
      assert.equal(await chart.locator('circle').count(), 2);
      assert.match(
        (await page.getByTestId('rating-chart-line').getAttribute('d')) ?? '',
        /^M.+ L.+/,
      );
      const text = (await page.textContent('body')) ?? '';
      assert.ok(!text.includes('elmer_login'), 'no username on a public profile');
      await page.screenshot({ path: join(SHOTS, `ratings-profile${suffix}.png`), fullPage: true });

      await page.getByTestId('leaderboard-link').click();
      await page.getByTestId('leaderboard').waitFor();
      const rows = page.getByTestId('leaderboard-row');
      await rows.first().waitFor();
      const names = await rows.locator('a').allTextContents();
      assert.deepEqual([...names].sort(), ['Nadia', 'Sofia']);
      for (const row of await rows.all())
        assert.match((await row.textContent()) ?? '', /\d+ ± 240/);
      await page.screenshot({
        path: join(SHOTS, `ratings-leaderboard${suffix}.png`),
        fullPage: true,
      });
      // A name leads to that player's profile.
      await rows.locator('a', { hasText: 'Nadia' }).click();
      await page.getByTestId('profile-name').filter({ hasText: 'Nadia' }).waitFor();
      const proven = (await page.getByTestId('stat-rating').locator('dd').textContent()) ?? '';
      assert.match(proven, /^\d{3,4} ± 240\s*$/);
      await context.close();
    }
  });

  it('an account makes a rated table from the lobby: the rules as published, seats for people, no hints', async () => {
    await account(rig.url, 'rita_login', 'Rita');
    const page = await rig.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(rig.url);
    await page.getByTestId('signin-tab-signin').click();
    await page.getByTestId('signin-username').fill('rita_login');
    await page.getByTestId('signin-password').fill('double six walks the dog');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('lobby').waitFor();
    await page.getByTestId('create-rules').selectOption('straight-42');
    await page.getByTestId('create-rated').check();
    // The choices a rated table may not have are gone or off.
    assert.equal(await page.getByTestId('house-rules').count(), 0);
    assert.equal(await page.getByTestId('create-bots').isDisabled(), true);
    assert.equal(await page.getByTestId('create-hints').isChecked(), false);
    await page.screenshot({ path: join(SHOTS, 'ratings-create-rated-phone.png'), fullPage: true });
    await page.getByTestId('lobby-create').click();
    await page.getByTestId('board').waitFor();
    const id = /\/t\/([^/?]+)/.exec(page.url())?.[1];
    assert.ok(id !== undefined, page.url());
    const room = await rig.server.tables.room(id);
    assert.equal(room.row.rated, 1);
    assert.equal(room.row.hints, 0);
    assert.equal(room.row.rules, JSON.stringify('straight-42'));
    assert.deepEqual(
      [...room.seats.values()].map((s) => s.kind),
      ['human'],
    );
    await page.close();
  });
});
