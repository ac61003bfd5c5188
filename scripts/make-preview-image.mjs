// Draws the picture shared links show (packages/web/public/preview.png, 1200x630, the size Open
// Graph and Twitter's large card ask for): the five count dominoes on the table's green, by
// Debian's chromium (CHROMIUM_PATH), so the picture is made here, not taken from anywhere.
// Run once and commit the result: node scripts/make-preview-image.mjs
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../packages/web/public/preview.png', import.meta.url));

/** Where a half's pips sit, on a 3x3 grid of a half (0..2 by 0..2). */
const PIPS = {
  0: [],
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** One domino standing, `high` on top, its top-left corner at (x, y), turned `angle` degrees. */
function domino(high, low, x, y, angle) {
  const w = 150;
  const h = 300;
  const half = (n, top) =>
    PIPS[n]
      .map(([c, r]) => {
        const cx = 35 + c * 40;
        const cy = top + 35 + r * 40;
        return `<circle cx="${cx}" cy="${cy}" r="14" fill="#1b1b1b"/>`;
      })
      .join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle} ${w / 2} ${h / 2})">
    <rect x="6" y="10" width="${w}" height="${h}" rx="18" fill="rgba(0,0,0,0.35)"/>
    <rect width="${w}" height="${h}" rx="18" fill="#fbf6e9" stroke="#2b2b2b" stroke-width="4"/>
    <line x1="18" y1="${h / 2}" x2="${w - 18}" y2="${h / 2}" stroke="#2b2b2b" stroke-width="4"/>
    ${half(high, 0)}${half(low, h / 2)}
  </g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="felt" cx="50%" cy="45%" r="75%">
      <stop offset="0" stop-color="#1c7a4c"/><stop offset="1" stop-color="#0f5132"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#felt)"/>
  ${domino(5, 5, 70, 250, -14)}
  ${domino(6, 4, 235, 215, -6)}
  ${domino(5, 0, 400, 200, 2)}
  ${domino(4, 1, 565, 215, 9)}
  ${domino(3, 2, 730, 250, 16)}
  <text x="70" y="150" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="110" fill="#fbf6e9">Texas 42</text>
  <text x="900" y="330" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#d8ecdf">
    <tspan x="930" dy="0">Play online</tspan><tspan x="930" dy="54">with friends</tspan><tspan x="930" dy="54">and bots</tspan>
  </text>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
await page.screenshot({ path: OUT, clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
console.log(`wrote ${OUT}`);
