import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HandView, MatchView, Seat } from '../src/protocol.js';
import { cuesBetween, isYourTurn } from '../src/logic/board-cues.js';
import { contractBadge, countTaken } from '../src/logic/board-words.js';
import {
  clockOverrides,
  decisionSeconds,
  timeShareLeft,
  withClock,
} from '../src/logic/clock-choice.js';
import { SEAT_NAMES } from '../src/logic/seats.js';

const names = (seat: Seat): string => SEAT_NAMES[seat];

function hand(over: Partial<Record<keyof HandView, unknown>>): HandView {
  return {
    shaker: 'W',
    hand: null,
    handSizes: { N: 7, E: 7, S: 7, W: 7 },
    bids: [],
    bidMarks: 0,
    forced: false,
    stacked: false,
    trick: [],
    tricks: [],
    points: { NS: 0, EW: 0 },
    tricksWon: { NS: 0, EW: 0 },
    bidder: null,
    bid: null,
    declarer: null,
    contract: null,
    trumpByLead: false,
    sittingOut: null,
    ...over,
  } as HandView;
}

function view(over: Partial<Record<keyof MatchView, unknown>>): MatchView {
  return {
    phase: 'play',
    toAct: null,
    legal: [],
    game: { hands: [], marks: { NS: 0, EW: 0 } },
    games: [],
    hand: hand({}),
    ...over,
  } as unknown as MatchView;
}

describe('the contract badge by the trick', () => {
  it('names trump, bid and bidder once the contract is named', () => {
    const h = hand({ bid: 31, bidder: 'N', declarer: 'N', contract: 'fives' });
    assert.equal(contractBadge(h, 'S', names), 'Fives · 31 by North');
    assert.equal(contractBadge(h, 'N', names), 'Fives · 31 by you');
  });

  it("uses the app's words for marks bids and special contracts", () => {
    const nello = hand({ bid: '2m', bidder: 'E', declarer: 'E', contract: 'nello:doubles-high' });
    assert.equal(contractBadge(nello, 'S', names), 'Nello (doubles high) · 2 marks by East');
    const plunge = hand({ bid: 'plunge', bidder: 'W', declarer: 'E', contract: 'follow-me' });
    assert.equal(contractBadge(plunge, 'S', names), 'Follow me (no trump) · Plunge by West');
    const doubles = hand({ bid: '1m', bidder: 'S', declarer: 'S', contract: 'doubles' });
    assert.equal(contractBadge(doubles, 'N', names), 'Doubles · 1 mark by South');
  });

  it('says the high bid during the bidding and the wait for trump, and nothing before a bid', () => {
    assert.equal(contractBadge(hand({}), 'S', names), null);
    assert.equal(contractBadge(null, 'S', names), null);
    assert.equal(contractBadge(hand({ bid: 30, bidder: 'W' }), 'S', names), 'High bid 30 by West');
    assert.equal(
      contractBadge(hand({ bid: 34, bidder: 'W', declarer: 'W' }), 'S', names),
      '34 by West · naming trump',
    );
  });

  it("counts each side's points, the viewer's team first", () => {
    const h = hand({ points: { NS: 11, EW: 20 } });
    assert.deepEqual(countTaken(h, ['EW', 'NS']), [20, 11]);
    assert.deepEqual(countTaken(null, ['NS', 'EW']), [0, 0]);
  });
});

describe('the cues the board sounds', () => {
  const play = { type: 'play', domino: '6-4' };

  it('hears a domino laid, a trick won and the turn coming to you', () => {
    const before = view({ toAct: 'W', hand: hand({ handSizes: { N: 7, E: 7, S: 7, W: 7 } }) });
    const laid = view({ toAct: 'N', hand: hand({ handSizes: { N: 7, E: 7, S: 7, W: 6 } }) });
    assert.deepEqual(cuesBetween(before, laid, 'S'), ['play']);
    const won = view({
      toAct: 'S',
      legal: [play],
      hand: hand({ handSizes: { N: 6, E: 6, S: 6, W: 6 }, tricks: [{}] }),
    });
    assert.deepEqual(cuesBetween(laid, won, 'S'), ['play', 'trick', 'turn']);
  });

  it('hears the hand over once, and only "your turn" on a first look', () => {
    const during = view({ hand: hand({ handSizes: { N: 1, E: 0, S: 0, W: 0 } }) });
    const over = view({
      phase: 'shake',
      hand: null,
      game: { hands: [{}], marks: { NS: 1, EW: 0 } },
    });
    assert.deepEqual(cuesBetween(during, over, 'S'), ['hand']);
    assert.deepEqual(cuesBetween(null, during, 'S'), []);
    const mine = view({ toAct: 'S', legal: [play] });
    assert.deepEqual(cuesBetween(null, mine, 'S'), ['turn']);
    assert.deepEqual(cuesBetween(mine, mine, 'S'), []);
  });

  it('gives a spectator no turn, and a seat to act with nothing legal none either', () => {
    assert.equal(isYourTurn(view({ toAct: 'S', legal: [play] }), null), false);
    assert.equal(isYourTurn(view({ toAct: 'S', legal: [] }), 'S'), false);
    assert.equal(isYourTurn(view({ toAct: 'S', legal: [play] }), 'S'), true);
  });
});

describe('the clock chosen in the create-table form', () => {
  it('turns the fields into clock overrides, blank for none', () => {
    assert.deepEqual(clockOverrides({ moveSeconds: '', matchMinutes: ' ' }), {
      ok: true,
      clock: {},
    });
    assert.deepEqual(clockOverrides({ moveSeconds: '20', matchMinutes: '45' }), {
      ok: true,
      clock: { bidSeconds: 20, playSeconds: 20, gameMinutes: 45, matchMinutes: 45 },
    });
  });

  it('refuses what the rules would refuse, saying which field', () => {
    const slow = clockOverrides({ moveSeconds: '0', matchMinutes: '' });
    assert.equal(slow.ok, false);
    assert.match(slow.ok ? '' : slow.error, /^Move clock: a whole number from 1 to 3600/);
    const long = clockOverrides({ moveSeconds: '', matchMinutes: '2.5' });
    assert.match(long.ok ? '' : long.error, /^Match time limit: a whole number from 1 to 1440/);
  });

  it('merges the clock into the rules, over the JSON box', () => {
    assert.equal(withClock('austin-league', {}), 'austin-league');
    assert.deepEqual(withClock('austin-league', { playSeconds: 9 }), {
      base: 'austin-league',
      clock: { playSeconds: 9 },
    });
    assert.deepEqual(
      withClock(
        { base: 'house', clock: { playSeconds: 30, onTimeout: 'penalty' } },
        { playSeconds: 9 },
      ),
      { base: 'house', clock: { playSeconds: 9, onTimeout: 'penalty' } },
    );
  });

  it("reads the decision's seconds and the share left for the ring", () => {
    const rules = { options: { clock: { bidSeconds: 20, playSeconds: 10 } } };
    assert.equal(decisionSeconds(view({ phase: 'bid', rules })), 20);
    assert.equal(decisionSeconds(view({ phase: 'play', rules })), 10);
    assert.equal(
      decisionSeconds(view({ rules: { options: { clock: { playSeconds: null } } } })),
      null,
    );
    assert.equal(timeShareLeft(10_000, 10, 5_000), 0.5);
    assert.equal(timeShareLeft(10_000, 10, 20_000), 0);
    assert.equal(timeShareLeft(30_000, 10, 0), 1);
  });
});
