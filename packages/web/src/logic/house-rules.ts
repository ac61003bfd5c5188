/**
 * A table's house rules as the lobby form holds them, turned into the rules reference the server
 * takes: a profile id alone, or {"base": id, ...overrides}. The server checks every override
 * against the named options and says which one is wrong.
 */
export interface HouseRules {
  /** Specials to allow beyond the profile: nello, plunge, splash, sevens. */
  readonly allow: readonly string[];
  /** "": as the profile says; "on" or "off": the forced bid. */
  readonly forcedBid: '' | 'on' | 'off';
  /** Further overrides as JSON text, e.g. {"clock": {"playSeconds": 30}}. */
  readonly json: string;
}

export const SPECIALS = ['nello', 'plunge', 'splash', 'sevens'] as const;

export type RulesChoice =
  | {
      readonly ok: true;
      /** A profile id, or a profile with house overrides (the createTable body's `rules`). */
      readonly rules: string | { readonly base: string; readonly [key: string]: unknown };
    }
  | { readonly ok: false; readonly error: string };

export function rulesChoice(base: string, house: HouseRules): RulesChoice {
  let extra: Record<string, unknown> = {};
  if (house.json.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(house.json);
    } catch {
      return { ok: false, error: 'House rules: the JSON is not valid' };
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      return {
        ok: false,
        error: 'House rules: write an object, such as {"clock": {"playSeconds": 30}}',
      };
    extra = parsed as Record<string, unknown>;
  }
  const overrides: Record<string, unknown> = {};
  for (const special of house.allow) overrides[special] = { allowed: true };
  if (house.forcedBid !== '') overrides.bidding = { forcedBid: house.forcedBid === 'on' };
  // Nested objects of the JSON merge over the checkboxes' ones.
  for (const [key, value] of Object.entries(extra)) {
    const mine = overrides[key];
    overrides[key] =
      mine !== undefined && typeof mine === 'object' && value !== null && typeof value === 'object'
        ? { ...(mine as object), ...value }
        : value;
  }
  if ('base' in overrides)
    return { ok: false, error: 'House rules: choose the base profile above, not in the JSON' };
  return Object.keys(overrides).length === 0
    ? { ok: true, rules: base }
    : { ok: true, rules: { base, ...overrides } };
}
