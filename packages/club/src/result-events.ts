import { isName, isRecord, isWhole } from './check.js';
import { timeOf, type IsoTime } from './dates.js';
import type { GameScore } from './match-rules.js';
import { err, ok, type Result } from './result.js';

/**
 * What happens to a league match's result (000 Section 3), as typed data: a team's report,
 * correction, confirmation or dispute, the coordinator's ruling or forfeit. parseResultEvent is
 * the one check of untrusted input; the reducer (results.ts) takes only these.
 */
export type ResultEvent =
  /** Game scores in the match's team order (the first-named team's marks first). */
  | {
      readonly type: 'report';
      readonly by: string;
      readonly at: IsoTime;
      readonly games: readonly GameScore[];
      /** Time was called (001 I): the actual marks of an unfinished game stand. */
      readonly timed?: boolean;
      readonly comment?: string;
    }
  /** The reporting team corrects its own report before the other team answers. */
  | {
      readonly type: 'correct';
      readonly by: string;
      readonly at: IsoTime;
      readonly games: readonly GameScore[];
      readonly timed?: boolean;
      readonly comment?: string;
    }
  | { readonly type: 'confirm'; readonly by: string; readonly at: IsoTime }
  /**
   * A match played at an online table: the table kept the score with both teams seated, so its
   * games are the result, final as played (no report to confirm). `by` names the table.
   */
  | {
      readonly type: 'played';
      readonly by: string;
      readonly at: IsoTime;
      readonly games: readonly GameScore[];
      readonly comment?: string;
    }
  | {
      readonly type: 'dispute';
      readonly by: string;
      readonly at: IsoTime;
      /** Never empty: "a dispute notes the discrepancy". */
      readonly comment: string;
      /** The disputing team's own account, if it gives one. */
      readonly games?: readonly GameScore[];
      readonly timed?: boolean;
    }
  /** The coordinator's ruling: the games as they stand, or a forfeit. */
  | ({
      readonly type: 'rule';
      readonly by: string;
      readonly at: IsoTime;
      readonly comment?: string;
      readonly timed?: boolean;
    } & (
      | { readonly games: readonly GameScore[]; readonly forfeit?: undefined }
      | { readonly forfeit: string; readonly games?: undefined }
    ))
  /**
   * The coordinator's correction of any result, at any time, with its reason: a mis-keyed paper
   * sheet, a ruling given wrong. Final like a ruling; the log keeps what stood before.
   */
  | ({
      readonly type: 'amend';
      readonly by: string;
      readonly at: IsoTime;
      /** Never empty: the reason the result is corrected. */
      readonly comment: string;
      readonly timed?: boolean;
    } & (
      | { readonly games: readonly GameScore[]; readonly forfeit?: undefined }
      | { readonly forfeit: string; readonly games?: undefined }
    ))
  /**
   * A forfeit before any report (000 Section 2): "If one team is absent or delinquent by more
   * than thirty minutes for a scheduled match (without prior notification), they shall forfeit
   * the match at the discretion of the punctual team." The coordinator records it (see
   * arrivalRuling); it is final like a ruling.
   */
  | {
      readonly type: 'forfeit';
      readonly by: string;
      readonly at: IsoTime;
      readonly comment?: string;
      readonly forfeit: string;
    };

export type ResultEventType = ResultEvent['type'];

/** Game scores as reported: a list of pairs of whole numbers (the rules are the reducer's). */
function parseGames(input: unknown, at: string): Result<readonly GameScore[]> {
  if (!Array.isArray(input) || input.length === 0)
    return err('BAD_MATCH_SCORE', 'must be a list of game scores', at);
  const out: GameScore[] = [];
  for (const [i, score] of input.entries()) {
    if (!Array.isArray(score) || score.length !== 2 || !isWhole(score[0]) || !isWhole(score[1]))
      return err('BAD_GAME_SCORE', 'must be two whole numbers', `${at}[${i}]`);
    out.push([score[0], score[1]]);
  }
  return ok(out);
}

/**
 * Checks a result event from outside (a request, a stored log): its type, who acts and when, and
 * the shape of its scores, comment and forfeit. Codes and messages name the field.
 */
export function parseResultEvent(input: unknown): Result<ResultEvent> {
  if (!isRecord(input)) return err('BAD_INPUT', 'an event must be an object with "type"');
  const by = input['by'];
  const at = input['at'];
  if (!isName(by)) return err('BAD_INPUT', 'must name who acts: a team or "coordinator"', 'by');
  if (typeof at !== 'string' || timeOf(at) === undefined)
    return err('BAD_INPUT', 'must be a date and time (ISO 8601)', 'at');
  const comment = typeof input['comment'] === 'string' ? input['comment'] : undefined;
  const timed = input['timed'] === true ? { timed: true } : {};
  const noted = comment === undefined ? {} : { comment };
  const base = { by, at };
  const type = input['type'];
  switch (type) {
    case 'report':
    case 'correct': {
      const games = parseGames(input['games'], 'games');
      if (!games.ok) return games;
      return ok({ type, ...base, games: games.value, ...timed, ...noted });
    }
    case 'confirm':
      return ok({ type, ...base });
    case 'played': {
      const games = parseGames(input['games'], 'games');
      if (!games.ok) return games;
      return ok({ type, ...base, games: games.value, ...noted });
    }
    case 'dispute': {
      if (comment === undefined || comment.trim() === '')
        return err('BAD_INPUT', 'a dispute notes the discrepancy', 'comment');
      if (input['games'] === undefined) return ok({ type, ...base, comment, ...timed });
      const games = parseGames(input['games'], 'games');
      if (!games.ok) return games;
      return ok({ type, ...base, comment, games: games.value, ...timed });
    }
    case 'rule': {
      const forfeit = input['forfeit'];
      if (forfeit !== undefined) {
        if (typeof forfeit !== 'string')
          return err('BAD_INPUT', 'must name the team that forfeits', 'forfeit');
        return ok({ type, ...base, ...noted, ...timed, forfeit });
      }
      const games = parseGames(input['games'], 'games');
      if (!games.ok) return games;
      return ok({ type, ...base, ...noted, ...timed, games: games.value });
    }
    case 'amend': {
      if (comment === undefined || comment.trim() === '')
        return err('BAD_INPUT', 'a correction gives its reason', 'comment');
      const forfeit = input['forfeit'];
      if (forfeit !== undefined) {
        if (typeof forfeit !== 'string')
          return err('BAD_INPUT', 'must name the team that forfeits', 'forfeit');
        return ok({ type, ...base, comment, ...timed, forfeit });
      }
      const games = parseGames(input['games'], 'games');
      if (!games.ok) return games;
      return ok({ type, ...base, comment, ...timed, games: games.value });
    }
    case 'forfeit': {
      const forfeit = input['forfeit'];
      if (typeof forfeit !== 'string')
        return err('BAD_INPUT', 'must name the team that forfeits', 'forfeit');
      return ok({ type, ...base, ...noted, forfeit });
    }
    default:
      return err(
        'BAD_INPUT',
        'must be one of "report", "correct", "confirm", "dispute", "rule", "amend", "forfeit", "played"',
        'type',
      );
  }
}
