import type { PuzzlePlayer } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, PuzzlePlayersTable } from '../db/schema.js';
import type { Skill } from '../ratings/model.js';
import { STARTING_SKILL, ratePuzzleTry } from './rating.js';

/** What a try did: whether it was rated, and the ratings and record after it. */
export interface TryOutcome {
  readonly rated: boolean;
  readonly puzzle: Skill;
  readonly player: PuzzlePlayer;
}

function playerOf(row: PuzzlePlayersTable | undefined): PuzzlePlayer {
  return {
    rating: Math.round(row?.mu ?? STARTING_SKILL.mu),
    deviation: Math.round(row?.sigma ?? STARTING_SKILL.sigma),
    tried: row?.tried ?? 0,
    solved: row?.solved ?? 0,
    streak: row?.streak ?? 0,
    bestStreak: row?.best_streak ?? 0,
  };
}

/** Puzzle ratings, tries and streaks in the database (migration 014). */
export class PuzzleStore {
  constructor(private readonly db: Kysely<Database>) {}

  async player(userId: string): Promise<{ skill: Skill; record: PuzzlePlayer }> {
    const row = await this.db
      .selectFrom('puzzle_players')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      skill: row === undefined ? STARTING_SKILL : { mu: row.mu, sigma: row.sigma },
      record: playerOf(row),
    };
  }

  async puzzleSkills(): Promise<Map<string, Skill>> {
    const rows = await this.db.selectFrom('puzzle_ratings').selectAll().execute();
    return new Map(rows.map((r) => [r.puzzle_id, { mu: r.mu, sigma: r.sigma }]));
  }

  async puzzleSkill(id: string): Promise<Skill> {
    const row = await this.db
      .selectFrom('puzzle_ratings')
      .selectAll()
      .where('puzzle_id', '=', id)
      .executeTakeFirst();
    return row === undefined ? STARTING_SKILL : { mu: row.mu, sigma: row.sigma };
  }

  async triedBy(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('puzzle_tries')
      .select('puzzle_id')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((r) => r.puzzle_id));
  }

  /**
   * Records a try in one transaction: the first try at a puzzle (the try's row is the guard, so
   * two at once rate once) moves both ratings; every try moves the streak.
   */
  async recordTry(
    userId: string,
    puzzleId: string,
    correct: boolean,
    now: string,
  ): Promise<TryOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('puzzle_tries')
        .values({ user_id: userId, puzzle_id: puzzleId, correct: correct ? 1 : 0, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'puzzle_id']).doNothing())
        .executeTakeFirst();
      const rated = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
      const before = await trx
        .selectFrom('puzzle_players')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const ratingRow = await trx
        .selectFrom('puzzle_ratings')
        .selectAll()
        .where('puzzle_id', '=', puzzleId)
        .executeTakeFirst();
      let player: Skill = before === undefined ? STARTING_SKILL : before;
      let puzzle: Skill = ratingRow === undefined ? STARTING_SKILL : ratingRow;
      if (rated) {
        ({ player, puzzle } = ratePuzzleTry(player, puzzle, correct));
        await trx
          .insertInto('puzzle_ratings')
          .values({ puzzle_id: puzzleId, mu: puzzle.mu, sigma: puzzle.sigma, tries: 1 })
          .onConflict((oc) =>
            oc.column('puzzle_id').doUpdateSet({
              mu: puzzle.mu,
              sigma: puzzle.sigma,
              tries: (ratingRow?.tries ?? 0) + 1,
            }),
          )
          .execute();
      }
      const streak = correct ? (before?.streak ?? 0) + 1 : 0;
      const row: PuzzlePlayersTable = {
        user_id: userId,
        mu: player.mu,
        sigma: player.sigma,
        tried: (before?.tried ?? 0) + (rated ? 1 : 0),
        solved: (before?.solved ?? 0) + (rated && correct ? 1 : 0),
        streak,
        best_streak: Math.max(before?.best_streak ?? 0, streak),
        updated_at: now,
      };
      const { user_id: _id, ...changes } = row;
      await trx
        .insertInto('puzzle_players')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
      return { rated, puzzle: { mu: puzzle.mu, sigma: puzzle.sigma }, player: playerOf(row) };
    });
  }
}
