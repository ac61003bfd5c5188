import { keepScore, newScorekeeper, type MatchRules, type Scorekeeper } from '@texas42/club';
import type { Seat } from '@texas42/engine';
import type { EventScoreEntry, EventScoreGame } from '@texas42/protocol';
import { ServerError } from '../errors.js';
import { clubError } from './club-errors.js';
import type { StoredSheet } from './stored.js';

export interface Sheet {
  readonly stored: StoredSheet;
  readonly games: readonly Scorekeeper[];
  /** Who shakes the next hand. */
  readonly shaker: Seat;
  /** Games won: [North-South (the first team), East-West (the second)]. */
  readonly won: readonly [number, number];
  readonly over: boolean;
}

/** The rule profile of a match's games: the event's profile with the match's game rules. */
export function sheetRules(profile: string, rules: MatchRules): Record<string, unknown> {
  return {
    base: profile,
    'game.marksToWin': rules.game.marksToWin,
    'game.winBy': rules.game.winBy,
    'game.maxRecordedMarks': rules.game.maxRecordedMarks,
    'match.bestOf': rules.bestOf,
  };
}

function started(rules: unknown, shaker: Seat): Scorekeeper {
  const made = newScorekeeper(rules, shaker);
  if (!made.ok) throw clubError(made.error);
  return made.value;
}

/** The sheet as its stored inputs make it, through the club's scorekeeper. */
export function replaySheet(rules: unknown, bestOf: number, stored: StoredSheet): Sheet {
  const games: Scorekeeper[] = [];
  let shaker = stored.firstShaker;
  const won: [number, number] = [0, 0];
  for (const inputs of stored.games) {
    let keeper = started(rules, shaker);
    for (const input of inputs) {
      const next = keepScore(keeper, input);
      if (!next.ok) throw clubError(next.error);
      keeper = next.value;
    }
    games.push(keeper);
    shaker = keeper.shaker;
    if (keeper.winner === 'NS') won[0]++;
    if (keeper.winner === 'EW') won[1]++;
  }
  const need = Math.floor(bestOf / 2) + 1;
  return { stored, games, shaker, won, over: won[0] >= need || won[1] >= need };
}

export const EMPTY_SHEET = (firstShaker: Seat): StoredSheet => ({
  firstShaker,
  games: [],
  keepers: [],
});

/** The sheet with one more entry: a hand, an all-pass or time, in a new game if the last is over. */
export function enterScore(
  rules: unknown,
  bestOf: number,
  sheet: Sheet,
  input: Record<string, unknown>,
  keeper: string,
): Sheet {
  if (sheet.over) throw new ServerError(409, 'MATCH_OVER', 'the match is over: no more hands');
  const last = sheet.games.at(-1);
  const inGame = last !== undefined && last.winner === null;
  const current = inGame ? last : started(rules, sheet.shaker);
  const next = keepScore(current, input);
  if (!next.ok)
    throw clubError({
      ...next.error,
      ...(next.error.at !== undefined ? { at: `entry.${next.error.at}` } : {}),
    });
  const games = sheet.stored.games.map((g) => [...g]);
  if (inGame) games[games.length - 1]?.push(input);
  else games.push([input]);
  const keepers = sheet.stored.keepers.includes(keeper)
    ? sheet.stored.keepers
    : [...sheet.stored.keepers, keeper];
  return replaySheet(rules, bestOf, { ...sheet.stored, games, keepers });
}

/** The sheet without its last entry (a game left empty is dropped). */
export function undoScore(rules: unknown, bestOf: number, sheet: Sheet): Sheet {
  const games = sheet.stored.games.map((g) => [...g]).filter((g) => g.length > 0);
  const last = games.at(-1);
  if (last === undefined)
    throw new ServerError(409, 'NOTHING_TO_UNDO', 'the scoresheet has no entry to undo');
  last.pop();
  if (last.length === 0) games.pop();
  return replaySheet(rules, bestOf, { ...sheet.stored, games });
}

/** A game as the API shows it: every entry with the marks after it. */
export function gameView(keeper: Scorekeeper): EventScoreGame {
  const tally = { NS: 0, EW: 0 };
  const entries: EventScoreEntry[] = keeper.entries.map((e) => {
    if ((e.type === 'hand' || e.type === 'penalty' || e.type === 'out-of-turn') && e.to !== null) {
      tally[e.to] += e.marks;
      return { ...e, tally: { ...tally } };
    }
    return { ...e, tally: { ...tally } };
  });
  return {
    entries,
    marks: keeper.marks,
    recorded: keeper.recorded,
    winner: keeper.winner,
    timeCalled: keeper.timeCalled,
    warnings: keeper.warnings,
  };
}
