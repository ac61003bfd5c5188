import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  gameNumber,
  heuristicBot,
  randomBot,
  runArena,
  runArenaInPool,
  wilson,
  type ArenaReport,
  type GameRecord,
} from '../src/index.js';

/** A report without its milliseconds, which differ from run to run. */
function withoutTimes(r: ArenaReport): unknown {
  const { decisionMs: _a, ...a } = r.a;
  const { decisionMs: _b, ...b } = r.b;
  return { ...r, a, b };
}

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

  it('on worker threads, pairs at once, plays the same games and reports the same', async () => {
    const options = { games: 8, seed: 5, rules: 'straight-42' };
    const alone = runArena({ ...options, a: heuristicBot, b: randomBot });
    const told: number[] = [];
    const pooled = await runArenaInPool({
      ...options,
      a: 'heuristic',
      b: 'random',
      jobs: 2,
      onGame: (n, g) => {
        told.push(n);
        assert.ok(gameNumber(g) >= 1 && gameNumber(g) <= 8);
      },
    });
    assert.ok(alone.ok && pooled.ok);
    assert.deepEqual(withoutTimes(pooled.value), withoutTimes(alone.value));
    assert.deepEqual(told, [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.equal(pooled.value.a.decisions, alone.value.a.decisions);
  });

  it('the 95% Wilson interval', () => {
    const [lo, hi] = wilson(135, 200);
    assert.ok(Math.abs(lo - 0.607) < 0.002 && Math.abs(hi - 0.737) < 0.002, `${lo} ${hi}`);
    assert.deepEqual(wilson(0, 0), [0, 1]);
  });
});
