/**
 * A list of teams pasted by an organizer, one team a line, the way clubs keep them on paper or in
 * a spreadsheet: `Aces: Ann Lee, Bob Ray`. Forgiving: the team name ends at ":", " - ", "|", "="
 * or a tab; the two players are split by ",", "&", "+", "/", ";", " and ", or a tab; a line may
 * be numbered ("1." "2)"); spreadsheet rows (`Aces, Ann Lee, Bob Ray` or tab-separated) work too.
 * Blank lines and lines starting with "#" are skipped. Every line gets its own verdict, so a
 * preview can show what is wrong where before anything is added.
 */

/** The longest team or player name, in characters as a person counts them (protocol's NAME_MAX). */
export const TEAM_LIST_NAME_MAX = 24;
/** The most lines (teams) one paste may hold. */
export const TEAM_LIST_LINES_MAX = 200;

export interface NamedTeam {
  readonly name: string;
  readonly players: readonly [string, string];
}

export type TeamListLine =
  | { readonly line: number; readonly text: string; readonly ok: true; readonly team: NamedTeam }
  | { readonly line: number; readonly text: string; readonly ok: false; readonly error: string };

export interface TeamList {
  /** The lines that name a team (blank and comment lines left out), numbered from 1 as pasted. */
  readonly lines: readonly TeamListLine[];
  /** The teams of the lines without errors. */
  readonly teams: readonly NamedTeam[];
  /** Whether every line is a team (and there is at least one). */
  readonly ok: boolean;
  /** Set when the paste has more than TEAM_LIST_LINES_MAX teams: nothing is added. */
  readonly tooLong?: string;
}

/** Control characters and bidi overrides that could make a name show as another one. */
const UNSAFE_IN_NAME = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const NUMBERING = /^\s*\d{1,3}\s*[.)]\s+/;
const TEAM_END = /\s*(?::|\||=|\t|\s-\s|\s–\s)\s*/;
const PLAYER_SPLIT = /\s*(?:,|&|\+|\/|;|\t|\band\b)\s*/i;

/** Why `name` cannot be a team's or player's name, or null. */
export function nameProblem(name: string, what: string): string | null {
  if (name === '') return `${what} is missing`;
  const length = [...name].length;
  if (length > TEAM_LIST_NAME_MAX)
    return `${what} "${name}" is too long (${length} characters, at most ${TEAM_LIST_NAME_MAX})`;
  if (UNSAFE_IN_NAME.test(name)) return `${what} "${name}" has control characters`;
  return null;
}

/** Team name and the rest of the line, or null when the line has no separator for a team name. */
function splitTeam(text: string): { name: string; rest: string[] } | null {
  const at = TEAM_END.exec(text);
  if (at !== null)
    return {
      name: text.slice(0, at.index).trim(),
      rest: text
        .slice(at.index + at[0].length)
        .split(PLAYER_SPLIT)
        .map((p) => p.trim()),
    };
  // A spreadsheet row pasted as "Aces, Ann Lee, Bob Ray": three comma-separated fields.
  const fields = text.split(/\s*[,;]\s*/).map((f) => f.trim());
  if (fields.length === 3) return { name: fields[0] ?? '', rest: fields.slice(1) };
  return null;
}

function parseLine(text: string): { team: NamedTeam } | { error: string } {
  const cleaned = text.replace(NUMBERING, '').trim();
  const split = splitTeam(cleaned);
  if (split === null)
    return {
      error: 'write the team name, a colon, then its two players: "Aces: Ann Lee, Bob Ray"',
    };
  const problem = nameProblem(split.name, 'the team name');
  if (problem !== null) return { error: problem };
  const players = split.rest.filter((p) => p !== '');
  if (players.length !== 2)
    return {
      error: `a team has two players: ${split.name} has ${players.length === 0 ? 'none' : players.length === 1 ? 'one' : players.length}`,
    };
  const [a, b] = players as [string, string];
  for (const p of [a, b]) {
    const bad = nameProblem(p, 'the player name');
    if (bad !== null) return { error: bad };
  }
  if (a.toLowerCase() === b.toLowerCase())
    return { error: `${split.name} names ${a} twice: a team has two different players` };
  return { team: { name: split.name, players: [a, b] } };
}

/**
 * Reads a pasted list of teams; `taken` holds the names (any case) of the event's teams and
 * named players already there, so a line repeating one is refused with the line that clashes.
 */
export function parseTeamList(
  text: string,
  taken: { readonly teams?: readonly string[]; readonly players?: readonly string[] } = {},
): TeamList {
  const teamLine = new Map<string, number>((taken.teams ?? []).map((n) => [n.toLowerCase(), 0]));
  const playerLine = new Map<string, number>(
    (taken.players ?? []).map((n) => [n.toLowerCase(), 0]),
  );
  const where = (line: number) => (line === 0 ? 'already in this event' : `also on line ${line}`);
  const lines: TeamListLine[] = [];
  const raw = text.split(/\r\n|\r|\n/);
  for (const [i, full] of raw.entries()) {
    const text = full.trim();
    if (text === '' || text.startsWith('#')) continue;
    const line = i + 1;
    const parsed = parseLine(text);
    if ('error' in parsed) {
      lines.push({ line, text, ok: false, error: parsed.error });
      continue;
    }
    const { team } = parsed;
    const clash = teamLine.get(team.name.toLowerCase());
    const playerClash = team.players.find((p) => playerLine.has(p.toLowerCase()));
    if (clash !== undefined) {
      lines.push({ line, text, ok: false, error: `team "${team.name}" is ${where(clash)}` });
      continue;
    }
    if (playerClash !== undefined) {
      const at = playerLine.get(playerClash.toLowerCase()) ?? 0;
      lines.push({ line, text, ok: false, error: `player "${playerClash}" is ${where(at)}` });
      continue;
    }
    teamLine.set(team.name.toLowerCase(), line);
    for (const p of team.players) playerLine.set(p.toLowerCase(), line);
    lines.push({ line, text, ok: true, team });
  }
  const teams = lines.flatMap((l) => (l.ok ? [l.team] : []));
  if (lines.length > TEAM_LIST_LINES_MAX)
    return {
      lines,
      teams,
      ok: false,
      tooLong: `at most ${TEAM_LIST_LINES_MAX} teams at once (this list has ${lines.length})`,
    };
  return { lines, teams, ok: lines.length > 0 && lines.every((l) => l.ok) };
}
