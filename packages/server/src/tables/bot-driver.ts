import {
  BotPool,
  PoolError,
  botByName,
  type Decision,
  type LaneLike,
  type PoolStats,
} from '@texas42/bots';
import type { RngState, SeatView } from '@texas42/engine';
import type { Logger } from '../observe/logger.js';

/** Where a server gets bots' decisions: worker threads by default, so the event loop never waits. */
export interface BotDriver {
  /**
   * The bot's decision. `lane` says whose turn it waits in (the address and the person whose
   * table it is, and whether people are at it): turns follow the time each has used, tables with
   * people first, so one person's or one address's many tables cannot starve another's.
   */
  decide(level: string, view: SeatView, rng: RngState, lane?: LaneLike): Promise<Decision>;
  /** The pool's figures, for a driver that has one. */
  stats?(): PoolStats;
  close(): Promise<void>;
}

/** The worker-thread driver: `threads` (BOT_THREADS), each decision at most `timeoutMs` (BOT_TIMEOUT_MS). */
export function poolDriver(threads?: number, timeoutMs?: number): BotDriver {
  const pool = new BotPool(threads, timeoutMs === undefined ? {} : { timeoutMs });
  return {
    decide: (level, view, rng, lane) => pool.decide(level, view, rng, lane),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}

/** Decisions on the calling thread (small tools and tests of the fast levels). */
export function inlineDriver(): BotDriver {
  return {
    decide(level, view, rng) {
      const bot = botByName(level);
      if (bot === undefined) return Promise.reject(new Error(`no bot "${level}"`));
      return Promise.resolve(bot.decide(view, rng));
    },
    close: () => Promise.resolve(),
  };
}

/** The rules-of-thumb bot: fast enough for the event loop, so it can always stand in. */
const standIn = botByName('heuristic');

/**
 * A decision for a seat whose bot failed or was abandoned (a crash, BOT_TIMEOUT_MS): the rules
 * of thumb decide on this thread, so the seat still plays and the table never stalls.
 */
export function fallbackDecision(
  table: string,
  level: string,
  view: SeatView,
  rng: RngState,
  why: unknown,
  logger: Logger,
): Decision {
  if (standIn === undefined) throw new Error('the rules-of-thumb bot is missing from the registry');
  const reason = why instanceof Error ? why.message : String(why);
  logger.warn({ table, level, reason }, `the ${level} bot did not decide; the rules of thumb play`);
  return standIn.decide(view, rng);
}

/**
 * The driver's decision for a table's seat, or the rules of thumb's if the driver fails. `people`:
 * someone is seated at the table or watching it.
 */
export function decideForTable(
  driver: BotDriver,
  table: {
    readonly id: string;
    readonly created_by: string;
    readonly made_from?: string | null | undefined;
  },
  level: string,
  view: SeatView,
  rng: RngState,
  logger: Logger,
  people: boolean,
): Promise<Decision> {
  // The lane is the address the table was made from and the person whose table it is: their
  // tables share one turn among everyone's. A table from before addresses were kept (or an
  // event's) counts as its person's own address.
  const lane = {
    address: table.made_from ?? `person:${table.created_by}`,
    person: table.created_by,
    people,
  };
  return driver.decide(level, view, rng, lane).catch((e: unknown) => {
    // A pool closed with the server: nothing more is to be played.
    if (e instanceof PoolError && e.code === 'CLOSED') throw e;
    return fallbackDecision(table.id, level, view, rng, e, logger);
  });
}
