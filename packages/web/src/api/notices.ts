import type { NoticeChannels, NoticeKind } from '../protocol.js';
import { call } from './call.js';

/** The bell's calls and the account's notice settings (protocol's notices.ts). */
export const noticesApi = {
  page: (before: string | null) => call('notices', { query: before === null ? {} : { before } }),
  read: (ids: readonly string[]) => call('readNotices', { body: { ids } }),
  readAll: () => call('readAllNotices'),
  settings: () => call('noticeSettings'),
  save: (change: {
    readonly email?: string | null;
    readonly kinds?: Readonly<Record<NoticeKind, NoticeChannels>>;
  }) => call('saveNoticeSettings', { body: change }),
};
