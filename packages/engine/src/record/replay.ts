import type { ApplyContext } from '../apply.js';
import type { Bid } from '../bid.js';
import type { ContractName } from '../contract.js';
import type { Domino } from '../domino.js';
import { newMatch, recordedMarks } from '../match.js';
import { err, locate, ok, type Result } from '../result.js';
import type { Rules } from '../rules/resolve.js';
import type { Seat, Team, TeamScore } from '../seat.js';
import type { HandResult, MatchState, Outcome, Penalty } from '../state.js';
import { replayHand } from './replay-hand.js';
import { lastHand } from './replay-penalty.js';
import type { AnyRecord, HandRecord } from './types.js';
import { conductRecordOf } from './write.js';

/** A scored hand as `texas42 replay --json` prints it. */
export interface HandSummary {
  readonly declarer: Seat | null;
  readonly bid: Bid | null;
  readonly contract: ContractName | null;
  readonly tricks: readonly {
    leader: Seat;
    plays: readonly Domino[];
    winner: Seat;
    points: number;
  }[];
  readonly points: TeamScore;
  readonly outcome: Outcome;
  readonly marks: TeamScore;
  /** The penalty that ended the hand, and what it cost (absent when none did). */
  readonly penalty?: Penalty;
  /** The table's procedure in the hand, as the record writes it (each only when it happened). */
  readonly outOfTurn?: HandRecord['outOfTurn'];
  readonly exposed?: HandRecord['exposed'];
  readonly wrongShaker?: HandRecord['wrongShaker'];
}

export interface GameSummary {
  readonly hands: readonly HandSummary[];
  readonly marks: TeamScore;
  readonly winner: Team | null;
}

export type Replay =
  | { readonly kind: 'hand'; readonly result: HandResult; readonly summary: HandSummary }
  | {
      readonly kind: 'game';
      readonly results: readonly HandResult[];
      readonly summary: GameSummary;
    };

export function summarizeHand(result: HandResult): HandSummary {
  return {
    declarer: result.bidder,
    bid: result.bid,
    contract: result.contract,
    tricks: result.tricks.map((t) => ({
      leader: t.leader,
      plays: t.plays.map((p) => p.domino),
      winner: t.winner,
      points: t.points,
    })),
    points: result.points,
    outcome: result.outcome,
    marks: result.marks,
    ...(result.penalty === null ? {} : { penalty: result.penalty }),
    ...conductRecordOf(result),
  };
}

/**
 * Replays play decided hands out so that a record that goes on after the outcome is decided is
 * still checked move by move; a record that stops there is stopped as the rules allow.
 */
function replayRules(rules: Rules, renegeCalled: boolean): Rules {
  const o = rules.options;
  // A record that calls a renege on a trick holds the renege itself: a domino that did not
  // follow suit, played as at a real table (play.reneges playable), found by the call.
  const reneges = renegeCalled ? 'playable' : o.play.reneges;
  return {
    ref: rules.ref,
    options: {
      ...o,
      play: { ...o.play, endWhenDecided: false, reneges },
      match: { ...o.match, bestOf: 1 },
    },
  };
}

/** Checks and scores a parsed record, hand or game (claims judged as `context` says). */
export function replayRecord(
  parsed: AnyRecord & { readonly rules: Rules },
  context: ApplyContext = {},
): Result<Replay> {
  const records = parsed.kind === 'hand' ? [parsed.record] : parsed.record.hands;
  const rules = replayRules(
    parsed.rules,
    records.some((h) => h.penalty?.trick !== undefined),
  );
  if (parsed.kind === 'hand') {
    const start = newMatch({ rules, seed: 0, firstShaker: parsed.record.dealer });
    if (!start.ok) return start;
    const end = replayHand(start.value, parsed.record, context);
    if (!end.ok) return end;
    const result = lastHand(end.value);
    return ok({ kind: 'hand', result, summary: summarizeHand(result) });
  }
  const hands = parsed.record.hands;
  const start = newMatch({ rules, seed: 0, firstShaker: (hands[0] as HandRecord).dealer });
  if (!start.ok) return start;
  let state: MatchState = start.value;
  for (let k = 0; k < hands.length; k++) {
    const hand = hands[k] as HandRecord;
    if (state.phase === 'done')
      return err(
        'GAME_OVER',
        `the game was over after hand ${k}: ${state.winner} won`,
        `hands[${k}]`,
      );
    if (hand.dealer !== state.shaker)
      return err(
        'BAD_RECORD',
        `dealers rotate clockwise: hand ${k} is dealt by ${state.shaker}, not ${hand.dealer}`,
        `hands[${k}].dealer`,
      );
    const next = replayHand(state, hand, context);
    if (!next.ok) return locate(next, `hands[${k}]`);
    state = next.value;
  }
  const results = state.game.hands;
  return ok({
    kind: 'game',
    results,
    summary: {
      hands: results.map(summarizeHand),
      marks: recordedMarks(rules.options, state.game.marks),
      winner: state.winner,
    },
  });
}
