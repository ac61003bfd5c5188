/**
 * @texas42/engine: the rules of Texas 42 as plain data and pure functions.
 *
 * `newMatch` starts a match; `legalActions(state)` says what the seat to act may do;
 * `apply(state, action)` moves the match on or explains why not; `viewFor(state, viewer)` is what
 * one seat or a spectator may see. Rule profiles are named options, one per seed document.
 */
export type { Action, ActionType, CalledPenaltyKind } from './action.js';
export {
  NO_CONDUCT,
  type Exposure,
  type HandConduct,
  type OutOfTurnBid,
  type OutOfTurnChoice,
  type WrongShake,
  type WrongShakeFound,
} from './conduct.js';
export { exposedInHand, standingBids } from './conduct-rules.js';
export { parseAction, parseHands } from './action-parse.js';
export { apply, applyAction, stopDecidedHand, type ApplyContext } from './apply.js';
export { mayCallTime } from './time-calls.js';
export { parseBid, marksOf, describeBid, type Bid, type HighBid, type MarksBid } from './bid.js';
export { checkBid, legalBids, isForcedTurn, mostMarksInAHand } from './bidding.js';
export { claimRefutation, claimStands, type ClaimJudge, type Refutation } from './claim.js';
export {
  CONTRACT_NAMES,
  SUIT_NAMES,
  contractOf,
  isNello,
  parseContractName,
  type Contract,
  type ContractName,
  type SuitName,
} from './contract.js';
export { checkContract, legalContracts } from './declaring.js';
export {
  ALL_DOMINOES,
  DOMINOES,
  DOMINO_COUNT,
  FULL_SET,
  bitCount,
  countOfDomino,
  dominoInfo,
  dominoOfId,
  dominoesOfSet,
  info,
  isDouble,
  parseDomino,
  setOf,
  type Domino,
  type DominoInfo,
} from './domino.js';
export { conductActions, legalActions } from './legal.js';
export { openClaims } from './claims-open.js';
export { handUnderInspection, renegesInTrick, tricksOf, type Inspected } from './inspect.js';
export {
  penaltyCost,
  penaltyMarks,
  warningsByHand,
  warningsOf,
  type PenaltyCost,
} from './penalties.js';
export {
  finishHand,
  finishedHands,
  gameWinner,
  newMatch,
  recordedMarks,
  type NewMatchOptions,
} from './match.js';
export { decided, requirementFor, requirementOf, type Requirement } from './outcome.js';
export { checkFollow, legalPlays, nextInTrick, trickPoints, trickWinnerIndex } from './playing.js';
export { err, ok, type EngineError, type ErrorCode, type Result } from './result.js';
export { isRngState, nextInt, nextUint32, seedRng, shuffle, type RngState } from './rng.js';
export {
  OPTION_SPECS,
  PENALTY_SIZES,
  type OptionSpec,
  type PenaltySize,
  type RuleOptions,
} from './rules/options.js';
export {
  PROFILES,
  STANDARD_OPTIONS,
  STANDARD_REASONS,
  profileById,
  type RuleProfile,
} from './rules/profiles.js';
export { optionValue, resolveRules, type Rules, type RulesRef } from './rules/resolve.js';
export {
  SEATS,
  TEAMS,
  clockwise,
  isSeat,
  otherTeam,
  partnerOf,
  seatIndex,
  teamOf,
  type Seat,
  type Team,
  type TeamScore,
} from './seat.js';
export { deal, drawForShaker, handsFromPile } from './shaking.js';
export type * from './state.js';
export { DOUBLES_SUIT, suitTable, type SuitTable } from './suits.js';
export { declarerFor, leaderOf, toAct } from './turn.js';
export {
  isStacked,
  viewFor,
  type BiddingHandView,
  type BiddingView,
  type DeclaringHandView,
  type DeclaringView,
  type FinishedView,
  type HandView,
  type MatchView,
  type PlayingHandView,
  type PlayingView,
  type SeatView,
  type ShakingView,
  type SpectatorView,
  type TrickView,
  type Viewer,
} from './view.js';
export { parseRecord } from './record/parse.js';
export {
  replayRecord,
  summarizeHand,
  type GameSummary,
  type HandSummary,
  type Replay,
} from './record/replay.js';
export { handRecordOf, writeGameRecord, writeHandRecord } from './record/write.js';
export type { AnyRecord, GameRecord, HandRecord } from './record/types.js';
