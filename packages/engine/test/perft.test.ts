import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  legalActions,
  type ContractName,
  type Hands,
  type MatchState,
} from '../src/index.js';
import { brutePerft, type BruteContract } from './brute-force.js';
import { SUITED, contractHand, deal, must } from './helpers.js';

/**
 * Perft for 42: the exact number of legal play sequences of a given length from fixed deals and
 * contracts, counted through legalActions and apply, and checked against an independent brute
 * force written from the documents' sentences (brute-force.ts). N bids one mark and leads.
 */
const MIXED = deal(`
  N: 6-6 6-5 5-3 3-2 2-1 1-0 4-4
  E: 5-5 5-4 3-1 2-2 6-2 0-0 1-1
  S: 6-4 5-2 5-1 4-1 3-3 2-0 6-0
  W: 6-3 6-1 5-0 4-3 4-2 4-0 3-0`);

interface Position {
  readonly name: string;
  readonly hands: Hands;
  readonly contract: ContractName;
  readonly brute: BruteContract;
  /** Plays → number of sequences. */
  readonly counts: Readonly<Record<number, number>>;
}

const TABLE: readonly Position[] = [
  {
    name: 'whole suits, sixes',
    hands: SUITED,
    contract: 'sixes',
    brute: { trump: 6 },
    counts: { 1: 7, 4: 2401, 5: 14406 },
  },
  {
    name: 'mixed, follow-me',
    hands: MIXED,
    contract: 'follow-me',
    brute: { followMe: true },
    counts: { 4: 29, 8: 843, 12: 25636 },
  },
  {
    name: 'mixed, doubles trump',
    hands: MIXED,
    contract: 'doubles',
    brute: { doublesTrump: true },
    counts: { 4: 87, 8: 9885 },
  },
  {
    name: 'mixed, fives',
    hands: MIXED,
    contract: 'fives',
    brute: { trump: 5 },
    counts: { 4: 61, 8: 1823, 12: 59904 },
  },
  {
    name: 'mixed, blanks',
    hands: MIXED,
    contract: 'blanks',
    brute: { trump: 0 },
    counts: { 4: 46, 8: 1887, 12: 68737 },
  },
  {
    name: 'mixed, nello (doubles a suit of their own)',
    hands: MIXED,
    contract: 'nello:doubles-own-suit',
    brute: { nelloDoublesOwnSuit: true },
    counts: { 3: 64, 4: 384, 8: 19860 },
  },
];

// Every hand is played out so that sequences have a fixed length.
const RULES = { base: 'house', play: { endWhenDecided: false } };

function perft(state: MatchState, depth: number): number {
  if (depth === 0 || state.phase !== 'play') return 1;
  let n = 0;
  for (const action of legalActions(state)) n += perft(must(apply(state, action)), depth - 1);
  return n;
}

describe('perft: legal play sequences from fixed deals', () => {
  for (const p of TABLE) {
    it(p.name, () => {
      const start = contractHand(RULES, 'W', p.hands, ['1m', 'pass', 'pass', 'pass'], p.contract);
      for (const [depth, expected] of Object.entries(p.counts)) {
        const d = Number(depth);
        assert.equal(perft(start, d), expected, `engine, ${d} plays`);
        assert.equal(
          brutePerft(p.hands, p.brute, 'N', d, start.hand?.sittingOut ?? null),
          expected,
          `brute force, ${d} plays`,
        );
      }
    });
  }
});
