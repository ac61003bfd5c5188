import {
  FORMATS,
  checkInTeams,
  invitingTeams,
  joinableTeams,
  playoffsMayStart,
  returningMarkable,
  rosterMayChange,
  startableRounds,
  type EventViewer,
} from '@texas42/club';
import type { EventMatch, EventView, EventYou } from '@texas42/protocol';
import type { MatchTerms } from './match-actions.js';

/** Facts of the event behind its view that its buttons depend on. */
export interface EventFacts {
  /** The minutes a match of this length gets when started without the director's own. */
  readonly minutesFor: (bestOf: number) => number | null;
  /** Each match's terms (match-actions.ts): which ones its format starts on the day. */
  readonly terms: ReadonlyMap<string, MatchTerms>;
  /** The league has season settings: dues, returning players. */
  readonly season: boolean;
  /** The server's time: check-in is open from its `opens` to its `closes`. */
  readonly now: string;
}

/**
 * What the session may do with the event itself, sent in `you` beside `may` for its matches: the
 * club's rules (event-actions.ts) asked for this viewer, so the page draws its buttons from them.
 */
export function eventMay(
  view: EventView,
  matches: readonly EventMatch[],
  viewer: EventViewer,
  facts: EventFacts,
): Omit<EventYou, 'organizer' | 'team' | 'may'> {
  const teams = view.teams.map((t) => ({
    id: t.id,
    players: [t.players[0]?.id ?? null, t.players[1]?.id ?? null] as const,
    invited: t.invited?.id ?? null,
  }));
  // Only the matches its format starts on the day (not a league's weeks) have a round to start.
  const onTheDay = matches.filter((m) => facts.terms.get(m.id)?.onTheDay === true);
  const started = onTheDay.map((m) => ({
    round: m.round,
    status: m.status,
    teams: m.teams,
    started: (m.clock ?? null) !== null,
  }));
  const startable = startableRounds(view.status, started, viewer);
  const league = {
    hasPlayoffs: FORMATS[view.kind].parts.playoffs,
    status: view.status,
    scheduled: view.rounds.length > 0,
    playoffsStarted: view.playoffs != null,
  };
  const players = view.teams.flatMap((t) => t.players.flatMap((p) => (p === null ? [] : [p.id])));
  const roundMinutes: Record<string, number | null> = {};
  // One pass over the matches (a 256-team round robin has 32,640 in 255 rounds).
  const bestOfRound = new Map<number, number>();
  for (const m of onTheDay) if (!bestOfRound.has(m.round)) bestOfRound.set(m.round, m.bestOf);
  for (const round of startable) {
    const bestOf = bestOfRound.get(round);
    if (bestOf !== undefined) roundMinutes[round] = facts.minutesFor(bestOf);
  }
  return {
    mayStartRounds: startable,
    ...(startable.length > 0 ? { roundMinutes } : {}),
    mayStartPlayoffs: playoffsMayStart(league, viewer),
    mayJoin: joinableTeams(view.status, teams, viewer),
    invitedBy: invitingTeams(view.status, teams, viewer),
    mayChangeRoster: rosterMayChange(league, viewer),
    ...(facts.season
      ? {
          mayMarkReturning: returningMarkable(view.status, players, viewer),
          mayPayDues: viewer.coordinator,
        }
      : {}),
    ...(view.checkIn === null
      ? {}
      : {
          mayCheckIn: checkInTeams(
            {
              open:
                Date.parse(view.checkIn.opens) <= Date.parse(facts.now) &&
                Date.parse(facts.now) <= Date.parse(view.checkIn.closes),
              drawn: view.checkIn.tables !== null,
              checkedIn: view.checkIn.teams.map((t) => t.team),
            },
            view.teams.map((t) => t.id),
            viewer,
          ),
        }),
  };
}
