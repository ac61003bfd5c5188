// Over 300 lines: a bracket's settings, seeding, byes, results and no-shows work on the same
// structure; each part is short.
import { isRecord, isWhole } from './check.js';
import { minutesBetween, timeOf, type IsoTime } from './dates.js';
import { checkMatchScore, type GameRules, type GameScore } from './match-rules.js';
import { err, ok, type Result } from './result.js';
import { seedRng, shuffle } from './rng.js';

/**
 * A single-elimination bracket (003; the playoffs of 000): a match length for each round,
 * standard seeding (1 plays 16, 8 plays 9, ...) or a random draw, byes to the top seeds when the
 * field is not a power of two, winners advancing round by round.
 */
export type SeedOrder = 'standard' | 'random';

/** Best of how many games, by round. */
export interface RoundLengths {
  readonly first: number;
  /** "any rounds needed between first and final round" */
  readonly later: number;
  readonly final: number;
}

/** 003: "First Round- first team to win 3 out of 5 games", later rounds and the final 2 of 3. */
export const TIMPSON_ROUNDS: RoundLengths = { first: 5, later: 3, final: 3 };
/** 000: "All playoff matches follow the standard rules": best of three. */
export const LEAGUE_PLAYOFF_ROUNDS: RoundLengths = { first: 3, later: 3, final: 3 };
/** 003: "until one team achieves 7 (or more) marks". */
export const STRAIGHT_42_GAME: GameRules = { marksToWin: 7, winBy: 1, maxRecordedMarks: null };

/** A line of a match: an entry's seed number, a bye, or null while not yet decided. */
export type Slot = number | 'bye' | null;

export interface BracketMatch {
  readonly round: number;
  /** Index within its round, from 0. */
  readonly index: number;
  readonly bestOf: number;
  readonly slots: readonly [Slot, Slot];
  /** The seed that advanced, 'bye' when neither line had a team, or null while undecided. */
  readonly winner: number | 'bye' | null;
  /** How it was decided: played, a bye, or a team eliminated for not reporting. */
  readonly decidedBy: 'played' | 'bye' | 'no-show' | null;
  readonly games: readonly GameScore[];
}

export interface BracketRound {
  readonly round: number;
  readonly bestOf: number;
  readonly matches: readonly BracketMatch[];
}

export interface Bracket {
  /** Entries, numbered 1..entries (their seed, or their number in the draw). */
  readonly entries: number;
  readonly seedOrder: SeedOrder;
  readonly game: GameRules;
  readonly rounds: readonly BracketRound[];
  /** The winner of the final, once decided. */
  readonly champion: number | null;
}

export interface BracketSettings {
  readonly entries: number;
  readonly seedOrder: SeedOrder;
  readonly seed: number | string;
  readonly rounds: RoundLengths;
  readonly game: GameRules;
}

/**
 * The lines of round 1 by seed for a bracket of `size` (a power of two): 1 v size, and each
 * seed's later opponents as far as possible: 1, 16, 8, 9, 5, 12, 4, 13, ... for 16.
 */
export function standardSeedLines(size: number): number[] {
  let lines = [1];
  for (let n = 2; n <= size; n *= 2)
    lines = lines.flatMap((s, i) => (i % 2 === 0 ? [s, n + 1 - s] : [n + 1 - s, s]));
  return lines;
}

function bestOfRound(lengths: RoundLengths, round: number, rounds: number): number {
  return round === rounds ? lengths.final : round === 1 ? lengths.first : lengths.later;
}

/** Checks bracket settings; every problem names its field. */
export function parseBracketSettings(input: unknown): Result<BracketSettings> {
  if (!isRecord(input)) return err('BAD_BRACKET_SETTINGS', 'bracket settings must be an object');
  const entries = input['entries'];
  if (!isWhole(entries, 2) || entries > 1024)
    return err('BAD_BRACKET_SETTINGS', 'must be a whole number from 2 to 1024', 'entries');
  const seedOrder = input['seedOrder'] ?? 'standard';
  if (seedOrder !== 'standard' && seedOrder !== 'random')
    return err('BAD_BRACKET_SETTINGS', 'must be "standard" or "random"', 'seedOrder');
  const seed = input['seed'] ?? 1;
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isInteger(seed)))
    return err('BAD_BRACKET_SETTINGS', 'must be a whole number or a string', 'seed');
  const rounds = input['rounds'] ?? TIMPSON_ROUNDS;
  if (!isRecord(rounds)) return err('BAD_BRACKET_SETTINGS', 'must be an object', 'rounds');
  for (const key of ['first', 'later', 'final']) {
    const v = rounds[key];
    if (!isWhole(v, 1) || v % 2 === 0)
      return err('BAD_BRACKET_SETTINGS', 'must be an odd whole number of games', `rounds.${key}`);
  }
  const game = input['game'] ?? STRAIGHT_42_GAME;
  if (!isRecord(game) || !isWhole(game['marksToWin'], 1) || !isWhole(game['winBy'], 1))
    return err(
      'BAD_BRACKET_SETTINGS',
      'must be {"marksToWin", "winBy", "maxRecordedMarks"}',
      'game',
    );
  const cap = game['maxRecordedMarks'] ?? null;
  if (cap !== null && !isWhole(cap, 1))
    return err('BAD_BRACKET_SETTINGS', 'must be a whole number or null', 'game.maxRecordedMarks');
  return ok({
    entries,
    seedOrder,
    seed,
    rounds: rounds as unknown as RoundLengths,
    game: { marksToWin: game['marksToWin'], winBy: game['winBy'], maxRecordedMarks: cap },
  });
}

function blankMatch(
  round: number,
  index: number,
  bestOf: number,
  slots: [Slot, Slot],
): BracketMatch {
  return { round, index, bestOf, slots, winner: null, decidedBy: null, games: [] };
}

/** Where a line's winner goes: line i of a round feeds side i % 2 of line ⌊i / 2⌋ of the next. */
export function nextLine(index: number): { readonly index: number; readonly side: 0 | 1 } {
  return { index: Math.floor(index / 2), side: index % 2 === 0 ? 0 : 1 };
}

/** The lines of the round before whose winners come to a line's two sides (nextLine's converse). */
export function feedingLines(index: number): readonly [number, number] {
  return [2 * index, 2 * index + 1];
}

/** Byes and double byes advance on their own, as far as they go. */
function settle(rounds: BracketMatch[][]): BracketMatch[][] {
  const out = rounds.map((r) => r.slice());
  for (let r = 0; r < out.length; r++) {
    const round = out[r] as BracketMatch[];
    round.forEach((m, i) => {
      let match = m;
      if (match.winner === null) {
        const [a, b] = match.slots;
        if (a === 'bye' && b === 'bye') match = { ...match, winner: 'bye', decidedBy: 'bye' };
        else if (a === 'bye' && typeof b === 'number')
          match = { ...match, winner: b, decidedBy: 'bye' };
        else if (b === 'bye' && typeof a === 'number')
          match = { ...match, winner: a, decidedBy: 'bye' };
        round[i] = match;
      }
      const next = out[r + 1];
      const to = nextLine(i);
      const target = next?.[to.index];
      if (next !== undefined && target !== undefined && match.winner !== null) {
        const slots: [Slot, Slot] = [...target.slots];
        slots[to.side] = match.winner;
        next[to.index] = { ...target, slots };
      }
    });
  }
  return out;
}

type BracketMeta = Pick<Bracket, 'entries' | 'seedOrder' | 'game'>;

function build(settings: BracketMeta, rounds: BracketMatch[][]): Bracket {
  const settled = settle(rounds);
  const final = settled[settled.length - 1]?.[0];
  return {
    entries: settings.entries,
    seedOrder: settings.seedOrder,
    game: settings.game,
    rounds: settled.map((matches, i) => ({
      round: i + 1,
      bestOf: matches[0]?.bestOf ?? 1,
      matches,
    })),
    champion: typeof final?.winner === 'number' ? final.winner : null,
  };
}

/** A bracket from checked settings: round 1 seeded or drawn, byes advanced. */
export function buildBracket(settings: BracketSettings): Bracket {
  const n = settings.entries;
  let size = 1;
  while (size < n) size *= 2;
  const count = Math.log2(size);
  let lines = standardSeedLines(size);
  if (settings.seedOrder === 'random') {
    const [drawn] = shuffle(
      seedRng(settings.seed),
      Array.from({ length: n }, (_, i) => i + 1),
    );
    lines = lines.map((s) => (s <= n ? (drawn[s - 1] as number) : s));
  }
  const rounds: BracketMatch[][] = [];
  for (let r = 1; r <= count; r++) {
    const bestOf = bestOfRound(settings.rounds, r, count);
    const matches: BracketMatch[] = [];
    for (let i = 0; i < size / 2 ** r; i++) {
      if (r > 1) {
        matches.push(blankMatch(r, i, bestOf, [null, null]));
        continue;
      }
      const slot = (s: number | undefined): Slot => (s === undefined || s > n ? 'bye' : s);
      const a = slot(lines[2 * i]);
      const b = slot(lines[2 * i + 1]);
      // A team before a bye; in standard seeding the better seed first.
      const ordered: [Slot, Slot] =
        a === 'bye' ||
        (settings.seedOrder === 'standard' &&
          typeof a === 'number' &&
          typeof b === 'number' &&
          b < a)
          ? [b, a]
          : [a, b];
      matches.push(blankMatch(r, i, bestOf, ordered));
    }
    rounds.push(matches);
  }
  return build(settings, rounds);
}

export function makeBracket(input: unknown): Result<Bracket> {
  const settings = parseBracketSettings(input);
  return settings.ok ? ok(buildBracket(settings.value)) : settings;
}

function findMatch(bracket: Bracket, round: unknown, index: unknown): Result<BracketMatch> {
  if (!isWhole(round, 1) || round > bracket.rounds.length)
    return err('BAD_INPUT', `must be a round from 1 to ${bracket.rounds.length}`, 'round');
  const matches = bracket.rounds[round - 1]?.matches ?? [];
  if (!isWhole(index) || index >= matches.length)
    return err('BAD_INPUT', `must be a match from 0 to ${matches.length - 1}`, 'match');
  const m = matches[index] as BracketMatch;
  if (m.winner !== null) return err('MATCH_DECIDED', `round ${round} match ${index} is decided`);
  if (typeof m.slots[0] !== 'number' || typeof m.slots[1] !== 'number')
    return err('MATCH_NOT_READY', `round ${round} match ${index} waits for its teams`);
  return ok(m);
}

function decide(
  bracket: Bracket,
  match: BracketMatch,
  winner: number | 'bye',
  decidedBy: 'played' | 'no-show',
  games: readonly GameScore[],
): Bracket {
  const rounds = bracket.rounds.map((r) => r.matches.slice());
  (rounds[match.round - 1] as BracketMatch[])[match.index] = { ...match, winner, decidedBy, games };
  return build(bracket, rounds);
}

/**
 * Records a played match: the winner advances. `games` (optional) are the game scores, the
 * first line's marks first, checked against the round's length and the game rules.
 */
export function recordBracketResult(
  bracket: Bracket,
  result: {
    readonly round: unknown;
    readonly match: unknown;
    readonly winner: unknown;
    readonly games?: unknown;
    /** Time was called (001 I): a game's actual marks stand, the higher winning. */
    readonly timed?: boolean;
  },
): Result<Bracket> {
  const found = findMatch(bracket, result.round, result.match);
  if (!found.ok) return found;
  const m = found.value;
  if (result.winner !== m.slots[0] && result.winner !== m.slots[1])
    return err(
      'TEAM_NOT_IN_MATCH',
      `seed ${String(result.winner)} does not play in this match (${String(m.slots[0])} v ${String(m.slots[1])})`,
      'winner',
    );
  const winner = result.winner as number;
  let games: readonly GameScore[] = [];
  if (result.games !== undefined) {
    const score = checkMatchScore({ game: bracket.game, bestOf: m.bestOf }, result.games, 'games', {
      timed: result.timed === true,
    });
    if (!score.ok) return score;
    if (m.slots[score.value.winner] !== winner)
      return err(
        'BAD_MATCH_SCORE',
        `the games are won by seed ${String(m.slots[score.value.winner])}, not ${winner}`,
        'games',
      );
    games = score.value.games;
  }
  return ok(decide(bracket, m, winner, 'played', games));
}

/**
 * 003: "A team not reporting within 5 minutes of estimated start time will be eliminated."
 * True when the team had not reported by then (reportedAt null: not at all).
 */
export function isNoShow(
  estimatedStart: IsoTime,
  reportedAt: IsoTime | null,
  graceMinutes = 5,
): boolean {
  const start = timeOf(estimatedStart);
  if (reportedAt === null) return true;
  const at = timeOf(reportedAt);
  if (start === undefined || at === undefined) return false;
  return minutesBetween(start, at) > graceMinutes;
}

/** Eliminates the teams of a match that did not report; the other advances (both: neither). */
export function eliminateNoShows(
  bracket: Bracket,
  at: { readonly round: unknown; readonly match: unknown },
  absent: readonly number[],
): Result<Bracket> {
  const found = findMatch(bracket, at.round, at.match);
  if (!found.ok) return found;
  const m = found.value;
  if (absent.length === 0 || absent.some((s) => s !== m.slots[0] && s !== m.slots[1]))
    return err(
      'TEAM_NOT_IN_MATCH',
      `must name one or both teams of the match (${String(m.slots[0])}, ${String(m.slots[1])})`,
      'absent',
    );
  const present = m.slots.filter((s) => !absent.includes(s as number));
  const winner = typeof present[0] === 'number' ? present[0] : 'bye';
  return ok(decide(bracket, m, winner, 'no-show', []));
}
