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
): Pick<EventYou, 'mayStartRounds' | 'mayStartPlayoffs' | 'mayJoin' | 'invitedBy'> {
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
  return {
    mayStartRounds: startableRounds(view.status, started, viewer),
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
