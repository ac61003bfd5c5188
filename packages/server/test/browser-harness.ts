import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { ServerConfig } from '../src/config.js';
import { defaultWebRoot, type Texas42Server } from '../src/index.js';
import { startServer } from './harness.js';

/** Debian's chromium (CHROMIUM_PATH to use another), driven by playwright-core. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the browser tests leave screenshots for a person to look at. */
export const SHOTS = fileURLToPath(new URL('../../../../artifacts/screenshots/', import.meta.url));

export interface BrowserRig {
  server: Texas42Server;
  url: string;
  browser: Browser;
}

/**
 * Registers before/after hooks that start a server serving the built web app and a chromium,
 * and stop them; the returned object is filled in before the tests run.
 */
export function browserRig(overrides: Partial<ServerConfig> = {}): BrowserRig {
  const rig = {} as BrowserRig;
  before(async () => {
    const webRoot = defaultWebRoot();
    assert.ok(webRoot, 'the web app is built (npm run build)');
    const started = await startServer({ webRoot, ...overrides });
    rig.server = started.server;
    rig.url = started.url;
    rig.browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await rig.browser?.close();
    await rig.server?.close();
  });
  return rig;
}
