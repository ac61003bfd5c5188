/**
 * @texas42/solver: exact play of Texas 42 with every hand known.
 *
 * `solve(hand, options)` gives the declaring side's exact take with best play on both sides;
 * `canTake(hand, options, n)` answers "can the declarer's side make n?" with one zero-window
 * search; `moveValues` gives the value of every legal play.
 */
export { canTake, moveValues, solve, type MoveValue, type Solution } from './solve.js';
export { positionOf, type HandInPlay, type Position } from './position.js';
export { Search, SearchStopped } from './search.js';
export { solverClaimStands } from './claim.js';
export { PlainSearch } from './reference.js';
