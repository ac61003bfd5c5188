import { info, type Domino } from './domino.js';
import { err, ok, type Result } from './result.js';
import { clockwise, teamOf, type Seat } from './seat.js';
import { sevensDistance, suitLed, type SuitTable } from './suits.js';
import type { HandState, Play } from './state.js';

/**
 * Following suit and winning tricks. "players must, if possible, play a domino in the suit lead
 * ... Play Off – if void, play any non-trump domino as a loser; Play Trump – if void, play a
 * trump" (002). checkPlay is the one source of which domino may be played.
 */

/** Whether `domino` may be played into `trick` from `holding` (the domino is in `holding`). */
export function checkFollow(
  table: SuitTable,
  trick: readonly Play[],
  holding: readonly Domino[],
  domino: Domino,
): Result<true> {
  if (table.sevens) {
    // Sevens: "every player must play the tile left in his hand whose pips total 7 or the tile
    // whose pips total the closest to 7" (common published rules).
    let best = 99;
    for (const d of holding) best = Math.min(best, sevensDistance(d));
    return sevensDistance(domino) === best
      ? ok(true)
      : err(
          'MUST_PLAY_CLOSEST_TO_SEVEN',
          `in sevens ${domino} may not be played: a domino nearer seven pips is in hand`,
        );
  }
  const lead = trick[0];
  if (lead === undefined) return ok(true); // "Lead Anything – you may lead any domino in your hand" (002)
  const suit = suitLed(table, lead.domino);
  const mask = table.members[suit] as number;
  if (mask & (1 << info(domino).id)) return ok(true);
  for (const d of holding) {
    if (mask & (1 << info(d).id))
      return err(
        'MUST_FOLLOW_SUIT',
        `${domino} does not follow the ${suitWord(table, suit)} led by ${lead.domino}; ${d} does`,
      );
  }
  return ok(true);
}

function suitWord(table: SuitTable, suit: number): string {
  const names = ['blanks', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'doubles'];
  return `${names[suit]}${suit === table.trump ? ' (trump)' : ''}`;
}

/** The dominoes `seat` may play now. */
export function legalPlays(table: SuitTable, hand: HandState, seat: Seat): Domino[] {
  const holding = hand.hands[seat];
  return holding.filter((d) => checkFollow(table, hand.trick, holding, d).ok);
}

/**
 * Index of the winning play. "a trick is won by playing the highest domino in the suit lead, or
 * highest trump if trump is played" (002). In sevens the domino nearest seven pips wins, and "A
 * tie does not set the bidder": a tie goes to the bidding team, then to the first played.
 */
export function trickWinnerIndex(
  table: SuitTable,
  plays: readonly Play[],
  bidder: Seat | null,
): number {
  if (table.sevens) {
    const bidTeam = bidder === null ? null : teamOf(bidder);
    let best = 0;
    let bestKey = -1;
    for (let i = 0; i < plays.length; i++) {
      const p = plays[i] as Play;
      const key = (10 - sevensDistance(p.domino)) * 2 + (teamOf(p.seat) === bidTeam ? 1 : 0);
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return best;
  }
  const suit = suitLed(table, (plays[0] as Play).domino);
  const base = suit * 28;
  let best = 0;
  let bestPower = -1;
  for (let i = 0; i < plays.length; i++) {
    const power = table.power[base + info((plays[i] as Play).domino).id] as number;
    if (power > bestPower) {
      bestPower = power;
      best = i;
    }
  }
  return best;
}

/** "1 point for each trick won", plus the count in it (002). */
export function trickPoints(plays: readonly Play[]): number {
  let points = 1;
  for (const p of plays) points += info(p.domino).count;
  return points;
}

/** Who plays after `seat` in a trick, skipping the nello partner who sits out. */
export function nextInTrick(seat: Seat, sittingOut: Seat | null): Seat {
  const next = clockwise(seat);
  return next === sittingOut ? clockwise(next) : next;
}

export function playersPerTrick(hand: HandState): number {
  return hand.sittingOut === null ? 4 : 3;
}
