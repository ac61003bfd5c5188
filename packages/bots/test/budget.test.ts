import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apply, newMatch, seedRng, toAct, viewFor, type MatchState } from '@texas42/engine';
import { botByName, budgetedBot, type Bot } from '../src/index.js';
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

  it('leaves the levels that do not sample as they are', () => {
    assert.equal(budgetedBot('medium', { ms: 0, now: () => 0 }), botByName('medium'));
    assert.equal(budgetedBot('nobody', { ms: 0, now: () => 0 }), undefined);
  });
});
