import { z } from 'zod';
import { BANNER_MAX, Banner } from './account-mail.js';
import type { ServerErrorCode } from './errors.js';
import { Requests } from './messages.js';
import { Instant, list, obj } from './wire.js';

/**
 * The site's admins: finding an account and acting on it (password, disabling, renaming,
 * deleting, muting), closing tables and events, deleting a chat line, sign-ups and the banner.
 * Every action is written to the audit log, which the admin page reads.
 */

const Id = z.string().min(1).max(64);
export const AdminIdParams = z.object({ id: Id });
export const ChatLineParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

/** An account as the admin page lists it. */
export const AdminAccount = obj({
  id: z.string(),
  /** Null for a guest or a deleted account. */
  username: z.string().nullable(),
  name: z.string(),
  guest: z.boolean(),
  admin: z.boolean(),
  createdAt: Instant,
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** When the account was disabled; null: it is not. */
  disabledAt: Instant.nullable(),
  /** When it was deleted (its name is "deleted player" since); null: it is not. */
  deletedAt: Instant.nullable(),
  /** Until when its chat is refused; null: not muted (or the mute has ended). */
  mutedUntil: Instant.nullable(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** One account's sessions, tables, events and latest chat (GET /api/admin/accounts/:id). */
export const AdminAccountDetail = obj({
  account: AdminAccount,
  sessions: list(obj({ createdAt: Instant, lastSeenAt: Instant, expiresAt: Instant })),
  /** The tables the account sits at or made, the latest first (at most 50). */
  tables: list(
    obj({
      id: z.string(),
      name: z.string(),
      status: z.enum(['waiting', 'playing', 'done']),
      closed: z.boolean(),
      updatedAt: Instant,
    }),
  ),
  /** The events the account organizes or plays in, the latest first (at most 50). */
  events: list(
    obj({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      closed: z.boolean(),
      organizer: z.boolean(),
    }),
  ),
  /** Its latest chat lines, newest first (at most 20). */
  chat: list(
    obj({
      id: z.string(),
      tableId: z.string(),
      text: z.string(),
      sentAt: Instant,
      deleted: z.boolean(),
    }),
  ),
});
export type AdminAccountDetail = z.infer<typeof AdminAccountDetail>;

/** The kinds of action the audit log records. */
export const AUDIT_ACTIONS = [
  'grant-admin',
  'revoke-admin',
  'reset-password',
  'disable',
  'enable',
  'rename',
  'delete-account',
  'mute',
  'unmute',
  'delete-chat',
  'close-table',
  'close-event',
  'delete-event',
  'close-sign-ups',
  'open-sign-ups',
  'post-banner',
  'remove-banner',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/** One admin action as the audit log keeps it. */
export const AuditEntry = obj({
  id: z.string(),
  at: Instant,
  /** The admin's account; null: the command line (`texas42 admin`). */
  actorId: z.string().nullable(),
  /** The admin's name when they acted, or "cli". */
  actor: z.string(),
  action: AuditAction,
  /** What was acted on: "user", "table", "event", "chat" or "site", and its id and name. */
  targetKind: z.enum(['user', 'table', 'event', 'chat', 'site']),
  targetId: z.string().nullable(),
  target: z.string().nullable(),
  /** What else there is to know (the new name, the mute's end, the banner's text). */
  details: z.record(z.string(), z.unknown()).readonly(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_MAX = 100;
export const AuditQuery = z.strictObject({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(25),
});
/** GET /api/admin/audit: newest first, and the key of the next (older) page. */
export const AuditPage = obj({ entries: list(AuditEntry), next: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

export const AccountSearchQuery = z.strictObject({
  q: z.string().trim().min(1, 'type part of a username or name').max(64),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The longest mute, in minutes (30 days). */
export const MUTE_MAX_MINUTES = 43_200;

export const AdminRequests = {
  /** `mail`: mail the link to the account's verified address instead of answering it. */
  resetPassword: z.strictObject({ mail: z.boolean().default(false) }),
  rename: z.strictObject({ name: Requests.guest.shape.name }),
  mute: z.strictObject({ minutes: z.number().int().min(1).max(MUTE_MAX_MINUTES) }),
  /** Why, if said: shown to the people at the table. */
  closeTable: z.strictObject({ reason: z.string().trim().max(200).optional() }),
  signUps: z.strictObject({ open: z.boolean() }),
  banner: z
    .strictObject({
      text: z
        .string()
        .trim()
        .min(1, 'the banner needs some text')
        .max(BANNER_MAX, `at most ${BANNER_MAX} characters`),
      maintenanceAt: z.iso.datetime({ offset: true }).nullable().optional(),
      endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    })
    .refine(
      (b) =>
        b.endsAt == null ||
        b.maintenanceAt == null ||
        Date.parse(b.endsAt) >= Date.parse(b.maintenanceAt),
      { message: 'the banner would end before the maintenance it announces', path: ['endsAt'] },
    ),
};

/** The socket events of admin actions at a table, to everyone watching it. */
export const AdminEventSchemas = {
  /** A chat line the site's admin deleted: pages take it away. */
  'table:chat-deleted': obj({ tableId: z.string(), id: z.string() }),
  /** The site's admin closed the table: no more actions; `message` says so (and why, if told). */
  'table:closed': obj({ tableId: z.string(), message: z.string() }),
} as const;

const Ok = obj({ ok: z.literal(true) });
const AccountAnswer = obj({ account: AdminAccount });
const group = 'Administering the site';
const ADMIN: readonly ServerErrorCode[] = ['NOT_SIGNED_IN', 'NOT_ADMIN'];
const ON_ACCOUNT: readonly ServerErrorCode[] = [...ADMIN, 'NOT_FOUND', 'ACCOUNT_DELETED'];

/** The admin's routes, spread into routes.ts's table. */
export const AdminRoutes = {
  adminAccounts: {
    method: 'GET',
    path: '/api/admin/accounts',
    group,
    access: 'admin',
    query: AccountSearchQuery,
    response: obj({ accounts: list(AdminAccount) }),
    description:
      'Accounts whose username or display name holds `q` (any case), the latest made first: guests and deleted accounts too.',
    errors: ADMIN,
  },
  adminAccount: {
    method: 'GET',
    path: '/api/admin/accounts/:id',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: AdminAccountDetail,
    description: 'An account with its sessions, tables, events and latest chat lines.',
    errors: [...ADMIN, 'NOT_FOUND'],
  },
  adminResetPassword: {
    method: 'POST',
    path: '/api/admin/accounts/:id/reset-password',
    group,
    access: 'admin',
    params: AdminIdParams,
    body: AdminRequests.resetPassword,
    response: obj({
      link: z.string().nullable(),
      mailedTo: z.string().nullable(),
      expiresAt: Instant,
    }),
    description:
      "A one-time link to choose a new password (for an hour): answered for the admin to hand over, or with `mail` sent to the account's verified address (`NO_EMAIL` if it has none). The password stays as it is until the link is used.",
    errors: [...ON_ACCOUNT, 'GUEST_ACCOUNT', 'NO_EMAIL'],
  },
  adminDisable: {
    method: 'POST',
    path: '/api/admin/accounts/:id/disable',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: AccountAnswer,
    description:
      'Disables the account: its sessions end at once and their sockets are disconnected; signing in is refused with `ACCOUNT_DISABLED` until it is enabled again.',
    errors: [...ON_ACCOUNT, 'OWN_ACCOUNT'],
  },
  adminEnable: {
    method: 'POST',
    path: '/api/admin/accounts/:id/enable',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: AccountAnswer,
    description: 'Enables a disabled account: it may sign in again.',
    errors: ON_ACCOUNT,
  },
  adminRename: {
    method: 'POST',
    path: '/api/admin/accounts/:id/rename',
    group,
    access: 'admin',
    params: AdminIdParams,
    body: AdminRequests.rename,
    response: AccountAnswer,
    description: "Changes the account's display name (its username stays).",
    errors: ON_ACCOUNT,
  },
  adminDelete: {
    method: 'POST',
    path: '/api/admin/accounts/:id/delete',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: AccountAnswer,
    description:
      'Deletes the account: its sessions end, its username, address and password are blanked and its name becomes "deleted player"; its games, results and rating history stay, under that name.',
    errors: [...ON_ACCOUNT, 'OWN_ACCOUNT'],
  },
  adminMute: {
    method: 'POST',
    path: '/api/admin/accounts/:id/mute',
    group,
    access: 'admin',
    params: AdminIdParams,
    body: AdminRequests.mute,
    response: AccountAnswer,
    description: `Refuses the person's chat with \`MUTED\` for \`minutes\` (at most ${MUTE_MAX_MINUTES}, 30 days).`,
    errors: ON_ACCOUNT,
  },
  adminUnmute: {
    method: 'POST',
    path: '/api/admin/accounts/:id/unmute',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: AccountAnswer,
    description: 'Ends a mute now.',
    errors: ON_ACCOUNT,
  },
  adminDeleteChat: {
    method: 'POST',
    path: '/api/admin/chat/:id/delete',
    group,
    access: 'admin',
    params: ChatLineParams,
    response: Ok,
    description:
      'Deletes a chat line: everyone at its table is told (`table:chat-deleted`) and their pages take it away.',
    errors: [...ADMIN, 'NOT_FOUND'],
  },
  adminCloseTable: {
    method: 'POST',
    path: '/api/admin/tables/:id/close',
    group,
    access: 'admin',
    params: AdminIdParams,
    body: AdminRequests.closeTable,
    response: Ok,
    description:
      'Ends a table where it stands: no more actions, no bot plays on; everyone at it is told (`table:closed`). Its finished games stay.',
    errors: [...ADMIN, 'NOT_FOUND'],
  },
  adminCloseEvent: {
    method: 'POST',
    path: '/api/admin/events/:id/close',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: Ok,
    description:
      'Closes an event: it is finished, its open online tables are closed, and nothing of it changes any more (`EVENT_CLOSED`). It can still be read.',
    errors: [...ADMIN, 'NOT_FOUND'],
  },
  adminDeleteEvent: {
    method: 'POST',
    path: '/api/admin/events/:id/delete',
    group,
    access: 'admin',
    params: AdminIdParams,
    response: Ok,
    description:
      "Deletes an event: its teams, schedule, results and log are gone and its open online tables closed. The games played at its tables stay in their players' records.",
    errors: [...ADMIN, 'NOT_FOUND'],
  },
  adminSignUps: {
    method: 'POST',
    path: '/api/admin/sign-ups',
    group,
    access: 'admin',
    body: AdminRequests.signUps,
    response: obj({ signUpsOpen: z.boolean() }),
    description:
      'Closes sign-ups (new accounts and new guests are refused with `SIGN_UPS_CLOSED`, on every server process) or opens them again.',
    errors: ADMIN,
  },
  adminBanner: {
    method: 'POST',
    path: '/api/admin/banner',
    group,
    access: 'admin',
    body: AdminRequests.banner,
    response: obj({ banner: Banner }),
    description:
      'Posts the site-wide banner shown at the top of every page (replacing the last), with an optional time of maintenance and an optional end.',
    errors: ADMIN,
  },
  adminRemoveBanner: {
    method: 'POST',
    path: '/api/admin/banner/remove',
    group,
    access: 'admin',
    response: Ok,
    description: 'Takes the banner down.',
    errors: ADMIN,
  },
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    group,
    access: 'admin',
    query: AuditQuery,
    response: AuditPage,
    description: `The audit log: every admin action, newest first, \`limit\` a page (at most ${AUDIT_PAGE_MAX}); \`before\`: the \`next\` of the page before.`,
    errors: ADMIN,
  },
} as const;
