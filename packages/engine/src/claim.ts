import { DOMINOES, info } from './domino.js';
import { seatIndex, teamOf, SEATS, type Seat } from './seat.js';
import { suitTable, type SuitTable } from './suits.js';
import { bidderTeam, requirementOf } from './outcome.js';
import { leaderOf } from './turn.js';
import type { RuleOptions } from './rules/options.js';
import type { ClaimKind, HandState } from './state.js';

/**
 * Lay-down claims. "if the opposing team challenges and can demonstrate any possible way the
 * bidder may be set, or the bid would have been made, the declarer must forfeit the hand" (000);
 * "ONLY the actual dominoes held by the players may be used in the challenge" (001).
 *
 * So a claim stands only if no legal continuation of play, by anyone, with the actual hands,
 * defeats it. This is an exhaustive search over every continuation (not a best-play search): it
 * finds the least and the most points and tricks a team can end with, with a table at trick
 * boundaries keyed by the dominoes still out and the leader.
 */
interface Range {
  minPoints: number;
  maxPoints: number;
  minTricks: number;
  maxTricks: number;
}

const ZERO: Range = { minPoints: 0, maxPoints: 0, minTricks: 0, maxTricks: 0 };
const DISTANCE = DOMINOES.map((d) => Math.abs(d.pips - 7));
const COUNT = DOMINOES.map((d) => d.count);

interface Search {
  readonly table: SuitTable;
  readonly masks: number[];
  readonly sittingOut: number;
  readonly players: number;
  readonly bidTeamParity: number;
  readonly memo: Map<number, Range>;
}

function legalMask(s: Search, seat: number, leadId: number): number {
  const hand = s.masks[seat] as number;
  if (s.table.sevens) {
    let best = 99;
    for (let m = hand; m !== 0; m &= m - 1)
      best = Math.min(best, DISTANCE[31 - Math.clz32(m & -m)] as number);
    let out = 0;
    for (let m = hand; m !== 0; m &= m - 1) {
      const bit = m & -m;
      if (DISTANCE[31 - Math.clz32(bit)] === best) out |= bit;
    }
    return out;
  }
  if (leadId < 0) return hand;
  const follow = hand & (s.table.members[s.table.ledSuit[leadId] as number] as number);
  return follow !== 0 ? follow : hand;
}

function winnerOf(s: Search, seats: number[], ids: number[]): number {
  let best = 0;
  if (s.table.sevens) {
    let bestKey = -1;
    for (let i = 0; i < ids.length; i++) {
      const key =
        (10 - (DISTANCE[ids[i] as number] as number)) * 2 +
        (((seats[i] as number) & 1) === s.bidTeamParity ? 1 : 0);
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return seats[best] as number;
  }
  const base = (s.table.ledSuit[ids[0] as number] as number) * 28;
  let bestPower = -1;
  for (let i = 0; i < ids.length; i++) {
    const p = s.table.power[base + (ids[i] as number)] as number;
    if (p > bestPower) {
      bestPower = p;
      best = i;
    }
  }
  return seats[best] as number;
}

function nextSeat(s: Search, seat: number): number {
  const n = (seat + 1) & 3;
  return n === s.sittingOut ? (n + 1) & 3 : n;
}

/** Range for team NS (seat parity 0) of future points and tricks, from inside a trick. */
function fromTrick(s: Search, seats: number[], ids: number[], tricksLeft: number): Range {
  if (ids.length === s.players) {
    const winner = winnerOf(s, seats, ids);
    let points = 1;
    for (const id of ids) points += COUNT[id] as number;
    const rest = fromBoundary(s, winner, tricksLeft - 1);
    const ns = (winner & 1) === 0;
    return {
      minPoints: rest.minPoints + (ns ? points : 0),
      maxPoints: rest.maxPoints + (ns ? points : 0),
      minTricks: rest.minTricks + (ns ? 1 : 0),
      maxTricks: rest.maxTricks + (ns ? 1 : 0),
    };
  }
  const seat =
    ids.length === 0 ? (seats[0] as number) : nextSeat(s, seats[seats.length - 1] as number);
  const legal = legalMask(s, seat, ids.length === 0 ? -1 : (ids[0] as number));
  const out: Range = { minPoints: 99, maxPoints: -1, minTricks: 99, maxTricks: -1 };
  const seatsNext = ids.length === 0 ? seats : [...seats, seat];
  for (let m = legal; m !== 0; m &= m - 1) {
    const bit = m & -m;
    const id = 31 - Math.clz32(bit);
    s.masks[seat] = (s.masks[seat] as number) & ~bit;
    const r = fromTrick(s, seatsNext, [...ids, id], tricksLeft);
    s.masks[seat] = s.masks[seat] | bit;
    if (r.minPoints < out.minPoints) out.minPoints = r.minPoints;
    if (r.maxPoints > out.maxPoints) out.maxPoints = r.maxPoints;
    if (r.minTricks < out.minTricks) out.minTricks = r.minTricks;
    if (r.maxTricks > out.maxTricks) out.maxTricks = r.maxTricks;
  }
  return out;
}

function fromBoundary(s: Search, leader: number, tricksLeft: number): Range {
  if (tricksLeft === 0) return ZERO;
  const union =
    (s.masks[0] as number) |
    (s.masks[1] as number) |
    (s.masks[2] as number) |
    (s.masks[3] as number);
  const key = union * 4 + leader;
  const known = s.memo.get(key);
  if (known !== undefined) return known;
  const r = fromTrick(s, [leader], [], tricksLeft);
  s.memo.set(key, r);
  return r;
}

/** Whether a claim stands: true only if every legal continuation bears it out. */
export function claimStands(
  options: RuleOptions,
  hand: HandState,
  by: Seat,
  claim: ClaimKind,
): boolean {
  const table = suitTable(hand.contract ?? 'follow-me', options);
  const masks = SEATS.map((seat) => {
    let m = 0;
    for (const d of hand.hands[seat]) m |= 1 << info(d).id;
    return m;
  });
  const bidTeam = bidderTeam(hand);
  const search: Search = {
    table,
    masks,
    sittingOut: hand.sittingOut === null ? -1 : seatIndex(hand.sittingOut),
    players: hand.sittingOut === null ? 4 : 3,
    bidTeamParity: bidTeam === 'NS' ? 0 : 1,
    memo: new Map(),
  };
  // Dominoes of the trick on the table are already out of the hands.
  const seats = hand.trick.map((p) => seatIndex(p.seat));
  const ids = hand.trick.map((p) => info(p.domino).id);
  const tricksLeft = 7 - hand.tricks.length;
  const range =
    hand.trick.length === 0
      ? fromBoundary(search, seatIndex(leaderOf(hand)), tricksLeft)
      : fromTrick(search, seats, ids, tricksLeft);
  // Range is for NS; turn it into the least and most the bidding team can end with.
  const ns = bidTeam === 'NS';
  const remainingPoints = 42 - hand.points.NS - hand.points.EW;
  const minPts = hand.points[bidTeam] + (ns ? range.minPoints : remainingPoints - range.maxPoints);
  const maxPts = hand.points[bidTeam] + (ns ? range.maxPoints : remainingPoints - range.minPoints);
  const minTricks = hand.tricksWon[bidTeam] + (ns ? range.minTricks : tricksLeft - range.maxTricks);
  const maxTricks = hand.tricksWon[bidTeam] + (ns ? range.maxTricks : tricksLeft - range.minTricks);
  if (claim === 'rest') {
    // The claimant's team takes every remaining trick, whatever anyone plays.
    const mine = teamOf(by) === bidTeam;
    return mine
      ? minTricks - hand.tricksWon[bidTeam] === tricksLeft
      : maxTricks === hand.tricksWon[bidTeam];
  }
  const req = requirementOf(hand);
  const madeAlways =
    req.kind === 'points'
      ? minPts >= req.points
      : req.kind === 'all-tricks'
        ? minTricks === 7
        : maxTricks === 0;
  const setAlways =
    req.kind === 'points'
      ? maxPts < req.points
      : req.kind === 'all-tricks'
        ? maxTricks < 7
        : minTricks > 0;
  return claim === 'made' ? madeAlways : setAlways;
}
