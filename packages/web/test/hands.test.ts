import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HandResult, HandView, MatchView } from '../src/protocol.js';
import { finishedCount, finishedHands, newlyFinished } from '../src/logic/finished-hands.js';
import { describeHand, markWinner } from '../src/logic/outcome.js';
import { bidsBySeat, trickInSight, trickPile } from '../src/logic/tricks.js';
import { seatName, statusText } from '../src/logic/table-words.js';

function result(over: Partial<HandResult>): HandResult {
  return {
    shaker: 'W',
    dealt: { N: [], E: [], S: [], W: [] },
    bids: [30, 'pass', 'pass', 'pass'],
    bidder: 'N',
    bid: 30,
    bidMarks: 1,
    declarer: 'N',
    contract: 'sixes',
    trumpByLead: false,
    stackChosen: false,
    tricks: [],
    trick: [],
    points: { NS: 34, EW: 8 },
    outcome: 'made',
    marks: { NS: 1, EW: 0 },
    claim: null,
    penalty: null,
    conduct: { outOfTurnBids: [], exposed: [], wrongShaker: null },
    ...over,
  };
}

function view(games: HandResult[][], current: HandResult[]): MatchView {
  return {
    games: games.map((hands) => ({ hands })),
    game: { hands: current },
  } as unknown as MatchView;
}

describe('finished hands', () => {
  it('counts hands across games', () => {
    const v = view([[result({}), result({})]], [result({})]);
    assert.equal(finishedCount(v), 3);
    assert.equal(finishedHands(v).length, 3);
    assert.equal(finishedCount(null), 0);
  });

  it('announces a hand only when the count grows after the first state', () => {
    const v = view([], [result({})]);
    assert.equal(newlyFinished(null, v), null);
    assert.equal(newlyFinished(1, v), null);
    assert.equal(newlyFinished(0, v), 0);
  });
});

describe('how a hand went', () => {
  it('says who bid what and whether it was made', () => {
    assert.equal(describeHand(result({})), 'North bid 30 in Sixes and made it: 34 points.');
    assert.equal(
      describeHand(result({ outcome: 'set', points: { NS: 20, EW: 22 } })),
      'North bid 30 in Sixes and was set: 20 points.',
    );
    assert.match(describeHand(result({ outcome: 'reshake', bidder: null, bid: null })), /passed/);
    // One trick with no count in it is one point, not "1 points" (issue 16).
    assert.equal(
      describeHand(result({ outcome: 'set', points: { NS: 1, EW: 41 } })),
      'North bid 30 in Sixes and was set: 1 point.',
    );
    assert.equal(markWinner(result({})), 'NS');
    assert.equal(markWinner(result({ marks: { NS: 0, EW: 0 } })), null);
  });
});

describe('tricks on the table', () => {
  const base = {
    trick: [],
    tricks: [
      {
        leader: 'N',
        winner: 'E',
        points: 11,
        plays: [
          { seat: 'N', domino: '5-5' },
          { seat: 'E', domino: '6-0' },
          { seat: 'S', domino: '1-0' },
          { seat: 'W', domino: '3-0' },
        ],
      },
      { leader: 'E', winner: 'N', points: 1, plays: null },
    ],
    points: { NS: 1, EW: 11 },
    tricksWon: { NS: 1, EW: 1 },
  } as unknown as HandView;

  it('shows the trick being played, or the last one won until the next lead', () => {
    assert.equal(trickInSight(null).plays.length, 0);
    // the last trick is stacked: nothing in sight
    assert.equal(trickInSight(base).plays.length, 0);
    const open = { ...base, tricks: base.tricks.slice(0, 1) } as HandView;
    assert.equal(trickInSight(open).winner, 'E');
    const playing = { ...base, trick: [{ seat: 'E', domino: '6-6' }] } as unknown as HandView;
    assert.deepEqual(trickInSight(playing), {
      plays: [{ seat: 'E', domino: '6-6' }],
      winner: null,
      points: null,
    });
  });

  it('piles each team its tricks and points', () => {
    const ew = trickPile(base, 'EW');
    assert.equal(ew.count, 1);
    assert.equal(ew.points, 11);
    assert.equal(ew.tricks.length, 1);
    assert.equal(trickPile(null, 'NS').count, 0);
  });

  it('gives each seat its bid', () => {
    assert.deepEqual(bidsBySeat(['N', 'E', 'S', 'W'], [30, 'pass']), { N: 30, E: 'pass' });
  });
});

describe('words at the table', () => {
  const table = {
    seats: [
      { seat: 'N', kind: 'human', name: 'Ann', level: null, connected: true },
      { seat: 'E', kind: 'bot', name: 'Bot (hard)', level: 'hard', connected: true },
      { seat: 'S', kind: 'empty', name: null, level: null, connected: false },
    ],
  } as never;

  it('names seats', () => {
    assert.equal(seatName(table, 'N'), 'Ann');
    assert.equal(seatName(table, 'E'), 'Bot (hard)');
    assert.equal(seatName(table, 'S'), 'South (empty)');
    assert.equal(seatName(table, 'W'), 'West (empty)');
    // A seat held at a rematch is the player asked back; a taken seat keeps its own name.
    const held = [
      { seat: 'S', name: 'Mo' },
      { seat: 'N', name: 'Old' },
    ] as const;
    assert.equal(seatName(table, 'S', held), 'Mo');
    assert.equal(seatName(table, 'N', held), 'Ann');
    assert.equal(seatName(table, 'W', held), 'West (empty)');
  });

  it('says whose turn it is', () => {
    const names = (s: string): string => `P${s}`;
    const v = (over: object): MatchView =>
      ({ phase: 'bid', toAct: 'E', shaker: 'N', hand: null, winner: null, ...over }) as never;
    assert.equal(statusText(v({}), 'S', names, false), 'PE to bid.');
    assert.equal(statusText(v({ toAct: 'S' }), 'S', names, false), 'Your bid.');
    assert.match(statusText(v({}), 'S', names, true), /Waiting for players/);
    assert.equal(statusText(null, null, names, false), 'Connecting to the table…');
    assert.equal(statusText(v({ winner: 'NS' }), 'S', names, false), 'You win the match.');
    assert.equal(
      statusText(v({ phase: 'declare', toAct: 'S', legal: [] }), 'S', names, false),
      'You won the bid: name the contract.',
    );
    assert.match(
      statusText(
        v({ phase: 'declare', toAct: 'S', legal: [{ type: 'play', seat: 'S', domino: '6-6' }] }),
        'S',
        names,
        false,
      ),
      /lead a domino/,
    );
    assert.equal(
      statusText(v({ phase: 'play', toAct: 'W', hand: { contract: 'sixes' } }), 'S', names, false),
      'PW to play (Sixes).',
    );
  });
});
