import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { finishedHands } from '@texas42/engine';
import { AutoPlayer } from '../support/acting.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { Client, emitAck } from '../support/harness.js';

/**
 * Issue 16's small bugs (9) in chromium: names, bots' names, the games won, the bid bar at a
 * laptop's height, a hand record's file name and the analysis's columns.
 */
const rig = browserRig();

const LAPTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** A page signed in as the client's person. */
async function pageAs(c: Client, viewport: { width: number; height: number }): Promise<Page> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context.newPage();
}

describe('issue 16: names (bug 9)', () => {
  it('a blank name gets one message, a long one its limit; emoji, & and parentheses are welcome and shown as text', async () => {
    const page = await rig.browser.newPage({ viewport: PHONE });
    await page.goto(rig.url);
    const error = page.getByTestId('signin-error');
    const tryName = async (name: string): Promise<void> => {
      await page.getByTestId('guest-name').fill(name);
      await page.getByTestId('signin-submit').click();
    };
    await tryName('   ');
    await error.waitFor();
    const blank = (await error.textContent()) ?? '';
    assert.match(blank, /a name is needed/);
    assert.doesNotMatch(blank, /;/, `one message: ${blank}`);

    await tryName('Bartholomew Longfellow III of Fort Worth');
    await error.getByText(/at most 24 characters/).waitFor();
    await page.screenshot({ path: join(SHOTS, 'name-too-long-phone.png') });

    const name = 'Zoë & Co (🎲) <b>';
    await tryName(name);
    await page.getByTestId('lobby').waitFor();
    assert.equal(await page.getByTestId('me-link').textContent(), `${name} (guest)`);
    assert.equal(await page.locator('header b').count(), 0, 'the name is text, not markup');
    await page.screenshot({ path: join(SHOTS, 'name-emoji-phone.png') });
    await page.close();
  });
});

describe('issue 16: at the table (bug 9)', () => {
  it('three bots have three names; the games won read plainly; the bid bar is whole at 1366x850', async () => {
    const ella = new Client(rig.url);
    await ella.guest('Ella');
    const id = await ella.botTable();
    const page = await pageAs(ella, LAPTOP);
    await page.goto(`${rig.url}/#/t/${id}`);
    await page.getByTestId('board').waitFor();

    const names = await Promise.all(
      ['N', 'E', 'W'].map(
        async (seat) =>
          (await page
            .locator(`[data-testid="seat-panel"][data-seat="${seat}"] .seat-name`)
            .textContent()) ?? '',
      ),
    );
    assert.equal(new Set(names).size, 3, `three names: ${names.join(', ')}`);
    for (const n of names) assert.doesNotMatch(n, /^Bot/, n);

    const scoreboard = (await page.getByTestId('scoreboard').textContent()) ?? '';
    assert.doesNotMatch(scoreboard, /games \d+ of \d+/);
    assert.match(scoreboard, /0 games won, 2 to win/);

    // Ella's bid: every row of the bid bar is on screen without scrolling.
    await page.locator('[data-testid="bid-button"]:not([disabled])').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'bid-bar-laptop.png') });
    const rows = await page.locator('.bid-bar .bid-row').all();
    assert.ok(rows.length >= 2);
    const last = await rows[rows.length - 1]?.boundingBox();
    assert.ok(last !== null && last !== undefined);
    assert.equal(await page.evaluate('window.scrollY'), 0);
    assert.ok(
      last.y + last.height <= LAPTOP.height,
      `the last row ends at ${last.y + last.height}px of ${LAPTOP.height}`,
    );
    await page.context().close();
  });
});

describe('issue 16: a table history (bug 9)', () => {
  it('hand 11 downloads as ...hand-11.json, and the analysis explains its columns with dominoes big enough to read', async () => {
    const fay = new Client(rig.url);
    await fay.guest('Fay');
    const id = await fay.botTable();
    const socket = fay.socket();
    const player = new AutoPlayer(socket, id);
    await emitAck(socket, 'table:watch', { tableId: id });
    const room = await rig.server.tables.room(id);
    const deadline = Date.now() + 180_000;
    while (finishedHands(room.state).length < 11) {
      assert.ok(Date.now() < deadline, 'eleven hands within 3 minutes');
      player.nudge();
      await new Promise((r) => setTimeout(r, 100));
    }
    fay.close();

    const page = await pageAs(fay, LAPTOP);
    await page.goto(`${rig.url}/#/t/${id}/history`);
    await page.getByTestId('history-hand').nth(10).click();
    await page.getByRole('heading', { name: 'Hand 11' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-record').click(),
    ]);
    assert.equal(download.suggestedFilename(), `texas42-${id}-hand-11.json`);

    await page.getByTestId('analyze-button').click();
    await page.getByTestId('analysis-plays').waitFor({ timeout: 60_000 });
    const legend = (await page.getByTestId('analysis-legend').textContent()) ?? '';
    assert.match(legend, /declaring side/);
    const domino = await page
      .locator('[data-testid="analysis-plays"] .domino')
      .first()
      .boundingBox();
    assert.ok(domino !== null && domino.width >= 40, `a domino ${domino?.width}px wide`);
    await page.getByTestId('analysis-plays').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'analysis-columns-laptop.png') });
    await page.setViewportSize(PHONE);
    await page.getByTestId('analysis-plays').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'analysis-columns-phone.png') });
    await page.context().close();
  });
});
