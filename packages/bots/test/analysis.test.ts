import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRecord, resolveRules, type HandRecord } from '@texas42/engine';
import { analyzeHand, pimcBot } from '../src/index.js';

const HANDS = {
  N: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5'],
  E: ['6-0', '4-4', '4-3', '4-2', '4-1', '4-0', '3-3'],
  S: ['5-4', '5-3', '5-2', '5-1', '5-0', '3-2', '3-1'],
  W: ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
};

function record(plays: string[]): HandRecord {
  const parsed = parseRecord({
    rules: 'straight-42',
    dealer: 'W',
    hands: HANDS,
    bids: ['1m', 'pass', 'pass', 'pass'],
    contract: 'sixes',
    plays,
  });
  assert.ok(parsed.ok && parsed.value.kind === 'hand');
  return parsed.value.record;
}

const RULES = (() => {
  const r = resolveRules('straight-42');
  assert.ok(r.ok);
  return r.value;
})();

describe('analysis of a hand record', () => {
  it('finds the lead that cost the hand, and what keeps it', () => {
    // N holds six trumps and 5-5; E holds the last trump. Leading 5-5 first lets E trump it.
    const a = analyzeHand(
      RULES,
      record(['5-5', '6-0', '5-0', '3-0']),
      pimcBot({ name: 'pimc-4', samples: 4 }),
    );
    assert.ok(a.ok);
    const lead = a.value.plays[0];
    assert.ok(lead);
    assert.equal(lead.domino, '5-5');
    assert.equal(lead.costHand, true);
    assert.ok(lead.best.includes('6-6'));
    assert.equal(lead.loss, lead.bestValue - lead.value);
    assert.equal(a.value.par, 42);
    assert.match(
      a.value.mistakes[0] ?? '',
      /^trick 1: N leading 5-5 lost \d+ points; .*6-6.* keep them \(and cost the hand\)$/,
    );
    // The bot, seeing only N's hand, draws trumps first.
    assert.ok(lead.bot !== null && lead.bot.startsWith('6-'));
  });

  it('finds nothing wrong with best play', () => {
    const a = analyzeHand(
      RULES,
      record(['6-6', '6-0', '3-1', '2-0', '6-5', '3-3', '5-0', '2-1']),
      null,
    );
    assert.ok(a.ok);
    assert.ok(a.value.plays.length === 8);
    // N's leads lose nothing; the others' discards may give count away.
    for (const p of a.value.plays.filter((x) => x.seat === 'N')) assert.equal(p.loss, 0);
  });

  it("judges every bid by the bidder's best trump with all hands known", () => {
    const a = analyzeHand(RULES, record([]), null);
    assert.ok(a.ok);
    assert.equal(a.value.bids.length, 4);
    assert.equal(a.value.bids[0]?.seat, 'N');
    assert.equal(a.value.bids[0]?.bestPoints, 42);
  });
});
