import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once: evaluated in the page (as the DevTools would, so the
 * site's Content Security Policy is not asked), never served by the site. */
let axeSource: string | undefined;
function axe(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** One rule axe-core found broken, with the elements that break it. */
export interface A11yViolation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** The serious and critical violations axe-core finds on the page as it is now (WCAG 2.x A and
 * AA rules and axe's best practices: contrast, names, roles, labels). */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe());
  return page.evaluate<A11yViolation[]>(`
    window.axe.run(document, { resultTypes: ['violations'] }).then((results) =>
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ': ' + n.failureSummary),
        })),
    )`);
}

/** Fails, listing them, when axe-core finds a serious or critical violation on the page. */
export async function assertAccessible(page: Page, what: string): Promise<void> {
  const found = await seriousA11yViolations(page);
  assert.deepEqual(found, [], `${what}: no serious or critical accessibility violation`);
}
