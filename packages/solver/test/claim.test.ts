import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SEATS,
  apply,
  claimStands,
  finishedHands,
  type ClaimKind,
  type MatchState,
  type PlayingHand,
} from '@texas42/engine';
import { solverClaimStands } from '../src/index.js';
import { KINDS, endgame } from './positions.js';

const CLAIMS: readonly ClaimKind[] = ['rest', 'made', 'set'];

function handOf(s: MatchState): PlayingHand {
  assert.equal(s.phase, 'play', 'a hand in play');
  return s.hand;
}

describe('lay-down claims judged by the solver', () => {
  it('"can demonstrate any possible way the bidder may be set" (000): the same verdict as the engine\'s exhaustive refutation, every contract kind', () => {
    const verdicts = { stands: 0, falls: 0 };
    let compared = 0;
    for (let i = 0; i < 96; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const tricksLeft = 2 + (i % 5);
      const s = endgame(kind, 9100 + i, tricksLeft, i % 3);
      if (s.phase !== 'play') continue;
      const hand = handOf(s);
      for (const by of SEATS) {
        if (hand.sittingOut === by) continue;
        for (const claim of CLAIMS) {
          const engine = claimStands(s.rules.options, hand, by, claim);
          const solver = solverClaimStands(s.rules.options, hand, by, claim);
          assert.equal(solver, engine, `${kind} #${i}, ${by} claims ${claim}`);
          verdicts[engine ? 'stands' : 'falls']++;
          compared++;
        }
      }
    }
    assert.ok(compared > 900, `${compared} claims compared`);
    // Both verdicts are common, so agreement is not agreement on a constant.
    assert.ok(verdicts.stands > 100 && verdicts.falls > 100, JSON.stringify(verdicts));
  });

  it('a claim from the first trick: the two judges agree on full hands', () => {
    for (let i = 0; i < 16; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = endgame(kind, 9300 + i, 7, 0);
      const hand = handOf(s);
      for (const claim of CLAIMS) {
        const by = hand.bidder;
        assert.equal(
          solverClaimStands(s.rules.options, hand, by, claim),
          claimStands(s.rules.options, hand, by, claim),
          `${kind} #${i}, ${by} claims ${claim}`,
        );
      }
    }
  });

  it('apply hands the claim to the judge it is given', () => {
    const s = endgame('trump', 9500, 3, 0);
    const by = toActSeat(s);
    const calls: ClaimKind[] = [];
    const next = apply(
      s,
      { type: 'claim', seat: by, claim: 'rest' },
      {
        judgeClaim: (options, hand, seat, claim) => {
          calls.push(claim);
          return solverClaimStands(options, hand, seat, claim);
        },
      },
    );
    assert.ok(next.ok);
    assert.deepEqual(calls, ['rest']);
    const result = finishedHands(next.value).at(-1);
    assert.equal(result?.claim?.stands, claimStands(s.rules.options, handOf(s), by, 'rest'));
  });
});

function toActSeat(s: MatchState): (typeof SEATS)[number] {
  const hand = handOf(s);
  return hand.trick[0]?.seat ?? hand.bidder;
}
