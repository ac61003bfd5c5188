import { get, post, type Body } from './endpoints.js';

const account = (id: string): string => `/api/admin/accounts/${encodeURIComponent(id)}`;

/** The admin page's calls (protocol's admin.ts): every one refused to anyone but an admin. */
export const adminApi = {
  find: (q: string) => get('adminAccounts', `/api/admin/accounts?q=${encodeURIComponent(q)}`),
  account: (id: string) => get('adminAccount', account(id)),
  resetPassword: (id: string, mail: boolean) =>
    post('adminResetPassword', `${account(id)}/reset-password`, { mail }),
  disable: (id: string) => post('adminDisable', `${account(id)}/disable`),
  enable: (id: string) => post('adminEnable', `${account(id)}/enable`),
  rename: (id: string, name: string) => post('adminRename', `${account(id)}/rename`, { name }),
  remove: (id: string) => post('adminDelete', `${account(id)}/delete`),
  mute: (id: string, minutes: number) => post('adminMute', `${account(id)}/mute`, { minutes }),
  unmute: (id: string) => post('adminUnmute', `${account(id)}/unmute`),
  deleteChat: (id: string) =>
    post('adminDeleteChat', `/api/admin/chat/${encodeURIComponent(id)}/delete`),
  closeTable: (id: string, reason: string) =>
    post(
      'adminCloseTable',
      `/api/admin/tables/${encodeURIComponent(id)}/close`,
      reason === '' ? {} : { reason },
    ),
  closeEvent: (id: string) =>
    post('adminCloseEvent', `/api/admin/events/${encodeURIComponent(id)}/close`),
  deleteEvent: (id: string) =>
    post('adminDeleteEvent', `/api/admin/events/${encodeURIComponent(id)}/delete`),
  signUps: (open: boolean) => post('adminSignUps', '/api/admin/sign-ups', { open }),
  banner: (banner: Body<'adminBanner'>) => post('adminBanner', '/api/admin/banner', banner),
  removeBanner: () => post('adminRemoveBanner', '/api/admin/banner/remove'),
  audit: (before: string | null) =>
    get(
      'adminAudit',
      before === null
        ? '/api/admin/audit'
        : `/api/admin/audit?before=${encodeURIComponent(before)}`,
    ),
};

/** What every page shows of the site, and an account's mailed links (protocol's account-mail.ts). */
export const siteApi = {
  site: () => get('site', '/api/site'),
  resendVerification: () => post('resendVerification', '/api/email/resend'),
  verifyEmail: (token: string) => post('verifyEmail', '/api/email/verify', { token }),
  forgotPassword: (login: string) => post('forgotPassword', '/api/password/forgot', { login }),
  resetPassword: (token: string, password: string) =>
    post('resetPassword', '/api/password/reset', { token, password }),
  unsubscribe: (token: string) =>
    post('unsubscribe', `/api/unsubscribe?token=${encodeURIComponent(token)}`),
};
