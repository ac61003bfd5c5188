import { z } from 'zod';
import type { ServerErrorCode } from '../errors.js';
import { obj } from '../wire.js';

/* What the route table's files share (the package does not export it): error lists, groups. */
export const Ok = obj({ ok: z.literal(true) });

export const NOT_SIGNED_IN = 'NOT_SIGNED_IN' as const;
export const PRIVATE: readonly ServerErrorCode[] = ['NOT_FOUND', 'PRIVATE_TABLE'];
export const EVENT: readonly ServerErrorCode[] = [NOT_SIGNED_IN, 'NOT_FOUND', 'STALE_VERSION'];
export const ORGANIZER: readonly ServerErrorCode[] = [...EVENT, 'NOT_ORGANIZER'];
/** A result event's refusals: the server's, then the club's reducer's (results.ts). */
export const RESULT: readonly ServerErrorCode[] = [
  ...EVENT,
  'NOT_YOUR_MATCH',
  'NOT_ORGANIZER',
  'SEASON_CLOSED',
  'ALREADY_REPORTED',
  'NOT_REPORTED',
  'NOT_DISPUTED',
  'RESULT_FINAL',
  'REPORT_TOO_LATE',
  'CONFIRM_BY_OTHER_TEAM',
  'NOT_A_TEAM_IN_MATCH',
  'BAD_GAME_SCORE',
  'BAD_MATCH_SCORE',
  'BAD_INPUT',
];

/** The text of a file a download route answers (its `download` says which kind). */
export const FileText = z.string();

export const tables = 'Accounts and tables';
export const players = 'Players, ratings and the leaderboard';
export const events = 'Events: leagues and tournaments';
export const exportsGroup = 'Event exports: files';
export const season = 'League seasons: dues, rescheduling, late teams';
export const day = 'Running an event day to day';
export const formats = 'Pools, league playoffs and progressive tables';
