import { z } from 'zod';
import type { ServerErrorCode } from './errors.js';
import { Instant, list, obj } from './wire.js';

/**
 * Notices: what a person is told about their events (a match ready, a result to confirm, check-in
 * open, an invitation), in the site (the bell, live over the socket) and by e-mail where the club
 * has set up mail. Each kind may be turned off for each channel.
 */
export const NOTICE_KINDS = [
  'match-ready',
  'confirm-result',
  'check-in-open',
  'invited',
  'result-disputed',
  'result-corrected',
] as const;
export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

/** One notice as the bell lists it: what happened, and the page (a site path) it is about. */
export const Notice = obj({
  id: z.string(),
  kind: NoticeKind,
  text: z.string(),
  /** A path of the site, `/e/...`: the page the notice is about. */
  link: z.string(),
  createdAt: Instant,
  read: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;

/** GET /api/notices: a page of notices, newest first, the unread count, and the next page's key. */
export const NoticesPage = obj({
  notices: list(Notice),
  unread: z.number().int().nonnegative(),
  /** Pass as `before` for the next (older) page; null: no more. */
  next: z.string().nullable(),
});
export type NoticesPage = z.infer<typeof NoticesPage>;

export const NOTICES_PAGE_MAX = 50;
export const NoticesQuery = z.strictObject({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(NOTICES_PAGE_MAX).default(20),
});

/** Whether a kind of notice comes in the site and by e-mail. */
export const NoticeChannels = obj({ site: z.boolean(), email: z.boolean() });
export type NoticeChannels = z.infer<typeof NoticeChannels>;

const channelsByKind = <T extends z.ZodType>(channels: T) =>
  z.strictObject({
    'match-ready': channels,
    'confirm-result': channels,
    'check-in-open': channels,
    invited: channels,
    'result-disputed': channels,
    'result-corrected': channels,
  });

/** An e-mail address as a person types it: trimmed, at most 254 characters (RFC 5321). */
export const EmailAddress = z
  .string()
  .trim()
  .max(254, 'at most 254 characters')
  .pipe(z.email('an e-mail address like name@example.org'));

/** GET /api/notices/settings: the account's address and what it is told where. */
export const NoticeSettings = obj({
  /** The account's e-mail address; null: none (no e-mail is sent). Guests have none. */
  email: z.string().nullable(),
  /**
   * Whether the address has been verified (its link followed): nothing is mailed to an address
   * until it is. False when there is no address.
   */
  emailVerified: z.boolean(),
  /** Whether this server sends e-mail at all (SMTP set up by the club). */
  mail: z.boolean(),
  kinds: channelsByKind(NoticeChannels).readonly(),
});
export type NoticeSettings = z.infer<typeof NoticeSettings>;

export const NoticeRequests = {
  /** The e-mail address (null or "" to remove it) and each kind's channels. */
  saveNoticeSettings: z.strictObject({
    email: z
      .union([z.literal(''), EmailAddress])
      .nullable()
      .optional(),
    kinds: channelsByKind(z.strictObject({ site: z.boolean(), email: z.boolean() })).optional(),
  }),
  readNotices: z.strictObject({
    ids: z.array(z.string().min(1).max(64)).min(1).max(NOTICES_PAGE_MAX),
  }),
};

const Unread = obj({ unread: z.number().int().nonnegative() });

/** The socket events of notices, to the person's own sockets only. */
export const NoticeEventSchemas = {
  /** A new notice, and the unread count with it. */
  'notice:new': obj({ notice: Notice, unread: z.number().int().nonnegative() }),
  /** The unread count changed elsewhere (read in another tab). */
  'notice:unread': Unread,
} as const;

const group = 'Notices';
const NOT_SIGNED_IN: ServerErrorCode = 'NOT_SIGNED_IN';

/** The notices' routes, spread into routes.ts's table. */
export const NoticeRoutes = {
  notices: {
    method: 'GET',
    path: '/api/notices',
    group,
    access: 'signed-in',
    query: NoticesQuery,
    response: NoticesPage,
    description: `The session's notices, newest first, \`limit\` a page (at most ${NOTICES_PAGE_MAX}); \`before\`: the \`next\` of the page before. A person keeps their newest notices only (NOTICES_PER_PERSON).`,
    errors: [NOT_SIGNED_IN],
  },
  readNotices: {
    method: 'POST',
    path: '/api/notices/read',
    group,
    access: 'signed-in',
    body: NoticeRequests.readNotices,
    response: Unread,
    description:
      "Marks these notices of the session's read (another person's ids change nothing); answers the unread count.",
    errors: [NOT_SIGNED_IN],
  },
  readAllNotices: {
    method: 'POST',
    path: '/api/notices/read-all',
    group,
    access: 'signed-in',
    response: Unread,
    description: "Marks every notice of the session's read.",
    errors: [NOT_SIGNED_IN],
  },
  noticeSettings: {
    method: 'GET',
    path: '/api/notices/settings',
    group,
    access: 'signed-in',
    response: NoticeSettings,
    description:
      "The account's e-mail address, whether the server sends mail, and which kinds of notice come in the site and by e-mail.",
    errors: [NOT_SIGNED_IN],
  },
  saveNoticeSettings: {
    method: 'POST',
    path: '/api/notices/settings',
    group,
    access: 'signed-in',
    body: NoticeRequests.saveNoticeSettings,
    response: NoticeSettings,
    description:
      'Changes the e-mail address (`null` or `""` removes it; a guest may not have one: `GUEST_ACCOUNT`) and the channels of each kind. A new or changed address is kept unverified and sent one mail with a link to verify it (POST /api/email/verify); nothing else is mailed to it until the link is followed. Saving the same address again sends nothing.',
    errors: [NOT_SIGNED_IN, 'GUEST_ACCOUNT'],
  },
} as const;
