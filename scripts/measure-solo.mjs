#!/usr/bin/env node
// The solo bots' decision times in the browser, on a mid-range phone's profile:
// `node scripts/measure-solo.mjs [decisions] [--rate 4] [--level hard] [--rules straight-42]`
// after `npm run build`. It starts the real server (bin/texas42-server.js), opens the solo page
// in Debian's chromium (CHROMIUM_PATH to use another) through playwright-core, slows the CPU with
// Chromium's throttling (CDP Emulation.setCPUThrottlingRate, 4x by default), and plays solo
// matches with no pauses, South playing its first legal action, until the bots have made that
// many decisions (300 by default). Chromium throttles only a page's thread, not a Web Worker's,
// so the solo worker's own module (the built asset) is run on a throttled page's thread. It
// prints the median, p95 and worst milliseconds a bot decision took, for bids
// (and naming trump) and plays apart and together, with the machine and its load.
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from './lib/server-process.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const wanted = Number(
  args.find((a, i) => /^[0-9]+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 300,
);
const rate = Number(option('rate', '4'));
const level = option('level', 'hard');
const rules = option('rules', 'straight-42');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/* global window -- these run in the page, not in node */

/**
 * Run in the measuring page: the solo worker's own module, loaded on the page's thread (where
 * the throttling applies), answering the page's messages as it answers the solo page's. The
 * page keeps its `decided` messages and plays South (its first legal action).
 */
async function runSoloWorker({ workerUrl, settings }) {
  window.__soloDecisions = [];
  window.addEventListener('message', (e) => {
    const m = e.data;
    if (m.kind === 'decided') window.__soloDecisions.push(m);
    if (m.kind !== 'state') return;
    if (m.state === null || m.state.table.status === 'done') {
      window.postMessage({ kind: 'new', settings });
      return;
    }
    const view = m.state.view;
    if (view.toAct !== 'S') return;
    const legal = view.legal.find((x) => x.type !== 'claim');
    if (legal === undefined) return;
    const { seat: _seat, ...action } = legal;
    window.postMessage({ kind: 'act', version: view.version, action });
  });
  await import(workerUrl);
  window.postMessage({ kind: 'new', settings });
}

/** A fixed piece of work, timed: about `rate` times longer when the CPU is throttled. */
function fixedLoop() {
  const t = performance.now();
  let x = 0;
  for (let i = 0; i < 2e7; i++) x = (x * 31 + i) | 0;
  return [performance.now() - t, x][0];
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function line(name, values) {
  const s = [...values].sort((a, b) => a - b);
  const f = (x) => x.toFixed(0).padStart(5);
  return `${name.padEnd(10)} n=${String(s.length).padStart(4)}  median ${f(quantile(s, 0.5))} ms  p95 ${f(quantile(s, 0.95))} ms  worst ${f(s.at(-1) ?? NaN)} ms`;
}

const { child, url } = await startServer('measure-solo', { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The solo page names its worker's script (a hashed asset of the build).
  const solo = await context.newPage();
  await solo.goto(`${url}/#/solo`);
  await solo.locator('[data-testid="solo-page"][data-ready="true"]').waitFor();
  const workerUrl = solo.workers()[0]?.url();
  if (workerUrl === undefined) throw new Error('the solo page started no worker');
  await solo.close();
  // Chromium throttles a page's thread, not a dedicated worker's (CDP answers a worker's
  // Emulation.setCPUThrottlingRate "only supported for pages"), so the worker's module runs here.
  const page = await context.newPage();
  await page.goto(`${url}/#/measure`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const loopMs = await page.evaluate(fixedLoop);
  const settings = { level, rules, pauseMs: 0, handPauseMs: 0 };
  await page.evaluate(runSoloWorker, { workerUrl, settings });
  const started = Date.now();
  let decisions = [];
  while (decisions.length < wanted) {
    await page.waitForTimeout(1000);
    decisions = await page.evaluate(() => window.__soloDecisions);
    if (Date.now() - started > 30 * 60_000) throw new Error('30 minutes without enough decisions');
  }
  const ms = (filter) => decisions.filter(filter).map((d) => d.ms);
  console.log(
    `${level} bots (the solo worker's module), CPU throttled ${rate}x, ${rules}: ${decisions.length} decisions`,
  );
  console.log(
    line(
      'bids',
      ms((d) => d.phase === 'bid' || d.phase === 'declare'),
    ),
  );
  console.log(
    line(
      'plays',
      ms((d) => d.phase === 'play'),
    ),
  );
  console.log(
    line(
      'all',
      ms(() => true),
    ),
  );
  console.log(`a fixed loop on the throttled thread: ${loopMs.toFixed(0)} ms`);
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  child.kill();
}
