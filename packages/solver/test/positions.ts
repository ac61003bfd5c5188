import assert from 'node:assert/strict';
import {
  SEATS,
  apply,
  deal,
  isDouble,
  legalActions,
  newMatch,
  nextInt,
  resolveRules,
  seedRng,
  toAct,
  type Action,
  type Bid,
  type ContractName,
  type Hands,
  type MatchState,
  type PlayingMatch,
  type RngState,
  type Rules,
} from '@texas42/engine';

/** Every kind of contract the solver must handle. */
export const KINDS = [
  'trump',
  'doubles',
  'follow-me',
  'follow-me-own-suit',
  'nello',
  'sevens',
  'plunge',
  'splash',
] as const;
export type Kind = (typeof KINDS)[number];

// Hands are played out (not stopped once decided) so that endgames stay in the same hand.
export const HOUSE: Rules = (() => {
  const r = resolveRules({ base: 'house', play: { endWhenDecided: false } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const OWN_SUIT: Rules = (() => {
  const r = resolveRules({
    base: 'house',
    play: { endWhenDecided: false },
    contracts: { followMeDoubles: 'own-suit' },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function doublesOf(hands: Hands, seat: 'N'): number {
  return hands[seat].filter((d) => isDouble(d)).length;
}

/**
 * A hand of the given kind in play, N the bidder, from a seed: the deal is redrawn until N can
 * make the bid (four doubles for plunge, three for splash).
 */
export function handInPlay(kind: Kind, seed: number): PlayingMatch {
  let rng: RngState = seedRng(seed);
  let hands: Hands;
  const needDoubles = kind === 'plunge' ? 4 : kind === 'splash' ? 3 : 0;
  for (;;) {
    const d = deal(rng, 'W');
    rng = d.rng;
    if (doublesOf(d.hands, 'N') >= needDoubles) {
      hands = d.hands;
      break;
    }
  }
  const rules = kind === 'follow-me-own-suit' ? OWN_SUIT : HOUSE;
  let s = must(newMatch({ rules, seed: 0, firstShaker: 'W' }));
  s = must(apply(s, { type: 'shake', seat: 'W', hands }));
  const opening: Bid = kind === 'plunge' ? 'plunge' : kind === 'splash' ? 'splash' : '1m';
  for (const bid of [opening, 'pass', 'pass', 'pass'] as Bid[])
    s = must(apply(s, { type: 'bid', seat: toAct(s) ?? 'N', bid }));
  const suit = (['blanks', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const)[
    seed % 7
  ] as ContractName;
  const nello = (['nello:doubles-own-suit', 'nello:doubles-high', 'nello:doubles-low'] as const)[
    seed % 3
  ] as ContractName;
  const contract: ContractName =
    kind === 'doubles'
      ? 'doubles'
      : kind.startsWith('follow-me')
        ? 'follow-me'
        : kind === 'nello'
          ? nello
          : kind === 'sevens'
            ? 'sevens'
            : suit;
  const declared = must(apply(s, { type: 'declare', seat: toAct(s) ?? 'N', contract }));
  assert.equal(declared.phase, 'play', `${kind}: the hand is in play`);
  return declared;
}

/** Plays random legal dominoes until `tricksLeft` tricks remain and `inTrick` are on the table. */
export function endgame(kind: Kind, seed: number, tricksLeft: number, inTrick: number): MatchState {
  let s: MatchState = handInPlay(kind, seed);
  let rng = seedRng(seed * 31 + 7);
  const players = s.hand.sittingOut === null ? 4 : 3;
  const target = (7 - tricksLeft) * players + Math.min(inTrick, players - 1);
  for (let played = 0; played < target; played++) {
    const legal: Action[] = legalActions(s);
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    s = must(apply(s, legal[i]));
  }
  return s;
}

export { SEATS };
