import type { Kysely } from 'kysely';
import type { Limits } from '../config.js';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { eventsMadeFromSince } from '../events/repository/index.js';

/**
 * Bot levels whose every decision samples dozens of deals and solves each: a table of them costs
 * the bot threads hundreds of times what a table of the rules of thumb does.
 */
export const COSTLY_LEVELS: ReadonlySet<string> = new Set(['expert']);

const DAY_MS = 86_400_000;

/**
 * What one client address may have or make (config.ts Limits: 0 turns one off), counted in the
 * database from the rows' `made_from` (the keyed hash of the address, abuse/address-key.ts), so
 * every server process of a deployment counts the same rows and a restart forgets nothing. The
 * limits per person stand beside these: an address with many guests is still one address.
 */
export class AddressLimits {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: Pick<
      Limits,
      'tablesPerAddress' | 'expertTablesPerAddress' | 'eventsPerAddress' | 'guestsPerAddress'
    >,
    private readonly now: () => number,
  ) {}

  /** TOO_MANY_GUESTS: the address made GUESTS_PER_ADDRESS guests in the last 24 hours. */
  async checkGuest(from: string): Promise<void> {
    const limit = this.limits.guestsPerAddress;
    if (limit <= 0) return;
    const { made } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('made'))
      .where('made_from', '=', from)
      .where('username', 'is', null)
      .where('created_at', '>', this.dayAgo())
      .executeTakeFirstOrThrow();
    if (Number(made) >= limit)
      throw new ServerError(
        429,
        'TOO_MANY_GUESTS',
        `${Number(made)} guests were made from your address in the last 24 hours (at most ${limit}): sign in, or sign up to keep one name`,
      );
  }

  /**
   * TOO_MANY_TABLES past TABLES_PER_ADDRESS tables waiting or being played made from the address;
   * TOO_MANY_EXPERT_TABLES past EXPERT_TABLES_PER_ADDRESS of them with a costly bot, when the new
   * table would have one (`costly`).
   */
  async checkTable(from: string, costly: boolean): Promise<void> {
    const limit = this.limits.tablesPerAddress;
    if (limit > 0) {
      const open = await this.openTables(from, false);
      if (open >= limit)
        throw new ServerError(
          429,
          'TOO_MANY_TABLES',
          `${open} tables made from your address are open (at most ${limit}): finish or leave one first`,
        );
    }
    if (costly) await this.checkCostlyTable(from, null);
  }

  /**
   * TOO_MANY_EXPERT_TABLES: a costly bot may not sit at one more table made from the address
   * (`except`: the table it would sit at, if it counts already).
   */
  async checkCostlyTable(from: string | null | undefined, except: string | null): Promise<void> {
    const limit = this.limits.expertTablesPerAddress;
    if (limit <= 0 || from == null) return;
    const open = await this.openTables(from, true, except);
    if (open >= limit)
      throw new ServerError(
        429,
        'TOO_MANY_EXPERT_TABLES',
        `${open} tables made from your address have an expert bot (at most ${limit}): finish one first, or seat a hard bot`,
      );
  }

  /** TOO_MANY_EVENTS: the address made EVENTS_PER_ADDRESS events in the last 24 hours. */
  async checkEvent(from: string): Promise<void> {
    const limit = this.limits.eventsPerAddress;
    if (limit <= 0) return;
    const made = await eventsMadeFromSince(this.db, from, this.dayAgo());
    if (made >= limit)
      throw new ServerError(
        429,
        'TOO_MANY_EVENTS',
        `${made} events were made from your address in the last 24 hours (at most ${limit}): try again tomorrow`,
      );
  }

  private async openTables(from: string, costly: boolean, except: string | null = null) {
    let query = this.db
      .selectFrom('tables')
      .select((eb) => eb.fn.count<number | string>('tables.id').distinct().as('open'))
      .where('tables.made_from', '=', from)
      .where('tables.status', 'in', ['waiting', 'playing']);
    if (costly)
      query = query
        .innerJoin('seats', 'seats.table_id', 'tables.id')
        .where('seats.kind', '=', 'bot')
        .where('seats.level', 'in', [...COSTLY_LEVELS]);
    if (except !== null) query = query.where('tables.id', '!=', except);
    const { open } = await query.executeTakeFirstOrThrow();
    return Number(open);
  }

  private dayAgo(): string {
    return new Date(this.now() - DAY_MS).toISOString();
  }
}
