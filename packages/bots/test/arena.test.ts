import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { heuristicBot, randomBot, runArena, wilson, type GameRecord } from '../src/index.js';

describe('the duplicate arena', () => {
  it("plays each pair's deals twice with the teams' seats swapped", () => {
    const games: GameRecord[] = [];
    const r = runArena({
      a: heuristicBot,
      b: randomBot,
      games: 6,
      seed: 4,
      rules: 'straight-42',
      onGame: (_, g) => games.push(g),
    });
    assert.ok(r.ok);
    assert.equal(r.value.games, 6);
    for (let p = 0; p < 3; p++) {
      const [x, y] = games.filter((g) => g.pair === p);
      assert.ok(x && y);
      assert.equal(x.aTeam, 'NS');
      assert.equal(y.aTeam, 'EW');
      // The first hand of both games is the same deal, seat for seat.
      assert.deepEqual(x.hands[0]?.dealt, y.hands[0]?.dealt);
      assert.equal(x.hands[0]?.shaker, y.hands[0]?.shaker);
    }
  });

  it('reports wins, the interval, marks, points, make rates and decision times', () => {
    const r = runArena({
      a: heuristicBot,
      b: heuristicBot,
      games: 20,
      seed: 2,
      rules: 'nello-tournament',
    });
    assert.ok(r.ok);
    const report = r.value;
    assert.equal(report.a.wins + report.b.wins, 20);
    assert.equal(report.winRateA, report.a.wins / 20);
    assert.ok(report.ci95[0] <= report.winRateA && report.winRateA <= report.ci95[1]);
    assert.equal(report.running.length, 20);
    assert.equal(report.running.at(-1), report.a.wins - report.b.wins);
    assert.ok(report.a.marksPerGame > 0 && report.a.decisions > 0);
    const bids = Object.values(report.makeRate.a.byBid).reduce((n, m) => n + m.bids, 0);
    const byContract = Object.values(report.makeRate.a.byContract).reduce((n, m) => n + m.bids, 0);
    assert.equal(bids, byContract);
  });

  it('the 95% Wilson interval', () => {
    const [lo, hi] = wilson(135, 200);
    assert.ok(Math.abs(lo - 0.607) < 0.002 && Math.abs(hi - 0.737) < 0.002, `${lo} ${hi}`);
    assert.deepEqual(wilson(0, 0), [0, 1]);
  });
});
