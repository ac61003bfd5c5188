import type { PuzzleNext, PuzzlePlayer, PuzzleQuestion, PuzzleRating } from '@texas42/protocol';
import { ServerError } from '../errors.js';
import type { Serve } from '../http/typed-routes.js';
import type { Skill } from '../ratings/model.js';
import type { Catalog, PuzzleEntry } from './catalog.js';
import { STARTING_SKILL } from './rating.js';
import type { PuzzleStore } from './store.js';

/** Puzzles near a person's rating: the next one is drawn from the closest this many. */
const NEAREST = 8;

function shown(skill: Skill): PuzzleRating {
  return { rating: Math.round(skill.mu), deviation: Math.round(skill.sigma) };
}

function question(p: PuzzleEntry, skill: Skill, tried: boolean): PuzzleQuestion {
  return {
    id: p.id,
    seat: p.seat,
    goal: p.goal,
    measure: p.measure,
    rules: p.rules,
    view: p.view,
    puzzle: shown(skill),
    tried,
  };
}

/** The puzzle routes (protocol's puzzles.ts): pose a puzzle, judge a try, keep the ratings. */
export function registerPuzzleRoutes(
  serve: Serve,
  {
    catalog,
    store,
    now,
    random = Math.random,
  }: {
    readonly catalog: Catalog;
    readonly store: PuzzleStore;
    readonly now: () => number;
    readonly random?: () => number;
  },
): void {
  const total = catalog.all.length;
  const find = (id: string): PuzzleEntry => {
    const p = catalog.byId.get(id);
    if (p === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no puzzle "${id}"`, 'id');
    return p;
  };
  const playerOf = async (userId: string | undefined): Promise<PuzzlePlayer | null> =>
    userId === undefined ? null : (await store.player(userId)).record;

  serve('nextPuzzle', async ({ me, query }) => {
    if (total === 0) throw new ServerError(404, 'NOT_FOUND', 'this server has no puzzles', 'id');
    return drawNext(catalog, store, me?.id ?? null, query.after, random);
  });

  serve('puzzle', async ({ me, params }) => {
    const p = find(params.id);
    const tried = me === null ? false : (await store.triedBy(me.id)).has(p.id);
    return {
      question: question(p, await store.puzzleSkill(p.id), tried),
      player: await playerOf(me?.id),
      total,
    };
  });

  serve('answerPuzzle', async ({ me, params, body }) => {
    const p = find(params.id);
    const canonical = playable(p, body.domino);
    const correct = canonical === p.answer;
    const proof = { correct, answer: p.answer, values: p.values, margin: p.margin, line: p.line };
    if (me === null)
      return {
        ...proof,
        rated: false,
        puzzle: shown(await store.puzzleSkill(p.id)),
        player: null,
      };
    const outcome = await store.recordTry(me.id, p.id, correct, new Date(now()).toISOString());
    return {
      ...proof,
      rated: outcome.rated,
      puzzle: shown(outcome.puzzle),
      player: outcome.player,
    };
  });
}

/**
 * The next puzzle: for a guest any other at random; for a player one they have not tried (else
 * any), drawn from the NEAREST to their rating.
 */
async function drawNext(
  catalog: Catalog,
  store: PuzzleStore,
  userId: string | null,
  after: string | undefined,
  random: () => number,
): Promise<PuzzleNext> {
  const total = catalog.all.length;
  const skills = await store.puzzleSkills();
  const skillOf = (p: PuzzleEntry) => skills.get(p.id) ?? STARTING_SKILL;
  const others = catalog.all.filter((p) => p.id !== after);
  const pool = others.length > 0 ? others : catalog.all;
  if (userId === null) {
    const p = pool[Math.floor(random() * pool.length)] as PuzzleEntry;
    return { question: question(p, skillOf(p), false), player: null, total };
  }
  const [{ skill, record }, tried] = await Promise.all([
    store.player(userId),
    store.triedBy(userId),
  ]);
  const fresh = pool.filter((p) => !tried.has(p.id));
  const candidates = (fresh.length > 0 ? fresh : pool)
    .map((p) => ({ p, gap: Math.abs(skillOf(p).mu - skill.mu) }))
    .sort((a, b) => a.gap - b.gap || (a.p.id < b.p.id ? -1 : 1))
    .slice(0, NEAREST);
  const p = (candidates[Math.floor(random() * candidates.length)] as { p: PuzzleEntry }).p;
  return {
    question: question(p, skillOf(p), tried.has(p.id)),
    player: record,
    total,
  };
}

/** The domino played, written as the puzzle writes it (high end first), if it may be played. */
function playable(p: PuzzleEntry, domino: string): string {
  const canonical = domino
    .split('-')
    .map(Number)
    .sort((a, b) => b - a)
    .join('-');
  if (!p.view.hand.includes(canonical))
    throw new ServerError(
      400,
      'NOT_IN_HAND',
      `${p.seat} does not hold ${domino}: play one of ${p.view.legal.join(', ')}`,
      'domino',
    );
  if (!p.view.legal.includes(canonical))
    throw new ServerError(
      400,
      'MUST_FOLLOW_SUIT',
      `${canonical} may not be played here: play one of ${p.view.legal.join(', ')}`,
      'domino',
    );
  return canonical;
}
