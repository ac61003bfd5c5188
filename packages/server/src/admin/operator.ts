import { Accounts } from '../auth/accounts.js';
import { AccountTokens } from '../auth/account-tokens.js';
import { PasswordResets } from '../auth/password-resets.js';
import { Sessions } from '../auth/sessions.js';
import type { MailConfig } from '../config.js';
import { connect, type DatabaseConfig } from '../db/connect.js';
import { Mailer } from '../notices/mailer.js';
import { createLogger } from '../observe/logger.js';
import { AccountAdmin } from './accounts.js';
import { AuditLog } from './audit-log.js';
import { SiteSettings } from './site-settings.js';

/** What an operator with shell access acts through (`texas42 admin`), on the database itself. */
export interface OperatorAdmin {
  readonly accounts: AccountAdmin;
  readonly site: SiteSettings;
  readonly audit: AuditLog;
  readonly resets: PasswordResets;
  /** Waits for any mail to be tried, then closes the database: how many mails failed. */
  close(): Promise<{ readonly mailsFailed: number }>;
}

/**
 * The admin's powers on a database, without a server: the same modules the admin routes use,
 * so the command line's actions are the page's and land in the same audit log (actor "cli"). A
 * running server sees them: sign-ups and the banner are read from the database on each use, and
 * the sockets of sessions ended here are closed within half a minute (realtime/session-check.ts).
 * `mail`: the club's SMTP, to mail a reset link; without it a link is only printed.
 */
export async function operatorAdmin(
  database: DatabaseConfig,
  mail: MailConfig | undefined,
): Promise<OperatorAdmin> {
  const { db } = await connect(database);
  const now = Date.now;
  const audit = new AuditLog(db, now);
  const sessions = new Sessions(db, { days: 30 });
  // Quiet: the command prints what it did itself, and counts a failed mail (Mailer.failed).
  const log = createLogger('silent', 'json');
  const mailer = mail === undefined ? null : new Mailer(mail, log);
  return {
    accounts: new AccountAdmin(db, sessions, audit, now),
    site: new SiteSettings(db, now),
    audit,
    resets: new PasswordResets(db, new AccountTokens(db, now), new Accounts(db), mailer, log),
    async close() {
      await mailer?.close();
      await db.destroy();
      return { mailsFailed: mailer?.failed ?? 0 };
    },
  };
}
