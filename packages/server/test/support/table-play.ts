import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Helpers for browser tests that play at a table: sign in, make a table, click a move. */

export async function signInAsGuest(page: Page, name: string): Promise<void> {
  await page.getByTestId('guest-name').fill(name);
  await page.getByTestId('signin-submit').click();
}

/** Seats a bot of `level` at `seat` of table `id`, from the signed-in page (its owner). */
export async function seatBot(page: Page, id: string, seat: string, level: string): Promise<void> {
  const status = await page.evaluate(
    async ([tableId, s, l]) =>
      (
        await fetch(`/api/tables/${tableId}/bot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ seat: s, level: l }),
        })
      ).status,
    [id, seat, level] as const,
  );
  assert.equal(status, 200);
}

/**
 * A table made through the API from the signed-in page (rules the lobby's form cannot say, such
 * as a game to 1 mark), then opened by its old hash address: `{ id, invite }`.
 */
export async function openNewTable(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ id: string; invite: string | null }> {
  const answer = await page.evaluate(async (b) => {
    const res = await fetch('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
    return { status: res.status, json: await res.json() };
  }, body);
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  const { table, invite } = answer.json as { table: { id: string }; invite: string | null };
  await page.goto(
    `${new URL(page.url()).origin}/#/t/${table.id}${invite === null ? '' : `?invite=${invite}`}`,
  );
  await page.getByTestId('board').waitFor();
  return { id: table.id, invite };
}

/** A bid, a contract or a playable domino the page offers now, or null. */
async function offeredMove(page: Page): Promise<Locator | null> {
  for (const selector of [
    '[data-testid="bid-button"]:not([disabled])',
    '[data-testid="contract-button"]:not([disabled])',
    '[data-testid="hand-domino"][data-playable="true"]',
  ]) {
    const target = page.locator(selector).first();
    if (await target.isVisible().catch(() => false)) return target;
  }
  return null;
}

/**
 * One click of a bid, a contract or a playable domino, if the page offers one the player can
 * reach (a panel over the board blocks the click: false after a short wait).
 */
export async function clickAMove(page: Page): Promise<boolean> {
  const target = await offeredMove(page);
  if (target === null) return false;
  return target.click({ timeout: 1000 }).then(
    () => true,
    () => false,
  );
}

/**
 * One click of whatever the player may do now, the hand-over panel's close first; false if there
 * was nothing to do.
 */
export async function actOnce(page: Page): Promise<boolean> {
  const close = page.getByTestId('hand-over-close');
  if (await close.isVisible()) {
    // The panel gives way by itself when the next hand reaches the player: it may be gone.
    await close.click({ timeout: 2000 }).catch(() => undefined);
    return true;
  }
  const target = await offeredMove(page);
  if (target === null) return false;
  await target.click({ timeout: 2000 }).catch(() => undefined);
  return true;
}

export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  what = 'the condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
