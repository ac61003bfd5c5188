import { SEATS } from '../seat.js';
import type { HandResult, Warning } from '../state.js';
import type { RulesRef } from '../rules/resolve.js';
import type { GameRecord, HandRecord } from './types.js';

/**
 * Writes records in canonical form, fields in a fixed order, so that
 * record → parse → write → parse is the identity.
 */
function handJson(record: HandRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (record.rules !== undefined) out['rules'] = record.rules;
  out['dealer'] = record.dealer;
  out['hands'] = Object.fromEntries(SEATS.map((s) => [s, [...record.hands[s]]]));
  out['bids'] = [...record.bids];
  if (record.contract !== undefined) out['contract'] = record.contract;
  if (record.stack === true) out['stack'] = true;
  out['plays'] = [...record.plays];
  if (record.claim !== undefined) out['claim'] = { ...record.claim };
  if (record.penalty !== undefined) out['penalty'] = { ...record.penalty };
  if (record.warnings !== undefined && record.warnings.length > 0)
    out['warnings'] = record.warnings.map((w) => ({ ...w }));
  if (record.outOfTurn !== undefined) out['outOfTurn'] = record.outOfTurn.map((o) => ({ ...o }));
  if (record.exposed !== undefined) out['exposed'] = record.exposed.map((e) => ({ ...e }));
  if (record.wrongShaker !== undefined) out['wrongShaker'] = { ...record.wrongShaker };
  return out;
}

export function writeHandRecord(record: HandRecord): string {
  return JSON.stringify(handJson(record), null, 2);
}

export function writeGameRecord(record: GameRecord): string {
  return JSON.stringify({ rules: record.rules, hands: record.hands.map(handJson) }, null, 2);
}

/**
 * The record of a finished hand, for history, download and analysis. `warnings` are the warnings
 * given in that hand (from its game's `warnings`, those of its index).
 */
export function handRecordOf(
  result: HandResult,
  rules?: RulesRef,
  warnings: readonly Warning[] = [],
): HandRecord {
  const plays = result.tricks
    .flatMap((t) => t.plays.map((p) => p.domino))
    .concat(result.trick.map((p) => p.domino));
  return {
    ...(rules === undefined ? {} : { rules }),
    dealer: result.shaker,
    hands: result.dealt,
    bids: result.bids,
    ...(result.contract !== null && !result.trumpByLead ? { contract: result.contract } : {}),
    ...(result.stackChosen ? { stack: true as const } : {}),
    plays,
    ...(result.claim !== null
      ? { claim: { after: result.claim.after, by: result.claim.by, claim: result.claim.claim } }
      : {}),
    // An exposed domino's renege follows from its `exposed` entry, not a penalty called.
    ...(result.penalty !== null && result.penalty.kind !== 'exposed'
      ? {
          penalty: {
            by: result.penalty.by,
            kind: result.penalty.kind,
            after: result.penalty.after,
            applied: result.penalty.applied,
            ...(result.penalty.trick === undefined ? {} : { trick: result.penalty.trick }),
          },
        }
      : {}),
    ...(warnings.length > 0
      ? { warnings: warnings.map((w) => ({ by: w.by, kind: w.kind, after: w.after })) }
      : {}),
    ...conductRecordOf(result),
  };
}

/** The record's fields for what the table's procedure noted in the hand (absent when nothing). */
export function conductRecordOf(
  result: HandResult,
): Pick<HandRecord, 'outOfTurn' | 'exposed' | 'wrongShaker'> {
  const c = result.conduct;
  return {
    ...(c.outOfTurnBids.length > 0 ? { outOfTurn: c.outOfTurnBids } : {}),
    ...(c.exposed.length > 0 ? { exposed: c.exposed } : {}),
    ...(c.wrongShaker !== null
      ? { wrongShaker: { after: c.wrongShaker.after, by: c.wrongShaker.by } }
      : {}),
  };
}
