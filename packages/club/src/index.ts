/**
 * @texas42/club: leagues and tournaments as plain data and pure functions.
 *
 * League seasons (000): settings, registration and dues, rosters and substitutes, a seeded
 * schedule with byes and re-assignment, rescheduling and forfeits, result reporting with an audit
 * log, standings by league points, playoffs. Tournaments: single elimination with a match length
 * per round (003), round robin and pools with NPA seeding (001), progressive tables (002),
 * check-in, and a scorekeeper for physical tables. Every function that takes user input returns a
 * Result with a stable error code; none throws on bad input.
 */
export { err, ok, type ClubError, type ClubErrorCode, type Result } from './result.js';
export { nextInt, nextUint32, seedRng, shuffle, type Rng } from './rng.js';
export {
  WEEKDAYS,
  addDays,
  dayNumber,
  weekdayOf,
  type IsoDate,
  type IsoTime,
  type Weekday,
} from './dates.js';
export {
  AUSTIN_SPRING_2011,
  byeWeekNumbers,
  leagueNights,
  parseSeason,
  type LeagueNight,
  type SeasonSettings,
} from './season.js';
export {
  duesOutstanding,
  duesOwed,
  payDues,
  register,
  registrationComplete,
  registrationOpen,
  type PlayerEntry,
  type Registration,
} from './registration.js';
export {
  nameSubstitute,
  newRoster,
  rosterStatus,
  withdrawPlayer,
  type Roster,
  type RosterSlot,
  type RosterStatus,
} from './roster.js';
export { meetingRound, roundRobinRounds, type RoundRobinRound } from './round-robin.js';
export {
  buildSchedule,
  makeSchedule,
  matchesOf,
  meetings,
  pairKey,
  parseScheduleSettings,
  type Pairing,
  type Schedule,
  type ScheduleSettings,
  type ScheduledWeek,
} from './schedule.js';
export { addTeam, dropTeam } from './reassign.js';
export {
  arrivalRuling,
  checkReschedule,
  decideBy,
  type Arrival,
  type ArrivalRuling,
  type RescheduleRequest,
} from './league-match.js';
export {
  AUSTIN_LEAGUE_MATCH,
  NPA_GAME,
  checkGameScore,
  checkMatchScore,
  gameWinner,
  gamesWon,
  matchRulesOf,
  matchWinner,
  profileClockOf,
  recordedScore,
  type GameCheck,
  type GameRules,
  type GameScore,
  type MatchRules,
  type MatchScore,
} from './match-rules.js';
export {
  gameCanEnd,
  recordedPossible,
  whyMarksCannotStand,
  whyNoGameEnds,
} from './possible-game.js';
export {
  COORDINATOR,
  applyResultEvent,
  isFinal,
  newMatchResult,
  parseResultEvent,
  reduceResult,
  replayResultEvents,
  type AuditEntry,
  type MatchResult,
  type Outcome,
  type ResultEvent,
  type ResultEventType,
  type ResultStatus,
} from './results.js';
export {
  AUSTIN_LEAGUE_STANDINGS,
  NPA_TOURNAMENT_STANDINGS,
  STANDINGS_RULES,
  standingsRulesById,
  type PointsRules,
  type StandingsRules,
  type Tiebreaker,
} from './standings-rules.js';
export {
  computeStandings,
  decideTie,
  gamePoints,
  matchPoints,
  parseMatchRecords,
  type MatchRecord,
  type StandingRow,
  type Standings,
  type UndecidedTie,
} from './standings.js';
export { legalResultActions, type ResultActionType, type ResultViewer } from './result-actions.js';
export {
  checkInTeams,
  invitingTeams,
  joinableTeams,
  playoffsMayStart,
  returningMarkable,
  rosterMayChange,
  startableRounds,
  type CheckInFacts,
  type EventStatus,
  type EventViewer,
  type LeagueForPlayoffs,
  type RoundMatch,
  type TeamPlaces,
} from './event-actions.js';
export {
  bracketOfMatches,
  resultWinner,
  standingsOfMatches,
  winnerOfMatch,
  type BracketOfMatches,
  type EventMatchResult,
  type StandingsPlan,
} from './event-results.js';
export { standingsFromFile, standingsFromText } from './standings-file.js';
export {
  LEAGUE_PLAYOFF_ROUNDS,
  STRAIGHT_42_GAME,
  TIMPSON_ROUNDS,
  buildBracket,
  eliminateNoShows,
  feedingLines,
  isNoShow,
  makeBracket,
  nextLine,
  parseBracketSettings,
  recordBracketResult,
  standardSeedLines,
  type Bracket,
  type BracketMatch,
  type BracketRound,
  type BracketSettings,
  type RoundLengths,
  type SeedOrder,
  type Slot,
} from './bracket.js';
export { leaguePlayoffs } from './playoffs.js';
export {
  NPA_TIME_LIMITS,
  atTime,
  timeLimitMinutes,
  type AtTime,
  type TimedMatchKind,
} from './time-limit.js';
export {
  DIRECTORS_CHOICES,
  DOUBLE_SIX,
  dominoDraw,
  type DominoDraw,
  type DrawRound,
  type DrawnDomino,
  type TiebreakPlayoff,
} from './domino-draw.js';
export {
  crossSeed,
  drawPools,
  poolBrackets,
  roundRobin,
  type NamedBracket,
  type RoundRobinRoundOf,
} from './pools.js';
export {
  PROGRESSIVE_DEFAULTS,
  finishMiniGame,
  checkTableMarks,
  finishRound,
  tableNeedsWinner,
  moveTables,
  startProgressive,
  type ProgressivePhase,
  type ProgressiveRound,
  type ProgressiveSettings,
  type ProgressiveState,
  type TableResult,
} from './progressive.js';
export { checkInTeam, checkedInTeams, drawTables, openCheckIn, type CheckIn } from './check-in.js';
export {
  keepScore,
  newScorekeeper,
  sheetBids,
  type EnteredBid,
  type ScoreEntry,
  type ScoreInput,
  type Scorekeeper,
} from './scorekeeper.js';
export {
  TEAM_LIST_LINES_MAX,
  TEAM_LIST_NAME_MAX,
  nameProblem,
  parseTeamList,
  type NamedTeam,
  type TeamList,
  type TeamListLine,
} from './team-list.js';
// Event formats: one object per kind of event, and the plans they make (formats/).
export * from './formats/index.js';
