import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkFollow,
  resolveRules,
  suitTable,
  trickWinnerIndex,
  type ContractName,
  type Domino,
  type Play,
  type RulesRef,
  type Seat,
} from '../src/index.js';
import { must, mustFail } from './helpers.js';

function table(contract: ContractName, rules: RulesRef = 'house') {
  return suitTable(contract, must(resolveRules(rules)).options);
}

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
function trick(...dominoes: string[]): Play[] {
  return dominoes.map((d, i) => ({ seat: SEATS[i] as Seat, domino: d as Domino }));
}
function may(
  contract: ContractName,
  led: string,
  holding: string[],
  domino: string,
  rules?: RulesRef,
) {
  return checkFollow(table(contract, rules), trick(led), holding as Domino[], domino as Domino);
}
function winner(
  contract: ContractName,
  dominoes: string[],
  rules?: RulesRef,
  bidder: Seat = 'N',
): Seat {
  const t = trick(...dominoes);
  return (t[trickWinnerIndex(table(contract, rules), t, bidder)] as Play).seat;
}

describe('following suit', () => {
  it('"Suit Led – unless trump is led, the higher end of the domino led determines the Suit" (002)', () => {
    // 5-3 led with sixes trump calls for fives, not threes.
    must(may('sixes', '5-3', ['3-1', '2-2'], '2-2'));
    must(may('sixes', '5-3', ['5-1', '3-1'], '5-1'));
    mustFail(may('sixes', '5-3', ['5-1', '3-1'], '3-1'), 'MUST_FOLLOW_SUIT');
  });

  it('"Follow Suit – players must, if possible, play a domino in the suit lead" (002)', () => {
    mustFail(may('blanks', '4-2', ['4-1', '6-6'], '6-6'), 'MUST_FOLLOW_SUIT');
    must(may('blanks', '4-2', ['4-1', '6-6'], '4-1'));
  });

  it('"dominoes with one side matching trump are always in the trump suit" (002)', () => {
    // 6-5 is a trump when sixes are trump, so it does not follow fives: the holder is void in fives.
    must(may('sixes', '5-3', ['6-5', '2-2'], '2-2'));
    // A trump lead must be followed by trump.
    mustFail(may('sixes', '6-5', ['6-2', '5-1'], '5-1'), 'MUST_FOLLOW_SUIT');
    // Leading 5-6 with sixes trump is a trump lead whatever end is higher.
    mustFail(may('fives', '6-5', ['5-0', '6-1'], '6-1'), 'MUST_FOLLOW_SUIT');
  });

  it('"If a player cannot follow suit, they may play any domino they wish." (001)', () => {
    must(may('sixes', '4-3', ['6-6', '2-2', '1-0'], '6-6'));
    must(may('sixes', '4-3', ['6-6', '2-2', '1-0'], '1-0'));
  });

  it('"When doubles are trumps, if a player has no double, they may play any domino they wish." (001)', () => {
    must(may('doubles', '3-3', ['3-1', '2-0'], '3-1'));
    mustFail(may('doubles', '3-3', ['2-2', '3-1'], '3-1'), 'MUST_FOLLOW_SUIT');
    // With doubles trump, 5-5 is not a five.
    must(may('doubles', '5-3', ['5-5', '2-0'], '2-0'));
  });

  it('"Lead Anything – you may lead any domino in your hand" (002)', () => {
    const t = table('sixes');
    for (const d of ['0-0', '6-6', '5-3'] as Domino[])
      must(checkFollow(t, [], ['0-0', '6-6', '5-3'], d));
  });
});

describe('winning tricks', () => {
  it('"a trick is won by playing the highest domino in the suit lead, or highest trump if trump is played" (002)', () => {
    assert.equal(winner('sixes', ['5-3', '5-4', '5-1', '4-4']), 'E');
    assert.equal(winner('sixes', ['5-3', '5-4', '6-0', '4-4']), 'S');
    assert.equal(winner('sixes', ['5-3', '6-1', '6-0', '4-4']), 'E');
  });

  it('"Trumps – ... Trumps beat all other suits" (002)', () => {
    assert.equal(winner('blanks', ['6-6', '6-5', '1-0', '6-4']), 'S');
  });

  it('"except for the double which is always highest in its own suit" (002)', () => {
    assert.equal(winner('sixes', ['5-4', '5-5', '5-3', '5-2']), 'E');
    assert.equal(winner('sixes', ['6-5', '6-6', '6-4', '6-3']), 'E');
  });

  it('"Play Off – if void, play any non-trump domino as a loser" (002)', () => {
    assert.equal(winner('sixes', ['2-1', '5-5', '4-4', '3-3']), 'N');
  });

  it('doubles trump rank by their pips: "doubles are trumps" (001)', () => {
    assert.equal(winner('doubles', ['6-5', '0-0', '6-6', '1-1']), 'S');
    assert.equal(winner('doubles', ['6-5', '0-0', '6-4', '1-1']), 'W');
  });

  it('"When bidding follow me, doubles shall be the high domino in their suit." (001)', () => {
    assert.equal(winner('follow-me', ['6-5', '6-6', '5-5', '6-4']), 'E');
    // No trumps in follow-me: a void player cannot win.
    assert.equal(winner('follow-me', ['2-1', '6-6', '5-5', '2-0']), 'N');
  });

  it('a club may play follow-me with doubles as their own suit (house option)', () => {
    const rules = { base: 'house', contracts: { followMeDoubles: 'own-suit' } };
    must(may('follow-me', '6-6', ['6-5', '1-0'], '1-0', rules));
    assert.equal(winner('follow-me', ['6-6', '0-0', '6-5', '5-5'], rules), 'N');
  });
});

describe('nello suits', () => {
  it('"With this bid, Doubles are considered a separate suit." (002)', () => {
    mustFail(may('nello:doubles-own-suit', '5-5', ['2-2', '5-4'], '5-4'), 'MUST_FOLLOW_SUIT');
    must(may('nello:doubles-own-suit', '5-4', ['5-5', '1-0'], '1-0'));
    assert.equal(winner('nello:doubles-own-suit', ['5-5', '2-2', '6-6']), 'S');
    // A double is not a five: the 5-3 wins a fives trick the 5-5 was dropped on.
    assert.equal(winner('nello:doubles-own-suit', ['5-3', '5-5', '5-1']), 'N');
  });

  it('house variants: doubles high or low in their suit', () => {
    assert.equal(winner('nello:doubles-high', ['5-3', '5-5', '5-1']), 'E');
    assert.equal(winner('nello:doubles-low', ['5-3', '5-5', '5-1']), 'N');
    mustFail(may('nello:doubles-low', '5-3', ['5-5', '1-0'], '1-0'), 'MUST_FOLLOW_SUIT');
  });
});

describe('sevens', () => {
  it('"every player must play the tile ... whose pips total 7 or the tile whose pips total the closest to 7" (house)', () => {
    must(checkFollow(table('sevens'), [], ['4-3', '6-0', '5-5'], '4-3'));
    mustFail(
      checkFollow(table('sevens'), [], ['4-3', '6-0', '5-5'], '6-0'),
      'MUST_PLAY_CLOSEST_TO_SEVEN',
    );
    must(checkFollow(table('sevens'), trick('4-3'), ['6-0', '4-4', '5-5'], '4-4'));
  });

  it('the domino nearest seven wins; "A tie does not set the bidder"', () => {
    assert.equal(winner('sevens', ['6-0', '5-2', '4-4', '6-6'], 'house', 'N'), 'E');
    // N (bidder) and E tie at distance 0: the bidding side keeps the trick.
    assert.equal(winner('sevens', ['4-3', '5-2', '1-1', '6-6'], 'house', 'S'), 'N');
    assert.equal(winner('sevens', ['3-3', '4-4', '1-1', '6-6'], 'house', 'E'), 'E');
  });
});
