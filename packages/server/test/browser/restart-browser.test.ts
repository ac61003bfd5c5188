import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { defaultWebRoot } from '../../src/index.js';
import { SHOTS } from '../support/browser-harness.js';
import { startServer } from '../support/harness.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('the web app across a server restart (chromium)', () => {
  it('the page shows "The server is restarting", reconnects to the next server by itself and the table carries on', async () => {
    const webRoot = defaultWebRoot();
    assert.ok(webRoot, 'the web app is built (npm run build)');
    // SQLite, so the next server opens the same database file.
    const first = await startServer({ webRoot, databaseUrl: undefined });
    const port = Number(new URL(first.url).port);
    const sqlitePath = join(first.dataDir, 'test.sqlite');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      await page.goto(first.url);
      await page.getByTestId('guest-name').fill('Alice');
      await page.getByTestId('signin-submit').click();
      await page.getByTestId('lobby').waitFor();
      await page.getByTestId('create-rules').selectOption('straight-42');
      await page.getByTestId('create-bots').selectOption('medium');
      await page.getByTestId('lobby-create').click();
      await page.getByTestId('board').waitFor();
      const connection = page.getByTestId('connection');
      await page.waitForSelector('[data-testid="connection"][data-connected="true"]');

      await first.server.shutdown();
      const banner = page.getByTestId('restarting');
      await banner.waitFor();
      assert.equal(await banner.textContent(), 'The server is restarting; you will be reconnected');
      await page.waitForSelector('[data-testid="connection"][data-connected="false"]');
      await page.screenshot({ path: join(SHOTS, 'restarting.png') });

      // The next server: same port, same database.
      second = await startServer({ webRoot, port, sqlitePath, databaseUrl: undefined });
      await page.waitForSelector('[data-testid="connection"][data-connected="true"]', {
        timeout: 20_000,
      });
      await banner.waitFor({ state: 'detached' });
      assert.equal(await connection.getAttribute('data-connected'), 'true');
      // The table is watched again: the board is there and the state came from the new server.
      await page.getByTestId('board').waitFor();
      const id = /\/t\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1];
      assert.ok(id !== undefined, page.url());
      assert.equal((await second.server.tables.room(id)).row.status, 'playing');
    } finally {
      await browser.close();
      await second?.server.close();
    }
  });
});
