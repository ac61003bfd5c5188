/**
 * Every type the web app takes from the server's protocol and the engine, in one place. Types
 * only: the board knows no rules; it draws what the server sends and reports clicks.
 */
export type {
  ChatEvent,
  ClientEvent,
  ErrorEvent,
  EventAuditEntry,
  EventKind,
  EventMatch,
  EventMatchStatus,
  EventRound,
  EventStandingRow,
  EventStandings,
  EventSummary,
  EventTeam,
  EventView,
  Me,
  PlayerAction,
  ProfileStats,
  SeatInfo,
  ServerEvents,
  TableState,
  TableSummary,
} from '@texas42/protocol';
export type {
  Action,
  Bid,
  ClaimKind,
  ContractName,
  Domino,
  HandRecord,
  HandResult,
  HandView,
  MatchView,
  Outcome,
  Play,
  Seat,
  Team,
  TeamScore,
  Trick,
  TrickView,
} from '@texas42/engine';
