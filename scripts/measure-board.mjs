#!/usr/bin/env node
// The analysis board's full-hand solve, in the browser: `node scripts/measure-board.mjs [deals]`
// after `npm run build`. It starts the real server (bin/texas42-server.js), opens /analysis in
// Debian's chromium (CHROMIUM_PATH to use another) through playwright-core once a deal (each a
// new deal at random, at its first lead), and reads what the page shows: the milliseconds the
// worker took to value every legal lead exactly, to add the best line to the end, and from the
// page asking to the answer on it (the worker's start included: a cold page each time). Prints
// the median, p95 and worst of each, with the machine and its load.
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from './lib/server-process.mjs';

const deals = Number(process.argv[2] ?? 30);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function line(name, values) {
  const s = [...values].sort((a, b) => a - b);
  const f = (x) => `${x.toFixed(0)} ms`;
  return `${name.padEnd(28)} median ${f(quantile(s, 0.5))}, p95 ${f(quantile(s, 0.95))}, worst ${f(s[s.length - 1])}`;
}

const { child, url } = await startServer('measure-board', {
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  const read = async () => {
    const shown = page.locator(
      '[data-testid="ab-solved"][data-line-ready="true"] [data-testid="ab-ms"]:not([data-shown-ms=""])',
    );
    await shown.waitFor({ timeout: 60_000 });
    return {
      solve: Number(await shown.getAttribute('data-ms')),
      line: Number(await shown.getAttribute('data-line-ms')),
      shown: Number(await shown.getAttribute('data-shown-ms')),
    };
  };
  const cold = [];
  const warm = [];
  for (let i = 0; i < deals; i++) {
    await page.goto(`${url}/analysis`);
    cold.push(await read());
    // Another deal on the same page: the worker already running.
    await page.getByTestId('ab-edit').click();
    await page.getByTestId('ab-random').click();
    await page.getByTestId('ab-analyze').click();
    warm.push(await read());
  }
  for (const [name, rows] of [
    ['a new page each deal (the worker starting)', cold],
    ['another deal on the same page', warm],
  ]) {
    console.log(`analysis board, ${rows.length} deals at random, ${name}:`);
    console.log(
      line(
        '  every lead valued',
        rows.map((r) => r.solve),
      ),
    );
    console.log(
      line(
        '  asked to shown on the page',
        rows.map((r) => r.shown),
      ),
    );
    console.log(
      line(
        '  and the best line',
        rows.map((r) => r.line),
      ),
    );
  }
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  child.kill();
}
