import {
  invitingTeams,
  joinableTeams,
  playoffsMayStart,
  startableRounds,
  type EventViewer,
} from '@texas42/club';
import type { EventMatch, EventView, EventYou } from '@texas42/protocol';

/**
 * What the session may do with the event itself, sent in `you` beside `may` for its matches: the
 * club's rules (event-actions.ts) asked for this viewer, so the page draws its buttons from them.
 */
export function eventMay(
  view: EventView,
  matches: readonly EventMatch[],
  viewer: EventViewer,
  /** The minutes a match of this length gets when started without the director's own. */
  minutesFor: (bestOf: number) => number | null,
): Pick<
  EventYou,
  'mayStartRounds' | 'roundMinutes' | 'mayStartPlayoffs' | 'mayJoin' | 'invitedBy'
> {
  const teams = view.teams.map((t) => ({
    id: t.id,
    players: [t.players[0]?.id ?? null, t.players[1]?.id ?? null] as const,
    invited: t.invited?.id ?? null,
  }));
  const started = matches.map((m) => ({
    round: m.round,
    status: m.status,
    teams: m.teams,
    started: (m.clock ?? null) !== null,
  }));
  const startable = startableRounds(view.status, started, viewer);
  const roundMinutes: Record<string, number | null> = {};
  for (const round of startable) {
    const bestOf = matches.find((m) => m.round === round)?.bestOf;
    if (bestOf !== undefined) roundMinutes[round] = minutesFor(bestOf);
  }
  return {
    mayStartRounds: startable,
    ...(startable.length > 0 ? { roundMinutes } : {}),
    mayStartPlayoffs: playoffsMayStart(
      {
        kind: view.kind,
        status: view.status,
        scheduled: view.rounds.length > 0,
        playoffsStarted: view.playoffs != null,
      },
      viewer,
    ),
    mayJoin: joinableTeams(view.status, teams, viewer),
    invitedBy: invitingTeams(view.status, teams, viewer),
  };
}
