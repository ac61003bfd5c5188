import { marksBid, marksOf, type Bid, type HighBid } from './bid.js';
import { info, type Domino } from './domino.js';
import { err, ok, type Result } from './result.js';
import type { RuleOptions } from './rules/options.js';
import type { Seat } from './seat.js';
import type { HandState } from './state.js';

/**
 * The auction. "Bidding begins with the player to the left of the Shaker and proceeds clockwise
 * ending with the Shaker. Each player may bid only once, in order. Highest bidder wins the bid"
 * (002). checkBid is the one source of what a bid may be; legalBids lists what passes it.
 */

/** "If all players pass, the Shaker must bid at least the minimum bid (aka forced bid)" (002). */
export function isForcedTurn(options: RuleOptions, hand: HandState): boolean {
  return options.bidding.forcedBid && hand.bids.length === 3 && hand.high === null;
}

function doublesIn(hand: readonly Domino[]): number {
  let n = 0;
  for (const d of hand) if (info(d).isDouble) n++;
  return n;
}

/** Marks of the highest marks bid so far (plunge and splash count as marks bids), else 0. */
function highMarks(hand: HandState): number {
  return hand.high !== null && hand.high.value >= 42 ? hand.high.marks : 0;
}

/** The most marks a first marks bid may be, for this turn. */
function openingMarksMax(options: RuleOptions, forced: boolean): number {
  const b = options.bidding;
  return forced && b.forcedOpeningMarksMax !== null ? b.forcedOpeningMarksMax : b.openingMarksMax;
}

/**
 * The most marks one hand can be worth under these options: the highest bid an auction reaches.
 * Each seat bids once; the first marks bid (or a plunge or splash) may be its largest, "subsequent
 * bids may only be one additional mark" (002), so the three seats after it add at most three,
 * within `maxBidMarks`; the shaker forced to bid is the last to speak. A hand gives its bid's marks
 * (made, set, or to the other side for a renege), or one for a penalty with no bid, so this is how
 * far the last hand of a game can carry a team past the marks it needs.
 */
export function mostMarksInAHand(options: RuleOptions): number {
  const b = options.bidding;
  const first = Math.max(
    b.openingMarksMax,
    options.plunge.allowed ? options.plunge.marks : 0,
    options.splash.allowed ? options.splash.marks : 0,
  );
  const most = Math.max(first + 3, b.forcedOpeningMarksMax ?? 0, 1);
  return b.maxBidMarks === null ? most : Math.max(1, Math.min(most, b.maxBidMarks));
}

/** What the bid would be worth, or why the seat may not make it now. `null` is a pass. */
export function checkBid(
  options: RuleOptions,
  hand: HandState,
  seat: Seat,
  bid: Bid,
): Result<HighBid | null> {
  const rules = options.bidding;
  const forced = isForcedTurn(options, hand);
  const current = hand.high;
  const topMarks = highMarks(hand);
  if (bid === 'pass') {
    if (forced)
      return err(
        'MUST_BID',
        `the first three passed, so the shaker must bid at least ${rules.forcedBidMinimum} (forced bid)`,
      );
    return ok(null);
  }
  if (typeof bid === 'number') {
    // "When bidding reaches 42 (aka one mark), only marks may be bid" (002)
    if (topMarks > 0)
      return err('BID_TOO_LOW', `only marks may be bid after ${current?.bid} was bid`);
    const minimum = forced ? rules.forcedBidMinimum : rules.minimumBid;
    if (bid < minimum)
      return err(
        'BID_TOO_LOW',
        `${bid} is below the ${forced ? 'forced ' : ''}minimum bid of ${minimum}`,
      );
    if (current !== null && bid <= current.value)
      return err('BID_TOO_LOW', `${bid} does not beat the high bid of ${current.bid}`);
    return ok({ bid, marks: 1, value: bid });
  }
  if (bid === 'plunge' || bid === 'splash') {
    const special = options[bid];
    if (!special.allowed) return err('BID_NOT_ALLOWED', `${bid} is not allowed under these rules`);
    const doubles = doublesIn(hand.hands[seat]);
    if (doubles < special.minimumDoubles)
      return err(
        'BID_NOT_ALLOWED',
        `${bid} needs at least ${special.minimumDoubles} doubles in hand; ${seat} holds ${doubles}`,
      );
    // Plunge "can be bid at any time, regardless of prior bid" (003): one mark over a higher marks bid.
    const marks = Math.max(special.marks, topMarks + 1);
    if (rules.maxBidMarks !== null && marks > rules.maxBidMarks)
      return err(
        'BID_NOT_ALLOWED',
        `${bid} would be ${marks} marks, above the limit of ${rules.maxBidMarks}`,
      );
    return ok({ bid, marks, value: marks * 42 });
  }
  const marks = marksOf(bid);
  if (marks < 1) return err('BID_NOT_ALLOWED', `"${String(bid)}" is not a bid`);
  if (rules.maxBidMarks !== null && marks > rules.maxBidMarks)
    return err(
      'BID_NOT_ALLOWED',
      `${marks} marks is above the limit of ${rules.maxBidMarks} marks`,
    );
  if (topMarks === 0) {
    // "Any player may bid up to 2 marks when 2 marks has not already been bid" (002)
    const opening = openingMarksMax(options, forced);
    if (marks > opening)
      return err(
        'BID_NOT_ALLOWED',
        `the first marks bid may be at most ${opening} mark${opening === 1 ? '' : 's'}`,
      );
    return ok({ bid, marks, value: marks * 42 });
  }
  if (marks <= topMarks)
    return err('BID_TOO_LOW', `${marks} marks does not beat the high bid of ${current?.bid}`);
  // "subsequent bids may only be one additional mark" (002)
  if (marks > topMarks + 1)
    return err(
      'BID_NOT_ALLOWED',
      `after ${current?.bid} the next marks bid is ${topMarks + 1} marks, one at a time`,
    );
  return ok({ bid, marks, value: marks * 42 });
}

/** Every bid the seat may make now. */
export function legalBids(options: RuleOptions, hand: HandState, seat: Seat): Bid[] {
  const candidates: Bid[] = ['pass'];
  const floor = hand.high === null ? 0 : hand.high.value + 1;
  for (let p = Math.max(options.bidding.minimumBid, floor); p <= 41; p++) candidates.push(p);
  const topMarks = highMarks(hand);
  const lastMarks =
    topMarks === 0 ? openingMarksMax(options, isForcedTurn(options, hand)) : topMarks + 1;
  for (let m = Math.max(1, topMarks + 1); m <= lastMarks; m++) candidates.push(marksBid(m));
  candidates.push('plunge', 'splash');
  return candidates.filter((bid) => checkBid(options, hand, seat, bid).ok);
}
