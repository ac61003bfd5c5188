// Over 300 lines: the tallies, the ranking by each tiebreaker and the director's decision are
// one computation over the same records.
import { firstDuplicate, isName, isRecord } from './check.js';
import { checkMatchScore, gamesWon, matchWinner, type GameScore } from './match-rules.js';
import { err, ok, type Result } from './result.js';
import type { StandingsRules, Tiebreaker } from './standings-rules.js';

/**
 * Standings from match results under an event's standings rules: points (where the rules award
 * them), wins, games and marks, ranked by the rules' order of tiebreakers.
 */
export type MatchRecord =
  | {
      readonly teams: readonly [string, string];
      readonly games: readonly GameScore[];
      /** Games stopped at time, their actual marks recorded (where the rules have time limits). */
      readonly timed?: boolean;
    }
  | { readonly teams: readonly [string, string]; readonly forfeit: string }
  | { readonly teams: readonly [string]; readonly bye: true };

export interface StandingRow {
  readonly team: string;
  readonly rank: number;
  /** League points; null where the rules award none. */
  readonly points: number | null;
  readonly matchWins: number;
  readonly matchLosses: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly marksFor: number;
  readonly marksAgainst: number;
  readonly forfeitWins: number;
  readonly forfeits: number;
  readonly byes: number;
}

/** Teams still tied after every tiebreaker of the rules. */
export interface UndecidedTie {
  readonly rank: number;
  readonly teams: readonly string[];
  /** The director decides (001), or the rules are silent and the teams share the rank. */
  readonly decidedBy: 'directors-choice' | 'shared-rank';
}

export interface Standings {
  readonly rules: string;
  readonly rows: readonly StandingRow[];
  readonly undecided: readonly UndecidedTie[];
}

/** Checks match records against the teams and the rules; errors name "matches[i]...". */
export function parseMatchRecords(
  rules: StandingsRules,
  teams: readonly string[],
  input: unknown,
  at = 'matches',
): Result<MatchRecord[]> {
  if (!Array.isArray(input)) return err('BAD_INPUT', 'must be a list of matches', at);
  const known = new Set(teams);
  const out: MatchRecord[] = [];
  for (const [i, m] of input.entries()) {
    const where = `${at}[${i}]`;
    if (!isRecord(m)) return err('BAD_INPUT', 'must be an object with "teams"', where);
    const names = m['teams'];
    if (!Array.isArray(names) || names.length < 1 || names.length > 2)
      return err('BAD_INPUT', 'must be one team (a bye) or two', `${where}.teams`);
    for (const [j, t] of names.entries()) {
      if (!isName(t)) return err('BAD_INPUT', 'must be a team name', `${where}.teams[${j}]`);
      if (!known.has(t))
        return err('UNKNOWN_TEAM', `"${t}" is not one of the teams`, `${where}.teams[${j}]`);
    }
    if (names[0] === names[1])
      return err('BAD_INPUT', 'names the same team twice', `${where}.teams`);
    const kinds = ['games', 'forfeit', 'bye'].filter((k) => m[k] !== undefined);
    if (kinds.length !== 1)
      return err('BAD_INPUT', 'must have exactly one of "games", "forfeit" or "bye"', where);
    if (m['bye'] !== undefined) {
      if (m['bye'] !== true) return err('BAD_INPUT', 'must be true', `${where}.bye`);
      if (names.length !== 1) return err('BAD_INPUT', 'a bye names one team', `${where}.teams`);
      out.push({ teams: [names[0] as string], bye: true });
      continue;
    }
    if (names.length !== 2) return err('BAD_INPUT', 'a match names two teams', `${where}.teams`);
    const pair = [names[0], names[1]] as [string, string];
    if (m['forfeit'] !== undefined) {
      if (m['forfeit'] !== pair[0] && m['forfeit'] !== pair[1])
        return err(
          'BAD_INPUT',
          'must name the team that forfeited, one of the two',
          `${where}.forfeit`,
        );
      out.push({ teams: pair, forfeit: m['forfeit'] });
      continue;
    }
    const timed = m['timed'] ?? false;
    if (typeof timed !== 'boolean')
      return err('BAD_INPUT', 'must be true or false', `${where}.timed`);
    if (timed && !rules.timedGames)
      return err('BAD_INPUT', `games are not stopped at time under ${rules.id}`, `${where}.timed`);
    const games = m['games'];
    const count = Array.isArray(games) ? games.length : 0;
    const bestOf = rules.bestOf.find((b) => b >= count) ?? Math.max(...rules.bestOf);
    const score = checkMatchScore({ game: rules.game, bestOf }, games, `${where}.games`, { timed });
    if (!score.ok) return score;
    out.push({ teams: pair, games: score.value.games, ...(timed ? { timed } : {}) });
  }
  return ok(out);
}

interface Tally {
  points: number;
  matchWins: number;
  matchLosses: number;
  gamesWon: number;
  gamesLost: number;
  marksFor: number;
  marksAgainst: number;
  forfeitWins: number;
  forfeits: number;
  byes: number;
}

function emptyTally(): Tally {
  return {
    points: 0,
    matchWins: 0,
    matchLosses: 0,
    gamesWon: 0,
    gamesLost: 0,
    marksFor: 0,
    marksAgainst: 0,
    forfeitWins: 0,
    forfeits: 0,
    byes: 0,
  };
}

/** League points one game is worth to each side: the game's winner and the spreads. */
export function gamePoints(rules: StandingsRules, score: GameScore): [number, number] {
  const p = rules.points;
  if (p === null) return [0, 0];
  const [a, b] = score;
  const spreads = Math.floor(Math.abs(a - b) / p.spread.marks) * p.spread.points;
  return a > b ? [p.perGameWon + spreads, 0] : [0, p.perGameWon + spreads];
}

/** League points a played match is worth to each side. */
export function matchPoints(rules: StandingsRules, games: readonly GameScore[]): [number, number] {
  let [a, b] = [0, 0];
  for (const g of games) {
    const [x, y] = gamePoints(rules, g);
    a += x;
    b += y;
  }
  const bonus = rules.points?.perMatchWon ?? 0;
  return matchWinner(games) === 0 ? [a + bonus, b] : [a, b + bonus];
}

function addGames(rules: StandingsRules, a: Tally, b: Tally, games: readonly GameScore[]): void {
  const [pa, pb] = matchPoints(rules, games);
  a.points += pa;
  b.points += pb;
  for (const [x, y] of games) {
    a.marksFor += x;
    a.marksAgainst += y;
    b.marksFor += y;
    b.marksAgainst += x;
  }
  const [wa, wb] = gamesWon(games);
  a.gamesWon += wa;
  a.gamesLost += wb;
  b.gamesWon += wb;
  b.gamesLost += wa;
  if (matchWinner(games) === 0) {
    a.matchWins++;
    b.matchLosses++;
  } else {
    b.matchWins++;
    a.matchLosses++;
  }
}

function tallies(
  rules: StandingsRules,
  teams: readonly string[],
  matches: readonly MatchRecord[],
): Map<string, Tally> {
  const t = new Map(teams.map((name) => [name, emptyTally()]));
  const of = (name: string): Tally => t.get(name) as Tally;
  for (const m of matches) {
    if ('bye' in m) {
      const me = of(m.teams[0]);
      me.byes++;
      if (rules.bye.kind === 'game') addGames(rules, me, emptyTally(), [rules.bye.score]);
    } else if ('forfeit' in m) {
      const loser = of(m.forfeit);
      const winner = of(m.teams[0] === m.forfeit ? m.teams[1] : m.teams[0]);
      loser.forfeits++;
      winner.forfeitWins++;
      loser.points += rules.points?.forfeit ?? 0;
      winner.points += rules.points?.forfeitWin ?? 0;
      if (rules.forfeitCountsAsMatch) {
        winner.matchWins++;
        loser.matchLosses++;
      }
    } else addGames(rules, of(m.teams[0]), of(m.teams[1]), m.games);
  }
  return t;
}

/** Matches won by `team` against the others of `group`, from played matches. */
function headToHead(matches: readonly MatchRecord[], team: string, group: ReadonlySet<string>) {
  let wins = 0;
  for (const m of matches) {
    if (!('games' in m) || !m.teams.includes(team)) continue;
    const other = m.teams[0] === team ? m.teams[1] : m.teams[0];
    if (!group.has(other)) continue;
    if (matchWinner(m.games) === (m.teams[0] === team ? 0 : 1)) wins++;
  }
  return wins;
}

/** A criterion's value, higher is better. */
function value(
  crit: Tiebreaker,
  tally: Tally,
  team: string,
  group: ReadonlySet<string>,
  matches: readonly MatchRecord[],
): number {
  switch (crit) {
    case 'points':
      return tally.points;
    case 'matchWins':
      return tally.matchWins;
    case 'headToHead':
      return headToHead(matches, team, group);
    case 'gamesLost':
      return -tally.gamesLost;
    case 'marksAgainst':
      return -tally.marksAgainst;
    case 'marksFor':
      return tally.marksFor;
    case 'directorsChoice':
      return 0;
  }
}

/** Orders teams by the criteria from `index` on; returns groups still tied, best first. */
function rank(
  order: readonly Tiebreaker[],
  index: number,
  teams: readonly string[],
  t: ReadonlyMap<string, Tally>,
  matches: readonly MatchRecord[],
): string[][] {
  const crit = order[index];
  if (teams.length <= 1 || crit === undefined || crit === 'directorsChoice') return [[...teams]];
  const group = new Set(teams);
  const scored = teams.map((team) => ({
    team,
    v: value(crit, t.get(team) as Tally, team, group, matches),
  }));
  scored.sort((a, b) => b.v - a.v);
  const out: string[][] = [];
  let i = 0;
  while (i < scored.length) {
    let j = i;
    while (j < scored.length && scored[j]?.v === scored[i]?.v) j++;
    out.push(
      ...rank(
        order,
        index + 1,
        scored.slice(i, j).map((s) => s.team),
        t,
        matches,
      ),
    );
    i = j;
  }
  return out;
}

/**
 * Standings of `teams` from `matches` (checked first). Teams still tied after every tiebreaker
 * share a rank and are listed in `undecided`: under NPA rules the director decides.
 */
export function computeStandings(
  rules: StandingsRules,
  teams: readonly string[],
  matches: unknown,
): Result<Standings> {
  for (const [i, t] of teams.entries())
    if (!isName(t)) return err('BAD_INPUT', 'must be a team name', `teams[${i}]`);
  const dup = firstDuplicate(teams);
  if (dup !== undefined) return err('BAD_INPUT', `names "${dup}" twice`, 'teams');
  const parsed = parseMatchRecords(rules, teams, matches);
  if (!parsed.ok) return parsed;
  const t = tallies(rules, teams, parsed.value);
  const groups = rank(rules.order, 0, teams, t, parsed.value);
  const rows: StandingRow[] = [];
  const undecided: UndecidedTie[] = [];
  for (const g of groups) {
    const place = rows.length + 1;
    if (g.length > 1)
      undecided.push({
        rank: place,
        teams: g,
        decidedBy: rules.order.includes('directorsChoice') ? 'directors-choice' : 'shared-rank',
      });
    for (const team of g) {
      const tally = t.get(team) as Tally;
      rows.push({
        team,
        rank: place,
        ...tally,
        points: rules.points === null ? null : tally.points,
      });
    }
  }
  return ok({ rules: rules.id, rows, undecided });
}

/**
 * The director's decision for a tie: `order` lists the tied teams best first (from a domino draw
 * or a playoff); the teams get successive ranks.
 */
export function decideTie(
  standings: Standings,
  rankOfTie: number,
  order: readonly string[],
): Result<Standings> {
  const tie = standings.undecided.find((u) => u.rank === rankOfTie);
  if (tie === undefined) return err('NO_TIE', `no teams are tied at rank ${rankOfTie}`);
  if (order.length !== tie.teams.length || !tie.teams.every((t) => order.includes(t)))
    return err('BAD_INPUT', `must list exactly the tied teams: ${tie.teams.join(', ')}`, 'order');
  const before = standings.rows.filter((r) => r.rank < rankOfTie);
  const after = standings.rows.filter((r) => r.rank > rankOfTie);
  const decided = order.map((team, i) => {
    const row = standings.rows.find((r) => r.team === team) as StandingRow;
    return { ...row, rank: rankOfTie + i };
  });
  return ok({
    ...standings,
    rows: [...before, ...decided, ...after],
    undecided: standings.undecided.filter((u) => u !== tie),
  });
}
