// Over 300 lines: apply is the one place a match moves; each action's handler (shake, bid,
// declare, play, claim, penalty) is short, and together they read as the rules in order.
import type { Action } from './action.js';
import { parseAction } from './action-parse.js';
import { checkBid, isForcedTurn } from './bidding.js';
import { claimStands, type ClaimJudge } from './claim.js';
import { NO_CONDUCT } from './conduct.js';
import { bidOutOfTurn, expose, wrongShaker } from './conduct-apply.js';
import {
  checkOutOfTurnPenalty,
  exposedInHand,
  mustPlayExposed,
  standingBids,
} from './conduct-rules.js';
import { isNello, suitNameOf, type ContractName } from './contract.js';
import { checkContract, mayChooseStack } from './declaring.js';
import { info } from './domino.js';
import { finishHand, forfeitMarks, handResultOf, marksFor } from './match.js';
import { decided } from './outcome.js';
import { checkFollow, playersPerTrick, trickPoints, trickWinnerIndex } from './playing.js';
import { err, ok, type Result } from './result.js';
import { addToTeam, partnerOf, SEATS, teamOf, ZERO_SCORE } from './seat.js';
import { deal } from './shaking.js';
import { suitTable } from './suits.js';
import { declarerFor, expectTurn, wrongPhase } from './turn.js';
import { callTime, callTimeOn } from './time-calls.js';
import { penalizeHand, playsIn } from './penalize.js';
import { callRenege } from './renege-call.js';
import type {
  BiddingHand,
  DeclaringHand,
  HandPhase,
  MatchAt,
  MatchState,
  Play,
  PlayingHand,
  Trick,
} from './state.js';

/** What `apply` may be handed besides the state and the action. */
export interface ApplyContext {
  /** Who decides lay-down claims (default: the engine's own exhaustive search). */
  readonly judgeClaim?: ClaimJudge;
}

/**
 * The one way a match moves: `apply(state, action)` returns the next state, or an error with a
 * stable code and the state untouched. It never throws on bad input: the action is parsed first
 * (`parseAction`), then applied.
 */
export function apply(
  state: MatchState,
  raw: unknown,
  context: ApplyContext = {},
): Result<MatchState> {
  const parsed = parseAction(raw, state.rules.options);
  return parsed.ok ? applyAction(state, parsed.value, context) : parsed;
}

/**
 * `apply` for an action already parsed at the edge (a server that ran `parseAction` on what a
 * client sent): the rules are checked, the shape is not checked again.
 */
export function applyAction(
  state: MatchState,
  action: Action,
  context: ApplyContext = {},
): Result<MatchState> {
  // Inspection outlasts the match: the last hand may still be checked for reneges.
  if (action.type === 'callRenege') return clearTimeCall(callRenege(state, action));
  if (state.phase === 'done')
    return err(
      'GAME_OVER',
      `the match is over: ${state.winner} won ${state.gamesWon.NS}-${state.gamesWon.EW} in games`,
    );
  if (action.type === 'callTime') return callTimeOn(state, action.seat);
  return clearTimeCall(applyOther(state, action, context));
}

/** A time call lasts until the next action, whoever takes it. */
function clearTimeCall(next: Result<MatchState>): Result<MatchState> {
  return next.ok && next.value.timeCall !== null ? ok({ ...next.value, timeCall: null }) : next;
}

function applyOther(
  state: MatchAt<'shake' | HandPhase>,
  action: Exclude<Action, { type: 'callTime' | 'callRenege' }>,
  context: ApplyContext,
): Result<MatchState> {
  switch (action.type) {
    case 'shake':
      return shake(state, action);
    case 'bid':
      return bid(state, action);
    case 'declare':
      return declare(state, action);
    case 'play':
      return play(state, action);
    case 'claim':
      return claim(state, action, context.judgeClaim ?? claimStands);
    case 'penalty':
      return penalty(state, action);
    case 'time':
      return callTime(state);
    case 'bidOutOfTurn':
      return bidOutOfTurn(state, action);
    case 'wrongShaker':
      return wrongShaker(state, action.seat);
    case 'expose':
      return expose(state, action, play);
  }
}

function shake(state: MatchState, action: Extract<Action, { type: 'shake' }>): Result<MatchState> {
  if (state.phase !== 'shake') return wrongPhase(state, 'shake');
  const turn = expectTurn(state, action.seat, 'shake');
  if (!turn.ok) return turn;
  let rng = state.rng;
  let hands = action.hands;
  if (hands === undefined) {
    const dealt = deal(rng, action.seat);
    hands = dealt.hands;
    rng = dealt.rng;
  }
  const hand: BiddingHand = {
    shaker: action.seat,
    dealt: hands,
    hands,
    bids: [],
    bidder: null,
    high: null,
    forced: false,
    declarer: null,
    contract: null,
    trumpByLead: false,
    sittingOut: null,
    trick: [],
    tricks: [],
    points: ZERO_SCORE,
    tricksWon: ZERO_SCORE,
    conduct: NO_CONDUCT,
  };
  return ok({ ...state, rng, version: state.version + 1, phase: 'bid', hand });
}

function bid(state: MatchState, action: Extract<Action, { type: 'bid' }>): Result<MatchState> {
  if (state.phase !== 'bid') return wrongPhase(state, 'bid');
  const turn = expectTurn(state, action.seat, 'bid');
  if (!turn.ok) return turn;
  const options = state.rules.options;
  const hand = state.hand;
  // "If a player bids out of turn, they may not change their bid. If their bid is no longer available during their turn, they must pass." (001)
  const stands = standingBids(options, hand, action.seat);
  if (stands !== null && !stands.includes(action.bid))
    return err(
      'BID_STANDS',
      `${action.seat} bid out of turn and may not change it: ${action.seat} must bid ${String(stands[0])}`,
    );
  const checked = checkBid(options, hand, action.seat, action.bid);
  if (!checked.ok) return checked;
  const high = checked.value;
  const forced = high !== null && isForcedTurn(options, hand);
  // One object literal for a pass and a bid: hands made in one place share one shape (speed).
  const next: BiddingHand = {
    ...hand,
    bids: [...hand.bids, action.bid],
    ...(high !== null ? { high, bidder: action.seat, forced } : {}),
  };
  if (next.bids.length < 4) return ok({ ...state, version: state.version + 1, hand: next });
  // The high bid and its bidder are set together: both, or (every player passed) neither.
  const { bidder, high: won } = next;
  if (won === null || bidder === null) {
    // "the dealer may pass and the dominoes will be shaken again by the next player in turn with no marks scored." (000)
    return ok(
      finishHand(state, handResultOf(next, 'reshake', ZERO_SCORE, { claim: null, penalty: null })),
    );
  }
  const declarer = declarerFor(bidder, won.bid);
  return ok({
    ...state,
    version: state.version + 1,
    phase: 'declare',
    hand: { ...next, bidder, high: won, declarer },
  });
}

function withContract(
  hand: DeclaringHand,
  contract: ContractName,
  trumpByLead: boolean,
  stackChosen: boolean,
): PlayingHand {
  // Nello: "your teammate doesn’t play and turns their dominoes down on the table" (002)
  const sittingOut = isNello(contract) ? partnerOf(hand.bidder) : null;
  return { ...hand, contract, trumpByLead, sittingOut, stackChosen };
}

function declare(
  state: MatchState,
  action: Extract<Action, { type: 'declare' }>,
): Result<MatchState> {
  if (state.phase !== 'declare') return wrongPhase(state, 'name the contract');
  const turn = expectTurn(state, action.seat, 'name the contract');
  if (!turn.ok) return turn;
  const hand = state.hand;
  const checked = checkContract(state.rules.options, hand, action.contract);
  if (!checked.ok) return checked;
  const stack = action.stack === true;
  if (stack && !mayChooseStack(state.rules.options, hand))
    return err(
      'STACK_NOT_ALLOWED',
      'these rules leave the bidder no choice to stack the tricks at this bid',
    );
  return ok({
    ...state,
    version: state.version + 1,
    phase: 'play',
    hand: withContract(hand, action.contract, false, stack),
  });
}

function play(state: MatchState, action: Extract<Action, { type: 'play' }>): Result<MatchState> {
  const options = state.rules.options;
  let hand: PlayingHand;
  if (state.phase === 'declare') {
    const turn = expectTurn(state, action.seat, 'lead');
    if (!turn.ok) return turn;
    if (options.contracts.undeclaredTrump !== 'first-lead-high-end')
      return err('MUST_DECLARE', `${action.seat} must name the contract before leading`);
    if (!state.hand.hands[action.seat].includes(action.domino))
      return err('NOT_IN_HAND', `${action.domino} is not in ${action.seat}'s hand`);
    // "If trumps are not announced prior to or as the first domino is played, the high side of the domino played shall be trump." (001)
    hand = withContract(state.hand, suitNameOf(info(action.domino).high), true, false);
  } else if (state.phase === 'play') {
    const turn = expectTurn(state, action.seat, 'play');
    if (!turn.ok) return turn;
    hand = state.hand;
  } else return wrongPhase(state, 'play');
  const holding = hand.hands[action.seat];
  const at = holding.indexOf(action.domino);
  if (at < 0) return err('NOT_IN_HAND', `${action.domino} is not in ${action.seat}'s hand`);
  const table = suitTable(hand.contract, options);
  // Where reneges are playable (a real table's record), the domino is played as laid; it is a
  // renege to be called from the record (callRenege), not refused here.
  const follows = checkFollow(table, hand.trick, holding, action.domino);
  if (!follows.ok && options.play.reneges === 'refused') return follows;
  // "that domino must be played at the first opportunity" (000); a domino laid that does not
  // follow (reneges playable) is a renege to be called, whatever was exposed.
  if (follows.ok && exposedInHand(hand, action.seat).length > 0) {
    const playable = holding.filter((d) => checkFollow(table, hand.trick, holding, d).ok);
    const must = mustPlayExposed(hand, action.seat, playable);
    if (!must.includes(action.domino))
      return err(
        'MUST_PLAY_EXPOSED',
        `${action.domino} may not be played: the exposed ${must.join(' or ')} must be played at the first opportunity`,
      );
  }
  const remaining = holding.slice();
  remaining.splice(at, 1);
  const trick: Play[] = [...hand.trick, { seat: action.seat, domino: action.domino }];
  hand = { ...hand, hands: { ...hand.hands, [action.seat]: remaining }, trick };
  const version = state.version + 1;
  if (trick.length < playersPerTrick(hand)) return ok({ ...state, version, phase: 'play', hand });
  const winner = (trick[trickWinnerIndex(table, trick, hand.bidder)] as Play).seat;
  const points = trickPoints(trick);
  const done: Trick = { leader: (trick[0] as Play).seat, plays: trick, winner, points };
  const team = teamOf(winner);
  hand = {
    ...hand,
    trick: [],
    tricks: [...hand.tricks, done],
    points: addToTeam(hand.points, team, points),
    tricksWon: addToTeam(hand.tricksWon, team, 1),
  };
  const outcome = decided(hand);
  if (outcome !== null && (hand.tricks.length === 7 || options.play.endWhenDecided)) {
    const result = handResultOf(hand, outcome, marksFor(hand, outcome), {
      claim: null,
      penalty: null,
    });
    return ok(finishHand(state, result));
  }
  return ok({ ...state, version, phase: 'play', hand });
}

function claim(
  state: MatchState,
  action: Extract<Action, { type: 'claim' }>,
  judge: ClaimJudge,
): Result<MatchState> {
  if (state.phase !== 'play')
    return err(
      'CLAIM_NOT_ALLOWED',
      'a lay-down may be claimed only while the hand is being played',
    );
  const hand = state.hand;
  const stands = judge(state.rules.options, hand, action.seat, action.claim);
  const record = { after: playsIn(hand), by: action.seat, claim: action.claim, stands };
  if (!stands) {
    // "the declarer must forfeit the hand" (000)
    const marks = forfeitMarks(hand, action.seat);
    return ok(
      finishHand(state, handResultOf(hand, 'forfeit', marks, { claim: record, penalty: null })),
    );
  }
  let outcome: 'made' | 'set';
  if (action.claim === 'rest') {
    // The claimant's team takes every remaining trick: credit them and score what that gives.
    const team = teamOf(action.seat);
    const tricksLeft = 7 - hand.tricks.length;
    // A point a trick left, and the count still to be taken: the trick on the table and the hands
    // of the seats that play (in nello the partner who sits out plays none of theirs, so their
    // count goes to nobody).
    let pointsLeft = tricksLeft + hand.trick.reduce((n, p) => n + info(p.domino).count, 0);
    for (const seat of SEATS)
      if (seat !== hand.sittingOut) for (const d of hand.hands[seat]) pointsLeft += info(d).count;
    const finished: PlayingHand = {
      ...hand,
      tricks: hand.tricks,
      points: addToTeam(hand.points, team, pointsLeft),
      tricksWon: addToTeam(hand.tricksWon, team, tricksLeft),
    };
    outcome = decided(finished, true) ?? 'set';
    const marks = marksFor(hand, outcome);
    return ok(
      finishHand(state, {
        ...handResultOf(hand, outcome, marks, { claim: record, penalty: null }),
        points: finished.points,
      }),
    );
  } else outcome = action.claim;
  const marks = marksFor(hand, outcome);
  return ok(
    finishHand(state, handResultOf(hand, outcome, marks, { claim: record, penalty: null })),
  );
}

function penalty(
  state: MatchState,
  action: Extract<Action, { type: 'penalty' }>,
): Result<MatchState> {
  if (state.phase !== 'bid' && state.phase !== 'declare' && state.phase !== 'play')
    return err('WRONG_PHASE', 'a penalty can be called only during a hand');
  // A time penalty is the end of a called time: only on the seat time was called on.
  if (action.kind === 'time' && state.timeCall?.on !== action.seat)
    return err(
      'NO_TIME_CALLED',
      `no time has been called on ${action.seat}: a time penalty ends a called time`,
    );
  if (action.kind === 'outOfTurnBid') {
    const offence = checkOutOfTurnPenalty(state, action.seat);
    if (!offence.ok) return offence;
  }
  // "Reneges will result in the loss of the hand and the opposing team being awarded the
  // mark/marks." (001) Other kinds cost what the profile says (penalties.<kind>).
  return penalizeHand(state, action.seat, action.kind);
}

/**
 * Ends a hand whose outcome is already decided: "In the interest of expediency, a player may stop
 * the hand" once it is made or set (002). Returns null if the hand is still open. Used where the
 * rules play decided hands out (replaying a record that stops early).
 */
export function stopDecidedHand(state: MatchState): MatchState | null {
  if (state.phase !== 'play') return null;
  const hand = state.hand;
  const outcome = decided(hand);
  if (outcome === null) return null;
  return finishHand(
    state,
    handResultOf(hand, outcome, marksFor(hand, outcome), { claim: null, penalty: null }),
  );
}
