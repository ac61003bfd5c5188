import {
  SEATS,
  apply,
  countOfDomino,
  legalPlays,
  newMatch,
  otherTeam,
  requirementOf,
  suitTable,
  teamOf,
  toAct,
  type Domino,
  type HandRecord,
  type HandResult,
  type MatchState,
  type PlayingHand,
  type Rules,
  type Seat,
} from '@texas42/engine';

/**
 * The analysis board's positions: a hand record replayed by the engine, one state a play, with
 * the hand played out to its seventh trick (a board asks "what if" after the outcome is
 * decided too). Shared by the page (what is legal, whose turn) and its worker (what to solve).
 */

/** The rules a board plays under: as given, but every trick played and one hand a match. */
export function boardRules(rules: Rules): Rules {
  const o = rules.options;
  return {
    ref: rules.ref,
    options: { ...o, play: { ...o.play, endWhenDecided: false }, match: { ...o.match, bestOf: 1 } },
  };
}

export type LineResult =
  | { readonly ok: true; readonly states: readonly MatchState[] }
  | { readonly ok: false; readonly message: string; readonly states: readonly MatchState[] };

/**
 * The states of a hand record: [0] after the contract is named, then one after each play. A
 * record the engine refuses gives the states up to the refused step and the engine's reason.
 */
export function lineOf(rules: Rules, record: HandRecord): LineResult {
  const started = newMatch({ rules: boardRules(rules), seed: 0, firstShaker: record.dealer });
  if (!started.ok) return { ok: false, message: started.error.message, states: [] };
  let state: MatchState = started.value;
  const step = (action: unknown, what: string): string | null => {
    const r = apply(state, action);
    if (!r.ok) return `${what}: ${r.error.message}`;
    state = r.value;
    return null;
  };
  let problem = step({ type: 'shake', seat: record.dealer, hands: record.hands }, 'the deal');
  for (let i = 0; problem === null && i < record.bids.length && state.phase === 'bid'; i++)
    problem = step({ type: 'bid', seat: toAct(state), bid: record.bids[i] }, `bid ${i + 1}`);
  if (problem === null && state.phase !== 'declare')
    problem = 'the bidding does not end with a bid won: make one seat the bidder';
  if (problem === null)
    problem =
      record.contract === undefined
        ? 'name the contract'
        : step({ type: 'declare', seat: toAct(state), contract: record.contract }, 'the contract');
  if (problem !== null) return { ok: false, message: problem, states: [] };
  const states: MatchState[] = [state];
  for (let i = 0; i < record.plays.length; i++) {
    if (state.phase !== 'play')
      return { ok: false, message: `play ${i + 1}: the hand is over`, states };
    problem = step({ type: 'play', seat: toAct(state), domino: record.plays[i] }, `play ${i + 1}`);
    if (problem !== null) return { ok: false, message: problem, states };
    states.push(state);
  }
  return { ok: true, states };
}

/** The hand in play at a state, or null once the hand is over. */
export function handAt(state: MatchState): PlayingHand | null {
  return state.phase === 'play' ? state.hand : null;
}

/** The finished hand at a state after the seventh trick. */
export function resultAt(state: MatchState): HandResult | null {
  return state.phase === 'play' ? null : (state.game.hands.at(-1) ?? null);
}

/** Whose turn it is and what they may play; null once the hand is over. */
export function turnAt(state: MatchState): { seat: Seat; legal: Domino[] } | null {
  const hand = handAt(state);
  const seat = toAct(state);
  if (hand === null || seat === null) return null;
  return { seat, legal: legalPlays(suitTable(hand.contract, state.rules.options), hand, seat) };
}

/** Points (tricks in nello) still out: what the rest of the hand can give. */
function stillOut(hand: PlayingHand): number {
  let left = 7 - hand.tricks.length;
  for (const seat of SEATS) for (const d of hand.hands[seat]) left += countOfDomino(d);
  for (const p of hand.trick) left += countOfDomino(p.domino);
  return left;
}

/**
 * What the counted side ends the hand with if it takes `value` more from here (the solver's
 * measure: points, or in nello the bidder's tricks).
 */
export function endsWith(hand: PlayingHand, value: number): number {
  const team = teamOf(hand.bidder);
  return requirementOf(hand).kind === 'no-tricks'
    ? hand.tricksWon[team] + value
    : hand.points[team] + value;
}

/** Whether taking `value` more from here makes the bid (else it is set). */
export function makesWith(hand: PlayingHand, value: number): boolean {
  const team = teamOf(hand.bidder);
  const req = requirementOf(hand);
  if (req.kind === 'no-tricks') return hand.tricksWon[team] + value === 0;
  if (req.kind === 'points') return hand.points[team] + value >= req.points;
  // Every trick: the side must take everything still out.
  return hand.tricksWon[otherTeam(team)] === 0 && value === stillOut(hand);
}

/** The bidding a board sets up: the bidder's bid, every other seat passing, from the dealer's left. */
export function biddingFor(dealer: Seat, bidder: Seat, bid: HandRecord['bids'][number]) {
  const start = SEATS.indexOf(dealer);
  return [1, 2, 3, 4].map((k) => (SEATS[(start + k) % 4] === bidder ? bid : 'pass'));
}
