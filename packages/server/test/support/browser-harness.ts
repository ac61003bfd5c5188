import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ServerConfig } from '../../src/config.js';
import { defaultWebRoot, type Texas42Server } from '../../src/index.js';
import { startServer } from './harness.js';

/** Debian's chromium (CHROMIUM_PATH to use another), driven by playwright-core. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the browser tests leave screenshots for a person to look at. */
export const SHOTS = fileURLToPath(
  new URL('../../../../../artifacts/screenshots/', import.meta.url),
);

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
  const violations: string[] = [];
  before(async () => {
    const webRoot = defaultWebRoot();
    assert.ok(webRoot, 'the web app is built (npm run build)');
    const started = await startServer({ webRoot, ...overrides });
    rig.server = started.server;
    rig.url = started.url;
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    rig.browser = watchingPolicy(browser, violations);
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await rig.browser?.close();
    await rig.server?.close();
    // The site's Content Security Policy (http/security-headers.ts) holds on every page opened.
    assert.deepEqual(violations, [], 'no Content Security Policy violation on any page');
  });
  return rig;
}

/** Chromium's report of a blocked load or script: "Refused to ... Content Security Policy ...". */
const VIOLATION = /Content Security Policy/;

/**
 * The browser, with every page it opens (directly or through a context) reporting the console's
 * CSP violations into `violations`.
 */
function watchingPolicy(browser: Browser, violations: string[]): Browser {
  const watch = (page: Page): void => {
    page.on('console', (message) => {
      if (VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  };
  const watchContext = (context: BrowserContext): BrowserContext => {
    context.on('page', watch);
    return context;
  };
  return new Proxy(browser, {
    get(target, key, receiver) {
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) =>
          watchContext(await target.newContext(...args));
      if (key === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          watch(page);
          return page;
        };
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
export { assertAccessible, seriousA11yViolations } from './browser-a11y.js';
