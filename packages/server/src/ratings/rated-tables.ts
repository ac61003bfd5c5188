import type { RulesRef } from '@texas42/engine';
import { ServerError } from '../errors.js';

/**
 * What a rated table must be, so a rating says how a person plays 42 against people:
 * - the rules are a profile as published, named by its id: house overrides (a game to one mark,
 *   a soft contract) would let a rating be farmed (RATED_HOUSE_RULES);
 * - every seat is a person's: a rating won against easy bots says nothing (RATED_NO_BOTS).
 * An event's table is the exception to the first: it plays the event's own published profile
 * with the match length the organizer set, which the event made, not the players.
 */
export function checkRatedTable(
  rules: RulesRef,
  bots: string | undefined,
  eventTable: boolean,
): void {
  if (typeof rules !== 'string' && !eventTable && Object.keys(rules).some((k) => k !== 'base'))
    throw new ServerError(
      400,
      'RATED_HOUSE_RULES',
      'a rated table plays a rule profile as published: name the profile without house overrides, or make the table unrated',
      'rules',
    );
  if (bots !== undefined) refuseRatedBot('bots');
}

/** RATED_NO_BOTS: bots play only at unrated tables. */
export function refuseRatedBot(at: string): never {
  throw new ServerError(
    at === 'bots' ? 400 : 409,
    'RATED_NO_BOTS',
    'a rated table is played by people only: bots may sit at unrated tables',
    at,
  );
}

/**
 * RATED_ACCOUNTS_ONLY: as on lichess, rated play is for accounts. A guest is made with one
 * request, so guests at rated tables could feed a rating with throwaway partners and opponents.
 * (An event's table seats the event's registered players, guests or not, under its organizer.)
 */
export function refuseRatedGuest(me: { readonly guest: boolean }, at: string): void {
  if (me.guest)
    throw new ServerError(
      403,
      'RATED_ACCOUNTS_ONLY',
      'rated tables are for players with an account: sign up (it keeps your rating), or play unrated',
      at,
    );
}
