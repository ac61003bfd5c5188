import { FORMATS, gamesWon, type AuditEntry, type MatchResult, type Outcome } from '@texas42/club';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import type { NoticeDraft } from './store.js';

/**
 * What notices read of a match: its teams, place and status, its version (raised by every write),
 * and its result only while reported or disputed (a big event's other results are not read twice
 * a change).
 */
export type SnapshotMatch = Pick<
  EventMatchesTable,
  'id' | 'round' | 'idx' | 'team_a' | 'team_b' | 'status' | 'started_at' | 'version' | 'result'
>;

/** An event as stored at one moment: what notices are worked out from, before and after a change. */
export interface EventSnapshot {
  readonly event: EventsTable;
  readonly teams: readonly EventTeamsTable[];
  readonly matches: readonly SnapshotMatch[];
}

/** A notice and the people it is for. */
export interface Addressed {
  readonly to: readonly string[];
  readonly notice: NoticeDraft;
}

const playersOf = (team: EventTeamsTable | undefined): string[] =>
  team === undefined
    ? []
    : [team.player1_id, team.player2_id].filter((p): p is string => p !== null);

/** Both teams known and no result in yet: the match may be played. */
const playable = (m: SnapshotMatch | undefined): boolean =>
  m !== undefined && m.team_a !== null && m.team_b !== null && m.status === 'awaiting-report';

const inOrder = (a: SnapshotMatch, b: SnapshotMatch): number => a.round - b.round || a.idx - b.idx;

/** When check-in opens and closes, from the stored JSON (null: not open). */
function checkInTimes(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as { state?: { opens?: unknown; closes?: unknown } };
    return `${String(stored.state?.opens)}/${String(stored.state?.closes)}`;
  } catch {
    return null;
  }
}

/** A match's stored result (results.ts): the club's state and who made each change, in order. */
interface StoredResult {
  readonly state?: Partial<MatchResult>;
  readonly actors?: readonly unknown[];
}

function storedResult(m: SnapshotMatch): StoredResult | null {
  if (m.result === null) return null;
  try {
    const stored: unknown = JSON.parse(m.result);
    return typeof stored === 'object' && stored !== null ? stored : null;
  } catch {
    return null;
  }
}

/** The person who made the match's latest result change (results.ts keeps one a result event). */
function lastActor(m: SnapshotMatch): string | null {
  const actors = storedResult(m)?.actors;
  const last: unknown = Array.isArray(actors) ? actors[actors.length - 1] : undefined;
  return typeof last === 'string' ? last : null;
}

/**
 * The result as a notice says it: "Aces 2-1 Bones (7-5, 3-7, 7-2)", or "Bones forfeits"; null
 * when there is none to say.
 */
export function scoreText(
  outcome: Outcome | null | undefined,
  name: (team: string) => string,
  teams: readonly [string, string],
): string | null {
  if (outcome === null || outcome === undefined) return null;
  if (outcome.kind === 'forfeit') return `${name(outcome.forfeit)} forfeits`;
  const [a, b] = gamesWon(outcome.games);
  const games = outcome.games.map(([x, y]) => `${x}-${y}`).join(', ');
  return `${name(teams[0])} ${a}-${b} ${name(teams[1])} (${games}${outcome.timed === true ? ', time called' : ''})`;
}

/** The latest comment of a dispute, as its team wrote it. */
function disputeComment(m: SnapshotMatch): string | null {
  const log: unknown = storedResult(m)?.state?.log;
  const last = Array.isArray(log)
    ? (log[log.length - 1] as Partial<AuditEntry> | undefined)
    : undefined;
  return last?.type === 'dispute' && typeof last.comment === 'string' ? last.comment : null;
}

/**
 * The notices an event's change calls for, from the event before and after it (before: null, the
 * event is new): a match becomes playable or is started (its players, a team's earliest new
 * match only, so a season's schedule is one notice and not twenty), a result is reported (the
 * other team's players, who confirm it), check-in opens (every player), a partner is invited.
 */
export function noticesBetween(before: EventSnapshot | null, after: EventSnapshot): Addressed[] {
  const change = changeOf(before, after);
  return [
    ...matchesReady(change),
    ...resultsToConfirm(change),
    ...resultsDisputed(change),
    ...resultsCorrected(change),
    ...checkInOpened(change),
    ...partnersInvited(change),
  ].filter((a) => a.to.length > 0);
}

/** One change of an event, and the words its notices share. */
interface Change {
  readonly before: EventSnapshot | null;
  readonly after: EventSnapshot;
  readonly event: EventsTable;
  readonly link: string;
  readonly teamById: ReadonlyMap<string, EventTeamsTable>;
  /** Each match as it was before the change. */
  readonly was: ReadonlyMap<string, SnapshotMatch>;
  /** The match's own address: the event page opened at it. */
  matchLink(m: SnapshotMatch): string;
  /** A team's name ("?" for one unknown). */
  readonly name: (team: string | null) => string;
  /** "Team A vs Team B". */
  vs(m: SnapshotMatch): string;
  /** "round 2", or a league's "week 2". */
  stage(m: SnapshotMatch): string;
}

function changeOf(before: EventSnapshot | null, after: EventSnapshot): Change {
  const { event } = after;
  const teamById = new Map(after.teams.map((t) => [t.id, t]));
  const name = (id: string | null): string => (id === null ? '?' : (teamById.get(id)?.name ?? '?'));
  return {
    before,
    after,
    event,
    link: `/e/${encodeURIComponent(event.id)}`,
    teamById,
    was: new Map((before?.matches ?? []).map((m) => [m.id, m])),
    matchLink: (m) => `/e/${encodeURIComponent(event.id)}/m/${encodeURIComponent(m.id)}`,
    name,
    vs: (m) => `${name(m.team_a)} vs ${name(m.team_b)}`,
    // A league's playoffs are rounds of a bracket after its weeks.
    stage: (m) =>
      m.id.startsWith('w') ? `${FORMATS[event.kind].roundWord} ${m.round}` : `round ${m.round}`,
  };
}

/** Matches ready to play: each team is told of its earliest newly playable match. */
function matchesReady(change: Change): Addressed[] {
  const { event, teamById, was } = change;
  const out: Addressed[] = [];
  const told = new Set<string>();
  for (const m of [...change.after.matches].sort(inOrder)) {
    const old = was.get(m.id);
    const started = m.started_at !== null && old !== undefined && old.started_at === null;
    const ready = playable(m) && !playable(old);
    if (!started && !ready) continue;
    for (const team of [m.team_a, m.team_b]) {
      if (team === null || (!started && told.has(team))) continue;
      told.add(team);
      out.push({
        to: playersOf(teamById.get(team)),
        notice: {
          kind: 'match-ready',
          text: started
            ? `Your match ${change.vs(m)} in ${event.name} has started`
            : `Your match in ${event.name} is ready: ${change.vs(m)} (${change.stage(m)})`,
          link: change.matchLink(m),
        },
      });
    }
  }
  return out;
}

/** A result reported (or corrected): the team that did not report confirms it, told the score. */
function resultsToConfirm(change: Change): Addressed[] {
  const { event, teamById } = change;
  const out: Addressed[] = [];
  for (const m of change.after.matches) {
    const old = change.was.get(m.id);
    if (m.status !== 'reported' || (old?.status === 'reported' && old.version === m.version))
      continue;
    const actor = lastActor(m);
    const state = storedResult(m)?.state;
    const score =
      m.team_a !== null && m.team_b !== null
        ? scoreText(state?.outcome, change.name, [m.team_a, m.team_b])
        : null;
    const reporter = state?.reporter ?? null;
    for (const team of [m.team_a, m.team_b]) {
      const players = playersOf(team === null ? undefined : teamById.get(team));
      if (players.length === 0 || (actor !== null && players.includes(actor))) continue;
      out.push({
        to: players,
        notice: {
          kind: 'confirm-result',
          text:
            score === null || reporter === null
              ? `A result of ${change.vs(m)} in ${event.name} waits for your confirmation`
              : `${change.name(reporter)} reported ${score} in ${event.name}: it waits for your confirmation`,
          link: change.matchLink(m),
        },
      });
    }
  }
  return out;
}

/**
 * A result disputed (again, or disputed anew after a correction): the organizer rules on it, so
 * the organizer is told at once, with the disputing team's words (issue 27: "Nobody tells the
 * organizer when a result is disputed").
 */
function resultsDisputed(change: Change): Addressed[] {
  const { event } = change;
  const out: Addressed[] = [];
  for (const m of change.after.matches) {
    const old = change.was.get(m.id);
    if (m.status !== 'disputed' || (old?.status === 'disputed' && old.version === m.version))
      continue;
    const actor = lastActor(m);
    const team = [m.team_a, m.team_b].find(
      (t) => t !== null && actor !== null && playersOf(change.teamById.get(t)).includes(actor),
    );
    const comment = disputeComment(m);
    out.push({
      to: [event.organizer_id],
      notice: {
        kind: 'result-disputed',
        text:
          `${team === undefined ? 'A team' : change.name(team)} disputes the result of ` +
          `${change.vs(m)} in ${event.name}${comment === null ? '' : `: "${comment}"`}`,
        link: change.matchLink(m),
      },
    });
  }
  return out;
}

/**
 * A result the organizer corrected: both teams' players are told what it is now and why (issue
 * 27: "both teams are told").
 */
function resultsCorrected(change: Change): Addressed[] {
  const { event, teamById } = change;
  const out: Addressed[] = [];
  for (const m of change.after.matches) {
    const old = change.was.get(m.id);
    if (m.status !== 'ruled' || old === undefined || old.version === m.version) continue;
    const state = storedResult(m)?.state;
    const last = state?.log?.[state.log.length - 1];
    if (last?.type !== 'amend' || m.team_a === null || m.team_b === null) continue;
    const score = scoreText(state?.outcome, change.name, [m.team_a, m.team_b]);
    const players = [m.team_a, m.team_b].flatMap((t) => playersOf(teamById.get(t)));
    out.push({
      to: players,
      notice: {
        kind: 'result-corrected',
        text:
          `The organizer corrected ${change.vs(m)} in ${event.name}` +
          `${score === null ? '' : ` to ${score}`}${last.comment === undefined ? '' : `: "${last.comment}"`}`,
        link: change.matchLink(m),
      },
    });
  }
  return out;
}

/** Check-in opened (or opened again): every player still in the event. */
function checkInOpened({ before, after, event, link }: Change): Addressed[] {
  const opens = checkInTimes(event.check_in);
  if (opens === null || opens === checkInTimes(before?.event.check_in ?? null)) return [];
  return [
    {
      to: after.teams.filter((t) => t.dropped_week === null).flatMap(playersOf),
      notice: {
        kind: 'check-in-open',
        text: `Check-in for ${event.name} is open: check your team in`,
        link,
      },
    },
  ];
}

/** A partner invited to a team's open place. */
function partnersInvited({ before, after, event, link }: Change): Addressed[] {
  const teamWas = new Map((before?.teams ?? []).map((t) => [t.id, t]));
  const out: Addressed[] = [];
  for (const t of after.teams) {
    const invited = t.invited_id ?? null;
    if (invited === null || (teamWas.get(t.id)?.invited_id ?? null) === invited) continue;
    out.push({
      to: [invited],
      notice: {
        kind: 'invited',
        text: `You are invited to play on ${t.name} in ${event.name}`,
        link,
      },
    });
  }
  return out;
}
