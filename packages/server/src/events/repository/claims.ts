import type { PlaceClaimsTable } from '../../db/schema.js';
import type { Db } from '../core.js';

/** The claim links of named players' places (place_claims): kept as their tokens' hashes. */

/** The place's claim link, if one was made. */
export function claimOfPlace(
  db: Db,
  eventId: string,
  teamId: string,
  place: number,
): Promise<PlaceClaimsTable | undefined> {
  return db
    .selectFrom('place_claims')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('team_id', '=', teamId)
    .where('place', '=', place)
    .executeTakeFirst();
}

/** The claim link whose token hashes to `tokenHash`, if any. */
export function claimByTokenHash(
  db: Db,
  eventId: string,
  tokenHash: string,
): Promise<PlaceClaimsTable | undefined> {
  return db
    .selectFrom('place_claims')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A new claim link for the place: the last one for it stops working. */
export async function replaceClaim(
  db: Db,
  eventId: string,
  teamId: string,
  place: number,
  tokenHash: string,
  at: string,
): Promise<void> {
  await db
    .deleteFrom('place_claims')
    .where('event_id', '=', eventId)
    .where('team_id', '=', teamId)
    .where('place', '=', place)
    .execute();
  await db
    .insertInto('place_claims')
    .values({
      event_id: eventId,
      team_id: teamId,
      place,
      token_hash: tokenHash,
      created_at: at,
      claimed_by: null,
      claimed_at: null,
    })
    .execute();
}

/** The place was claimed by `person` at `at`. */
export async function markClaimed(
  db: Db,
  eventId: string,
  teamId: string,
  place: number,
  person: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('place_claims')
    .set({ claimed_by: person, claimed_at: at })
    .where('event_id', '=', eventId)
    .where('team_id', '=', teamId)
    .where('place', '=', place)
    .execute();
}
