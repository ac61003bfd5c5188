import { FORMATS } from '@texas42/club';
import {
  EVENT_MATCHES_PAGE_SIZE,
  type EventMatch,
  type EventMatchesPage,
  type EventMatchesQuery,
  type EventMatchStatus,
  type EventRound,
  type EventView,
} from '@texas42/protocol';
import { ServerError } from '../errors.js';

/**
 * What one look at an event sends, and the pages of its matches. A league's or a round robin's
 * schedule grows with the square of its teams: past WHOLE_VIEW_MATCHES the event carries the
 * current round's matches (and the few that wait for an answer), and every other round says how
 * many it left out; GET /api/events/:id/matches pages through them.
 */

/** Events with at most this many matches are sent whole, as they always were. */
export const WHOLE_VIEW_MATCHES = 200;
/** The matches waiting for an answer or a ruling that the first look lists. */
export const ATTENTION_SHOWN = 50;

/** An event's matches in the schedule's order, and looked up by round and by team. */
export interface MatchIndex {
  readonly all: readonly EventMatch[];
  readonly byRound: ReadonlyMap<number, readonly EventMatch[]>;
  readonly byTeam: ReadonlyMap<string, readonly EventMatch[]>;
  readonly teams: ReadonlySet<string>;
}

export function matchIndex(view: EventView): MatchIndex {
  const all = view.rounds.flatMap((r) => r.matches);
  const byRound = new Map<number, EventMatch[]>(view.rounds.map((r) => [r.round, []]));
  const byTeam = new Map<string, EventMatch[]>(view.teams.map((t) => [t.id, []]));
  for (const m of all) {
    byRound.get(m.round)?.push(m);
    for (const t of new Set(m.teams)) if (t !== null) byTeam.get(t)?.push(m);
  }
  return { all, byRound, byTeam, teams: new Set(view.teams.map((t) => t.id)) };
}

const OPEN: ReadonlySet<EventMatchStatus> = new Set(['awaiting-report', 'reported', 'disputed']);
const WAITING_FOR_ANSWER: ReadonlySet<EventMatchStatus> = new Set(['reported', 'disputed']);

/** The view a first look sends: whole, or a big schedule's current round and its paging. */
export function firstView(full: EventView, index: MatchIndex): EventView {
  if (!FORMATS[full.kind].scheduled || index.all.length <= WHOLE_VIEW_MATCHES) return full;
  // A league's playoffs are a bracket of a few matches, shown whole with the schedule.
  const playoffs = new Set((full.playoffs?.rounds ?? []).map((r) => r.round));
  const schedule = full.rounds.filter((r) => !playoffs.has(r.round));
  const current =
    schedule.find((r) => r.matches.some((m) => OPEN.has(m.status)))?.round ??
    schedule.at(-1)?.round ??
    null;
  const kept = (r: EventRound) => r.round === current || playoffs.has(r.round);
  const attention = full.rounds
    .filter((r) => !kept(r))
    .flatMap((r) => r.matches.filter((m) => WAITING_FOR_ANSWER.has(m.status)));
  return {
    ...full,
    rounds: full.rounds.map((r) =>
      kept(r) ? r : { ...r, matches: [], omitted: r.matches.length },
    ),
    paging: {
      matches: index.all.length,
      pageSize: EVENT_MATCHES_PAGE_SIZE,
      current,
      attention: attention.slice(0, ATTENTION_SHOWN),
      attentionTotal: attention.length,
    },
  };
}

/** The page of one match, by id (a notice's link to it); NOT_FOUND names it when there is none. */
function matchAlone(index: MatchIndex, id: string): EventMatchesPage {
  const match = index.all.find((m) => m.id === id);
  if (match === undefined)
    throw new ServerError(
      404,
      'NOT_FOUND',
      `match: there is no match "${id}" in this event`,
      'match',
    );
  return {
    matches: [match],
    round: null,
    team: null,
    match: id,
    page: 1,
    pages: 1,
    total: 1,
    pageSize: EVENT_MATCHES_PAGE_SIZE,
  };
}

/**
 * The team's matches that want it now, most pressing first: a result the other team reported,
 * waiting for its answer; a dispute of its match; its next match to play (both teams known, no
 * result yet).
 */
export function matchesOfTeam(index: MatchIndex, team: string): readonly EventMatch[] {
  const own = index.byTeam.get(team) ?? [];
  const toAnswer = own.filter((m) => m.status === 'reported' && m.reporter !== team);
  const disputed = own.filter((m) => m.status === 'disputed');
  const next = own.find(
    (m) => m.status === 'awaiting-report' && m.teams[0] !== null && m.teams[1] !== null,
  );
  return [...toAnswer, ...disputed, ...(next === undefined ? [] : [next])].slice(0, 5);
}

/** One page of the event's matches: a round's, a team's, or both; a bad number is a 400. */
export function matchesPage(index: MatchIndex, query: EventMatchesQuery): EventMatchesPage {
  const { round, team, page } = query;
  if (query.match !== undefined) return matchAlone(index, query.match);
  if (round !== undefined && !index.byRound.has(round)) {
    const rounds = [...index.byRound.keys()];
    throw new ServerError(
      400,
      'BAD_ROUND',
      rounds.length === 0
        ? `round: there is no round ${round}; the schedule is not made yet`
        : `round: there is no round ${round}; the rounds are ${Math.min(...rounds)} to ${Math.max(...rounds)}`,
      'round',
    );
  }
  if (team !== undefined && !index.teams.has(team))
    throw new ServerError(
      400,
      'BAD_TEAM',
      `team: there is no team "${team}" in this event`,
      'team',
    );
  let matches = team === undefined ? index.all : (index.byTeam.get(team) ?? []);
  if (round !== undefined)
    matches =
      team === undefined
        ? (index.byRound.get(round) ?? [])
        : matches.filter((m) => m.round === round);
  const size = EVENT_MATCHES_PAGE_SIZE;
  const pages = Math.ceil(matches.length / size);
  if (page > Math.max(1, pages))
    throw new ServerError(
      400,
      'BAD_PAGE',
      `page: there ${pages === 1 ? 'is 1 page' : `are ${pages} pages`} of these matches, not ${page}`,
      'page',
    );
  return {
    matches: matches.slice((page - 1) * size, page * size),
    round: round ?? null,
    team: team ?? null,
    page,
    pages,
    total: matches.length,
    pageSize: size,
  };
}
