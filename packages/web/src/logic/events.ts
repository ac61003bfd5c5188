import type {
  EventMatch,
  EventMatchAction,
  EventMatchesPage,
  EventMatchStatus,
  EventRound,
  EventTeam,
  EventView,
} from '../protocol.js';

/** Small pure helpers of the event pages: names, score entry, what the session may do. */

/** A score entry row as typed: two fields, either may be empty. */
export type ScoreRow = readonly [string, string];

/** What is wrong with the scores as entered, and at which game (null: not one game). */
export interface ScoreProblem {
  readonly game: number | null;
  readonly message: string;
}

export type ParsedScores =
  | { readonly ok: true; readonly games: (readonly [number, number])[] }
  | ({ readonly ok: false } & ScoreProblem);

/**
 * Game scores from the entry rows: empty rows are skipped; a half-filled row or anything but
 * whole numbers (a "-1" too: it is not read as 1) is a problem naming the game. Whether the games
 * are possible under the event's rules is the club's to say (`scoreProblem`).
 */
export function parseScoreRows(rows: readonly ScoreRow[]): ParsedScores {
  const games: (readonly [number, number])[] = [];
  for (const [i, [a, b]] of rows.entries()) {
    const x = a.trim();
    const y = b.trim();
    if (x === '' && y === '') continue;
    if (x === '' || y === '')
      return { ok: false, game: i, message: `Game ${i + 1}: enter both teams' marks.` };
    const bad = [x, y].find((v) => !/^\d{1,2}$/.test(v));
    if (bad !== undefined)
      return {
        ok: false,
        game: i,
        message: `Game ${i + 1}: "${bad}" is not a number of marks; enter a whole number, 0 or more.`,
      };
    games.push([Number(x), Number(y)]);
  }
  if (games.length === 0)
    return { ok: false, game: null, message: 'Enter the marks of each game played.' };
  return { ok: true, games };
}

export function teamName(view: Pick<EventView, 'teams'>, id: string | null): string {
  if (id === null) return 'to be decided';
  return view.teams.find((t) => t.id === id)?.name ?? '?';
}

/** "7-3, 4-7, 7-2", or "Bones forfeit". */
export function outcomeText(view: Pick<EventView, 'teams'>, match: EventMatch): string {
  const o = match.outcome;
  if (o === null) return '';
  if (o.kind === 'forfeit') return `${teamName(view, o.forfeit)} forfeit`;
  const games = o.games.map(([a, b]) => `${a}-${b}`).join(', ');
  return o.timed === true ? `${games} (time called)` : games;
}

export const STATUS_WORDS: Readonly<Record<EventMatchStatus, string>> = {
  waiting: 'waiting for teams',
  bye: 'bye',
  'awaiting-report': 'to play',
  reported: 'reported',
  confirmed: 'confirmed',
  disputed: 'disputed',
  ruled: 'ruled',
  'no-show': 'no-show',
};

/** What the session may do with a match now, as the server said (`you.may`). */
export function matchActions(
  view: Pick<EventView, 'you'>,
  match: Pick<EventMatch, 'id'>,
): ReadonlySet<EventMatchAction> {
  return new Set(view.you.may?.[match.id] ?? []);
}

/**
 * The view with what a page of matches says the session may do with them (`page.may`): a big
 * schedule's view carries `you.may` only for the matches it shows, each page for its own.
 */
export function withPageMay(
  view: EventView,
  page: Pick<EventMatchesPage, 'may'> | null,
): EventView {
  if (page?.may === undefined) return view;
  return { ...view, you: { ...view.you, may: { ...view.you.may, ...page.may } } };
}

/**
 * Whether the page offers to join this team's open place: the page was opened from the team's
 * link, and the server says the session may join it (`you.mayJoin`).
 */
export function joinOffered(
  view: Pick<EventView, 'you'>,
  team: Pick<EventTeam, 'id'>,
  join: { readonly team: string } | null,
): boolean {
  return join?.team === team.id && (view.you.mayJoin ?? []).includes(team.id);
}

/** A team's check-in and table: "checked in", "table 2", or nothing before check-in opens. */
export function checkInStatus(
  view: Pick<EventView, 'checkIn'>,
  team: string,
): { readonly checkedIn: boolean; readonly table: number | null } | null {
  const c = view.checkIn;
  if (c === null) return null;
  const table = c.tables?.find((t) => t.teams.includes(team))?.table ?? null;
  return { checkedIn: c.teams.some((t) => t.team === team), table };
}

/**
 * A big event's round as the page shows it: with its own matches when the view carried them,
 * with the page the server sent when it left them out, or null while that page is on its way.
 */
export function pagedRound(round: EventRound, page: EventMatchesPage | null): EventRound | null {
  if (round.omitted === undefined) return round;
  if (page === null || page.round !== round.round) return null;
  return { ...round, matches: page.matches };
}

/** "Round 7", "Round 8 (now)" in a big event's round picker. */
export function roundChoiceLabel(round: EventRound, current: number | null): string {
  return round.round === current ? `${round.label} (now)` : round.label;
}
