import {
  SEATS,
  info,
  type Bid,
  type Domino,
  type HandRecord,
  type RulesRef,
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

export const LETTERS = 'abcdefghijklmnopqrstuvwxyzAB';
export const VERSION = '1';

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
