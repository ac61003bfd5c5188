import { parseBid } from '../bid.js';
import { parseDomino } from '../domino.js';
import { err, ok, type Result } from '../result.js';
import { isSeat } from '../seat.js';
import type { HandRecord, RecordedOutOfTurnBid } from './types.js';

/**
 * The record's fields for the table's procedure: `outOfTurn`, `exposed`, `wrongShaker`. Shapes
 * only; whether each was allowed when it happened is for replay to say.
 */
type ConductFields = Pick<HandRecord, 'outOfTurn' | 'exposed' | 'wrongShaker'>;

function bad<T>(message: string, at: string): Result<T> {
  return err('BAD_RECORD', message, at);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isStep(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 32;
}

function parseOutOfTurn(raw: unknown): Result<RecordedOutOfTurnBid[]> {
  if (!Array.isArray(raw)) return bad('outOfTurn must be a list', 'outOfTurn');
  const out: RecordedOutOfTurnBid[] = [];
  for (let i = 0; i < raw.length; i++) {
    const o: unknown = raw[i];
    const at = `outOfTurn[${i}]`;
    if (!isObject(o))
      return bad(
        'a bid out of turn is {"after": <bids before>, "by": <seat>, "bid": <bid>, "choice": "continue" | "reshake"}',
        at,
      );
    if (!isStep(o['after']) || o['after'] > 3)
      return bad('after must be the number of bids before it, 0 to 3', `${at}.after`);
    if (!isSeat(o['by'])) return bad('by must be one of N, E, S, W', `${at}.by`);
    const bid = parseBid(o['bid']);
    if (bid === undefined) return bad(`${JSON.stringify(o['bid'])} is not a bid`, `${at}.bid`);
    const choice = o['choice'];
    if (choice !== 'continue' && choice !== 'reshake')
      return bad('choice must be "continue" or "reshake"', `${at}.choice`);
    out.push({ after: o['after'], by: o['by'], bid, choice });
  }
  return ok(out);
}

function parseExposed(raw: unknown): Result<NonNullable<HandRecord['exposed']>> {
  if (!Array.isArray(raw)) return bad('exposed must be a list', 'exposed');
  const out: NonNullable<HandRecord['exposed']>[number][] = [];
  for (let i = 0; i < raw.length; i++) {
    const e: unknown = raw[i];
    const at = `exposed[${i}]`;
    if (!isObject(e))
      return bad(
        'an exposed domino is {"after": <bids and plays before>, "by": <seat>, "domino": "a-b"}',
        at,
      );
    if (!isStep(e['after']))
      return bad('after must be the number of bids and plays before it', `${at}.after`);
    if (!isSeat(e['by'])) return bad('by must be one of N, E, S, W', `${at}.by`);
    const domino = parseDomino(e['domino']);
    if (domino === undefined)
      return bad(`${JSON.stringify(e['domino'])} is not a double-six domino`, `${at}.domino`);
    out.push({ after: e['after'], by: e['by'], domino });
  }
  return ok(out);
}

/** Reads the procedure's fields of a hand record (each optional). */
export function parseConductFields(raw: Record<string, unknown>): Result<ConductFields> {
  const fields: { -readonly [K in keyof ConductFields]: ConductFields[K] } = {};
  if (raw['outOfTurn'] !== undefined) {
    const o = parseOutOfTurn(raw['outOfTurn']);
    if (!o.ok) return o;
    if (o.value.length > 0) fields.outOfTurn = o.value;
  }
  if (raw['exposed'] !== undefined) {
    const e = parseExposed(raw['exposed']);
    if (!e.ok) return e;
    if (e.value.length > 0) fields.exposed = e.value;
  }
  const w = raw['wrongShaker'];
  if (w !== undefined) {
    if (!isObject(w) || !isStep(w['after']) || !isSeat(w['by']))
      return bad(
        'wrongShaker must be {"after": <bids and plays before it was found>, "by": <the seat that shook>}',
        'wrongShaker',
      );
    fields.wrongShaker = { after: w['after'], by: w['by'] };
  }
  return ok(fields);
}
