import type { EmailVerification } from '../auth/email-verification.js';
import { ServerError } from '../errors.js';
import type { Serve } from '../http/typed-routes.js';
import type { Notifier } from './notifier.js';
import { channelsOf, offOf } from './store.js';

/** The bell's routes and the account's notice settings (protocol's notices.ts). */
export function registerNoticeRoutes(
  serve: Serve,
  {
    notifier,
    verification,
    now,
  }: {
    readonly notifier: Notifier;
    /** Sets the address (kept unverified, a link mailed). */
    readonly verification: EmailVerification;
    readonly now: () => number;
  },
): void {
  const { store } = notifier;
  const isoNow = (): string => new Date(now()).toISOString();

  serve('notices', ({ me, query }) => store.page(me.id, query.limit, query.before));

  serve('readNotices', async ({ me, body }) => {
    const unread = await store.markRead(me.id, body.ids, isoNow());
    notifier.unreadChanged(me.id, unread);
    return { unread };
  });

  serve('readAllNotices', async ({ me }) => {
    const unread = await store.markRead(me.id, 'all', isoNow());
    notifier.unreadChanged(me.id, unread);
    return { unread };
  });

  const settingsOf = async (userId: string) => {
    const r = await store.recipient(userId);
    return {
      email: r?.email ?? null,
      emailVerified: r?.emailVerified ?? false,
      mail: notifier.mailer !== null,
      kinds: channelsOf(r?.off ?? new Set()),
    };
  };

  serve('noticeSettings', ({ me }) => settingsOf(me.id));

  serve('saveNoticeSettings', async ({ me, body }) => {
    const email = body.email === '' ? null : body.email;
    if (me.guest && email !== undefined && email !== null)
      throw new ServerError(
        403,
        'GUEST_ACCOUNT',
        'a guest has no e-mail address: sign up for an account to get notices by e-mail',
        'email',
      );
    if (body.kinds !== undefined) await store.saveSwitches(me.id, offOf(body.kinds));
    if (email !== undefined) await verification.setAddress(me.id, email);
    return settingsOf(me.id);
  });
}
