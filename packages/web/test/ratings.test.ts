import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ratingChart, ratingText } from '../src/logic/ratings.js';

describe('ratings as the pages show them', () => {
  it('writes rating ± deviation in whole points', () => {
    assert.equal(ratingText(1582.5, 343.47), '1583 ± 343');
    assert.equal(ratingText(1500, 350), '1500 ± 350');
  });

  it('draws no chart for no games', () => {
    const chart = ratingChart([], 400, 200);
    assert.equal(chart.line, '');
    assert.deepEqual(chart.dots, []);
  });

  it('fits the scale to the band of ± deviation and spreads the games across', () => {
    const chart = ratingChart(
      [
        { rating: 1580, deviation: 340, won: true },
        { rating: 1500, deviation: 330, won: false },
        { rating: 1620, deviation: 320, won: true },
      ],
      400,
      200,
    );
    const { plot } = chart;
    // The scale runs from below the lowest band (1170) to above the highest (1940), in even steps.
    const labels = chart.ticks.map((t) => Number(t.label));
    assert.ok(labels[0]! <= 1170 && labels[labels.length - 1]! >= 1940, labels.join(' '));
    assert.equal(new Set(labels.slice(1).map((l, i) => l - labels[i]!)).size, 1);
    // First game at the left edge, last at the right; a higher rating is higher up.
    assert.equal(chart.dots[0]!.x, plot.left);
    assert.equal(chart.dots[2]!.x, plot.right);
    assert.ok(chart.dots[2]!.y < chart.dots[0]!.y && chart.dots[0]!.y < chart.dots[1]!.y);
    assert.deepEqual(
      chart.dots.map((d) => d.won),
      [true, false, true],
    );
    // Every point is inside the plot, and the band is one closed path around the line.
    for (const d of chart.dots) assert.ok(d.y >= plot.top && d.y <= plot.bottom);
    assert.match(chart.line, /^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
    assert.equal(chart.band.split('L').length, 6);
    assert.ok(chart.band.endsWith('Z'));
  });

  it('shows a single game as a dot in the middle with its band', () => {
    const chart = ratingChart([{ rating: 1583, deviation: 343, won: true }], 400, 200);
    assert.equal(chart.dots.length, 1);
    assert.equal(chart.dots[0]!.x, (chart.plot.left + chart.plot.right) / 2);
    assert.ok(chart.band.endsWith('Z'));
  });
});
