import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import type { TableSummary } from '@texas42/protocol';
import { SHOTS } from '../support/browser-harness.js';
import { Client, freshDatabaseUrl } from '../support/harness.js';
import { killHard, startServerProcess, type ServerProcess } from '../support/processes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Something of the player's to do is enabled: a bid, a contract, a domino to play. */
const MAY_ACT = [
  '[data-testid="bid-button"]:not([disabled])',
  '[data-testid="contract-button"]:not([disabled])',
  '[data-testid="hand-domino"][data-playable="true"]',
].join(', ');

async function mayAct(page: Page): Promise<number> {
  return page.locator(MAY_ACT).count();
}

describe('the table while the server is down (issue 16, bug 5)', () => {
  it('the server process dies on your turn: a banner says so, nothing can be played; started again, the banner says it is back and play goes on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-down-'));
    const databaseUrl = (await freshDatabaseUrl()) ?? '';
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BOT_DELAY_MS: '300' };
    let server: ServerProcess = await startServerProcess(env);
    const port = new URL(server.url).port;
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      const alice = new Client(server.url);
      await alice.guest('Alice');
      const made = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        bots: 'easy',
      });
      const id = made.json.table.id;
      for (const [viewport, label] of [
        [{ width: 1366, height: 850 }, 'laptop'],
        [{ width: 390, height: 844 }, 'phone'],
      ] as const) {
        const context = await browser.newContext({ viewport });
        const [name, value] = alice.cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: server.url }]);
        const page = await context.newPage();
        await page.goto(`${server.url}/#/t/${id}`);
        // Alice's turn: something of hers is enabled.
        await page.locator(MAY_ACT).first().waitFor({ timeout: 30_000 });

        // The process is killed outright: no notice, the socket just goes.
        await killHard(server.child);
        const lost = page.getByTestId('connection-lost');
        await lost.waitFor({ timeout: 15_000 });
        assert.match((await lost.textContent()) ?? '', /Connection to the server lost/);
        assert.equal(await mayAct(page), 0, 'no bid, contract or domino can be played');
        const status = (await page.getByTestId('status').textContent()) ?? '';
        assert.doesNotMatch(status, /^Your/, `the status says play waits: ${status}`);
        await page.screenshot({ path: join(SHOTS, `server-down-${label}.png`) });

        // Started again on the same port and the same database.
        server = await startServerProcess({ ...env, PORT: port });
        await page.getByTestId('connection-back').waitFor({ timeout: 30_000 });
        await page.screenshot({ path: join(SHOTS, `server-back-${label}.png`) });
        assert.equal(await lost.count(), 0);
        await page.locator(MAY_ACT).first().waitFor({ timeout: 30_000 });
        await context.close();
      }
    } finally {
      await browser.close();
      await killHard(server.child);
    }
  });
  it('the network goes on your turn: the banner shows at once, nothing can be played; back online, the table is live again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-offline-'));
    const databaseUrl = (await freshDatabaseUrl()) ?? '';
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      const alice = new Client(server.url);
      await alice.guest('Alice');
      const made = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        bots: 'easy',
      });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const [name, value] = alice.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/#/t/${made.json.table.id}`);
      await page.locator(MAY_ACT).first().waitFor({ timeout: 30_000 });
      // Chromium keeps an open WebSocket through its offline mode: only the browser's "offline"
      // event tells the page at once (a heartbeat would take up to 45 s).
      await context.setOffline(true);
      await page.getByTestId('connection-lost').waitFor({ timeout: 5_000 });
      assert.equal(await mayAct(page), 0, 'no bid, contract or domino can be played');
      await context.setOffline(false);
      await page.getByTestId('connection-back').waitFor({ timeout: 15_000 });
      await page.locator(MAY_ACT).first().waitFor({ timeout: 15_000 });
      await context.close();
    } finally {
      await browser.close();
      await killHard(server.child);
    }
  });
});
