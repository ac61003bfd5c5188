/* eslint-disable max-lines, max-lines-per-function -- the migrations are an append-only list in
   order, each kept as it shipped (a long one too): a database migrated by an older version must
   reach the same schema. */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * Migrations, in order, as code: the same on SQLite and PostgreSQL (portable types only).
 * Never edit one that has shipped; add the next.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_accounts_and_tables': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(1500))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull())
        .addColumn('invite', 'text')
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('hints', 'integer', (c) => c.notNull())
        .addColumn('chat', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('marks_ns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('marks_ew', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tables_status')
        .on('tables')
        .columns(['status', 'visibility'])
        .execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('level', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema
        .createTable('table_events')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('table_events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('game_results')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('team', 'text', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull())
        .addColumn('marks_for', 'integer', (c) => c.notNull())
        .addColumn('marks_against', 'integer', (c) => c.notNull())
        .addColumn('hands_bid', 'integer', (c) => c.notNull())
        .addColumn('bids_made', 'integer', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_results_pk', ['table_id', 'game', 'user_id'])
        .execute();
      await db.schema
        .createIndex('game_results_user')
        .on('game_results')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'game_results',
        'table_events',
        'seats',
        'tables',
        'settings',
        'sessions',
        'users',
      ])
        await sql`drop table if exists ${sql.table(t)}`.execute(db);
    },
  },
  '002_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('standings', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('plan', 'text')
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_created').on('events').column('created_at').execute();
      await db.schema
        .createTable('event_teams')
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('player1_id', 'text', (c) => c.references('users.id'))
        .addColumn('player2_id', 'text', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_teams_pk', ['event_id', 'id'])
        .addUniqueConstraint('event_teams_name', ['event_id', 'name_key'])
        .execute();
      await db.schema
        .createTable('event_matches')
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('additional', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('best_of', 'integer', (c) => c.notNull())
        .addColumn('team_a', 'text')
        .addColumn('team_b', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('table_id', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_matches_pk', ['event_id', 'id'])
        .execute();
      await db.schema
        .createIndex('event_matches_table')
        .on('event_matches')
        .column('table_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['event_matches', 'event_teams', 'events'])
        await sql`drop table if exists ${sql.table(t)}`.execute(db);
    },
  },
  '003_scoresheets': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('event_matches').addColumn('scoresheet', 'text').execute();
      await db.schema.alterTable('events').addColumn('check_in', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('event_matches').dropColumn('scoresheet').execute();
      await db.schema.alterTable('events').dropColumn('check_in').execute();
    },
  },
  '004_event_day': {
    async up(db: Kysely<unknown>) {
      // A league team's roster after withdrawals (JSON) and the week it was dropped after.
      await db.schema.alterTable('event_teams').addColumn('roster', 'text').execute();
      await db.schema.alterTable('event_teams').addColumn('dropped_week', 'integer').execute();
      // When the organizer started the match (its clock and the no-show grace count from it),
      // its time limit in minutes, and a no-show elimination (JSON).
      await db.schema.alterTable('event_matches').addColumn('started_at', 'text').execute();
      await db.schema.alterTable('event_matches').addColumn('time_limit', 'integer').execute();
      await db.schema.alterTable('event_matches').addColumn('no_show', 'text').execute();
      await db.schema
        .createTable('event_log')
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_log_pk', ['event_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists event_log`.execute(db);
      for (const c of ['started_at', 'time_limit', 'no_show'])
        await db.schema.alterTable('event_matches').dropColumn(c).execute();
      for (const c of ['roster', 'dropped_week'])
        await db.schema.alterTable('event_teams').dropColumn(c).execute();
    },
  },
  '005_league_season': {
    async up(db: Kysely<unknown>) {
      // A league team's dues (JSON): who is returning and what each player paid (000 Section 1).
      await db.schema.alterTable('event_teams').addColumn('dues', 'text').execute();
      // A league match moved off league night (JSON): the new date, the notice, who moved it.
      await db.schema.alterTable('event_matches').addColumn('rescheduled', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('event_matches').dropColumn('rescheduled').execute();
      await db.schema.alterTable('event_teams').dropColumn('dues').execute();
    },
  },
  '006_event_keys': {
    async up(db: Kysely<unknown>) {
      // The generator key a table event was applied with, when it made a draw for first shake
      // (tables/dealing.ts): the server's randomness, kept so the log replays exactly.
      await db.schema.alterTable('table_events').addColumn('rng', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('table_events').dropColumn('rng').execute();
    },
  },
  '008_sessions': {
    async up(db: Kysely<unknown>) {
      // Sessions expire (sliding) and are stored as the SHA-256 of the cookie's token
      // (auth/sessions.ts): sessions made before this are renewed from now and re-keyed.
      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('expires_at', 'text').execute();
      const sessions = db as unknown as Kysely<{
        sessions: { id: string; last_seen_at: string | null; expires_at: string | null };
      }>;
      const rows = await sessions.selectFrom('sessions').select('id').execute();
      // A migration runs before the server and its injected clock exist: the wall clock renews
      // the old sessions (the sessions' own clock takes over from their next use).
      const at = Date.now();
      for (const { id } of rows)
        await sessions
          .updateTable('sessions')
          .set({
            id: createHash('sha256').update(id).digest('base64url'),
            last_seen_at: new Date(at).toISOString(),
            expires_at: new Date(at + 30 * 86_400_000).toISOString(),
          })
          .where('id', '=', id)
          .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      // Wrong passwords per username, for the sign-in back-off (auth/sign-in-throttle.ts).
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('username', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists sign_in_failures`.execute(db);
      await db.schema.dropIndex('sessions_user').execute();
      await db.schema.alterTable('sessions').dropColumn('expires_at').execute();
      await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
    },
  },
  '009_consent': {
    async up(db: Kysely<unknown>) {
      // A partner invited to a team, until they accept or decline; and the token a team shares
      // for its open place (events/registration.ts). Teams made before keep their places.
      await db.schema.alterTable('event_teams').addColumn('invited_id', 'text').execute();
      await db.schema.alterTable('event_teams').addColumn('invite', 'text').execute();
      // An event's table holds a seat for a person who leaves it (tables/service.ts leave).
      await db.schema
        .alterTable('tables')
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('tables').dropColumn('held').execute();
      await db.schema.alterTable('event_teams').dropColumn('invite').execute();
      await db.schema.alterTable('event_teams').dropColumn('invited_id').execute();
    },
  },
  '010_ratings': {
    async up(db: Kysely<unknown>) {
      // Ratings with uncertainty (ratings/model.ts): each person's OpenSkill mean and deviation.
      // 'double precision' is a float on PostgreSQL and a REAL on SQLite.
      await db.schema
        .alterTable('users')
        .addColumn('rating_mu', 'double precision', (c) => c.notNull().defaultTo(1500))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('rating_sigma', 'double precision', (c) => c.notNull().defaultTo(350))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('rated_games', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The old Elo was moved by games against bots and under house rules: it is kept as the
      // starting mean, with the full starting deviation, so it counts as unproven (off the
      // leaderboard) until the person plays rated games again.
      await sql`update users set rating_mu = rating`.execute(db);
      await db.schema
        .createTable('rating_history')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull())
        .addColumn('abandoned', 'integer', (c) => c.notNull())
        .addColumn('mu_before', 'double precision', (c) => c.notNull())
        .addColumn('sigma_before', 'double precision', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_history_pk', ['table_id', 'game', 'user_id'])
        .execute();
      await db.schema
        .createIndex('rating_history_user')
        .on('rating_history')
        .columns(['user_id', 'created_at'])
        .execute();
      // The leaderboard reads the recent rows only.
      await db.schema
        .createIndex('rating_history_at')
        .on('rating_history')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('rated_leaves')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rated_leaves_pk', ['table_id', 'game', 'seat'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists rated_leaves`.execute(db);
      await sql`drop table if exists rating_history`.execute(db);
      for (const c of ['rated_games', 'rating_sigma', 'rating_mu'])
        await db.schema.alterTable('users').dropColumn(c).execute();
    },
  },
  '011_rematches': {
    async up(db: Kysely<unknown>) {
      // A rematch of a finished table: one row per person who sat there, their answer, and the
      // new table. The key refuses a second offer of the same table from another process.
      await db.schema
        .createTable('rematch_seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('new_table_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rematch_seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema
        .createIndex('rematch_seats_new_table')
        .on('rematch_seats')
        .columns(['new_table_id', 'seat'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists rematch_seats`.execute(db);
    },
  },
  '012_named_players': {
    async up(db: Kysely<unknown>) {
      // A player the organizer added by name (events/named-teams.ts): a users row no one can sign
      // in as (no username, no password), marked with the event it was named in.
      await db.schema.alterTable('users').addColumn('named_in', 'text').execute();
      // Every event view reads its named players: by index, not a scan of every user.
      await db.schema.createIndex('users_named_in').on('users').column('named_in').execute();
      // A named player's claim link: the SHA-256 of its token (never the token), one per place;
      // a new link replaces the row, a claim marks it used.
      await db.schema
        .createTable('place_claims')
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text', (c) => c.references('users.id'))
        .addColumn('claimed_at', 'text')
        .addPrimaryKeyConstraint('place_claims_pk', ['event_id', 'team_id', 'place'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists place_claims`.execute(db);
      await db.schema.dropIndex('users_named_in').execute();
      await db.schema.alterTable('users').dropColumn('named_in').execute();
    },
  },
  '013_notices': {
    async up(db: Kysely<unknown>) {
      // A person's e-mail address (optional) and the kinds of notice they turned off, as JSON
      // ["invited:email", ...]; null: every kind on in both channels.
      await db.schema.alterTable('users').addColumn('email', 'text').execute();
      await db.schema.alterTable('users').addColumn('notices_off', 'text').execute();
      await db.schema
        .createTable('notices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      // The bell reads a person's newest first; pruning reads past their newest.
      await db.schema
        .createIndex('notices_user')
        .on('notices')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists notices`.execute(db);
      for (const c of ['notices_off', 'email'])
        await db.schema.alterTable('users').dropColumn(c).execute();
    },
  },
  '014_puzzles': {
    async up(db: Kysely<unknown>) {
      // A person's puzzle rating (OpenSkill, as the game ratings) and streak.
      await db.schema
        .createTable('puzzle_players')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('tried', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('best_streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // A puzzle's rating, once someone has tried it (until then the model's starting one).
      await db.schema
        .createTable('puzzle_ratings')
        .addColumn('puzzle_id', 'text', (c) => c.primaryKey())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Each person's first try at each puzzle: the rated one (a row per shipped puzzle at most).
      await db.schema
        .createTable('puzzle_tries')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('puzzle_tries_pk', ['user_id', 'puzzle_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['puzzle_tries', 'puzzle_ratings', 'puzzle_players'])
        await sql`drop table if exists ${sql.table(t)}`.execute(db);
    },
  },
  '015_admin': {
    async up(db: Kysely<unknown>) {
      // The site's admins (admin/): a role, accounts disabled, deleted (the row kept for the
      // games it played, its name "deleted player") or muted in chat until a time; and whether
      // the address was verified (nothing is mailed to an address until it is). Addresses stored
      // before this were never verified: they are kept, unverified.
      for (const column of [
        'role',
        'email_verified_at',
        'disabled_at',
        'deleted_at',
        'muted_until',
      ])
        await db.schema.alterTable('users').addColumn(column, 'text').execute();
      // The oldest account (a username, not a guest) is the admin of a site that had none.
      await sql`update users set role = 'admin' where id = (
        select id from users where username is not null order by created_at, id limit 1)`.execute(
        db,
      );
      // Links mailed to verify an address or reset a password: the SHA-256 of the token only,
      // each used once, until it expires.
      await db.schema
        .createTable('account_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      // The throttles count an account's and an address's latest links.
      await db.schema
        .createIndex('account_tokens_user')
        .on('account_tokens')
        .columns(['user_id', 'purpose', 'created_at'])
        .execute();
      await db.schema
        .createIndex('account_tokens_email')
        .on('account_tokens')
        .columns(['email', 'purpose', 'created_at'])
        .execute();
      // Every admin action: who, what, on what, when, and the details.
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_kind', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text')
        .addColumn('target', 'text')
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
      // Chat lines, kept (a table's newest few hundred) so one can be deleted by id and a mute
      // or a report can be read against what was said.
      await db.schema
        .createTable('chat_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema
        .createIndex('chat_lines_table')
        .on('chat_lines')
        .columns(['table_id', 'sent_at'])
        .execute();
      await db.schema
        .createIndex('chat_lines_user')
        .on('chat_lines')
        .columns(['user_id', 'sent_at'])
        .execute();
      // A table or an event closed by an admin.
      await db.schema.alterTable('tables').addColumn('closed_at', 'text').execute();
      await db.schema.alterTable('events').addColumn('closed_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('events').dropColumn('closed_at').execute();
      await db.schema.alterTable('tables').dropColumn('closed_at').execute();
      for (const t of ['chat_lines', 'audit_log', 'account_tokens'])
        await sql`drop table if exists ${sql.table(t)}`.execute(db);
      for (const column of [
        'muted_until',
        'deleted_at',
        'disabled_at',
        'email_verified_at',
        'role',
      ])
        await db.schema.alterTable('users').dropColumn(column).execute();
    },
  },
  // Where a guest, a table and an event were made from: the keyed hash of the client's address
  // (abuse/address-key.ts), never the address itself, so the limits per address count across
  // server processes and restarts. Null for rows made before.
  '016_made_from': {
    async up(db: Kysely<unknown>) {
      for (const t of ['users', 'tables', 'events'])
        await db.schema.alterTable(t).addColumn('made_from', 'text').execute();
      await db.schema
        .createIndex('users_made_from')
        .on('users')
        .columns(['made_from', 'created_at'])
        .execute();
      await db.schema
        .createIndex('tables_made_from')
        .on('tables')
        .columns(['made_from', 'status'])
        .execute();
      await db.schema
        .createIndex('events_made_from')
        .on('events')
        .columns(['made_from', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const i of ['users_made_from', 'tables_made_from', 'events_made_from'])
        await db.schema.dropIndex(i).execute();
      for (const t of ['users', 'tables', 'events'])
        await db.schema.alterTable(t).dropColumn('made_from').execute();
    },
  },
};

/**
 * The schema versions this version of the server knows, oldest first: a database's version is
 * the last migration it has run. 007 was never shipped.
 */
export const SCHEMA_VERSIONS: readonly string[] = Object.keys(MIGRATIONS);

export const migrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
