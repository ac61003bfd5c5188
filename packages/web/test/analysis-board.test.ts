import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  deal,
  resolveRules,
  seedRng,
  type Domino,
  type HandRecord,
  type Rules,
} from '@texas42/engine';
import { biddingFor, endsWith, lineOf, makesWith, turnAt } from '../src/logic/board-line.js';
import { packBoard, unpackBoard } from '../src/logic/board-link.js';
import { parseRoute, pathOfHash, routePath } from '../src/logic/route.js';
import {
  branchPoint,
  currentLine,
  playAll,
  playOn,
  playsSoFar,
  startLines,
  stepTo,
  switchLine,
} from '../src/logic/board-tree.js';

function rules(id: string): Rules {
  const r = resolveRules(id);
  assert.ok(r.ok);
  return r.value;
}

/** A deal, West dealing, North bidding `bid` in `contract`, then `plays`. */
function recordWith(
  contract: HandRecord['contract'],
  plays: Domino[] = [],
  bid: HandRecord['bids'][number] = 30,
): HandRecord {
  return {
    dealer: 'W',
    hands: deal(seedRng(7), 'W').hands,
    bids: biddingFor('W', 'N', bid),
    contract,
    plays,
  };
}

/** The first `n` plays of the hand, each the first legal domino. */
function firstPlays(r: Rules, record: HandRecord, n: number): Domino[] {
  const plays: Domino[] = [];
  for (let i = 0; i < n; i++) {
    const line = lineOf(r, { ...record, plays });
    const turn = turnAt(line.states.at(-1)!);
    assert.ok(turn);
    plays.push(turn.legal[0] as Domino);
  }
  return plays;
}

describe('the analysis board', () => {
  it('sets up the bidding with the bidder bidding and the others passing, from the dealer’s left', () => {
    assert.deepEqual(biddingFor('W', 'N', 30), [30, 'pass', 'pass', 'pass']);
    assert.deepEqual(biddingFor('W', 'W', '2m'), ['pass', 'pass', 'pass', '2m']);
    assert.deepEqual(biddingFor('N', 'S', 35), ['pass', 35, 'pass', 'pass']);
  });

  it('replays a record one state a play, and names the play the engine refuses', () => {
    const r = rules('austin-league');
    const base = recordWith('sixes');
    const plays = firstPlays(r, base, 6);
    const line = lineOf(r, { ...base, plays });
    assert.ok(line.ok);
    assert.equal(line.states.length, 7);
    // North leads: the bidder "leads the first trick" after naming trump.
    assert.equal(turnAt(line.states[0]!)?.seat, 'N');
    // A domino North does not hold, played for North at the first lead.
    const notNorths = base.hands.E[0] as Domino;
    const bad = lineOf(r, { ...base, plays: [notNorths] });
    assert.equal(bad.ok, false);
    assert.match(bad.ok ? '' : bad.message, /^play 1: /);
    assert.equal(bad.states.length, 1, 'the states before the refused play are kept');
    const noContract = lineOf(r, { ...base, contract: undefined });
    assert.equal(noContract.ok, false);
    assert.match(noContract.ok ? '' : noContract.message, /name the contract/);
  });

  it('judges made and set as the rules do', () => {
    const r = rules('nello-tournament');
    const point = lineOf(r, recordWith('sixes', [], 34)).states[0]!;
    assert.ok(point.phase === 'play');
    // "If the team winning the bid captures enough points to reach their bid, they are awarded
    // the winning mark(s)." (002)
    assert.equal(makesWith(point.hand, 34), true);
    assert.equal(makesWith(point.hand, 33), false);
    assert.equal(endsWith(point.hand, 33), 33);
    // Nello: "a bid contract where you must lose all the tricks" (002).
    const nelloRecord = recordWith('nello:doubles-own-suit', [], '1m');
    const nello = lineOf(r, nelloRecord);
    assert.ok(nello.ok, nello.ok ? '' : nello.message);
    const hand = nello.states[0]!;
    assert.ok(hand.phase === 'play');
    assert.equal(makesWith(hand.hand, 0), true);
    assert.equal(makesWith(hand.hand, 1), false);
  });

  it('packs a board into a short link that reads back to the same board', () => {
    const r = rules('austin-league');
    const base = recordWith('fives');
    const record = { ...base, plays: firstPlays(r, base, 9) };
    const text = packBoard({ rules: 'austin-league', record, at: 5 });
    assert.ok(text.length < 80, `${text.length} characters`);
    assert.match(text, /^[A-Za-z0-9.,~_:-]+$/, 'URL-safe as it is');
    const back = unpackBoard(text);
    assert.ok(back.ok, back.ok ? '' : back.message);
    assert.equal(back.value.at, 5);
    assert.equal(back.value.rules, 'austin-league');
    assert.deepEqual(back.value.record.plays, record.plays);
    assert.deepEqual(back.value.record.bids, record.bids);
    assert.equal(back.value.record.contract, 'fives');
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      assert.deepEqual([...back.value.record.hands[seat]].sort(), [...record.hands[seat]].sort());
  });

  it('keeps rules with overrides and a nello contract in the link', () => {
    const ref = { base: 'austin-league', 'nello.allowed': true } as const;
    const record = recordWith('nello:doubles-high', [], '1m');
    const back = unpackBoard(packBoard({ rules: ref, record, at: 0 }));
    assert.ok(back.ok, back.ok ? '' : back.message);
    assert.deepEqual(back.value.rules, ref);
    assert.equal(back.value.record.contract, 'nello:doubles-high');
  });

  it('refuses a damaged link with a message saying what is wrong', () => {
    const good = packBoard({ rules: 'austin-league', record: recordWith('sixes'), at: 0 });
    const parts = good.split('.');
    const damaged = (i: number, value: string) =>
      parts.map((p, k) => (k === i ? value : p)).join('.');
    const cases: [string, RegExp][] = [
      ['', /not a board/],
      [`2${good.slice(1)}`, /not a board/],
      [damaged(2, 'Q'), /dealer/],
      [damaged(3, (parts[3] ?? '').slice(1)), /28 dominoes/],
      [damaged(3, `a${(parts[3] ?? '').slice(1)}`), /damaged/],
      [damaged(6, '!'), /not a domino/],
      [damaged(7, '3'), /not one of its plays/],
      [damaged(1, '~%%%'), /rules/],
    ];
    for (const [text, message] of cases) {
      const r = unpackBoard(text);
      assert.equal(r.ok, false, text);
      assert.match(r.ok ? '' : r.message, message);
      assert.match(r.ok ? '' : r.message, /^This board link is damaged: /);
    }
  });

  it('is a page of its own, its board in the address, from a path or the old hash form', () => {
    const board = packBoard({ rules: 'austin-league', record: recordWith('sixes'), at: 0 });
    assert.deepEqual(parseRoute('/analysis'), { page: 'analysis', board: null });
    assert.deepEqual(parseRoute(`/analysis?h=${encodeURIComponent(board)}`), {
      page: 'analysis',
      board,
    });
    assert.equal(
      routePath({ page: 'analysis', board }),
      `/analysis?h=${encodeURIComponent(board)}`,
    );
    assert.equal(pathOfHash(`#/analysis?h=${board}`), `/analysis?h=${encodeURIComponent(board)}`);
    assert.equal(parseRoute('/analysis/x').page, 'not-found');
  });

  it('branches: another domino starts a new line beside the old, and a line already there is followed', () => {
    const [d1, d2, d3, x, y] = ['6-6', '6-5', '6-4', '0-0', '1-1'] as Domino[];
    let t = playAll(startLines(), [d1 as Domino, d2 as Domino, d3 as Domino]);
    assert.deepEqual(currentLine(t), [d1, d2, d3]);
    assert.equal(t.at, 3);
    t = stepTo(t, 1);
    assert.deepEqual(playsSoFar(t), [d1]);
    // The same play as the line: along it, no new line.
    t = playOn(t, d2 as Domino);
    assert.equal(t.lines.length, 1);
    t = stepTo(t, 1);
    t = playOn(t, x as Domino);
    assert.equal(t.lines.length, 2, 'a branch');
    assert.deepEqual(currentLine(t), [d1, x]);
    assert.deepEqual(t.lines[0], [d1, d2, d3], 'the old line stays');
    assert.equal(branchPoint(t, 1), 1);
    // Back on the first line and the branch's play again: onto the branch, not a third line.
    t = stepTo(switchLine(t, 0), 1);
    t = playOn(t, x as Domino);
    assert.equal(t.lines.length, 2);
    assert.equal(t.current, 1);
    // At the end of a line a play extends it.
    t = playOn(t, y as Domino);
    assert.deepEqual(currentLine(t), [d1, x, y]);
    assert.equal(t.lines.length, 2);
    assert.equal(stepTo(t, 99).at, 3, 'a step is held to the line');
    assert.equal(switchLine(t, 7), t, 'no such line');
  });
});
