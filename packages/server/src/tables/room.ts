import {
  apply,
  newMatch,
  resolveRules,
  type MatchState,
  type Result,
  type RngState,
  type Rules,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import { solverClaimStands } from '@texas42/solver';
import { z } from 'zod';
import type { RematchOffer } from '@texas42/protocol';
import type { SeatsTable, TablesTable } from '../db/schema.js';
import { seedOf } from './dealing.js';

/** The inspection window after a hand, while open (tables/inspection.ts says when). */
export interface InspectionWindow {
  /** The number of finished hands when it opened: the window belongs to the last of them. */
  readonly hand: number;
  /** When it closes (epoch ms). */
  readonly until: number;
  /** The seats whose players are done checking. */
  readonly waived: Set<Seat>;
}

/** Claims at a table are judged by the solver (the same verdicts as the engine's, faster). */
export const APPLY_CONTEXT = { judgeClaim: solverClaimStands } as const;

/**
 * One table in memory: its row, its seats and the match, rebuilt from the event log. The live
 * state is a cache of the log: it can always be rebuilt, so a crash loses nothing acknowledged.
 * Work on a room runs one piece at a time (`exclusive`), so its actions serialize in this process;
 * the log's primary key serializes them across processes.
 */
export class TableRoom {
  /** Events applied so far: the next event is seq + 1. */
  seq = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** A bot decision or a shake is on its way. */
  driving = false;
  /** The clock of the decision being waited for, when the rules keep time. */
  deadline: { readonly seat: Seat; readonly at: number; readonly version: number } | null = null;
  clockTimer: NodeJS.Timeout | null = null;
  /** When time will be called on the match (epoch ms), if the rules limit its length. */
  matchDeadline: number | null = null;
  matchClockArmed = false;
  /** The timer that will call time on the match, while it waits. */
  matchTimer: NodeJS.Timeout | null = null;
  /** The rematch offered once the match is over (tables/rematches.ts). */
  rematch: RematchOffer | null = null;
  /**
   * At a rematch's new table, the seats held for the last match's players until they answer
   * (with the names they sat under): shown held, never offered to anyone else or to a bot.
   */
  held: readonly { readonly seat: Seat; readonly name: string }[] = [];
  /** The inspection window after a hand, while open (tables/inspection.ts). */
  inspection: InspectionWindow | null = null;
  /** Pieces of work queued or running on the room (`exclusive`). */
  private working = 0;

  constructor(
    public row: TablesTable,
    public seats: Map<Seat, SeatsTable>,
    public state: MatchState,
    readonly rules: Rules,
    /** When the room was last asked for or changed (epoch ms): idle rooms leave memory. */
    public touchedAt: number,
  ) {}

  /** Runs `work` after every earlier piece of work on this room has finished. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.working++;
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined).finally(() => this.working--);
    return run;
  }

  /** Nothing queued or running on the room. */
  idle(): boolean {
    return this.working === 0;
  }

  /**
   * Applies a stored event; the log holds only actions that were legal when written, and apply
   * parses the stored action again (one that no longer parses is damage, thrown below). `key` is
   * the generator key the event was applied with, when it made a draw (tables/dealing.ts).
   */
  replay(action: unknown, key: RngState | null = null): void {
    const next = apply(
      key === null ? this.state : { ...this.state, rng: key },
      action,
      APPLY_CONTEXT,
    );
    if (!next.ok)
      throw new Error(
        `table ${this.row.id}: event ${this.seq + 1} no longer applies: ${next.error.message}`,
      );
    this.state = next.value;
    this.seq++;
  }

  full(): boolean {
    return this.seats.size === 4;
  }

  seatOf(userId: string): Seat | null {
    for (const [seat, s] of this.seats) if (s.kind === 'human' && s.user_id === userId) return seat;
    return null;
  }
}

/**
 * A table's rules reference as stored (migration 001's `rules`): a profile id, or a base profile
 * with overrides; the engine's resolveRules checks the rest.
 */
export const RulesRefSchema: z.ZodType<RulesRef> = z.union([
  z.string(),
  z.looseObject({ base: z.string() }),
]);

/** Rules from a table's stored reference, or the engine's error. */
export function rulesOf(ref: RulesRef): Result<Rules> {
  return resolveRules(ref);
}

/**
 * The match a table starts with, its first-shake draw made with the table's stored key;
 * everything after comes from its event log.
 */
export function startingState(rules: Rules, seed: string): Result<MatchState> {
  return newMatch({ rules, seed: seedOf(seed) });
}
