import type { RuleOptions } from './rules/options.js';
import {
  addToTeam,
  otherTeam,
  teamOf,
  ZERO_SCORE,
  type Seat,
  type Team,
  type TeamScore,
} from './seat.js';
import type { GameProgress, MatchState, PenaltyKind, Warning } from './state.js';

/**
 * What a called penalty costs, by its kind and the profile (`penalties.<kind>`): "The first
 * infraction will result in a warning. All other infractions will result in loss of a mark to
 * the other team." (003); "Reneges will result in the loss of the hand and the opposing team
 * being awarded the mark/marks." (001)
 */
export type PenaltyCost =
  { readonly warning: true } | { readonly warning: false; readonly applied: 'bid' | 'mark' };

/** Warnings `team` has had in the game (the per-game count that decides the next penalty). */
export function warningsOf(game: Pick<GameProgress, 'warnings'>, team: Team): number {
  let n = 0;
  for (const w of game.warnings) if (teamOf(w.by) === team) n++;
  return n;
}

/** The cost of a `kind` penalty on `offender` now: a warning, or the bid or one mark. */
export function penaltyCost(
  options: RuleOptions,
  game: Pick<GameProgress, 'warnings'>,
  offender: Seat,
  kind: PenaltyKind,
): PenaltyCost {
  // The procedure's forfeits: a repeated bid out of turn "forfeits the hand" (001); an exposed
  // domino that cannot be played is a renege (004).
  const size =
    kind === 'outOfTurnBid' ? 'bid' : options.penalties[kind === 'exposed' ? 'renege' : kind];
  if (size === 'bid' || size === 'mark') return { warning: false, applied: size };
  // "The first infraction will result in a warning": one warning a side a game, then the cost.
  if (warningsOf(game, teamOf(offender)) === 0) return { warning: true };
  return { warning: false, applied: size === 'warning-then-bid' ? 'bid' : 'mark' };
}

/**
 * Marks a penalty gives the offender's opponents: the hand's stake (`stake`, one mark before
 * any bid) for `bid`, one mark for `mark`.
 */
export function penaltyMarks(stake: number, offender: Seat, applied: 'bid' | 'mark'): TeamScore {
  return addToTeam(ZERO_SCORE, otherTeam(teamOf(offender)), applied === 'bid' ? stake : 1);
}

/**
 * The warnings given in each finished hand of the match, in the order of `finishedHands(state)`:
 * what each hand's record lists under `warnings`.
 */
export function warningsByHand(state: MatchState): Warning[][] {
  const games: readonly GameProgress[] =
    state.phase === 'done' ? state.games : [...state.games, state.game];
  return games.flatMap((g) => g.hands.map((_, k) => g.warnings.filter((w) => w.hand === k)));
}
