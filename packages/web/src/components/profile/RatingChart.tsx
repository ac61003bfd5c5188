import { useEffect, useRef, useState } from 'react';
import { ratingChart, ratingText } from '../../logic/ratings.js';
import type { RatingPoint } from '../../protocol.js';

const HEIGHT = 200;

/**
 * The rating after each rated game, with its ± deviation as a band, drawn at the width the page
 * gives it (measured, so the labels keep their size on a phone and on a laptop).
 */
export function RatingChart({ history }: { readonly history: readonly RatingPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const measure = (): void => setWidth(Math.max(240, Math.floor(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const chart = ratingChart(history, width, HEIGHT);
  const last = history[history.length - 1];
  return (
    <div className="rating-chart" ref={box}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={
          last === undefined
            ? 'No rated games yet'
            : `Rating over ${history.length} rated games, now ${ratingText(last.rating, last.deviation)}`
        }
        data-testid="rating-chart"
      >
        {chart.ticks.map((t) => (
          <g key={t.label}>
            <line
              className="rating-chart-rule"
              x1={chart.plot.left}
              x2={chart.plot.right}
              y1={t.y}
              y2={t.y}
            />
            <text className="rating-chart-label" x={chart.plot.left - 6} y={t.y + 4}>
              {t.label}
            </text>
          </g>
        ))}
        <path className="rating-chart-band" d={chart.band} />
        <path className="rating-chart-line" d={chart.line} data-testid="rating-chart-line" />
        {chart.dots.map((d, i) => (
          <circle
            key={i}
            className={d.won ? 'rating-chart-dot won' : 'rating-chart-dot lost'}
            cx={d.x}
            cy={d.y}
            r={history.length > 60 ? 1.5 : 3}
          />
        ))}
        <text
          className="rating-chart-axis"
          x={(chart.plot.left + chart.plot.right) / 2}
          y={HEIGHT - 2}
        >
          {history.length === 1 ? '1 rated game' : `${history.length} rated games`}
        </text>
      </svg>
    </div>
  );
}
