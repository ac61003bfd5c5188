import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  deal,
  isDouble,
  newMatch,
  resolveRules,
  seedRng,
  toAct,
  viewFor,
  type Bid,
  type ContractName,
  type Hands,
  type MatchState,
  type RngState,
} from '@texas42/engine';
import { heuristicBot, noisyBot, pimcBot, randomBot, type Bot } from '../src/index.js';
import { must, seatToAct } from './helpers.js';

/**
 * Every kind of contract, played to the end of the hand by every kind of bot in every seat: each
 * decision is checked by the engine, so an illegal play fails the test. The pimc bots are the
 * hard and expert code with fewer samples (the levels differ only in their sample counts).
 */
const BOTS: readonly Bot[] = [
  randomBot,
  heuristicBot,
  noisyBot('easy', heuristicBot, 0.33),
  pimcBot({ name: 'pimc', samples: 3, bidSamples: 2 }),
];

const KINDS: readonly { kind: string; bid: Bid; contract: ContractName; doubles: number }[] = [
  { kind: 'a trump suit', bid: 30, contract: 'fives', doubles: 0 },
  { kind: 'doubles as trump', bid: 30, contract: 'doubles', doubles: 0 },
  { kind: 'follow-me', bid: 30, contract: 'follow-me', doubles: 0 },
  { kind: 'nello, doubles high', bid: '1m', contract: 'nello:doubles-high', doubles: 0 },
  { kind: 'nello, doubles low', bid: '1m', contract: 'nello:doubles-low', doubles: 0 },
  { kind: 'nello, doubles a suit', bid: '1m', contract: 'nello:doubles-own-suit', doubles: 0 },
  { kind: 'sevens', bid: '1m', contract: 'sevens', doubles: 0 },
  { kind: 'plunge', bid: 'plunge', contract: 'fives', doubles: 4 },
  { kind: 'splash', bid: 'splash', contract: 'fives', doubles: 3 },
];

const HOUSE = must(resolveRules({ base: 'house', play: { endWhenDecided: false } }));

/** The hand declared: W shakes, N (first to bid) takes the bid, its side names the contract. */
function declared(bid: Bid, contract: ContractName, doubles: number, seed: number): MatchState {
  let rng: RngState = seedRng(seed);
  let hands: Hands;
  for (;;) {
    const d = deal(rng, 'W');
    rng = d.rng;
    if (d.hands.N.filter((x) => isDouble(x)).length >= doubles) {
      hands = d.hands;
      break;
    }
  }
  let s = must(newMatch({ rules: HOUSE, seed: 0, firstShaker: 'W' }));
  s = must(apply(s, { type: 'shake', seat: 'W', hands }));
  for (const b of [bid, 'pass', 'pass', 'pass'] as Bid[])
    s = must(apply(s, { type: 'bid', seat: seatToAct(s), bid: b }));
  return must(apply(s, { type: 'declare', seat: seatToAct(s), contract }));
}

describe('every contract kind, played by every bot', () => {
  for (const { kind, bid, contract, doubles } of KINDS)
    it(kind, () => {
      for (const bot of BOTS) {
        let s = declared(bid, contract, doubles, 7);
        assert.equal(s.phase, 'play', `${kind} is in play`);
        assert.equal(s.hand?.contract, contract);
        const handsBefore = s.game.hands.length;
        let rng = seedRng(`${bot.name}/${kind}`);
        let plays = 0;
        while (s.phase === 'play') {
          const decision = bot.decide(viewFor(s, toAct(s)), rng);
          rng = decision.rng;
          const next = apply(s, decision.action);
          assert.ok(next.ok, `${bot.name} in ${kind}: ${next.ok ? '' : next.error.message}`);
          s = next.value;
          plays++;
        }
        assert.equal(s.game.hands.length, handsBefore + 1, `${bot.name} finished the ${kind} hand`);
        assert.ok(plays >= 7, `${bot.name} played the ${kind} hand out (${plays} plays)`);
      }
    });
});
