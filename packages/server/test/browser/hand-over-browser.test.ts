import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { finishedHands, toAct } from '@texas42/engine';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { clickAMove, openNewTable, signInAsGuest, waitUntil } from '../support/table-play.js';

/**
 * The end of a hand, a game and a match in chromium (issue 16, bugs 1-3): the hand-over panel
 * makes way for the next hand's bidding, the last hand of a match is numbered as the history
 * numbers it, and a game won is announced with its summary.
 */
// A pause between hands, as people get one (HAND_PAUSE_MS), to read the panel before the deal.
const rig = browserRig({ handPauseMs: 2500 });

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

describe('the end of a hand, a game and a match', () => {
  it('the hand-over panel gets out of the way when the next hand reaches you, and the board says it is your bid', async () => {
    const page = await rig.browser.newPage({ viewport: DESKTOP });
    await page.goto(rig.url);
    await signInAsGuest(page, 'Hana');
    await page.getByTestId('lobby').waitFor();
    const { id } = await openNewTable(page, { rules: 'straight-42', seat: 'S', bots: 'medium' });
    const room = await rig.server.tables.room(id);
    const panel = page.getByTestId('hand-over');
    // Play the first hand out, never closing the panel.
    await waitUntil(
      async () => {
        if (finishedHands(room.state).length > 0) return true;
        if (!(await panel.isVisible())) await clickAMove(page);
        return false;
      },
      120_000,
      'the first hand to end',
    );
    await waitUntil(
      () => room.state.phase === 'bid' && toAct(room.state) === 'S',
      10_000,
      "South's bid in the next hand",
    );
    // The page has the state where South is to bid.
    await waitUntil(
      async () =>
        (await page.getByTestId('board').getAttribute('data-version')) ===
        String(room.state.version),
      10_000,
      'the page to show the next hand',
    );
    await waitUntil(async () => !(await panel.isVisible()), 5_000, 'the panel to give way');
    assert.ok(await page.locator('[data-testid="bid-button"]:not([disabled])').first().isVisible());
    await page.locator('[data-testid="bid-button"]').first().click({ trial: true, timeout: 2000 });
    assert.equal(await page.getByTestId('status').textContent(), 'Your bid.');
    await page.screenshot({ path: join(SHOTS, 'hand-over-gives-way.png') });
    // The hand is a click away, and its button now leads back to the table.
    await page.getByTestId('last-hand').click();
    await panel.waitFor();
    assert.equal(await page.getByTestId('hand-over-close').textContent(), 'Back to the table');
    assert.equal(
      await page.getByTestId('next-hand-status').textContent(),
      'Hand 2 is dealt: Your bid.',
    );
    // "?" over the panel: the keys are drawn on top of it, and Escape closes only them.
    await page.keyboard.press('?');
    const keys = page.getByTestId('keyboard-help');
    await keys.waitFor();
    const box = await keys.boundingBox();
    assert.ok(box);
    const onTop = await page.evaluate(
      ([x, y]) => {
        const d = (
          globalThis as unknown as { document: { elementFromPoint(x: number, y: number): unknown } }
        ).document;
        const hit = d.elementFromPoint(x ?? 0, y ?? 0) as { closest(s: string): unknown } | null;
        return hit?.closest('[data-testid="keyboard-help"]') != null;
      },
      [box.x + box.width / 2, box.y + Math.min(box.height / 2, 60)],
    );
    assert.ok(onTop, 'the keys are drawn over the hand-over panel');
    await page.screenshot({ path: join(SHOTS, 'keys-over-hand-over.png') });
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'hidden' });
    assert.ok(await panel.isVisible(), 'Escape closed the keys, not the panel under them');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('a game won is announced with its summary; the last hand of the match is numbered as the history has it, with the match summary and no "Next hand"', async () => {
    const page = await rig.browser.newPage({ viewport: PHONE, isMobile: true });
    await page.goto(rig.url);
    await signInAsGuest(page, 'Gus');
    await page.getByTestId('lobby').waitFor();
    const { id } = await openNewTable(page, {
      rules: { base: 'straight-42', 'game.marksToWin': 1, 'match.bestOf': 3 },
      seat: 'S',
      bots: 'easy',
    });
    const room = await rig.server.tables.room(id);
    const panel = page.getByTestId('hand-over');
    let gameAnnounced = false;
    await waitUntil(
      async () => {
        if (room.state.phase === 'done') return true;
        if (await panel.isVisible()) {
          const won = await panel.locator('.hand-over').getAttribute('data-game-won');
          if (won === 'true' && !gameAnnounced) {
            const words = await page.getByTestId('game-won').textContent();
            assert.match(words ?? '', /win game 1, 1–0 in marks|win game 1, 0–1 in marks/);
            assert.equal(
              await page.getByTestId('summary-hand').count(),
              room.state.games[0]?.hands.length,
            );
            await page.screenshot({ path: join(SHOTS, 'game-over-phone.png'), fullPage: true });
            gameAnnounced = true;
          }
          // It may give way by itself meanwhile, when the next hand reaches South.
          await page
            .getByTestId('hand-over-close')
            .click({ timeout: 2000 })
            .catch(() => undefined);
        } else await clickAMove(page);
        return false;
      },
      180_000,
      'the match to end',
    );
    await panel.waitFor();
    const hands = finishedHands(room.state).length;
    assert.equal(
      await panel.getByRole('heading', { level: 2 }).textContent(),
      `Hand ${hands} is over`,
    );
    await page.getByTestId('match-over').waitFor();
    assert.equal(await page.getByTestId('summary-hand').count(), hands);
    assert.equal(await page.getByTestId('hand-over-close').textContent(), 'Close');
    assert.equal(await page.getByText('Next hand').count(), 0);
    assert.ok(gameAnnounced, 'the first game was announced');
    assert.match(
      (await page.getByTestId('game-won').textContent()) ?? '',
      /win the match, 2–\d in games|win the match, \d–2 in games/,
    );
    // The best and worst plays, by the analysis of every hand of the match.
    await page.getByTestId('notable-plays-button').click();
    await page.getByTestId('best-play').waitFor({ timeout: 120_000 });
    assert.match((await page.getByTestId('worst-play').textContent()) ?? '', /Worst play/);
    await page.screenshot({ path: join(SHOTS, 'match-over-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: join(SHOTS, 'match-over.png') });
    // The finished match is in the lobby's history, not among the games in progress (bug 8).
    await page.goto(rig.url);
    await page.locator(`[data-testid="recent-tables"] [data-table="${id}"]`).waitFor();
    assert.equal(
      await page.locator(`[data-testid="playing-tables"] [data-table="${id}"]`).count(),
      0,
    );
    await page.close();
  });
});

describe('a rematch in the browser', () => {
  it('the host offers a rematch at the end of the match; the guest accepts, and both are taken to the new table in the same seats', async () => {
    const host = await rig.browser.newPage({ viewport: DESKTOP });
    await host.goto(rig.url);
    await signInAsGuest(host, 'Rita');
    await host.getByTestId('lobby').waitFor();
    const { id, invite } = await openNewTable(host, {
      rules: { base: 'straight-42', 'game.marksToWin': 1 },
      visibility: 'private',
      seat: 'S',
    });
    const guestContext = await rig.browser.newContext({ viewport: PHONE, isMobile: true });
    const guest = await guestContext.newPage();
    await guest.goto(`${rig.url}/#/t/${id}?invite=${invite ?? ''}`);
    await signInAsGuest(guest, 'Mo');
    await guest.locator('[data-testid="take-seat"][data-seat="N"]').first().click();
    for (const seat of ['E', 'W'])
      await host.locator(`[data-testid="add-bot"][data-seat="${seat}"]`).first().click();
    const room = await rig.server.tables.room(id);
    // Both play the match out, closing each hand's panel until the match is over.
    await waitUntil(
      async () => {
        if (room.state.phase === 'done') return true;
        for (const page of [host, guest]) {
          const close = page.getByTestId('hand-over-close');
          if (await close.isVisible()) await close.click({ timeout: 1000 }).catch(() => undefined);
          else await clickAMove(page);
        }
        return false;
      },
      180_000,
      'the match to end',
    );
    await host.getByTestId('match-over').waitFor();
    await host.getByTestId('rematch-offer').click();
    await waitUntil(() => room.rematch !== null, 10_000, 'the offer');
    const fresh = room.rematch?.tableId ?? '';
    await waitUntil(() => host.url().includes(fresh), 10_000, 'the host at the new table');
    // Mo's seat waits for his answer: held in his name, offered to no bot.
    await host.locator('[data-testid="seat-held"][data-seat="N"]').waitFor();
    assert.equal(
      await host.locator('[data-testid="seat-panel"][data-seat="N"] .seat-name').textContent(),
      'Held for Mo',
    );
    assert.equal(await host.locator('[data-testid="add-bot"][data-seat="N"]').count(), 0);
    // The scoreboard calls the held seat by the player asked back, not "North (empty)".
    assert.match(
      (await host.getByTestId('scoreboard').textContent()) ?? '',
      /Mo & Rita/,
      'the scoreboard names the held seat',
    );
    await host.screenshot({ path: join(SHOTS, 'rematch-seat-held.png') });
    // The guest is asked, in the panel still open on the finished match.
    const accept = guest.getByTestId('rematch-accept');
    await accept.waitFor();
    assert.match((await guest.getByTestId('rematch-words').textContent()) ?? '', /Rita offers/);
    await guest.screenshot({ path: join(SHOTS, 'rematch-offer-phone.png') });
    await accept.click();
    await waitUntil(() => guest.url().includes(fresh), 10_000, 'the guest at the new table');
    const again = await rig.server.tables.room(fresh);
    await waitUntil(() => again.row.status === 'playing', 10_000, 'the rematch to start');
    const seats = [...again.seats.values()].map((s) => `${s.seat}:${s.kind}:${s.name}`).sort();
    assert.deepEqual(
      seats.filter((s) => s.includes('human')),
      ['N:human:Mo', 'S:human:Rita'],
    );
    assert.deepEqual(
      seats.filter((s) => s.includes('bot')).map((s) => s.slice(0, 1)),
      ['E', 'W'],
    );
    await guest.getByTestId('board').waitFor();
    await host.screenshot({ path: join(SHOTS, 'rematch-started.png') });
    await guestContext.close();
    await host.close();
  });
});
