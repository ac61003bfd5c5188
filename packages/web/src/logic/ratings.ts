/**
 * Ratings as the pages show them: "rating ± deviation", and the geometry of the profile's rating
 * chart (plain numbers and SVG path strings, so it is testable without a browser).
 */

/** "1583 ± 343". */
export function ratingText(rating: number, deviation: number): string {
  return `${Math.round(rating)} ± ${Math.round(deviation)}`;
}

export interface ChartInput {
  readonly rating: number;
  readonly deviation: number;
  readonly won: boolean;
}

export interface RatingChart {
  /** The rating after each game, as an SVG path. */
  readonly line: string;
  /** The band of rating ± deviation around it, as a closed SVG path. */
  readonly band: string;
  readonly dots: readonly { readonly x: number; readonly y: number; readonly won: boolean }[];
  /** Horizontal rules with the rating they mark. */
  readonly ticks: readonly { readonly y: number; readonly label: string }[];
  /** Where the plot sits inside the drawing (the left margin holds the tick labels). */
  readonly plot: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
}

/** A tick step that gives about four rules over `span` rating points. */
function tickStep(span: number): number {
  for (const step of [25, 50, 100, 200, 250, 500]) if (span / step <= 5) return step;
  return 1000;
}

function fixed(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/**
 * The chart of `points` (oldest first) in a drawing `width` by `height` pixels: games along the
 * bottom, one step apart; the rating up the side, its scale fitted to the band of ± deviation.
 */
export function ratingChart(
  points: readonly ChartInput[],
  width: number,
  height: number,
): RatingChart {
  const plot = { left: 44, top: 10, right: width - 10, bottom: height - 16 };
  if (points.length === 0) return { line: '', band: '', dots: [], ticks: [], plot };
  const lows = points.map((p) => p.rating - p.deviation);
  const highs = points.map((p) => p.rating + p.deviation);
  const step = tickStep(Math.max(...highs) - Math.min(...lows));
  const low = Math.floor(Math.min(...lows) / step) * step;
  const high = Math.max(Math.ceil(Math.max(...highs) / step) * step, low + step);
  const y = (r: number): number =>
    plot.bottom - ((r - low) / (high - low)) * (plot.bottom - plot.top);
  // One game: the dot in the middle; more: spread from edge to edge.
  const x = (i: number): number =>
    points.length === 1
      ? (plot.left + plot.right) / 2
      : plot.left + (i / (points.length - 1)) * (plot.right - plot.left);
  const at = (i: number, r: number): string => `${fixed(x(i))},${fixed(y(r))}`;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${at(i, p.rating)}`).join(' ');
  const upper = points.map((p, i) => at(i, p.rating + p.deviation));
  const lower = points.map((p, i) => at(i, p.rating - p.deviation)).reverse();
  // A single game's band is a short bar, so it still shows.
  const band =
    points.length === 1
      ? (() => {
          const p = points[0] as ChartInput;
          const cx = x(0);
          return `M${fixed(cx - 6)},${fixed(y(p.rating + p.deviation))} L${fixed(cx + 6)},${fixed(y(p.rating + p.deviation))} L${fixed(cx + 6)},${fixed(y(p.rating - p.deviation))} L${fixed(cx - 6)},${fixed(y(p.rating - p.deviation))} Z`;
        })()
      : `M${upper.join(' L')} L${lower.join(' L')} Z`;
  const ticks: { y: number; label: string }[] = [];
  for (let r = low; r <= high; r += step) ticks.push({ y: y(r), label: String(r) });
  return {
    line,
    band,
    dots: points.map((p, i) => ({ x: x(i), y: y(p.rating), won: p.won })),
    ticks,
    plot,
  };
}
