import { isName } from './check.js';
import { err, ok, type Result } from './result.js';

/**
 * A league team of two through the season (000 Section 2, Teams): a player who withdraws may be
 * replaced by one substitute, who stays for the rest of the season; a team whose two players have
 * withdrawn is defunct, and its remaining matches are re-assigned (see reassign.ts).
 */
export interface RosterSlot {
  /** The player registered in this place. */
  readonly registered: string;
  /** Who plays in this place now, or null once the place is empty. */
  readonly player: string | null;
  /** The substitute named for this place, if any: one for the rest of the season. */
  readonly substitute: string | null;
}

export type RosterStatus = 'active' | 'short' | 'defunct';

export interface Roster {
  readonly team: string;
  readonly slots: readonly [RosterSlot, RosterSlot];
}

export function newRoster(team: string, players: readonly [string, string]): Roster {
  const slot = (p: string): RosterSlot => ({ registered: p, player: p, substitute: null });
  return { team, slots: [slot(players[0]), slot(players[1])] };
}

/** active: two players; short: one place empty; defunct: both players withdrew. */
export function rosterStatus(roster: Roster): RosterStatus {
  const filled = roster.slots.filter((s) => s.player !== null).length;
  return filled === 2 ? 'active' : filled === 1 ? 'short' : 'defunct';
}

function withSlot(roster: Roster, index: number, slot: RosterSlot): Roster {
  const slots: [RosterSlot, RosterSlot] =
    index === 0 ? [slot, roster.slots[1]] : [roster.slots[0], slot];
  return { ...roster, slots };
}

/**
 * A player withdraws for the rest of the season; `substitute` (or null) takes the place.
 * A place that already had its substitute cannot have another.
 */
export function withdrawPlayer(
  roster: Roster,
  player: string,
  substitute: string | null = null,
): Result<Roster> {
  if (rosterStatus(roster) === 'defunct')
    return err('TEAM_DEFUNCT', `${roster.team} is defunct: both players have withdrawn`);
  const index = roster.slots.findIndex((s) => s.player === player);
  const slot = roster.slots[index];
  if (slot === undefined)
    return err('PLAYER_NOT_ON_TEAM', `${player} does not play for ${roster.team}`);
  const vacated: RosterSlot = { ...slot, player: null };
  if (substitute === null) return ok(withSlot(roster, index, vacated));
  return nameSubstitute(withSlot(roster, index, vacated), slot.registered, substitute);
}

/** Names the substitute for the place of a registered player who withdrew. */
export function nameSubstitute(
  roster: Roster,
  registered: string,
  substitute: unknown,
): Result<Roster> {
  if (!isName(substitute)) return err('BAD_INPUT', 'must be a player name', 'substitute');
  if (rosterStatus(roster) === 'defunct')
    return err('TEAM_DEFUNCT', `${roster.team} is defunct: both players have withdrawn`);
  const index = roster.slots.findIndex((s) => s.registered === registered);
  const slot = roster.slots[index];
  if (slot === undefined)
    return err('PLAYER_NOT_ON_TEAM', `${registered} was not registered with ${roster.team}`);
  if (slot.substitute !== null)
    return err(
      'SUBSTITUTE_ALREADY_NAMED',
      `${slot.substitute} substitutes for ${registered} for the rest of the season; no other substitute may`,
    );
  if (slot.player !== null)
    return err('BAD_INPUT', `${registered} has not withdrawn`, 'registered');
  if (roster.slots.some((s) => s.player === substitute))
    return err('BAD_INPUT', `${substitute} already plays for ${roster.team}`, 'substitute');
  return ok(withSlot(roster, index, { ...slot, player: substitute, substitute }));
}
