import {
  SEATS,
  dominoOfId,
  info,
  isSeat,
  parseRecord,
  type Bid,
  type Domino,
  type HandRecord,
  type RulesRef,
  type Seat,
} from '@texas42/engine';

/**
 * The analysis board's share link: a hand record (with the rules it is played under) and the
 * play the board stands at, packed into one short URL-safe text. Each domino is one letter (its
 * id, 0..27), so a whole hand with its plays fits in about seventy characters where the JSON
 * takes six hundred:
 *
 *   1.<rules>.<dealer>.<hands: 28 letters, N E S W>.<bids, comma-separated>.<contract>.<plays>.<at>
 *
 * `rules` is a profile id, or `~` and the rules' JSON in base64url for a profile with overrides.
 * What the link holds is read back by the engine's own record reader, so a tampered link is a
 * clear error and never a board the rules could not reach.
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyzAB';
const VERSION = '1';

export interface BoardLink {
  readonly rules: RulesRef;
  readonly record: HandRecord;
  /** How many of the record's plays the board stands after. */
  readonly at: number;
}

function letterOf(d: Domino): string {
  return LETTERS[info(d).id] as string;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function bidToken(bid: Bid): string {
  return bid === 'pass' ? 'p' : String(bid);
}

/** The packed text of a board (for `?h=` of /analysis). */
export function packBoard(link: BoardLink): string {
  const r = link.record;
  const rules =
    typeof link.rules === 'string' ? link.rules : `~${base64url(JSON.stringify(link.rules))}`;
  return [
    VERSION,
    rules,
    r.dealer,
    SEATS.map((s) => r.hands[s].map(letterOf).join('')).join(''),
    r.bids.map(bidToken).join(','),
    r.contract ?? '',
    r.plays.map(letterOf).join(''),
    String(link.at),
  ].join('.');
}

export type Unpacked = { ok: true; value: BoardLink } | { ok: false; message: string };

function fail(message: string): Unpacked {
  return { ok: false, message: `This board link is damaged: ${message}.` };
}

function dominoesOf(letters: string): Domino[] | null {
  const out: Domino[] = [];
  for (const ch of letters) {
    const id = LETTERS.indexOf(ch);
    if (id < 0) return null;
    out.push(dominoOfId(id));
  }
  return out;
}

/** A packed board read back, every part checked by the engine's record reader. */
export function unpackBoard(text: string): Unpacked {
  const parts = text.split('.');
  if (parts[0] !== VERSION || parts.length !== 8) return fail('it is not a board of this app');
  const [, rulesText, dealer, handLetters, bidText, contract, playLetters, atText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  let rules: RulesRef;
  try {
    rules = rulesText.startsWith('~')
      ? (JSON.parse(fromBase64url(rulesText.slice(1))) as RulesRef)
      : rulesText;
  } catch {
    return fail('its rules cannot be read');
  }
  if (!isSeat(dealer)) return fail('the dealer is not a seat');
  const dealt = dominoesOf(handLetters);
  if (dealt === null || dealt.length !== 28) return fail('the hands are not 28 dominoes');
  const plays = dominoesOf(playLetters);
  if (plays === null) return fail('a play is not a domino');
  const hands = Object.fromEntries(
    SEATS.map((s, i) => [s, dealt.slice(i * 7, i * 7 + 7)]),
  ) as Record<Seat, Domino[]>;
  const raw = {
    rules,
    dealer,
    hands,
    bids:
      bidText === ''
        ? []
        : bidText.split(',').map((b) => (b === 'p' ? 'pass' : /^\d+$/.test(b) ? Number(b) : b)),
    ...(contract === '' ? {} : { contract }),
    plays,
  };
  const parsed = parseRecord(raw);
  if (!parsed.ok) return fail(parsed.error.message);
  if (parsed.value.kind !== 'hand') return fail('it holds a game, not a hand');
  const at = Number(atText);
  if (!Number.isInteger(at) || at < 0 || at > plays.length)
    return fail('the play it stands at is not one of its plays');
  return { ok: true, value: { rules, record: parsed.value.record, at } };
}
