import type { Action } from './action.js';
import { handUnderInspection, renegesInTrick, tricksOf, type PlayedHand } from './inspect.js';
import { penalizeHand, penalizeInspected } from './penalize.js';
import { err, ok, type Result } from './result.js';
import { teamOf, type Seat } from './seat.js';
import type { MatchState } from './state.js';

type CallRenege = Extract<Action, { type: 'callRenege' }>;

/**
 * A renege called on a trick, by a player: during the play, or after the hand while it is open
 * to inspection ("all hands shall be turned face up so that any mistakes or reneges can be
 * identified" (000), until the next shake). The engine looks in the record of the hand; a call
 * it does not bear out is refused (`NO_RENEGE`) and changes nothing. A true call costs what
 * `penalties.renege` says: "the team that makes the infraction will lose that hand and the
 * other team will gain the mark/s" (003).
 */
export function callRenege(state: MatchState, action: CallRenege): Result<MatchState> {
  if (state.phase === 'bid' || state.phase === 'declare')
    return err(
      'WRONG_PHASE',
      'a renege is called on a trick: during the play, or after the hand before the next shake',
    );
  if (state.phase === 'play') {
    const offender = findOffender(state, state.hand, action);
    return offender.ok ? penalizeHand(state, offender.value, 'renege', action.trick) : offender;
  }
  const inspected = handUnderInspection(state);
  if (inspected === null)
    return err(
      'NOTHING_TO_INSPECT',
      'no hand is open to inspection: a renege is called after a hand, before the next shake',
    );
  if (inspected.result.penalty !== null)
    return err(
      'ALREADY_PENALIZED',
      `that hand already ended with a ${inspected.result.penalty.kind} penalty on ${inspected.result.penalty.by}`,
    );
  const offender = findOffender(state, inspected.result, action);
  if (!offender.ok) return offender;
  return ok(penalizeInspected(state, inspected, offender.value, 'renege', action.trick));
}

/** The seat of the other side that reneged in the named trick, or why the call is refused. */
function findOffender(state: MatchState, hand: PlayedHand, action: CallRenege): Result<Seat> {
  const played = tricksOf(hand).length;
  if (action.trick > played)
    return err(
      'NO_SUCH_TRICK',
      played === 0
        ? 'no trick has been played in this hand'
        : `trick ${action.trick} was not played: the hand has ${played} trick${played === 1 ? '' : 's'}`,
      'trick',
    );
  if (action.offender !== undefined && teamOf(action.offender) === teamOf(action.seat))
    return err(
      'NOT_AN_OPPONENT',
      `a renege is called on the other side: ${action.offender} is ${action.offender === action.seat ? action.seat : `${action.seat}'s partner`}`,
      'offender',
    );
  const reneged = renegesInTrick(state.rules.options, hand, action.trick - 1).filter(
    (seat) => teamOf(seat) !== teamOf(action.seat),
  );
  const offender =
    action.offender === undefined ? reneged[0] : reneged.find((s) => s === action.offender);
  if (offender === undefined)
    return err(
      'NO_RENEGE',
      `${action.offender ?? 'nobody on the other side'} followed suit as able in trick ${action.trick}: no renege there`,
    );
  return ok(offender);
}
