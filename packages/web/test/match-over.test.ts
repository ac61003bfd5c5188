import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HandAnalysis, HandResult, MatchView } from '../src/protocol.js';
import { finishedCount, newlyFinished } from '../src/logic/finished-hands.js';
import { handOverGivesWay, nextHandDealt, placeOf } from '../src/logic/hand-place.js';
import { gamesWon, summarizeGames } from '../src/logic/match-summary.js';
import { notablePlays } from '../src/logic/notable-plays.js';

function hand(over: Partial<HandResult> = {}): HandResult {
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

const set = hand({ bidder: 'E', outcome: 'set', marks: { NS: 1, EW: 0 } });
const ewMade = hand({ bidder: 'W', marks: { NS: 0, EW: 2 }, bid: '2 marks' as never });

function game(hands: HandResult[], winner: 'NS' | 'EW' | null) {
  const marks = {
    NS: hands.reduce((n, h) => n + h.marks.NS, 0),
    EW: hands.reduce((n, h) => n + h.marks.EW, 0),
  };
  return { hands, marks, winner, recorded: marks, firstShaker: 'N', draws: [] };
}

/** A match view as the server sends it: the games won, the game in progress, the phase. */
function view(
  won: HandResult[][],
  current: HandResult[],
  phase: MatchView['phase'],
  over: Partial<Record<string, unknown>> = {},
): MatchView {
  const games = won.map((h) => game(h, 'NS'));
  return {
    phase,
    games,
    // Once the match is over, the game "in progress" is the last game won (the engine's view).
    game: phase === 'done' ? games[games.length - 1] : game(current, null),
    hand: phase === 'done' || phase === 'shake' ? null : {},
    toAct: 'N',
    legal: [],
    winner: phase === 'done' ? 'NS' : null,
    ...over,
  } as unknown as MatchView;
}

describe('the hands of a finished match', () => {
  it('counts the last game once when the match is over (bug: "Hand 37 is over" of 24)', () => {
    const done = view(
      [
        [hand(), set, hand()],
        [hand(), hand()],
      ],
      [],
      'done',
    );
    assert.equal(finishedCount(done), 5);
    // The last hand of the match, announced as hand 5 of 5.
    const playing = view([[hand(), set, hand()]], [hand()], 'shake');
    assert.equal(newlyFinished(finishedCount(playing), done), 4);
  });

  it('places each hand in its game and says which hand won a game or the match', () => {
    const done = view(
      [
        [hand(), set, hand()],
        [hand(), hand()],
      ],
      [],
      'done',
    );
    assert.deepEqual(placeOf(done, 0), {
      game: 0,
      firstOfGame: 0,
      wonGame: false,
      endedMatch: false,
    });
    assert.deepEqual(placeOf(done, 2), {
      game: 0,
      firstOfGame: 0,
      wonGame: true,
      endedMatch: false,
    });
    assert.deepEqual(placeOf(done, 4), {
      game: 1,
      firstOfGame: 3,
      wonGame: true,
      endedMatch: true,
    });
    assert.equal(placeOf(done, 5), null);
    const playing = view([[hand(), hand()]], [hand()], 'bid');
    assert.deepEqual(placeOf(playing, 2), {
      game: 1,
      firstOfGame: 2,
      wonGame: false,
      endedMatch: false,
    });
    assert.equal(placeOf(playing, 3), null);
  });
});

describe('the hand-over panel and the next hand', () => {
  const bidding = (toAct: string) => view([], [hand()], 'bid', { toAct });
  it('knows when the next hand is dealt', () => {
    assert.equal(nextHandDealt(bidding('N'), 1, 0), true);
    assert.equal(nextHandDealt(view([], [hand()], 'shake'), 1, 0), false);
    // An older hand opened by hand: the hand on the table is not the next one.
    assert.equal(nextHandDealt(bidding('N'), 3, 0), false);
  });

  it('gives way when the next hand reaches you, or once its bidding is over', () => {
    assert.equal(handOverGivesWay(bidding('S'), 'S', 1, 0), true);
    assert.equal(handOverGivesWay(bidding('W'), 'S', 1, 0), false);
    assert.equal(handOverGivesWay(bidding('W'), null, 1, 0), false);
    assert.equal(handOverGivesWay(view([], [hand()], 'play'), null, 1, 0), true);
    assert.equal(handOverGivesWay(view([], [hand()], 'shake'), 'S', 1, 0), false);
  });
});

describe('game and match summaries', () => {
  it('lists marks by hand with the running score, and bids made and set by side', () => {
    const v = view([[hand(), set, ewMade, hand()], [ewMade]], [], 'done');
    const [first, second] = summarizeGames(v);
    assert.ok(first && second);
    assert.deepEqual(
      first.lines.map((l) => [l.number, l.bidder, l.outcome, l.total.NS, l.total.EW]),
      [
        [1, 'N', 'made', 1, 0],
        [2, 'E', 'set', 2, 0],
        [3, 'W', 'made', 2, 2],
        [4, 'N', 'made', 3, 2],
      ],
    );
    assert.deepEqual(first.made, { NS: 2, EW: 1 });
    assert.deepEqual(first.set, { NS: 0, EW: 1 });
    assert.deepEqual(first.marks, { NS: 3, EW: 2 });
    // Numbers run across the match.
    assert.equal(second.lines[0]?.number, 5);
    assert.deepEqual(gamesWon([first, second]), { NS: 2, EW: 0 });
  });
});

function analysis(plays: Partial<HandAnalysis['plays'][number]>[]): HandAnalysis {
  return {
    declarer: 'N',
    contract: 'sixes',
    par: 30,
    bids: [],
    mistakes: [],
    plays: plays.map((p, i) => ({
      index: i,
      trick: 1,
      seat: 'N',
      domino: '6-6',
      leading: false,
      value: 30,
      bestValue: 30,
      best: ['6-6'],
      loss: 0,
      costHand: false,
      bot: '6-6',
      ...p,
    })),
  };
}

describe('the best and worst plays', () => {
  it('takes the play that gave away most as the worst, one that cost the hand first', () => {
    const { worst } = notablePlays([
      { hand: 1, analysis: analysis([{ loss: -10, best: ['5-5'] }]) },
      { hand: 2, analysis: analysis([{ loss: 4, costHand: true, seat: 'E', trick: 3 }]) },
    ]);
    assert.deepEqual(worst, {
      hand: 2,
      trick: 3,
      seat: 'E',
      domino: '6-6',
      loss: 4,
      costHand: true,
      botMissed: false,
    });
  });

  it('takes the only domino that kept the best result as the best, a find the bot missed first', () => {
    const { best, worst } = notablePlays([
      {
        hand: 3,
        analysis: analysis([
          { best: ['6-6', '6-5'] },
          { domino: '4-1', best: ['4-1'], leading: true },
          { domino: '3-2', best: ['3-2'], bot: '3-3', trick: 5 },
        ]),
      },
    ]);
    assert.equal(best?.domino, '3-2');
    assert.equal(best?.trick, 5);
    assert.equal(best?.botMissed, true);
    assert.equal(worst, null);
    assert.deepEqual(notablePlays([]), { best: null, worst: null });
  });
});
