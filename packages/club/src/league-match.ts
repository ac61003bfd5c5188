import { isRecord, isWhole } from './check.js';
import { addDays, dayNumber, type IsoDate } from './dates.js';
import { err, ok, type Result } from './result.js';
import type { SeasonSettings } from './season.js';

/**
 * A league match on its night (000 Section 2): rescheduling, and forfeits for lateness.
 */

/** The last day a match of that league night may be decided (played or rescheduled to). */
export function decideBy(season: SeasonSettings, leagueNight: IsoDate): IsoDate {
  return addDays(leagueNight, season.decideWithinDays);
}

export interface RescheduleRequest {
  /** When the players involved were notified (e-mail, the forum, the match page). */
  readonly noticeOn: IsoDate;
  readonly newDate: IsoDate;
}

/**
 * Checks a request to move a match off league night: notice must come before the night, and
 * the new date must be within six days of it.
 */
export function checkReschedule(
  season: SeasonSettings,
  leagueNight: IsoDate,
  request: unknown,
): Result<RescheduleRequest> {
  if (!isRecord(request)) return err('BAD_INPUT', 'a request must be {"noticeOn", "newDate"}');
  const night = dayNumber(leagueNight);
  const notice = dayNumber(request['noticeOn']);
  const moved = dayNumber(request['newDate']);
  if (night === undefined) return err('BAD_INPUT', 'must be a date "YYYY-MM-DD"', 'leagueNight');
  if (notice === undefined) return err('BAD_INPUT', 'must be a date "YYYY-MM-DD"', 'noticeOn');
  if (moved === undefined) return err('BAD_INPUT', 'must be a date "YYYY-MM-DD"', 'newDate');
  if (notice >= night)
    return err(
      'NO_RESCHEDULE_NOTICE',
      `no contact was made before the night of the match (${leagueNight}): it is played at the league location on league night`,
    );
  const last = decideBy(season, leagueNight);
  if (moved > (dayNumber(last) ?? night))
    return err(
      'RESCHEDULE_TOO_LATE',
      `a match must be decided within ${season.decideWithinDays} days of league night: by ${last}, not ${String(request['newDate'])}`,
      'newDate',
    );
  return ok({ noticeOn: request['noticeOn'] as IsoDate, newDate: request['newDate'] as IsoDate });
}

export interface Arrival {
  /** Minutes late, or null for a team that never came. */
  readonly minutesLate: number | null;
  /** The team notified the other before the match. */
  readonly notified: boolean;
}

export type ArrivalRuling =
  | { readonly kind: 'play' }
  /** The punctual team may take the forfeit, at its discretion. */
  | { readonly kind: 'forfeit-available'; readonly forfeiting: 0 | 1; readonly claimant: 0 | 1 }
  | { readonly kind: 'may-reschedule' };

/**
 * "If one team is absent or delinquent by more than thirty minutes for a scheduled match (without
 * prior notification), they shall forfeit the match at the discretion of the punctual team. If
 * both teams are absent, the match may be rescheduled."
 */
export function arrivalRuling(
  season: SeasonSettings,
  arrivals: readonly [Arrival, Arrival],
): Result<ArrivalRuling> {
  for (const [i, a] of arrivals.entries())
    if (a.minutesLate !== null && !isWhole(a.minutesLate))
      return err(
        'BAD_INPUT',
        'must be whole minutes or null (absent)',
        `arrivals[${i}].minutesLate`,
      );
  const delinquent = arrivals.map(
    (a) => !a.notified && (a.minutesLate === null || a.minutesLate > season.forfeitAfterMinutes),
  );
  if (delinquent[0] === true && delinquent[1] === true) return ok({ kind: 'may-reschedule' });
  if (delinquent[0] === true) return ok({ kind: 'forfeit-available', forfeiting: 0, claimant: 1 });
  if (delinquent[1] === true) return ok({ kind: 'forfeit-available', forfeiting: 1, claimant: 0 });
  return ok({ kind: 'play' });
}
