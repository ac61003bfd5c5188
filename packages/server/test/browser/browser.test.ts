import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { actOnce, waitUntil } from '../support/table-play.js';

/**
 * The web app in a real browser (Debian's chromium, driven by playwright-core): people sign in,
 * create tables and play by clicking, against the real server. Screenshots go to
 * artifacts/screenshots/ for a person to look at.
 */
const rig = browserRig();

async function signInAsGuest(page: Page, name: string): Promise<void> {
  await page.getByTestId('guest-name').fill(name);
  await page.getByTestId('signin-submit').click();
}

function tableIdOf(page: Page): string {
  const m = /\/t\/([A-Za-z0-9_-]+)/.exec(page.url());
  assert.ok(m?.[1], `a table address: ${page.url()}`);
  return m[1];
}

describe('the web app in chromium', () => {
  it('a guest creates a table, fills three seats with bots and plays a whole game to 7 marks by clicking', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(rig.url);
    await signInAsGuest(page, 'Alice');
    await page.getByTestId('lobby').waitFor();
    await page.getByTestId('create-rules').selectOption('straight-42');
    await page.getByTestId('create-bots').selectOption('medium');
    await page.screenshot({ path: join(SHOTS, 'lobby.png') });
    await page.getByTestId('lobby-create').click();
    await page.getByTestId('board').waitFor();
    const id = tableIdOf(page);
    const room = await rig.server.tables.room(id);

    let clicks = 0;
    let midTrick = false;
    const deadline = Date.now() + 240_000;
    while (room.state.games.length === 0 && room.state.phase !== 'done') {
      assert.ok(Date.now() < deadline, 'the game finishes within 4 minutes');
      if (!midTrick && (await page.locator('[data-testid="trick-play"]').count()) >= 2) {
        await page.screenshot({ path: join(SHOTS, 'table-mid-trick.png') });
        midTrick = true;
      }
      if (await actOnce(page)) clicks++;
      else await page.waitForTimeout(50);
    }
    const game = room.state.games[0];
    assert.ok(game !== undefined, 'the first game is over');
    assert.ok(
      Math.max(game.marks.NS, game.marks.EW) >= 7,
      `a team reached 7 marks: ${JSON.stringify(game.marks)}`,
    );
    assert.ok(clicks > 15, `Alice clicked ${clicks} times`);
    assert.ok(midTrick, 'a screenshot of a trick in progress');
    // The panel that opened by itself gives way when the next hand reaches Alice, so the
    // analysis is asked of the last hand opened by hand, which stays until it is closed. The
    // page first catches up with the game's end (on a busy machine it can lag the server, and
    // the panel then opens after a look found none).
    const ended = room.state.version;
    await waitUntil(
      async () => Number(await page.getByTestId('board').getAttribute('data-version')) >= ended,
    );
    await openLastHand(page);
    await page.getByTestId('analyze-button').click();
    await page
      .locator('[data-testid="mistakes"], [data-testid="no-mistakes"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(SHOTS, 'hand-analysis.png') });
    // Every action Alice took went through the log: the log replays to the live state.
    const events = await rig.server.connection.db
      .selectFrom('table_events')
      .select('seat')
      .where('table_id', '=', id)
      .execute();
    assert.ok(events.filter((e) => e.seat === 'S').length >= 8);
    await page.close();
  });

  it('a second person joins a private table by its invite link, both see the same state, and a reload returns to the seat', async () => {
    const host = await rig.browser.newContext({ viewport: { width: 1100, height: 800 } });
    const hostPage = await host.newPage();
    await hostPage.goto(rig.url);
    await signInAsGuest(hostPage, 'Host');
    await hostPage.getByTestId('lobby').waitFor();
    await hostPage.getByTestId('create-private').check();
    await hostPage.getByTestId('create-bots').selectOption('');
    await hostPage.getByTestId('lobby-create').click();
    const link = await hostPage.getByTestId('invite-link').inputValue();
    assert.match(link, /^http:\/\/[^/]+\/t\/[A-Za-z0-9_-]+\?invite=/);
    const id = tableIdOf(hostPage);

    // A phone-sized second person.
    const guest = await rig.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const guestPage = await guest.newPage();
    await guestPage.goto(link);
    await signInAsGuest(guestPage, 'Guest');
    await guestPage.locator('[data-testid="take-seat"][data-seat="N"]').first().click();
    // The host seats two bots; the game starts.
    for (const seat of ['E', 'W'])
      await hostPage.locator(`[data-testid="add-bot"][data-seat="${seat}"]`).first().click();
    const room = await rig.server.tables.room(id);
    await waitUntil(() => room.state.hand !== null);

    // Each page's version and seat to act are read together: the bots go on acting between
    // two reads, so two separate reads can straddle a bid.
    const boardOf = (p: Page) =>
      p.getByTestId('board').evaluate((b) => {
        const board = b as unknown as { getAttribute(name: string): string | null };
        return {
          version: board.getAttribute('data-version') ?? undefined,
          toAct: board.getAttribute('data-to-act') ?? undefined,
        };
      });
    // Two pages at one version show the same seat to act.
    let same: { version?: string; toAct?: string }[] = [];
    await waitUntil(async () => {
      same = await Promise.all([boardOf(hostPage), boardOf(guestPage)]);
      return same[0]?.version === same[1]?.version;
    });
    assert.equal(same[0]?.toAct, same[1]?.toAct, `at version ${same[0]?.version}`);
    assert.notEqual(same[0]?.toAct, '', 'someone is to act in the hand');
    await guestPage.screenshot({ path: join(SHOTS, 'phone-table.png') });

    // Reload mid-hand: back in the North seat with the same hand.
    const before = await handOf(guestPage);
    await guestPage.reload();
    await guestPage.getByTestId('board').waitFor();
    await waitUntil(
      async () =>
        (await guestPage.locator('[data-testid="hand-domino"]').count()) === before.length,
    );
    const after = await handOf(guestPage);
    assert.deepEqual(after, before);
    assert.equal(
      room.seatOf(
        (
          await rig.server.connection.db
            .selectFrom('users')
            .select('id')
            .where('name', '=', 'Guest')
            .executeTakeFirstOrThrow()
        ).id,
      ),
      'N',
    );
    await host.close();
    await guest.close();
  });
});

/**
 * Opens the last hand's panel by hand. A panel that opened by itself, perhaps a moment after a
 * look, covers the button: it is closed first, and the click tried again.
 */
async function openLastHand(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await page.getByTestId('hand-over').isVisible())
      await page
        .getByTestId('hand-over-close')
        .click({ timeout: 2000 })
        .catch(() => undefined);
    const clicked = await page
      .getByTestId('last-hand')
      .click({ timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
    if (clicked) return;
  }
  assert.fail('"Last hand" could not be clicked in 10 tries');
}

/** The dominoes in the player's hand, as the page shows them. */
async function handOf(page: Page): Promise<(string | null)[]> {
  const dominoes = await page.locator('[data-testid="hand-domino"]').all();
  return Promise.all(dominoes.map((d) => d.getAttribute('data-domino')));
}
