#!/usr/bin/env node
// Renders the web app's installed icons (packages/web/public/icons/icon-*.png) from its SVG
// drawing of a domino (icon.svg) with Debian's chromium, so the PNGs are made here, not fetched.
// Run again after changing icon.svg: node scripts/render-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const icons = join(root, 'packages/web/public/icons');
const svg = readFileSync(join(icons, 'icon.svg'), 'utf8');
/** Android's launcher sizes (192, 512; 512 also maskable) and iOS's home screen (180). */
const SIZES = [180, 192, 512];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${body}`);
    await page.screenshot({ path: join(icons, `icon-${size}.png`) });
    await page.close();
    console.log(`icons/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
