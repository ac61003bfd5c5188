import { isRecord, isWhole } from './check.js';
import { drawTables } from './check-in.js';
import { gameWinner, type GameRules } from './match-rules.js';
import { whyMarksCannotStand } from './possible-game.js';
import { err, ok, type Result } from './result.js';

/**
 * Progressive tables (002, "Winning the Tournament"): tables numbered from 1, the head table;
 * teams draw lots for tables; when the head table's game ends every table stops and an unfinished
 * game goes to the team with more marks; winners move up a table and get a punch, losers move
 * down; after the set number of rounds the top 4 teams play a final round; the most punches wins,
 * and a tie plays a mini-game to three marks.
 */
export interface ProgressiveSettings {
  /** Rounds before the final round. */
  readonly rounds: number;
  /** Teams in the final round. */
  readonly finalTeams: number;
  readonly game: GameRules;
  /** Marks that win the mini-game played for a tie. */
  readonly miniGameMarks: number;
}

export const PROGRESSIVE_DEFAULTS: Omit<ProgressiveSettings, 'rounds'> = {
  finalTeams: 4,
  game: { marksToWin: 7, winBy: 1, maxRecordedMarks: null },
  miniGameMarks: 3,
};

export type ProgressivePhase = 'rounds' | 'final' | 'mini-game' | 'done';

/** One table's game when the round stops: the marks of the two teams as seated. */
export interface TableResult {
  readonly marks: readonly [number, number];
  /** Needed only for an unfinished game tied in marks: the director says who wins (0 or 1). */
  readonly winner?: 0 | 1;
}

export interface ProgressiveRound {
  readonly round: number;
  readonly final: boolean;
  readonly tables: readonly (readonly [string, string])[];
  readonly results: readonly TableResult[];
  readonly winners: readonly string[];
}

export interface ProgressiveState {
  readonly settings: ProgressiveSettings;
  readonly phase: ProgressivePhase;
  /** The round being played, from 1; the final round is rounds + 1. */
  readonly round: number;
  /** Seating for the round being played: tables[0] is table 1, the head table. */
  readonly tables: readonly (readonly [string, string])[];
  readonly punches: Readonly<Record<string, number>>;
  readonly history: readonly ProgressiveRound[];
  /** Teams tied for the most punches, playing mini-games until one is left. */
  readonly tied: readonly string[];
  readonly winner: string | null;
}

/** Draws the teams to tables and starts round 1. */
export function startProgressive(
  teams: readonly string[],
  settings: { readonly rounds: unknown } & Partial<Omit<ProgressiveSettings, 'rounds'>>,
  seed: number | string,
): Result<ProgressiveState> {
  if (!isWhole(settings.rounds, 1))
    return err('BAD_INPUT', 'must be a whole number of rounds', 'rounds');
  const full: ProgressiveSettings = {
    ...PROGRESSIVE_DEFAULTS,
    ...settings,
    rounds: settings.rounds,
  };
  if (teams.length < full.finalTeams)
    return err(
      'TOO_FEW_TEAMS',
      `needs at least ${full.finalTeams} teams for the final round`,
      'teams',
    );
  const tables = drawTables(teams, seed);
  if (!tables.ok) return tables;
  return ok({
    settings: full,
    phase: 'rounds',
    round: 1,
    tables: tables.value,
    punches: Object.fromEntries(teams.map((t) => [t, 0])),
    history: [],
    tied: [],
    winner: null,
  });
}

/** Who won each table, by the rules of a stopped round. */
function tableWinners(
  state: ProgressiveState,
  results: unknown,
): Result<{ results: TableResult[]; winners: (0 | 1)[] }> {
  if (!Array.isArray(results) || results.length !== state.tables.length)
    return err(
      'ROUND_NOT_COMPLETE',
      `must give the marks of all ${state.tables.length} tables`,
      'results',
    );
  const out: TableResult[] = [];
  const winners: (0 | 1)[] = [];
  for (const [i, r] of results.entries()) {
    const at = `results[${i}]`;
    if (!isRecord(r)) return err('BAD_INPUT', 'must be {"marks": [a, b]}', at);
    const marks = r['marks'];
    if (!Array.isArray(marks) || marks.length !== 2 || !isWhole(marks[0]) || !isWhole(marks[1]))
      return err('BAD_INPUT', 'must be two whole numbers', `${at}.marks`);
    const m: [number, number] = [marks[0], marks[1]];
    const impossible = whyMarksCannotStand(state.settings.game, m);
    if (impossible !== null) return err('BAD_GAME_SCORE', impossible, `${at}.marks`);
    const finished = gameWinner(state.settings.game, m);
    let winner: 0 | 1;
    if (finished !== null) winner = finished;
    else if (i === 0)
      return err(
        'ROUND_NOT_COMPLETE',
        `the head table's game ends the round: ${m[0]}-${m[1]} is not finished`,
        `${at}.marks`,
      );
    else if (m[0] !== m[1]) winner = m[0] > m[1] ? 0 : 1;
    else if (r['winner'] === 0 || r['winner'] === 1) winner = r['winner'];
    else
      return err(
        'TIE_NEEDS_WINNER',
        `table ${i + 1} is tied at ${m[0]}-${m[1]}: say which team won it (the director’s call)`,
        `${at}.winner`,
      );
    winners.push(winner);
    out.push(
      r['winner'] === 0 || r['winner'] === 1 ? { marks: m, winner: r['winner'] } : { marks: m },
    );
  }
  return ok({ results: out, winners });
}

/**
 * Whether a table's result, ended with these marks, needs the director's winner: a game the end
 * of the round stopped tied ("the winner will be determined by the highest number of marks
 * tallied" (002) names none). The head table's game always ends the round finished.
 */
export function tableNeedsWinner(
  state: ProgressiveState,
  table: number,
  marks: readonly [number, number],
): boolean {
  return table > 1 && marks[0] === marks[1] && gameWinner(state.settings.game, marks) === null;
}

/** A table's marks as entered while its game is played: refused where no game can stand there. */
export function checkTableMarks(
  state: ProgressiveState,
  marks: readonly [number, number],
): Result<true> {
  const impossible = whyMarksCannotStand(state.settings.game, marks);
  return impossible === null ? ok(true) : err('BAD_GAME_SCORE', impossible, 'marks');
}

/** Winners move up a table (table 1's stay), losers move down (the last table's stay). */
export function moveTables(
  tables: readonly (readonly [string, string])[],
  winners: readonly (0 | 1)[],
): (readonly [string, string])[] {
  const won = tables.map((t, i) => t[winners[i] ?? 0]);
  const lost = tables.map((t, i) => t[winners[i] === 1 ? 0 : 1]);
  const last = tables.length - 1;
  return tables.map((_, i) => {
    if (last === 0) return [won[0] as string, lost[0] as string] as const;
    if (i === 0) return [won[0] as string, won[1] as string] as const;
    if (i === last) return [lost[last - 1] as string, lost[last] as string] as const;
    return [lost[i - 1] as string, won[i + 1] as string] as const;
  });
}

function leaders(teams: readonly string[], punches: Readonly<Record<string, number>>): string[] {
  const most = Math.max(...teams.map((t) => punches[t] ?? 0));
  return teams.filter((t) => (punches[t] ?? 0) === most);
}

/**
 * Ends the round being played with each table's marks (table 1 first). After the set rounds the
 * top teams by punches (ties by seating: the higher table first) play the final round, 1st and
 * 4th at the head table, 2nd and 3rd at table 2.
 */
export function finishRound(state: ProgressiveState, results: unknown): Result<ProgressiveState> {
  if (state.phase !== 'rounds' && state.phase !== 'final')
    return err(
      'TOURNAMENT_OVER',
      state.phase === 'done' ? 'the tournament is over' : 'a mini-game decides the tie',
    );
  const decided = tableWinners(state, results);
  if (!decided.ok) return decided;
  const { winners } = decided.value;
  const punches = { ...state.punches };
  const winnerNames = state.tables.map((t, i) => t[winners[i] ?? 0]);
  for (const w of winnerNames) punches[w] = (punches[w] ?? 0) + 1;
  const history = [
    ...state.history,
    {
      round: state.round,
      final: state.phase === 'final',
      tables: state.tables,
      results: decided.value.results,
      winners: winnerNames,
    },
  ];
  const next = moveTables(state.tables, winners);
  if (state.phase === 'final') {
    const finalists = state.tables.flat();
    const top = leaders(finalists, punches);
    if (top.length > 1)
      return ok({ ...state, phase: 'mini-game', punches, history, tables: [], tied: top });
    return ok({ ...state, phase: 'done', punches, history, tables: [], winner: top[0] ?? null });
  }
  if (state.round < state.settings.rounds)
    return ok({ ...state, round: state.round + 1, tables: next, punches, history });
  const seating = next.flat();
  const ranked = [...seating].sort(
    (a, b) => (punches[b] ?? 0) - (punches[a] ?? 0) || seating.indexOf(a) - seating.indexOf(b),
  );
  const top = ranked.slice(0, state.settings.finalTeams);
  const tables: (readonly [string, string])[] = [];
  for (let i = 0; i < top.length / 2; i++)
    tables.push([top[i] as string, top[top.length - 1 - i] as string]);
  return ok({ ...state, phase: 'final', round: state.round + 1, tables, punches, history });
}

/**
 * A mini-game between two of the teams tied for the most punches ("the first team to three marks
 * being declared the winner"); the loser is out, and the last team left wins.
 */
export function finishMiniGame(
  state: ProgressiveState,
  teams: readonly [string, string],
  marks: unknown,
): Result<ProgressiveState> {
  if (state.phase !== 'mini-game') return err('NO_TIE', 'no tie waits for a mini-game');
  if (!teams.every((t) => state.tied.includes(t)) || teams[0] === teams[1])
    return err(
      'TEAM_NOT_IN_MATCH',
      `the mini-game is between two of the teams tied on punches (${state.tied.join(', ')})`,
      'teams',
    );
  if (!Array.isArray(marks) || marks.length !== 2 || !isWhole(marks[0]) || !isWhole(marks[1]))
    return err('BAD_INPUT', 'must be two whole numbers', 'marks');
  const rules = { marksToWin: state.settings.miniGameMarks, winBy: 1, maxRecordedMarks: null };
  const w = gameWinner(rules, [marks[0], marks[1]]);
  if (w === null)
    return err(
      'BAD_INPUT',
      `is not finished: the first team to ${rules.marksToWin} marks wins`,
      'marks',
    );
  const loser = teams[w === 0 ? 1 : 0];
  const tied = state.tied.filter((t) => t !== loser);
  if (tied.length === 1) return ok({ ...state, phase: 'done', tied: [], winner: tied[0] ?? null });
  return ok({ ...state, tied });
}
