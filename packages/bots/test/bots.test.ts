import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SEATS,
  apply,
  newMatch,
  seedRng,
  toAct,
  viewFor,
  type Hands,
  type MatchState,
  type Seat,
  type SeatMap,
  type Team,
} from '@texas42/engine';
import { heuristicBot, playMatch, randomBot, type Bot } from '../src/index.js';
import { must, PROFILES } from './helpers.js';

function teams(ns: Bot, ew: Bot): SeatMap<Bot> {
  return { N: ns, S: ns, E: ew, W: ew };
}

/** The match with the dominoes of seats `a` and `b` swapped, everything else the same. */
function swapHands(s: MatchState, a: Seat, b: Seat): MatchState {
  const swap = (h: Hands): Hands => ({ ...h, [a]: h[b], [b]: h[a] });
  // One case a phase, so that each keeps the type of its hand.
  switch (s.phase) {
    case 'bid':
      return { ...s, hand: { ...s.hand, hands: swap(s.hand.hands) } };
    case 'declare':
      return { ...s, hand: { ...s.hand, hands: swap(s.hand.hands) } };
    case 'play':
      return { ...s, hand: { ...s.hand, hands: swap(s.hand.hands) } };
    default:
      return s;
  }
}

describe('bots', () => {
  it('play complete matches in every rule profile with only legal actions', () => {
    for (const rules of PROFILES)
      for (const [ns, ew] of [
        [heuristicBot, randomBot],
        [randomBot, heuristicBot],
        [heuristicBot, heuristicBot],
      ] as const) {
        const end = must(playMatch(rules, 11, teams(ns, ew)));
        assert.equal(end.phase, 'done', `${rules}: ${ns.name} v ${ew.name}`);
      }
  });

  it('see only their view: hiding other hands differently changes no decision', () => {
    let s = must(newMatch({ rules: 'house', seed: 3 }));
    s = must(apply(s, { type: 'shake', seat: s.shaker }));
    let rng = seedRng(1);
    for (let step = 0; step < 40 && s.phase !== 'done' && s.hand !== null; step++) {
      const seat = toAct(s);
      // Swap the two hands the seat cannot see (the partner's and an opponent's stay hidden too).
      const [a, b] = SEATS.filter((x) => x !== seat) as [Seat, Seat];
      const h = s.hand;
      if (h.hands[a].length === h.hands[b].length && h.sittingOut === null) {
        const swapped = swapHands(s, a, b);
        assert.deepEqual(viewFor(swapped, seat), viewFor(s, seat));
        for (const bot of [heuristicBot, randomBot])
          assert.deepEqual(
            bot.decide(viewFor(swapped, seat), rng),
            bot.decide(viewFor(s, seat), rng),
          );
      }
      const d = heuristicBot.decide(viewFor(s, seat), rng);
      rng = d.rng;
      s = must(apply(s, d.action));
    }
  });

  it('are deterministic for a given seed', () => {
    const a = must(playMatch('straight-42', 5, teams(randomBot, heuristicBot)));
    const b = must(playMatch('straight-42', 5, teams(randomBot, heuristicBot)));
    assert.deepEqual(a.games, b.games);
  });

  it('heuristic beats random in most duplicate games (a sanity check; the arena measures)', () => {
    let wins = 0;
    const games = 20;
    for (let g = 0; g < games / 2; g++) {
      // The same seed twice with the teams' seats swapped, so the deals' luck cancels.
      const x = must(
        playMatch(
          { base: 'straight-42', match: { bestOf: 1 } },
          100 + g,
          teams(heuristicBot, randomBot),
        ),
      );
      const y = must(
        playMatch(
          { base: 'straight-42', match: { bestOf: 1 } },
          100 + g,
          teams(randomBot, heuristicBot),
        ),
      );
      if (x.winner === ('NS' satisfies Team)) wins++;
      if (y.winner === ('EW' satisfies Team)) wins++;
    }
    assert.ok(wins >= 16, `heuristic won ${wins} of ${games}`);
  });
});
