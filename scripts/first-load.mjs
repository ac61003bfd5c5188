#!/usr/bin/env node
// The lobby's first load, measured: `node scripts/first-load.mjs [runs] [--json]` after
// `npm run build`. It starts the real server (bin/texas42-server.js) on a fresh database, signs a
// guest in, and loads the lobby in Debian's chromium (CHROMIUM_PATH to use another) through
// playwright-core, each run in a fresh browser context: once cold (an empty cache) and once warm
// (the same context again, as a returning visitor). For each it prints the bytes on the wire
// (compressed, headers included), the requests that reached the server and the milliseconds from
// navigation to the lobby being usable (its form filled with the rule profiles and the table
// lists loaded), as median and worst over the runs, with the machine.
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from './lib/server-process.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const runs = Number(args.find((a) => /^[0-9]+$/.test(a)) ?? 15);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/* global document -- lobbyUsable runs in the page, not in node */

/** The lobby is usable: the create form has its profiles and both table lists have loaded. */
function lobbyUsable() {
  const lobby = document.querySelector('[data-testid="lobby"]');
  const profiles = document.querySelectorAll('[data-testid="create-rules"] option').length;
  const open = document.querySelector('[data-testid="open-tables"]');
  return lobby !== null && profiles > 0 && open !== null && !open.textContent.includes('Loading');
}

/** One load of the lobby in `page`: bytes on the wire, requests to the server, ms to usable. */
async function load(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  const fromCache = new Set();
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (!fromCache.has(e.requestId) && !e.response.fromDiskCache && !e.response.fromPrefetchCache)
      requests++;
  });
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  const start = performance.now();
  await page.goto(url);
  await page.waitForFunction(lobbyUsable, null, { polling: 'raf', timeout: 30_000 });
  const ms = performance.now() - start;
  // Let the last responses' byte counts arrive before the page goes.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.close();
  return { bytes, requests, ms };
}

function summary(samples) {
  const sorted = (key) => samples.map((s) => s[key]).sort((a, b) => a - b);
  const median = (xs) => xs[Math.floor(xs.length / 2)];
  const ms = sorted('ms');
  return {
    bytes: median(sorted('bytes')),
    requests: median(sorted('requests')),
    msMedian: Math.round(median(ms)),
    msWorst: Math.round(ms.at(-1)),
  };
}

const server = await startServer('first-load', { LOG: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const guest = await fetch(`${server.url}/api/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Visitor' }),
  });
  const [name, value] = (guest.headers.get('set-cookie') ?? '').split(';')[0].split('=');
  const cold = [];
  const warm = [];
  // One load first, not counted: the server's own first answers (its caches, the JIT).
  for (let i = -1; i < runs; i++) {
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.url }]);
    const first = await load(context, server.url);
    const again = await load(context, server.url);
    await context.close();
    if (i < 0) continue;
    cold.push(first);
    warm.push(again);
  }
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    load: loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
    node: process.version,
    chromium: browser.version(),
  };
  const result = { runs, cold: summary(cold), warm: summary(warm), machine };
  if (json) console.log(JSON.stringify(result));
  else {
    for (const kind of ['cold', 'warm']) {
      const s = result[kind];
      console.log(
        `${kind}: ${(s.bytes / 1024).toFixed(1)} KB on the wire, ${s.requests} requests, usable in ${s.msMedian} ms (median of ${runs}; worst ${s.msWorst} ms)`,
      );
    }
    console.log(
      `machine: ${machine.cpu}, ${machine.cores} cores, load ${machine.load}; node ${machine.node}, chromium ${machine.chromium}`,
    );
  }
} finally {
  await browser.close();
  server.child.kill();
}
