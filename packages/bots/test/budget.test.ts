import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apply, newMatch, seedRng, toAct, viewFor, type MatchState } from '@texas42/engine';
import { botByName, budgetedBot, FIRST_SAMPLE_ALLOWANCE, type Bot } from '../src/index.js';
import { must } from './helpers.js';

/**
 * The time budget of a sampling bot (budget.ts): with time to spare it decides exactly as the
 * level does; with none left it still answers legally, from one solved deal or the rules of thumb.
 */

/** The first `count` decisions of a match: each bot's action from its seat's view, applied. */
function decisions(bot: Bot, count: number): string[] {
  let state: MatchState = must(newMatch({ rules: 'straight-42', seed: 11 }));
  let rng = seedRng('budget');
  const out: string[] = [];
  while (out.length < count && state.phase !== 'done') {
    const seat = toAct(state);
    assert.ok(seat !== null);
    if (state.phase === 'shake') {
      state = must(apply(state, { type: 'shake', seat }));
      continue;
    }
    const decision = bot.decide(viewFor(state, seat), rng);
    rng = decision.rng;
    out.push(JSON.stringify(decision.action));
    // The engine refuses an illegal action: `must` fails the test on one.
    state = must(apply(state, decision.action));
  }
  return out;
}

describe('a sampling bot held to a time budget', () => {
  it('decides as its level does when the budget is never spent', () => {
    const hard = botByName('hard');
    assert.ok(hard);
    const roomy = budgetedBot('hard', { ms: Number.POSITIVE_INFINITY, now: () => 0 });
    assert.ok(roomy);
    assert.deepEqual(decisions(roomy, 30), decisions(hard, 30));
  });

  it('still makes legal decisions, sampling less, when the budget is always spent', () => {
    let clock = 0;
    let reads = 0;
    // A clock that moves a second at each reading: every check finds the budget spent.
    const spent = budgetedBot('hard', {
      ms: 150,
      now: () => {
        reads++;
        return (clock += 1000);
      },
    });
    assert.ok(spent);
    const made = decisions(spent, 60);
    assert.equal(made.length, 60);
    assert.ok(reads > 0, 'the budget was consulted');
  });

  it('gives up a solve that runs past the budget: a decision stops within its allowance', () => {
    // A clock that moves a millisecond at each reading: the solver's stop is read every 256
    // positions, so a decision's clock is how far its search got. With a budget of 40 "ms" a
    // decision may not read past 2.5 budgets (its first sample's allowance) by more than the
    // readings between two checks.
    let clock = 0;
    const worst: number[] = [];
    const bot = budgetedBot('hard', { ms: 40, now: () => (clock += 1) });
    assert.ok(bot);
    let state: MatchState = must(newMatch({ rules: 'straight-42', seed: 5 }));
    let rng = seedRng('allowance');
    while (worst.length < 40 && state.phase !== 'done') {
      const seat = toAct(state);
      assert.ok(seat !== null);
      if (state.phase === 'shake') {
        state = must(apply(state, { type: 'shake', seat }));
        continue;
      }
      const before = clock;
      const decision = bot.decide(viewFor(state, seat), rng);
      // Plays: between samples a play reads the clock once a sample (20 at most).
      if (state.phase === 'play') worst.push(clock - before);
      rng = decision.rng;
      state = must(apply(state, decision.action));
    }
    const most = Math.max(...worst);
    // Solves read the clock as they search (a bot that read it only between samples would read
    // it at most 21 times a play)...
    assert.ok(most > 40, `the longest decision read the clock only ${most} times`);
    // ...and give up once past the allowance.
    assert.ok(most <= 40 * FIRST_SAMPLE_ALLOWANCE + 20, `a decision read the clock ${most} times`);
  });

  it('leaves the levels that do not sample as they are', () => {
    assert.equal(budgetedBot('medium', { ms: 0, now: () => 0 }), botByName('medium'));
    assert.equal(budgetedBot('nobody', { ms: 0, now: () => 0 }), undefined);
  });
});
