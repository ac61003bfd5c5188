import type { Me } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { HandAnalyses } from '../analysis.js';
import type { AddressLimits } from '../abuse/address-limits.js';
import type { Accounts } from '../auth/accounts.js';
import type { Database } from '../db/schema.js';
import type { TableService } from '../tables/service.js';

/** What the JSON API's accounts, tables and players routes are served with. */
export interface ApiDeps {
  readonly db: Kysely<Database>;
  /** What one client address may have or make (abuse/address-limits.ts), and its key. */
  readonly addresses: { readonly limits: AddressLimits; readonly keyOf: (ip: string) => string };
  readonly accounts: Accounts;
  readonly tables: TableService;
  /** Hand analyses: one bounded pool of threads (analysis.ts). */
  readonly analyses: HandAnalyses;
  /** Days a session lives unused: the cookie's lifetime too. */
  readonly sessionDays: number;
  /** The server's clock (config.now): who has played lately enough for the leaderboard. */
  readonly now: () => number;
  /** Told of a rematch offered at table `tableId` by `me`: the others are invited (notices). */
  readonly rematchOffered?: (me: Me, tableId: string) => void;
  /** Refuses a new account or guest while the site's admin has closed sign-ups. */
  readonly requireSignUpsOpen?: () => Promise<void>;
}
