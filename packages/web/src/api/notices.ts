import type { NoticeChannels, NoticeKind } from '../protocol.js';
import { get, post } from './endpoints.js';

/** The bell's calls and the account's notice settings (protocol's notices.ts). */
export const noticesApi = {
  page: (before: string | null) =>
    get(
      'notices',
      before === null ? '/api/notices' : `/api/notices?before=${encodeURIComponent(before)}`,
    ),
  read: (ids: readonly string[]) => post('readNotices', '/api/notices/read', { ids }),
  readAll: () => post('readAllNotices', '/api/notices/read-all'),
  settings: () => get('noticeSettings', '/api/notices/settings'),
  save: (change: {
    readonly email?: string | null;
    readonly kinds?: Readonly<Record<NoticeKind, NoticeChannels>>;
  }) => post('saveNoticeSettings', '/api/notices/settings', change),
};
