import { parseHands } from '../action-parse.js';
import { parseBid, type Bid } from '../bid.js';
import { parseContractName } from '../contract.js';
import { parseDomino, type Domino } from '../domino.js';
import { err, locate, ok, type Result } from '../result.js';
import { resolveRules, type Rules, type RulesRef } from '../rules/resolve.js';
import { isSeat } from '../seat.js';
import { parsePenalty, parseWarnings } from './penalties.js';
import { parseConductFields } from './parse-conduct.js';
import type { AnyRecord, GameRecord, HandRecord } from './types.js';

/**
 * Reads a hand or game record from JSON text or parsed JSON. Anything malformed (bad JSON, an
 * unknown domino, a domino dealt twice, a hand of six, an unknown field) is BAD_RECORD naming the
 * field. Whether the bids and plays are legal is for replay to say.
 */
const HAND_FIELDS = new Set([
  'rules',
  'dealer',
  'hands',
  'bids',
  'contract',
  'stack',
  'plays',
  'claim',
  'penalty',
  'warnings',
  'outOfTurn',
  'exposed',
  'wrongShaker',
]);

function bad<T>(message: string, at: string): Result<T> {
  return err('BAD_RECORD', message, at);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function nonNegativeInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function parseHandRecord(raw: unknown, rules: Rules, withRules: boolean): Result<HandRecord> {
  if (!isObject(raw)) return bad('a hand record must be a JSON object', '');
  for (const key of Object.keys(raw)) {
    if (!HAND_FIELDS.has(key) || (key === 'rules' && !withRules))
      return bad(
        `unknown field "${key}"${key === 'rules' ? ' (a game record names its rules once, at the top)' : ''}`,
        key,
      );
  }
  if (!isSeat(raw['dealer'])) return bad('dealer must be one of N, E, S, W', 'dealer');
  const hands = parseHands(raw['hands'], 'BAD_RECORD', 'hands');
  if (!hands.ok) return hands;
  const bids = parseBids(raw['bids'] ?? []);
  if (!bids.ok) return bids;
  const record: Writable<HandRecord> = {
    dealer: raw['dealer'],
    hands: hands.value,
    bids: bids.value,
    plays: [],
  };
  if (withRules) record.rules = raw['rules'] as RulesRef;
  const contract = parseContractFields(raw, rules);
  if (!contract.ok) return contract;
  Object.assign(record, contract.value);
  const plays = parsePlays(raw['plays'] ?? []);
  if (!plays.ok) return plays;
  record.plays = plays.value;
  const ending = parseEnding(raw, plays.value.length);
  if (!ending.ok) return ending;
  const conduct = parseConductFields(raw);
  if (!conduct.ok) return conduct;
  return ok({ ...record, ...ending.value, ...conduct.value });
}

function parseBids(rawBids: unknown): Result<Bid[]> {
  if (!Array.isArray(rawBids)) return bad('bids must be a list', 'bids');
  if (rawBids.length > 4)
    return bad(`there are ${rawBids.length} bids; each player bids once, four in all`, 'bids');
  const bids: Bid[] = [];
  for (let i = 0; i < rawBids.length; i++) {
    const b = parseBid(rawBids[i]);
    if (b === undefined)
      return bad(
        `${JSON.stringify(rawBids[i])} is not a bid: "pass", 30-41, "1m", "2m", ..., "plunge", "splash"`,
        `bids[${i}]`,
      );
    bids.push(b);
  }
  return ok(bids);
}

/** The contract named, and whether the bidder stacked the tricks with it. */
function parseContractFields(
  raw: Record<string, unknown>,
  rules: Rules,
): Result<Writable<Pick<HandRecord, 'contract' | 'stack'>>> {
  const fields: Writable<Pick<HandRecord, 'contract' | 'stack'>> = {};
  if (raw['contract'] !== undefined) {
    const c = parseContractName(raw['contract'], rules.options);
    if (c === undefined)
      return bad(
        `${JSON.stringify(raw['contract'])} is not a contract: blanks..sixes (or 0..6), doubles, follow-me, nello[:doubles-own-suit|high|low], sevens`,
        'contract',
      );
    fields.contract = c;
  }
  if (raw['stack'] !== undefined) {
    if (raw['stack'] !== true && raw['stack'] !== false)
      return bad('stack, if given, must be true or false', 'stack');
    if (raw['contract'] === undefined)
      return bad('stack is chosen with the contract: name the contract too', 'stack');
    if (raw['stack']) fields.stack = true;
  }
  return ok(fields);
}

function parsePlays(rawPlays: unknown): Result<Domino[]> {
  if (!Array.isArray(rawPlays)) return bad('plays must be a list', 'plays');
  const plays: Domino[] = [];
  const seen = new Set<Domino>();
  for (let i = 0; i < rawPlays.length; i++) {
    const d = parseDomino(rawPlays[i]);
    if (d === undefined)
      return bad(`${JSON.stringify(rawPlays[i])} is not a double-six domino`, `plays[${i}]`);
    if (seen.has(d)) return bad(`${d} is played twice`, `plays[${i}]`);
    seen.add(d);
    plays.push(d);
  }
  return ok(plays);
}

/** How the hand ended early, if it did (a claim or a penalty), and the warnings given in it. */
function parseEnding(
  raw: Record<string, unknown>,
  plays: number,
): Result<Writable<Pick<HandRecord, 'claim' | 'penalty' | 'warnings'>>> {
  const fields: Writable<Pick<HandRecord, 'claim' | 'penalty' | 'warnings'>> = {};
  if (raw['claim'] !== undefined) {
    const claim = parseClaim(raw['claim'], plays);
    if (!claim.ok) return claim;
    fields.claim = claim.value;
  }
  if (raw['penalty'] !== undefined) {
    if (fields.claim !== undefined)
      return bad('a hand ends with a claim or a penalty, not both', 'penalty');
    const penalty = parsePenalty(raw['penalty'], plays);
    if (!penalty.ok) return penalty;
    fields.penalty = penalty.value;
  }
  if (raw['warnings'] !== undefined) {
    const warnings = parseWarnings(raw['warnings'], plays);
    if (!warnings.ok) return warnings;
    if (warnings.value.length > 0) fields.warnings = warnings.value;
  }
  return ok(fields);
}

function parseClaim(c: unknown, plays: number): Result<NonNullable<HandRecord['claim']>> {
  if (!isObject(c))
    return bad(
      'claim must be {"after": <plays before it>, "by": <seat>, "claim": "made" | "set" | "rest"}',
      'claim',
    );
  if (!nonNegativeInt(c['after']) || c['after'] > plays)
    return bad(`claim.after must be a number of plays from 0 to ${plays}`, 'claim.after');
  if (c['after'] !== plays)
    return bad('no plays may follow a claim: the hand ends with it', 'claim.after');
  if (!isSeat(c['by'])) return bad('claim.by must be one of N, E, S, W', 'claim.by');
  if (c['claim'] !== 'made' && c['claim'] !== 'set' && c['claim'] !== 'rest')
    return bad('claim.claim must be "made", "set" or "rest"', 'claim.claim');
  return ok({ after: c['after'], by: c['by'], claim: c['claim'] });
}

function parseRulesField(raw: Record<string, unknown>): Result<Rules> {
  if (raw['rules'] === undefined)
    return bad('rules is missing: a profile id or {"base": "<id>", ...options}', 'rules');
  const rules = resolveRules(raw['rules']);
  if (rules.ok) return rules;
  return locate(err('BAD_RECORD', rules.error.message, rules.error.at), 'rules');
}

/** Parses a hand record or a game record, with its rules resolved. */
export function parseRecord(input: unknown): Result<AnyRecord & { readonly rules: Rules }> {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input) as unknown;
    } catch (e) {
      return bad(`not JSON: ${(e as Error).message}`, '');
    }
  }
  if (!isObject(raw)) return bad('a record must be a JSON object', '');
  const rules = parseRulesField(raw);
  if (!rules.ok) return rules;
  if (Array.isArray(raw['hands'])) {
    for (const key of Object.keys(raw))
      if (key !== 'rules' && key !== 'hands')
        return bad(`unknown field "${key}" in a game record`, key);
    const list = raw['hands'] as unknown[];
    if (list.length === 0) return bad('a game record needs at least one hand', 'hands');
    const hands: HandRecord[] = [];
    for (let i = 0; i < list.length; i++) {
      const hand = parseHandRecord(list[i], rules.value, false);
      if (!hand.ok) return locate(hand, `hands[${i}]`);
      hands.push(hand.value);
    }
    const record: GameRecord = { rules: raw['rules'] as RulesRef, hands };
    return ok({ kind: 'game', record, rules: rules.value });
  }
  const hand = parseHandRecord(raw, rules.value, true);
  if (!hand.ok) return hand;
  return ok({ kind: 'hand', record: hand.value, rules: rules.value });
}
