import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SEATS,
  apply,
  info,
  newMatch,
  seedRng,
  suitTable,
  toAct,
  viewFor,
  type MatchState,
  type PlayingMatch,
  type Seat,
} from '@texas42/engine';
import {
  heuristicBot,
  makeRate,
  pimcBot,
  playMatch,
  sampleHands,
  voidsOf,
  type Bot,
} from '../src/index.js';
import { must, PROFILES } from './helpers.js';

const quick = pimcBot({ name: 'pimc-2', samples: 2 });

/** States met while bots play, in the play phase. */
function playStates(rules: string, seed: number, limit: number): PlayingMatch[] {
  let s = must(newMatch({ rules, seed }));
  const out: PlayingMatch[] = [];
  let rng = seedRng(seed);
  while (s.phase !== 'done' && out.length < limit) {
    if (s.phase === 'play') out.push(s);
    const seat = toAct(s);
    const d = heuristicBot.decide(viewFor(s, seat), rng);
    rng = d.rng;
    s = must(apply(s, d.action));
  }
  return out;
}

describe('sampling hidden hands', () => {
  it('deals the unseen dominoes to the other seats by their hand sizes, honouring every void shown', () => {
    let checked = 0;
    for (const rules of ['straight-42', 'nello-tournament', 'house'])
      for (const s of playStates(rules, 21, 120)) {
        const seat = toAct(s);
        const view = viewFor(s, seat);
        const table = suitTable(s.hand.contract, s.rules.options);
        const voids = voidsOf(view, table);
        const { sample } = sampleHands(view, table, seedRng(checked));
        assert.ok(sample, 'a sample exists: the real deal is one');
        const hand = s.hand;
        assert.ok(hand);
        for (const other of SEATS) {
          assert.equal(sample[other].length, hand.hands[other].length, `${other}'s hand size`);
          if (other === seat) assert.deepEqual(sample[other], hand.hands[seat]);
          for (const d of sample[other])
            assert.equal(voids[other] & (1 << info(d).id), 0, `${other} shown void holds ${d}`);
        }
        // The real deal honours the voids too: they are facts.
        for (const other of SEATS)
          for (const d of hand.hands[other]) assert.equal(voids[other] & (1 << info(d).id), 0);
        const all = SEATS.flatMap((x) => [...sample[x]]);
        assert.equal(new Set(all).size, all.length, 'no domino twice');
        checked++;
      }
    assert.ok(checked > 100, `${checked} positions sampled`);
  });
});

describe('the pimc bot', () => {
  it('plays complete matches in every profile with only legal actions', () => {
    for (const rules of PROFILES) {
      const seats: Record<Seat, Bot> = { N: quick, S: quick, E: heuristicBot, W: heuristicBot };
      const end = must(playMatch({ base: rules, match: { bestOf: 1 } }, 31, seats));
      assert.equal(end.phase, 'done', rules);
    }
  });

  it('decides from its view only: swapping two hidden hands changes nothing', () => {
    for (const s of playStates('straight-42', 8, 40)) {
      const seat = toAct(s);
      const h = s.hand;
      assert.ok(h);
      const [a, b] = SEATS.filter((x) => x !== seat) as [Seat, Seat];
      if (h.hands[a].length !== h.hands[b].length) continue;
      const swapped: MatchState = {
        ...s,
        hand: { ...h, hands: { ...h.hands, [a]: h.hands[b], [b]: h.hands[a] } },
      };
      assert.deepEqual(
        quick.decide(viewFor(swapped, seat), seedRng(5)),
        quick.decide(viewFor(s, seat), seedRng(5)),
      );
    }
  });
});

describe('bidding by simulation (opt-in)', () => {
  it('bids and names contracts legally in every profile', () => {
    const sim = pimcBot({ name: 'sim', samples: 1, bidSamples: 2 });
    for (const rules of PROFILES) {
      const seats: Record<Seat, Bot> = { N: sim, S: sim, E: heuristicBot, W: heuristicBot };
      const end = must(playMatch({ base: rules, match: { bestOf: 1 } }, 41, seats));
      assert.equal(end.phase, 'done', rules);
    }
  });

  it('reads make rates off solved samples', () => {
    const plan = { contract: 'sixes' as const, takes: [42, 30, 12, 35] };
    assert.equal(makeRate(plan, 30), 0.75);
    assert.equal(makeRate(plan, 42), 0.25);
  });
});
