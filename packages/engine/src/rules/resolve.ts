import { err, ok, type Result } from '../result.js';
import { OPTION_SPECS, type OptionSpec, type RuleOptions } from './options.js';
import { PROFILES, profileById } from './profiles.js';

/** How a record or a table names its rules: a profile id, or a base profile with overrides. */
export type RulesRef = string | ({ readonly base: string } & Readonly<Record<string, unknown>>);

/** Rules ready for play: the reference as given, and every option resolved. */
export interface Rules {
  readonly ref: RulesRef;
  readonly options: RuleOptions;
}

const SPEC_BY_PATH: ReadonlyMap<string, OptionSpec> = new Map(OPTION_SPECS.map((s) => [s.path, s]));

/** Reads an option by its dotted path. */
export function optionValue(options: RuleOptions, path: string): unknown {
  let node: unknown = options;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node;
}

function withOption(options: RuleOptions, path: string, value: unknown): RuleOptions {
  const [group, key] = path.split('.') as [string, string];
  const groups = options as unknown as Record<string, Record<string, unknown>>;
  return { ...options, [group]: { ...groups[group], [key]: value } };
}

function checkValue(spec: OptionSpec, value: unknown): string | null {
  const kind = spec.kind;
  switch (kind.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'integer':
      if (value === null && kind.nullable === true) return null;
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < kind.min ||
        value > kind.max
      )
        return `must be a whole number from ${kind.min} to ${kind.max}${kind.nullable === true ? ', or null' : ''}`;
      return null;
    case 'enum':
      return typeof value === 'string' && kind.values.includes(value)
        ? null
        : `must be one of ${kind.values.map((v) => `"${v}"`).join(', ')}`;
    case 'enum-list':
      return Array.isArray(value) &&
        value.length > 0 &&
        new Set(value).size === value.length &&
        value.every((v) => typeof v === 'string' && kind.values.includes(v))
        ? null
        : `must be a non-empty list of distinct values from ${kind.values.map((v) => `"${v}"`).join(', ')}`;
  }
}

/** Flattens `{nello: {allowed: true}, "game.winBy": 2}` into dotted paths. */
function flattenOverrides(overrides: Readonly<Record<string, unknown>>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(overrides)) {
    if (key === 'base') continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value)) out.push([`${key}.${inner}`, v]);
    } else {
      out.push([key, value]);
    }
  }
  return out;
}

function checkConsistency(o: RuleOptions): string | null {
  if (o.bidding.forcedBidMinimum < o.bidding.minimumBid)
    return 'bidding.forcedBidMinimum must not be below bidding.minimumBid';
  if (o.match.bestOf % 2 === 0) return 'match.bestOf must be odd';
  if (o.bidding.maxBidMarks !== null && o.bidding.openingMarksMax > o.bidding.maxBidMarks)
    return 'bidding.openingMarksMax must not exceed bidding.maxBidMarks';
  if (o.nello.maximumMarks !== null && o.nello.maximumMarks < Math.max(1, o.nello.minimumMarks))
    return 'nello.maximumMarks must not be below nello.minimumMarks';
  return null;
}

/** Resolves a profile id or `{base, ...overrides}` into rules, or explains what is wrong. */
export function resolveRules(ref: unknown): Result<Rules> {
  if (typeof ref === 'string') {
    const profile = profileById(ref);
    if (profile === undefined)
      return err(
        'UNKNOWN_RULES',
        `unknown rule profile "${ref}"; known: ${PROFILES.map((p) => p.id).join(', ')}`,
      );
    return ok({ ref, options: profile.options });
  }
  if (ref === null || typeof ref !== 'object' || Array.isArray(ref))
    return err('BAD_RULES', 'rules must be a profile id or an object {"base": "<id>", ...options}');
  const overrides = ref as Record<string, unknown>;
  const base = overrides['base'];
  if (typeof base !== 'string')
    return err('BAD_RULES', 'rules object needs "base": a profile id', 'base');
  const profile = profileById(base);
  if (profile === undefined)
    return err(
      'UNKNOWN_RULES',
      `unknown base profile "${base}"; known: ${PROFILES.map((p) => p.id).join(', ')}`,
      'base',
    );
  let options = profile.options;
  for (const [path, value] of flattenOverrides(overrides)) {
    const spec = SPEC_BY_PATH.get(path);
    if (spec === undefined) return err('BAD_RULES', `unknown rule option "${path}"`, path);
    const problem = checkValue(spec, value);
    if (problem !== null) return err('BAD_RULES', `rule option "${path}" ${problem}`, path);
    options = withOption(options, path, value);
  }
  const inconsistency = checkConsistency(options);
  if (inconsistency !== null) return err('BAD_RULES', inconsistency);
  return ok({ ref: ref as RulesRef, options });
}
