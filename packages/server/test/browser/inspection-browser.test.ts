import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { finishedHands } from '@texas42/engine';
import type { TableState } from '@texas42/protocol';
import { person } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { emitAck, waitFor } from '../support/harness.js';
import { drivePlayer } from '../support/renege-driver.js';
import { clickAMove, openNewTable, signInAsGuest, waitUntil } from '../support/table-play.js';

/**
 * The inspection window in chromium: "all hands shall be turned face up so that any mistakes or
 * reneges can be identified" (000). After a hand in which East reneged, South sees "Check for
 * reneges" with the seconds left, points at East's trick, and the hand goes to North-South.
 */
const rig = browserRig({ handPauseMs: 0 });

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };
const RULES = {
  base: 'straight-42',
  play: { reneges: 'playable' },
  clock: { inspectionSeconds: 60 },
};

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  describe(`the inspection after a hand (${size})`, () => {
    it('shows the window, lets South call the renege on its trick, and the next hand waits for "Done checking"', async () => {
      const page = await rig.browser.newPage({ viewport, isMobile: size === 'phone' });
      await page.goto(rig.url);
      await signInAsGuest(page, 'Sam');
      await page.getByTestId('lobby').waitFor();
      const { id, invite } = await openNewTable(page, {
        rules: RULES,
        visibility: 'private',
        seat: 'S',
      });
      // East is a person over a socket who reneges whenever a domino lets him.
      const { c: eve } = await person(rig.url, 'Eve');
      const joined = await eve.call('POST', `/api/tables/${id}/seat`, { seat: 'E', invite });
      assert.equal(joined.status, 200, JSON.stringify(joined.json));
      const socket = eve.socket();
      const reneged = new Map<number, number[]>();
      const east = drivePlayer(socket, id, 'E', true, reneged);
      assert.ok((await emitAck(socket, 'table:watch', { tableId: id, invite })).ok);
      for (const seat of ['N', 'W'])
        await page.locator(`[data-testid="add-bot"][data-seat="${seat}"]`).first().click();
      const room = await rig.server.tables.room(id);
      const panel = page.getByTestId('hand-over');

      // South plays legal moves only; hands go on (each window waived) until East reneged in one.
      let handNo = -1;
      await waitUntil(
        async () => {
          const done = finishedHands(room.state).length;
          if (room.inspection !== null && room.state.phase === 'shake') {
            if ((reneged.get(done - 1) ?? []).length > 0) {
              handNo = done - 1;
              return true;
            }
            await page
              .getByTestId('done-checking')
              .first()
              .click({ timeout: 2000 })
              .catch(() => undefined);
            const v = east.latest()?.view.version ?? 0;
            await emitAck(socket, 'table:act', {
              tableId: id,
              version: v,
              action: { type: 'waiveInspection' },
            });
            return false;
          }
          if (!(await panel.isVisible())) {
            const legal = page.locator('[data-testid="hand-domino"].is-playable').first();
            if (await legal.isVisible().catch(() => false))
              await legal.click({ timeout: 1000 }).catch(() => undefined);
            else await clickAMove(page);
          }
          return false;
        },
        180_000,
        'a hand with a renege by East',
      );
      // The hand's panel: the window, every hand face up, and the tricks to point at.
      await panel.waitFor();
      const bar = panel.getByTestId('inspection');
      await bar.waitFor();
      assert.match((await bar.textContent()) ?? '', /Check for reneges: \d+ s/);
      const seconds = Number(await bar.getByTestId('inspection-seconds').textContent());
      assert.ok(seconds > 20 && seconds <= 60, `${seconds} s left`);
      // The status line says the shake waits for the check, not that someone shakes.
      assert.match(
        (await page.getByTestId('status').textContent()) ?? '',
        /^Check for reneges: every hand is face up/,
      );
      // Every hand face up: East's seven dominoes as dealt are in the panel.
      assert.equal(
        await panel.locator('[data-testid="dealt-hands"] [data-seat="E"] .domino').count(),
        7,
      );
      await page.screenshot({
        path: join(SHOTS, `inspection-${size}.png`),
        fullPage: size === 'phone',
      });

      const trick = (reneged.get(handNo) ?? [])[0] ?? 1;
      const forfeited = waitFor<TableState>(
        socket,
        'table:state',
        (s) => s.view.game.hands?.[handNo]?.penalty?.trick === trick,
      );
      await panel.locator(`[data-testid="call-renege"][data-trick="${trick}"]`).click();
      await forfeited;
      await waitUntil(
        async () => /renege by/.test((await page.getByTestId('hand-outcome').textContent()) ?? ''),
        10_000,
        'the panel to say the hand went to North-South for the renege',
      );
      await page.screenshot({
        path: join(SHOTS, `inspection-called-${size}.png`),
        fullPage: size === 'phone',
      });
      assert.equal(room.state.phase, 'shake', 'the next shake still waits');

      // South is done checking; the shake waits for East too, then comes at once.
      await panel.getByTestId('done-checking').click();
      await waitUntil(
        async () =>
          (await panel.getByTestId('done-checking').textContent()) === 'Waiting for the others',
        5_000,
        'South to be waiting for the others',
      );
      assert.equal(room.state.phase, 'shake');
      await emitAck(socket, 'table:act', {
        tableId: id,
        version: east.latest()?.view.version ?? 0,
        action: { type: 'waiveInspection' },
      });
      await waitUntil(() => room.state.phase !== 'shake', 10_000, 'the next shake');
      eve.close();
      await page.close();
    });
  });
