import {
  SEATS,
  dominoOfId,
  isSeat,
  parseRecord,
  type Domino,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import { LETTERS, VERSION, type BoardLink } from './board-pack.js';

/**
 * Reading a board's share link back (the packing is board-pack.ts, kept apart so a page that
 * only makes links does not carry the record reader).
 */

export { packBoard, type BoardLink } from './board-pack.js';

function fromBase64url(text: string): string {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
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
