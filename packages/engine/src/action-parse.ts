import type { Action } from './action.js';
import { parseBid, type Bid } from './bid.js';
import { parseContractName } from './contract.js';
import { parseDomino, type Domino } from './domino.js';
import { err, ok, type Result } from './result.js';
import type { RuleOptions } from './rules/options.js';
import { SEATS, isSeat, type Seat } from './seat.js';
import type { Hands } from './state.js';

/**
 * Actions arrive from clients, records and bots as untrusted data. This turns anything into a
 * canonical Action or a BAD_ACTION error naming the field; it never throws.
 */
function field(raw: Record<string, unknown>, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(raw, name) ? raw[name] : undefined;
}

/** Seven distinct dominoes a seat, 28 in all; errors name the field. */
export function parseHands(
  raw: unknown,
  code: 'BAD_ACTION' | 'BAD_RECORD',
  at: string,
): Result<Hands> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err(code, 'hands must be an object with N, E, S and W', at);
  const seen = new Map<Domino, string>();
  const out: Partial<Record<Seat, Domino[]>> = {};
  const obj = raw as Record<string, unknown>;
  for (const key of Object.keys(obj))
    if (!isSeat(key)) return err(code, `"${key}" is not a seat (N, E, S, W)`, `${at}.${key}`);
  for (const seat of SEATS) {
    const list = field(obj, seat);
    if (!Array.isArray(list))
      return err(code, `hand ${seat} is missing or not a list`, `${at}.${seat}`);
    if (list.length !== 7)
      return err(
        code,
        `hand ${seat} has ${list.length} dominoes; a hand is seven`,
        `${at}.${seat}`,
      );
    const hand: Domino[] = [];
    for (let i = 0; i < list.length; i++) {
      const d = parseDomino(list[i]);
      const where = `${at}.${seat}[${i}]`;
      if (d === undefined)
        return err(code, `${JSON.stringify(list[i])} is not a double-six domino`, where);
      const before = seen.get(d);
      if (before !== undefined) return err(code, `${d} is dealt twice (also at ${before})`, where);
      seen.set(d, where);
      hand.push(d);
    }
    out[seat] = hand;
  }
  return ok(out as Hands);
}

function parseBidField(obj: Record<string, unknown>): Result<Bid> {
  const bid = parseBid(field(obj, 'bid'));
  if (bid === undefined)
    return err(
      'BAD_ACTION',
      `${JSON.stringify(field(obj, 'bid'))} is not a bid: pass, 30-41, "1m", "2m", ..., plunge, splash`,
      'bid',
    );
  return ok(bid);
}

export function parseAction(raw: unknown, options: RuleOptions): Result<Action> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err('BAD_ACTION', 'an action must be an object with a "type"');
  const obj = raw as Record<string, unknown>;
  const type = field(obj, 'type');
  const seat = field(obj, 'seat');
  if (!isSeat(seat)) return err('BAD_ACTION', 'seat must be one of N, E, S, W', 'seat');
  switch (type) {
    case 'shake':
      return parseShake(obj, seat);
    case 'bid': {
      const bid = parseBidField(obj);
      return bid.ok ? ok({ type, seat, bid: bid.value }) : bid;
    }
    case 'bidOutOfTurn':
      return parseBidOutOfTurn(obj, seat);
    case 'wrongShaker':
      return ok({ type, seat });
    case 'expose':
    case 'play': {
      const domino = parseDominoField(obj);
      return domino.ok ? ok({ type, seat, domino: domino.value }) : domino;
    }
    case 'declare':
      return parseDeclare(obj, seat, options);
    case 'claim':
      return parseClaim(obj, seat);
    case 'penalty':
      return parsePenalty(obj, seat);
    case 'time':
    case 'callTime':
      return ok({ type, seat });
    case 'callRenege':
      return parseCallRenege(obj, seat);
    default:
      return err('BAD_ACTION', `unknown action type ${JSON.stringify(type)}`, 'type');
  }
}

/** A shake deals at random, or the dealt hands given (a record's, a test's). */
function parseShake(obj: Record<string, unknown>, seat: Seat): Result<Action> {
  const rawHands = field(obj, 'hands');
  if (rawHands === undefined) return ok({ type: 'shake', seat });
  const hands = parseHands(rawHands, 'BAD_ACTION', 'hands');
  return hands.ok ? ok({ type: 'shake', seat, hands: hands.value }) : hands;
}

function parseBidOutOfTurn(obj: Record<string, unknown>, seat: Seat): Result<Action> {
  const bid = parseBidField(obj);
  if (!bid.ok) return bid;
  const choice = field(obj, 'choice');
  if (choice !== 'continue' && choice !== 'reshake')
    return err(
      'BAD_ACTION',
      'choice must be "continue" (the bid stands at the turn) or "reshake" (the same shaker shakes again)',
      'choice',
    );
  return ok({ type: 'bidOutOfTurn', seat, bid: bid.value, choice });
}

function parseDominoField(obj: Record<string, unknown>): Result<Domino> {
  const domino = parseDomino(field(obj, 'domino'));
  if (domino === undefined)
    return err(
      'BAD_ACTION',
      `${JSON.stringify(field(obj, 'domino'))} is not a double-six domino`,
      'domino',
    );
  return ok(domino);
}

function parseDeclare(
  obj: Record<string, unknown>,
  seat: Seat,
  options: RuleOptions,
): Result<Action> {
  const contract = parseContractName(field(obj, 'contract'), options);
  if (contract === undefined)
    return err(
      'BAD_ACTION',
      `${JSON.stringify(field(obj, 'contract'))} is not a contract`,
      'contract',
    );
  const stack = field(obj, 'stack');
  if (stack !== undefined && typeof stack !== 'boolean')
    return err('BAD_ACTION', 'stack must be true or false', 'stack');
  return ok(
    stack === true
      ? { type: 'declare', seat, contract, stack }
      : { type: 'declare', seat, contract },
  );
}

function parseClaim(obj: Record<string, unknown>, seat: Seat): Result<Action> {
  const claim = field(obj, 'claim');
  if (claim !== 'made' && claim !== 'set' && claim !== 'rest')
    return err('BAD_ACTION', 'claim must be "made", "set" or "rest"', 'claim');
  return ok({ type: 'claim', seat, claim });
}

function parsePenalty(obj: Record<string, unknown>, seat: Seat): Result<Action> {
  const kind = field(obj, 'kind');
  if (kind !== 'renege' && kind !== 'violation' && kind !== 'time' && kind !== 'outOfTurnBid')
    return err(
      'BAD_ACTION',
      'penalty kind must be "renege", "violation", "time" or "outOfTurnBid"',
      'kind',
    );
  return ok({ type: 'penalty', seat, kind });
}

function parseCallRenege(obj: Record<string, unknown>, seat: Seat): Result<Action> {
  const trick = field(obj, 'trick');
  if (typeof trick !== 'number' || !Number.isInteger(trick) || trick < 1 || trick > 7)
    return err('BAD_ACTION', 'trick must be the number of a trick, 1 to 7', 'trick');
  const offender = field(obj, 'offender');
  if (offender === undefined) return ok({ type: 'callRenege', seat, trick });
  if (!isSeat(offender))
    return err('BAD_ACTION', 'offender, if given, must be one of N, E, S, W', 'offender');
  return ok({ type: 'callRenege', seat, trick, offender });
}
