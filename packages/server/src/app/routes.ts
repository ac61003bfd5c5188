import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AccountAdmin } from '../admin/accounts.js';
import { AuditLog } from '../admin/audit-log.js';
import { Moderation } from '../admin/moderation.js';
import { registerAdminRoutes } from '../admin/routes.js';
import { SiteSettings } from '../admin/site-settings.js';
import type { HandAnalyses } from '../analysis.js';
import { AccountTokens } from '../auth/account-tokens.js';
import type { Accounts } from '../auth/accounts.js';
import { EmailVerification } from '../auth/email-verification.js';
import { registerAccountMailRoutes, registerUnsubscribeRoute } from '../auth/mail-routes.js';
import { PasswordResets } from '../auth/password-resets.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { EventService } from '../events/service.js';
import { registerEventDayRoutes } from '../http/event-day-routes.js';
import { registerEventExports } from '../http/event-exports.js';
import { registerEventRoutes } from '../http/event-routes.js';
import { registerFormatRoutes } from '../http/format-routes.js';
import { registerRoutes } from '../http/routes.js';
import { registerSeasonRoutes } from '../http/season-routes.js';
import { registerStaticFiles } from '../http/static-files.js';
import { router, type Serve } from '../http/typed-routes.js';
import { noticesBetween } from '../notices/event-notices.js';
import { Mailer } from '../notices/mailer.js';
import { Notifier } from '../notices/notifier.js';
import { registerNoticeRoutes } from '../notices/routes.js';
import { NoticeStore } from '../notices/store.js';
import { rematchInvites } from '../notices/table-notices.js';
import { UnsubscribeLinks } from '../notices/unsubscribe.js';
import type { Logger } from '../observe/logger.js';
import { registerAppPages } from '../pages/app-pages.js';
import { loadCatalog } from '../puzzles/catalog.js';
import { registerPuzzleRoutes } from '../puzzles/routes.js';
import { PuzzleStore } from '../puzzles/store.js';
import { ChatLines } from '../realtime/chat-lines.js';
import type { TableService } from '../tables/service.js';
import type { FrontDoor } from './http.js';
import { defaultWebRoot } from './web-root.js';

/** What the routes are built over: the database, the accounts, the tables and their analyses. */
export interface RouteParts {
  readonly http: FastifyInstance;
  readonly serve: Serve;
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly log: Logger;
  readonly front: FrontDoor;
  readonly accounts: Accounts;
  readonly tables: TableService;
  readonly analyses: HandAnalyses;
}

/** People's notices and the account's own mail (auth/): the bell, e-mail, links, the site. */
export interface Mail {
  readonly mailer: Mailer | null;
  readonly notifier: Notifier;
  readonly unsubscribe: UnsubscribeLinks;
  readonly verification: EmailVerification;
  readonly resets: PasswordResets;
  readonly site: SiteSettings;
}

export function createMail(
  db: Kysely<Database>,
  config: ServerConfig,
  log: Logger,
  accounts: Accounts,
): Mail {
  // People's notices (notices/): events and rematches tell whom they concern.
  const noticeConfig = config.notices ?? { perPerson: 200, mail: undefined };
  const mailer = noticeConfig.mail === undefined ? null : new Mailer(noticeConfig.mail, log);
  const clock = config.now ?? Date.now;
  const unsubscribe = new UnsubscribeLinks(db);
  const notifier = new Notifier(
    new NoticeStore(db, noticeConfig.perPerson),
    mailer,
    log,
    clock,
    unsubscribe,
  );
  // The account's own mail (auth/): verified addresses, forgotten passwords; the site's settings.
  const tokens = new AccountTokens(db, clock);
  const verification = new EmailVerification(db, tokens, mailer, clock);
  const resets = new PasswordResets(db, tokens, accounts, mailer, log);
  const site = new SiteSettings(db, clock);
  return { mailer, notifier, unsubscribe, verification, resets, site };
}

/**
 * Every route after the front door, in order: tables, events, notices and mail, the admin's,
 * puzzles, then the web app's files and pages. Answers what the sockets are built over too.
 */
export async function registerAppRoutes(
  parts: RouteParts,
  mail: Mail,
): Promise<{ events: EventService; moderation: Moderation; chat: ChatLines }> {
  const { serve, db, config, tables } = parts;
  const clock = config.now ?? Date.now;
  registerTableRoutes(parts, mail);
  const events = registerEvents(parts, mail.notifier);
  registerNoticeRoutes(serve, {
    notifier: mail.notifier,
    verification: mail.verification,
    now: clock,
  });
  registerAccountMailRoutes(serve, {
    verification: mail.verification,
    resets: mail.resets,
    site: mail.site,
    sessionDays: config.sessionDays,
  });
  await registerUnsubscribeRoute(
    parts.http,
    (scope) => router(scope, parts.accounts),
    mail.unsubscribe,
  );
  // The site's admins (admin/): accounts, tables, events, chat and the site, every action logged.
  const audit = new AuditLog(db, clock);
  const chat = new ChatLines(db, clock);
  const moderation = new Moderation(tables, events, chat, audit);
  registerAdminRoutes(serve, {
    accounts: new AccountAdmin(db, parts.accounts.sessions, audit, clock, (id) =>
      moderation.renamed(id),
    ),
    moderation,
    site: mail.site,
    audit,
    resets: mail.resets,
    publicUrl: config.publicUrl,
  });
  // Puzzles from real hands (puzzles/): the shipped file, ratings in the database.
  registerPuzzleRoutes(serve, {
    catalog: loadCatalog(config.puzzleFile),
    store: new PuzzleStore(db),
    now: config.now ?? Date.now,
  });
  // Other processes change the same events: their changes show within two seconds here.
  if (config.redisUrl !== undefined) events.keepViewsAtMost(2000);
  await registerWebApp(parts, events);
  return { events, moderation, chat };
}

/** The tables' routes; a rematch offered tells the players invited. */
function registerTableRoutes(parts: RouteParts, mail: Mail): void {
  const { config, tables, log } = parts;
  registerRoutes(parts.serve, {
    db: parts.db,
    addresses: parts.front.addresses,
    accounts: parts.accounts,
    tables,
    analyses: parts.analyses,
    sessionDays: config.sessionDays,
    now: config.now ?? Date.now,
    rematchOffered: (me, id) =>
      void tables.room(id).then(
        (room) => mail.notifier.tell(rematchInvites(me, room.row, room.seats.values())),
        (e: unknown) => log.warn({ err: e, table: id }, 'a rematch invitation was not told'),
      ),
    requireSignUpsOpen: () => mail.site.requireSignUpsOpen(),
  });
}

/** The events, their routes and exports; each change tells the people it concerns. */
function registerEvents(parts: RouteParts, notifier: Notifier): EventService {
  const { serve, config } = parts;
  const events = new EventService(parts.db, parts.tables, config.now, config.limits);
  registerEventRoutes(serve, { events, addresses: parts.front.addresses });
  registerEventDayRoutes(serve, { events });
  registerFormatRoutes(serve, { events });
  registerSeasonRoutes(serve, { events });
  registerEventExports(serve, {
    events,
    publicUrl: config.publicUrl,
    now: config.now ?? Date.now,
  });
  // Each change of an event tells the people it concerns (notices/event-notices.ts).
  events.watchChanges((before, after) => notifier.tell(noticesBetween(before, after)));
  return events;
}

/** The web app built by packages/web, if it has been built: its files and its pages. */
async function registerWebApp(parts: RouteParts, events: EventService): Promise<void> {
  const { config } = parts;
  const webRoot = config.webRoot ?? defaultWebRoot();
  if (webRoot === undefined) return;
  await registerStaticFiles(parts.http, webRoot);
  parts.front.notFoundPage = registerAppPages(parts.http, {
    webRoot,
    tables: parts.tables,
    events,
    publicUrl: config.publicUrl,
  }).notFoundPage;
}
