import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  apply,
  isNello,
  legalActions,
  newMatch,
  resolveRules,
  teamOf,
  toAct,
  viewFor,
  type Action,
  type Domino,
  type HandRecord,
  type HandResult,
  type MatchState,
  type Rules,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import { moveValues, solverClaimStands } from '@texas42/solver';

/**
 * Every puzzle the server ships (packages/server/puzzles/puzzles.json, made by texas42 puzzles
 * make) checked again from scratch: the hand record replayed by the engine to the position, every
 * legal domino re-solved by the solver, and the proof line played out to the end of the hand.
 */
interface Shipped {
  readonly id: string;
  readonly rules: RulesRef;
  readonly record: HandRecord;
  readonly seat: Seat;
  readonly goal: 'make' | 'set';
  readonly measure: 'points' | 'tricks';
  readonly view: {
    readonly hand: readonly string[];
    readonly legal: readonly string[];
    readonly bids: readonly { seat: Seat; bid: unknown }[];
    readonly trick: readonly unknown[];
    readonly tricks: readonly unknown[];
    readonly points: unknown;
  };
  readonly answer: string;
  readonly values: readonly { domino: string; total: number }[];
  readonly margin: number;
  readonly line: readonly { seat: Seat; domino: string }[];
}

const FILE = fileURLToPath(new URL('../../../server/puzzles/puzzles.json', import.meta.url));
const shipped = JSON.parse(readFileSync(FILE, 'utf8')) as {
  margin: number;
  puzzles: Shipped[];
};

const step = (s: MatchState, a: Action): MatchState => {
  const r = apply(s, a, { judgeClaim: solverClaimStands });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/** The record replayed to its last play, with every trick played out (no stop once decided). */
function position(p: Shipped): MatchState {
  const base = resolveRules(p.rules);
  assert.ok(base.ok);
  const o = base.value.options;
  const rules: Rules = {
    ref: p.rules,
    options: { ...o, play: { ...o.play, endWhenDecided: false }, match: { ...o.match, bestOf: 1 } },
  };
  const m = newMatch({ rules, seed: 0, firstShaker: p.record.dealer });
  assert.ok(m.ok);
  let s = step(m.value, { type: 'shake', seat: p.record.dealer, hands: p.record.hands });
  for (const bid of p.record.bids) s = step(s, { type: 'bid', seat: toAct(s) as Seat, bid });
  if (p.record.contract !== undefined)
    s = step(s, { type: 'declare', seat: toAct(s) as Seat, contract: p.record.contract });
  for (const d of p.record.plays) s = step(s, { type: 'play', seat: toAct(s) as Seat, domino: d });
  return s;
}

/**
 * Whether the bidder's side's total for the hand makes the bid: "the bid-winning team captures
 * the points bid" (002); a marks bid needs every trick, which is all 42; nello is "a bid contract
 * where you must lose all the tricks" (002).
 */
function made(bid: unknown, nello: boolean, total: number): boolean {
  if (nello) return total === 0;
  return typeof bid === 'number' ? total >= bid : total === 42;
}

describe('the shipped puzzles', () => {
  it('are at least 500, each with its own id', () => {
    assert.ok(shipped.puzzles.length >= 500, `${shipped.puzzles.length} puzzles`);
    assert.equal(new Set(shipped.puzzles.map((p) => p.id)).size, shipped.puzzles.length);
  });

  it('each: the answer is the only domino that reaches the goal with best play, the others miss by the margin, the position is not trivial, the view is the seat’s and the line proves it', () => {
    for (const p of shipped.puzzles) {
      const at = `puzzle ${p.id}`;
      const s = position(p);
      assert.equal(s.phase, 'play', at);
      if (s.phase !== 'play') continue;
      const hand = s.hand;
      assert.equal(toAct(s), p.seat, at);
      // Not trivial: more than one legal play, more than two tricks left.
      const legal = legalActions(s).flatMap((a) => (a.type === 'play' ? [a.domino] : []));
      assert.ok(legal.length > 1, at);
      assert.ok(7 - hand.tricks.length > 2, at);
      assert.deepEqual([...p.view.legal].sort(), [...legal].sort(), at);
      // What the seat sees is its view, nothing more.
      const view = viewFor(s, p.seat).hand;
      assert.ok(view !== null && view.hand !== null, at);
      assert.deepEqual(p.view.hand, view.hand, at);
      assert.deepEqual(p.view.trick, view.trick, at);
      assert.deepEqual(p.view.tricks, view.tricks, at);
      assert.deepEqual(p.view.points, view.points, at);
      assert.deepEqual(
        p.view.bids.map((b) => b.bid),
        view.bids,
        at,
      );
      // Re-solved: each legal domino's total for the bidder's side with best play after it.
      const nello = isNello(hand.contract);
      const team = teamOf(hand.bidder);
      const before = nello ? hand.tricksWon[team] : hand.points[team];
      const totals = new Map(
        moveValues(hand, s.rules.options).map((v) => [v.domino as string, before + v.value]),
      );
      assert.deepEqual(new Map(p.values.map((v) => [v.domino, v.total])), totals, at);
      const bidSide = teamOf(p.seat) === team;
      assert.equal(p.goal, bidSide ? 'make' : 'set', at);
      const reach = [...totals].filter(([, t]) => made(hand.high.bid, nello, t) === bidSide);
      assert.deepEqual(
        reach.map(([d]) => d),
        [p.answer],
        `${at}: the one domino that ${p.goal}s it`,
      );
      const answerTotal = totals.get(p.answer) as number;
      const shortfall = Math.min(
        ...[...totals].filter(([d]) => d !== p.answer).map(([, t]) => Math.abs(answerTotal - t)),
      );
      assert.equal(shortfall, p.margin, at);
      assert.ok(shortfall >= (nello ? 1 : shipped.margin), `${at}: margin ${shortfall}`);
      // The proof: the line, played from the position, is legal, starts with the answer and ends
      // the hand with the answer's total.
      assert.deepEqual(p.line[0], { seat: p.seat, domino: p.answer }, at);
      let t: MatchState = s;
      for (const play of p.line) {
        assert.equal(toAct(t), play.seat, at);
        t = step(t, { type: 'play', seat: play.seat, domino: play.domino as Domino });
      }
      assert.notEqual(t.phase, 'play', `${at}: the line ends the hand`);
      const result = t.game.hands.at(-1) as HandResult;
      const end = nello
        ? result.tricks.filter((k) => teamOf(k.winner) === team).length
        : result.points[team];
      assert.equal(end, answerTotal, at);
    }
  });
});
