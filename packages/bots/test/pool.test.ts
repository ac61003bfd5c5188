import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  newMatch,
  seedRng,
  toAct,
  viewFor,
  type RngState,
  type SeatView,
} from '@texas42/engine';
import { BotPool, botByName } from '../src/index.js';
import { must } from './helpers.js';

describe('the bot pool', () => {
  it('decides on worker threads exactly as the bot does in this thread, many at once', async () => {
    const pool = new BotPool(2);
    try {
      let s = must(newMatch({ rules: 'straight-42', seed: 9 }));
      const views: { view: SeatView; rng: RngState }[] = [];
      let rng = seedRng(3);
      const hard = botByName('hard');
      assert.ok(hard);
      while (s.phase !== 'done' && views.length < 30) {
        const seat = toAct(s);
        const view = viewFor(s, seat);
        views.push({ view, rng });
        const d = hard.decide(view, rng);
        rng = d.rng;
        s = must(apply(s, d.action));
      }
      const pooled = await Promise.all(views.map((v) => pool.decide('hard', v.view, v.rng)));
      pooled.forEach((d, i) => {
        const v = views[i];
        assert.ok(v);
        assert.deepEqual(d, hard.decide(v.view, v.rng));
      });
    } finally {
      await pool.close();
    }
  });

  it('rejects an unknown bot, and everything after close', async () => {
    const pool = new BotPool(1);
    const s = must(newMatch({ rules: 'straight-42', seed: 1 }));
    await assert.rejects(
      pool.decide('genius', viewFor(s, s.shaker), seedRng(1)),
      /unknown bot "genius"/,
    );
    await pool.close();
    await assert.rejects(pool.decide('random', viewFor(s, s.shaker), seedRng(1)), /closed/);
  });
});
