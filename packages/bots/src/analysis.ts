import {
  SEATS,
  SUIT_NAMES,
  apply,
  countOfDomino,
  isNello,
  otherTeam,
  requirementOf,
  newMatch,
  teamOf,
  toAct,
  viewFor,
  type Action,
  type Bid,
  type ContractName,
  type Domino,
  type HandRecord,
  type Hands,
  type MatchState,
  type PlayingHand,
  type Result,
  type RuleOptions,
  type Rules,
  type Seat,
  type Team,
} from '@texas42/engine';
import { moveValues, solve, solverClaimStands } from '@texas42/solver';
import type { Bot } from './bot.js';
import { declaredBy } from './hand-state.js';

/**
 * "What should I have played": every play of a hand record judged by the solver with all hands
 * known (what it was worth against the best play), beside what a bot would have chosen from
 * that seat's view; every bid beside what the bidder's best trump was worth; and the mistakes
 * that cost points or the hand, in plain words.
 */
export interface PlayVerdict {
  readonly index: number;
  readonly trick: number;
  readonly seat: Seat;
  readonly domino: Domino;
  readonly leading: boolean;
  /** The counted side's take from here after this play, with best play after it. */
  readonly value: number;
  readonly bestValue: number;
  readonly best: readonly Domino[];
  /** Points (tricks in nello) this play gave away against the best, from the player's side. */
  readonly loss: number;
  /** True if the best play made (or set) the hand and this one did not. */
  readonly costHand: boolean;
  /** What the bot would have played from this seat's view. */
  readonly bot: Domino | null;
}

export interface BidVerdict {
  readonly seat: Seat;
  readonly bid: Bid;
  /** The bidder's best trump with all hands known, and what declaring it would take. */
  readonly bestContract: ContractName;
  readonly bestPoints: number;
}

export interface Analysis {
  readonly declarer: Seat | null;
  readonly contract: ContractName | null;
  /** The declaring side's take with best play by everyone from the first lead. */
  readonly par: number | null;
  readonly bids: readonly BidVerdict[];
  readonly plays: readonly PlayVerdict[];
  readonly mistakes: readonly string[];
}

function step(state: MatchState, action: Action, at: string): Result<MatchState> {
  const r = apply(state, action, { judgeClaim: solverClaimStands });
  return r.ok ? r : { ok: false, error: { ...r.error, at } };
}

/** What the bidder's side could take declaring each trump, with the bidder leading. */
function bestTrumpFor(
  rules: Rules,
  hands: Hands,
  seat: Seat,
): { contract: ContractName; points: number } {
  let best: { contract: ContractName; points: number } = { contract: 'sixes', points: -1 };
  for (const contract of [...SUIT_NAMES, 'doubles', 'follow-me'] as ContractName[]) {
    const trial = declaredBy(hands, seat, contract);
    const points = solve(trial, rules.options).value;
    if (points > best.points) best = { contract, points };
  }
  return best;
}

/** Whether the counted side's take `value` from here (plus what it has) makes the hand. */
export function makes(hand: PlayingHand, value: number): boolean {
  const team: Team = teamOf(hand.bidder);
  const req = requirementOf(hand);
  if (req.kind === 'no-tricks') return hand.tricksWon[team] + value === 0;
  if (req.kind === 'points') return hand.points[team] + value >= req.points;
  // Every trick: the side must take everything still out.
  let left = 7 - hand.tricks.length;
  for (const seat of SEATS) for (const d of hand.hands[seat]) left += countOfDomino(d);
  for (const p of hand.trick) left += countOfDomino(p.domino);
  return hand.tricksWon[otherTeam(team)] === 0 && value === left;
}

export function analyzeHand(rules: Rules, record: HandRecord, bot: Bot | null): Result<Analysis> {
  const o = rules.options;
  const playOut: Rules = {
    ref: rules.ref,
    options: { ...o, play: { ...o.play, endWhenDecided: false }, match: { ...o.match, bestOf: 1 } },
  };
  const started = newMatch({ rules: playOut, seed: 0, firstShaker: record.dealer });
  if (!started.ok) return started;
  const shaken = step(
    started.value,
    { type: 'shake', seat: record.dealer, hands: record.hands },
    'dealer',
  );
  if (!shaken.ok) return shaken;
  const bidding = judgeBids(shaken.value, record);
  if (!bidding.ok) return bidding;
  const { bids } = bidding.value;
  let state = bidding.value.state;
  if (state.phase !== 'declare' && state.phase !== 'play')
    return {
      ok: true,
      value: { declarer: null, contract: null, par: null, bids, plays: [], mistakes: [] },
    };
  if (record.contract !== undefined) {
    const r = step(
      state,
      { type: 'declare', seat: toAct(state), contract: record.contract },
      'contract',
    );
    if (!r.ok) return r;
    state = r.value;
  }
  const played = judgePlays(state, record, o, bot);
  if (!played.ok) return played;
  const { plays, mistakes, par } = played.value;
  const h = played.value.state.hand;
  const finished = played.value.state.game.hands.at(-1);
  return {
    ok: true,
    value: {
      declarer: h?.bidder ?? finished?.bidder ?? null,
      contract: h?.contract ?? finished?.contract ?? null,
      par,
      bids,
      plays,
      mistakes,
    },
  };
}

/** Each recorded bid beside the bidder's best trump; the match after the bidding. */
function judgeBids(
  start: MatchState,
  record: HandRecord,
): Result<{ state: MatchState; bids: BidVerdict[] }> {
  let state = start;
  const bids: BidVerdict[] = [];
  // Each bid leaves the hand at the bidding until the fourth (a record has four at most).
  for (let i = 0; i < record.bids.length && state.phase === 'bid'; i++) {
    const seat = toAct(state);
    const bid = record.bids[i] as Bid;
    const best = bestTrumpFor(state.rules, state.hand.hands, seat);
    bids.push({ seat, bid, bestContract: best.contract, bestPoints: best.points });
    const r = step(state, { type: 'bid', seat, bid }, `bids[${i}]`);
    if (!r.ok) return r;
    state = r.value;
  }
  return { ok: true, value: { state, bids } };
}

interface PlaysJudged {
  readonly state: MatchState;
  readonly plays: PlayVerdict[];
  readonly mistakes: string[];
  readonly par: number | null;
}

/** Each recorded play judged by the solver (the lead that sets trump is not judged). */
function judgePlays(
  start: MatchState,
  record: HandRecord,
  o: RuleOptions,
  bot: Bot | null,
): Result<PlaysJudged> {
  let state = start;
  const plays: PlayVerdict[] = [];
  const mistakes: string[] = [];
  let par: number | null = null;
  let seed = 0;
  // Until the hand is over: it is not bid again (the bidding is done).
  for (
    let i = 0;
    i < record.plays.length && (state.phase === 'declare' || state.phase === 'play');
    i++
  ) {
    const seat = toAct(state);
    const domino = record.plays[i] as Domino;
    const action: Action = { type: 'play', seat, domino };
    // In the declare phase trump is set by this lead: judge from the position after it is named.
    if (state.phase === 'play') {
      const hand = state.hand;
      const values = moveValues(hand, o);
      if (par === null)
        par = hand.tricks.length === 0 && hand.trick.length === 0 ? solve(hand, o).value : null;
      const mine = values.find((v) => v.domino === domino);
      if (mine === undefined) {
        const r = step(state, action, `plays[${i}]`);
        return r.ok
          ? {
              ok: false,
              error: { code: 'BAD_RECORD', message: 'unexpected play', at: `plays[${i}]` },
            }
          : r;
      }
      const verdict = judgePlay(hand, i, seat, domino, mine.value, values);
      const botChoice = bot === null ? null : botPlay(bot, state, seat, seed++);
      plays.push({ ...verdict, bot: botChoice });
      if (verdict.loss > 0) mistakes.push(mistakeOf(verdict, hand.contract));
    }
    const r = step(state, action, `plays[${i}]`);
    if (!r.ok) return r;
    state = r.value;
  }
  return { ok: true, value: { state, plays, mistakes, par } };
}

/** One play's worth against the best, from the player's side (all but the bot's choice). */
function judgePlay(
  hand: PlayingHand,
  index: number,
  seat: Seat,
  domino: Domino,
  value: number,
  values: readonly { domino: Domino; value: number }[],
): Omit<PlayVerdict, 'bot'> {
  const first = values[0] as { domino: Domino; value: number };
  const bestValue = first.value;
  const best = values.filter((v) => v.value === bestValue).map((v) => v.domino);
  const loss = Math.abs(bestValue - value);
  const bidSide = teamOf(seat) === teamOf(hand.bidder);
  // The mover's goal: the bidding side makes the hand, the other side sets it.
  const goal = (v: number) => makes(hand, v) === bidSide;
  const costHand = goal(bestValue) && !goal(value);
  const trick = hand.tricks.length + 1;
  const leading = hand.trick.length === 0;
  return { index, trick, seat, domino, leading, value, bestValue, best, loss, costHand };
}

/** What the bot would have played from `seat`'s view. */
function botPlay(bot: Bot, state: MatchState, seat: Seat, seed: number): Domino | null {
  const d = bot.decide(viewFor(state, seat), [seed, 7, 11, 13]);
  return d.action.type === 'play' ? d.action.domino : null;
}

/** A play that gave points (tricks in nello) away, in plain words. */
function mistakeOf(verdict: Omit<PlayVerdict, 'bot'>, contract: ContractName): string {
  const { loss, best } = verdict;
  const unit = isNello(contract)
    ? loss === 1
      ? 'trick'
      : 'tricks'
    : loss === 1
      ? 'point'
      : 'points';
  const verb = verdict.leading ? 'leading' : 'playing';
  const others = best.join(' or ');
  return `trick ${verdict.trick}: ${verdict.seat} ${verb} ${verdict.domino} lost ${loss} ${unit}; ${others} ${best.length === 1 ? 'keeps' : 'keep'} them${verdict.costHand ? ' (and cost the hand)' : ''}`;
}
