/**
 * A line plot as a standalone SVG document: one series over its index, with axes, a zero line
 * and labels. Small on purpose: the arena's running score difference is all it draws.
 */
export interface LinePlot {
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly values: readonly number[];
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function lineSvg(plot: LinePlot, width = 720, height = 360): string {
  const m = { left: 56, right: 16, top: 36, bottom: 44 };
  const w = width - m.left - m.right;
  const h = height - m.top - m.bottom;
  const values = plot.values.length > 0 ? plot.values : [0];
  const top = Math.max(1, ...values);
  const bottom = Math.min(-1, ...values);
  const x = (i: number) => m.left + (values.length <= 1 ? 0 : (i / (values.length - 1)) * w);
  const y = (v: number) => m.top + ((top - v) / (top - bottom)) * h;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const ticks = [bottom, 0, top].filter((v, i, a) => a.indexOf(v) === i);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${escape(plot.title)}</text>`,
    `<line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${m.top + h}" stroke="#444"/>`,
    `<line x1="${m.left}" y1="${m.top + h}" x2="${m.left + w}" y2="${m.top + h}" stroke="#444"/>`,
    `<line x1="${m.left}" y1="${y(0).toFixed(1)}" x2="${m.left + w}" y2="${y(0).toFixed(1)}" stroke="#aaa" stroke-dasharray="4 4"/>`,
    ...ticks.map(
      (v) => `<text x="${m.left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>`,
    ),
    `<text x="${m.left}" y="${m.top + h + 16}" text-anchor="middle">1</text>`,
    `<text x="${m.left + w}" y="${m.top + h + 16}" text-anchor="middle">${values.length}</text>`,
    `<text x="${m.left + w / 2}" y="${height - 8}" text-anchor="middle">${escape(plot.xLabel)}</text>`,
    `<text transform="translate(14 ${m.top + h / 2}) rotate(-90)" text-anchor="middle">${escape(plot.yLabel)}</text>`,
    `<polyline fill="none" stroke="#b03a2e" stroke-width="2" points="${points}"/>`,
    `</svg>`,
  ].join('\n');
}
