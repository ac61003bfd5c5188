import { createHash } from 'node:crypto';
import {
  SEATS,
  apply,
  isNello,
  newMatch,
  teamOf,
  toAct,
  viewFor,
  writeHandRecord,
  type Action,
  type Bid,
  type ContractName,
  type Domino,
  type HandRecord,
  type MatchState,
  type Play,
  type PlayingHand,
  type Result,
  type Rules,
  type RulesRef,
  type Seat,
  type TeamScore,
  type TrickView,
} from '@texas42/engine';
import { moveValues, solverClaimStands, type MoveValue } from '@texas42/solver';
import { makes } from './analysis.js';

/**
 * Puzzles from played hands: positions where exactly one domino keeps the bid made (or, for the
 * defenders, keeps it set), every other legal domino loses that by a clear margin, and the
 * position is not trivial (more than one legal play, more than two tricks left). Each puzzle
 * carries the hand record up to the position, what the seat to play can see, the answer, every
 * legal domino's exact value and the solver's line that proves the answer.
 */

/** What the seat to play can see: the bids, the plays so far and its own dominoes. */
export interface PuzzleView {
  readonly shaker: Seat;
  /** The bids in order from the seat left of the shaker. */
  readonly bids: readonly { readonly seat: Seat; readonly bid: Bid }[];
  readonly bidder: Seat;
  readonly bid: Bid;
  readonly declarer: Seat;
  readonly contract: ContractName;
  readonly sittingOut: Seat | null;
  /** The seat's own dominoes. */
  readonly hand: readonly Domino[];
  /** Dominoes each seat still holds. */
  readonly handSizes: Readonly<Record<Seat, number>>;
  readonly tricks: readonly TrickView[];
  /** The trick on the table, so far. */
  readonly trick: readonly Play[];
  readonly points: TeamScore;
  readonly tricksWon: TeamScore;
  /** The dominoes the seat may play. */
  readonly legal: readonly Domino[];
}

export interface Puzzle {
  /** The first 12 hex digits of the SHA-256 of the position's record. */
  readonly id: string;
  /** Where the hand came from: a file and hand number, or a table and hand number. */
  readonly source: string;
  readonly rules: RulesRef;
  /** The hand record up to the position: its plays stop where the seat is to play. */
  readonly record: HandRecord;
  readonly seat: Seat;
  /** What the seat's side wants: to make the bid (the bidding side) or to set it. */
  readonly goal: 'make' | 'set';
  /** Points (tricks in nello) the answer's line leaves the counted side. */
  readonly measure: 'points' | 'tricks';
  readonly view: PuzzleView;
  readonly answer: Domino;
  /** Every legal domino's value: what the bidder's side ends the hand with after it, best play after. */
  readonly values: readonly { readonly domino: Domino; readonly total: number }[];
  /** How far the best other domino falls short of the answer, in points (tricks in nello). */
  readonly margin: number;
  /** The solver's principal variation from the position to the end of the hand, the answer first. */
  readonly line: readonly Play[];
}

export interface PuzzleOptions {
  /** The smallest shortfall of the best other domino (points; one trick in nello). Default 5. */
  readonly margin?: number;
  /** Puzzles taken from one hand at most, the earliest first. Default 1. */
  readonly perHand?: number;
}

function step(state: MatchState, action: Action): Result<MatchState> {
  return apply(state, action, { judgeClaim: solverClaimStands });
}

/** Plays the whole hand out: a puzzle's line goes to the last trick even once the bid is decided. */
function playOutRules(rules: Rules): Rules {
  const o = rules.options;
  return {
    ref: rules.ref,
    options: { ...o, play: { ...o.play, endWhenDecided: false }, match: { ...o.match, bestOf: 1 } },
  };
}

/** The state after the record's auction and contract, before its first play (or an error). */
function started(rules: Rules, record: HandRecord): Result<MatchState> {
  const m = newMatch({ rules: playOutRules(rules), seed: 0, firstShaker: record.dealer });
  if (!m.ok) return m;
  let r = step(m.value, { type: 'shake', seat: record.dealer, hands: record.hands });
  for (const bid of record.bids) {
    if (!r.ok || r.value.phase !== 'bid') break;
    r = step(r.value, { type: 'bid', seat: toAct(r.value), bid });
  }
  if (r.ok && record.contract !== undefined && r.value.phase === 'declare') {
    const seat = toAct(r.value);
    r = step(r.value, {
      type: 'declare',
      seat,
      contract: record.contract,
      ...(record.stack === true ? { stack: true } : {}),
    });
  }
  return r;
}

/** The state at the position after `plays` of the record (or an error). */
export function positionAfter(rules: Rules, record: HandRecord, plays: number): Result<MatchState> {
  let r = started(rules, record);
  for (let i = 0; i < plays && r.ok; i++)
    r = step(r.value, {
      type: 'play',
      seat: toAct(r.value) as Seat,
      domino: record.plays[i] as Domino,
    });
  return r;
}

/** Dominoes still to be played in the hand. */
function playsLeft(hand: PlayingHand): number {
  return SEATS.filter((s) => s !== hand.sittingOut).reduce((n, s) => n + hand.hands[s].length, 0);
}

/** Adds what the counted side has already taken to a solver value: its total for the hand. */
function totalOf(hand: PlayingHand, measure: 'points' | 'tricks', value: number): number {
  const team = teamOf(hand.bidder);
  return (measure === 'points' ? hand.points[team] : hand.tricksWon[team]) + value;
}

/** The solver's best line from a position in play to the end of the hand. */
export function principalVariation(state: MatchState): Play[] {
  const line: Play[] = [];
  let s = state;
  if (s.phase !== 'play') return line;
  for (let left = playsLeft(s.hand); left > 0 && s.phase === 'play'; left--) {
    const best = moveValues(s.hand, s.rules.options)[0];
    if (best === undefined) break;
    const seat = toAct(s);
    line.push({ seat, domino: best.domino });
    const r = step(s, { type: 'play', seat, domino: best.domino });
    if (!r.ok) break;
    s = r.value;
  }
  return line;
}

/**
 * The puzzle at a position in play, or null if it is not one: the seat's goal (make or set) is
 * kept by exactly one legal domino, the others fall `margin` or more short of it, more than one
 * domino is legal and more than two tricks are left.
 */
export function puzzleAt(
  state: MatchState,
  record: HandRecord,
  source: string,
  margin = 5,
): Puzzle | null {
  if (state.phase !== 'play') return null;
  const hand = state.hand;
  if (7 - hand.tricks.length <= 2 || hand.stackChosen) return null;
  const seat = toAct(state);
  const view = viewFor(state, seat);
  const legal = state.phase === 'play' ? view.legal : [];
  const legalDominoes = legal.flatMap((a) => (a.type === 'play' ? [a.domino] : []));
  if (legalDominoes.length < 2) return null;
  const values: MoveValue[] = moveValues(hand, state.rules.options);
  const bidSide = teamOf(seat) === teamOf(hand.bidder);
  const keeps = values.filter((v) => makes(hand, v.value) === bidSide);
  if (keeps.length !== 1) return null;
  const answer = keeps[0] as MoveValue;
  const nello = isNello(hand.contract);
  const measure = nello ? 'tricks' : 'points';
  const others = values.filter((v) => v !== answer);
  const shortfall = Math.min(...others.map((v) => Math.abs(answer.value - v.value)));
  if (shortfall < (measure === 'tricks' ? 1 : margin)) return null;
  const after = step(state, { type: 'play', seat, domino: answer.domino });
  if (!after.ok) return null;
  const line = [{ seat, domino: answer.domino }, ...principalVariation(after.value)];
  const h = view.hand;
  if (h === null || h.bidder === null || h.contract === null) return null;
  const bids = h.bids.map((bid, i) => ({
    seat: SEATS[(SEATS.indexOf(h.shaker) + 1 + i) % 4] as Seat,
    bid,
  }));
  const upTo: HandRecord = { ...record, plays: record.plays.slice(0, playedSoFar(hand)) };
  return {
    id: createHash('sha256').update(writeHandRecord(upTo)).digest('hex').slice(0, 12),
    source,
    rules: state.rules.ref,
    record: upTo,
    seat,
    goal: bidSide ? 'make' : 'set',
    measure,
    view: {
      shaker: h.shaker,
      bids,
      bidder: h.bidder,
      bid: h.bid,
      declarer: h.declarer,
      contract: h.contract,
      sittingOut: h.sittingOut,
      hand: h.hand ?? [],
      handSizes: h.handSizes,
      tricks: h.tricks,
      trick: h.trick,
      points: h.points,
      tricksWon: h.tricksWon,
      legal: legalDominoes,
    },
    answer: answer.domino,
    values: values.map((v) => ({ domino: v.domino, total: totalOf(hand, measure, v.value) })),
    margin: shortfall,
    line,
  };
}

function playedSoFar(hand: PlayingHand): number {
  return hand.tricks.reduce((n, t) => n + t.plays.length, 0) + hand.trick.length;
}

/** The puzzles of one played hand, earliest first (`perHand` at most). */
export function puzzlesOfHand(
  rules: Rules,
  record: HandRecord,
  source: string,
  options: PuzzleOptions = {},
): Result<Puzzle[]> {
  const perHand = options.perHand ?? 1;
  let r = started(rules, record);
  if (!r.ok) return r;
  const found: Puzzle[] = [];
  for (let i = 0; i < record.plays.length && found.length < perHand; i++) {
    const state: MatchState = r.value;
    if (state.phase !== 'play' && state.phase !== 'declare') break;
    if (state.phase === 'play') {
      const p = puzzleAt(state, record, source, options.margin);
      if (p !== null) found.push(p);
    }
    r = step(state, { type: 'play', seat: toAct(state), domino: record.plays[i] as Domino });
    if (!r.ok) return { ok: false, error: { ...r.error, at: `plays[${i}]` } };
  }
  return { ok: true, value: found };
}
