import type { Page } from 'playwright-core';

/**
 * What overflows on the page: a field whose right edge passes its panel's inner edge, and a
 * select narrower than Chromium makes one showing just its chosen option.
 */
export async function spills(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    const nameOf = (e) =>
      e.getAttribute('data-testid') ?? e.closest('label')?.textContent?.slice(0, 30) ?? e.tagName;
    for (const field of document.querySelectorAll('input, select')) {
      if (field.getClientRects().length === 0) continue;
      const box = field.closest('fieldset, .panel');
      if (box !== null) {
        const inner =
          box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).borderRightWidth) + 0.5;
        const right = field.getBoundingClientRect().right;
        if (right > inner) out.push(nameOf(field) + ' spills ' + Math.round(right - inner) + 'px');
      }
      if (field instanceof HTMLSelectElement && field.selectedOptions.length === 1) {
        // The width Chromium itself gives a select of the chosen option alone, arrow and padding
        // included, against the width the page gave this one.
        const alone = field.cloneNode(false);
        alone.appendChild(field.selectedOptions[0].cloneNode(true));
        alone.style.cssText = 'width: auto; min-width: 0; max-width: none; position: absolute;';
        field.parentElement.appendChild(alone);
        const need = alone.getBoundingClientRect().width;
        alone.remove();
        const has = field.getBoundingClientRect().width;
        const words = field.selectedOptions[0].text;
        if (need > has + 0.5) out.push(nameOf(field) + ' cuts "' + words + '" by ' + Math.round(need - has) + 'px');
      }
    }
    return out;
  })()`);
}

/**
 * Text the page cuts off: an element that hides what overflows it (overflow hidden or clip, as an
 * ellipsis needs) while its words are wider than its box, and an empty field whose placeholder is
 * wider than the room inside it ("25 mi" for "25 min"). Screen-reader-only text (a 1px box) is
 * not shown anyway, and a box that scrolls lets the reader see the rest.
 */
export async function cutText(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    for (const e of document.querySelectorAll('body *')) {
      if (e.getClientRects().length === 0 || e.clientWidth <= 1) continue;
      const style = getComputedStyle(e);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      if (e.scrollWidth <= e.clientWidth + 1) continue;
      const words = (e.textContent ?? '').trim();
      if (words === '') continue;
      out.push((e.getAttribute('data-testid') ?? e.className ?? e.tagName) + ' cuts "' + words.slice(0, 40) + '"');
    }
    const pen = document.createElement('canvas').getContext('2d');
    for (const field of document.querySelectorAll('input[placeholder]')) {
      if (field.getClientRects().length === 0 || field.value !== '' || field.placeholder === '') continue;
      const style = getComputedStyle(field);
      pen.font = style.font;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const need = pen.measureText(field.placeholder).width;
      if (need > room + 1)
        out.push((field.getAttribute('data-testid') ?? 'input') + ' cuts its placeholder "' + field.placeholder + '" by ' + Math.round(need - room) + 'px');
    }
    return out;
  })()`);
}

/** How many pixels the page is wider than the window: a phone would scroll sideways. */
export async function sideways(page: Page): Promise<number> {
  return Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    ),
  );
}
