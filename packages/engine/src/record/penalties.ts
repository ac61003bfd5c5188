import { err, ok, type Result } from '../result.js';
import { isSeat } from '../seat.js';
import type { PenaltyKind } from '../state.js';
import type { HandRecord } from './types.js';

/** The penalty and warnings of a hand record: their JSON, checked field by field. */

type RecordPenalty = NonNullable<HandRecord['penalty']>;
type RecordWarning = NonNullable<HandRecord['warnings']>[number];

function bad<T>(message: string, at: string): Result<T> {
  return err('BAD_RECORD', message, at);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isKind(v: unknown): v is PenaltyKind {
  return v === 'renege' || v === 'violation' || v === 'time' || v === 'outOfTurnBid';
}

const KINDS = '"renege" | "violation" | "time" | "outOfTurnBid"';

/** `penalty`: who, what kind, and optionally after how many plays, what it cost, which trick. */
export function parsePenalty(p: unknown, plays: number): Result<RecordPenalty> {
  if (!isObject(p))
    return bad(
      `penalty must be {"by": <seat>, "kind": ${KINDS}, "after"?, "applied"?, "trick"?}`,
      'penalty',
    );
  for (const key of Object.keys(p))
    if (!['by', 'kind', 'after', 'applied', 'trick'].includes(key))
      return bad(`unknown field "${key}" in the penalty`, `penalty.${key}`);
  if (!isSeat(p['by'])) return bad('penalty.by must be one of N, E, S, W', 'penalty.by');
  if (!isKind(p['kind'])) return bad(`penalty.kind must be ${KINDS}`, 'penalty.kind');
  if (p['after'] !== undefined && p['after'] !== plays)
    return bad(
      'penalty.after, if given, must equal the number of plays: the hand ends with it',
      'penalty.after',
    );
  const applied = p['applied'];
  if (applied !== undefined && applied !== 'bid' && applied !== 'mark')
    return bad(
      'penalty.applied, if given, must be "bid" (the hand\'s stake) or "mark" (one mark)',
      'penalty.applied',
    );
  const trick = p['trick'];
  if (trick !== undefined) {
    if (p['kind'] !== 'renege')
      return bad(
        'penalty.trick names the trick of a renege: only with kind "renege"',
        'penalty.trick',
      );
    if (typeof trick !== 'number' || !Number.isInteger(trick) || trick < 1 || trick > 7)
      return bad('penalty.trick must be the number of a trick, 1 to 7', 'penalty.trick');
  }
  return ok({
    by: p['by'],
    kind: p['kind'],
    ...(p['after'] === undefined ? {} : { after: plays }),
    ...(applied === undefined ? {} : { applied }),
    ...(trick === undefined ? {} : { trick }),
  });
}

/** `warnings`: penalties that cost a warning in this hand, in order, each after some plays. */
export function parseWarnings(raw: unknown, plays: number): Result<RecordWarning[]> {
  if (!Array.isArray(raw)) return bad('warnings must be a list', 'warnings');
  const out: RecordWarning[] = [];
  let last = 0;
  for (let i = 0; i < raw.length; i++) {
    const w: unknown = raw[i];
    const at = `warnings[${i}]`;
    if (!isObject(w)) return bad(`a warning must be {"by": <seat>, "kind": ${KINDS}, "after"}`, at);
    for (const key of Object.keys(w))
      if (!['by', 'kind', 'after'].includes(key))
        return bad(`unknown field "${key}" in a warning`, `${at}.${key}`);
    if (!isSeat(w['by'])) return bad('by must be one of N, E, S, W', `${at}.by`);
    if (!isKind(w['kind'])) return bad(`kind must be ${KINDS}`, `${at}.kind`);
    const after = w['after'];
    if (typeof after !== 'number' || !Number.isInteger(after) || after < last || after > plays)
      return bad(
        `after must be a number of plays from ${last} to ${plays} (warnings in order)`,
        `${at}.after`,
      );
    last = after;
    out.push({ by: w['by'], kind: w['kind'], after });
  }
  return ok(out);
}
