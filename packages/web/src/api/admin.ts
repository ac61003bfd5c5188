import { call, type Body } from './call.js';

/** The admin page's calls (protocol's admin.ts): every one refused to anyone but an admin. */
export const adminApi = {
  find: (q: string) => call('adminAccounts', { query: { q } }),
  account: (id: string) => call('adminAccount', { params: { id } }),
  resetPassword: (id: string, mail: boolean) =>
    call('adminResetPassword', { params: { id }, body: { mail } }),
  disable: (id: string) => call('adminDisable', { params: { id } }),
  enable: (id: string) => call('adminEnable', { params: { id } }),
  rename: (id: string, name: string) => call('adminRename', { params: { id }, body: { name } }),
  remove: (id: string) => call('adminDelete', { params: { id } }),
  mute: (id: string, minutes: number) => call('adminMute', { params: { id }, body: { minutes } }),
  unmute: (id: string) => call('adminUnmute', { params: { id } }),
  deleteChat: (id: string) => call('adminDeleteChat', { params: { id } }),
  closeTable: (id: string, reason: string) =>
    call('adminCloseTable', { params: { id }, body: reason === '' ? {} : { reason } }),
  closeEvent: (id: string) => call('adminCloseEvent', { params: { id } }),
  deleteEvent: (id: string) => call('adminDeleteEvent', { params: { id } }),
  signUps: (open: boolean) => call('adminSignUps', { body: { open } }),
  banner: (banner: Body<'adminBanner'>) => call('adminBanner', { body: banner }),
  removeBanner: () => call('adminRemoveBanner'),
  audit: (before: string | null) =>
    call('adminAudit', { query: before === null ? {} : { before } }),
};

/** What every page shows of the site, and an account's mailed links (protocol's account-mail.ts). */
export const siteApi = {
  site: () => call('site'),
  resendVerification: () => call('resendVerification'),
  verifyEmail: (token: string) => call('verifyEmail', { body: { token } }),
  forgotPassword: (login: string) => call('forgotPassword', { body: { login } }),
  resetPassword: (token: string, password: string) =>
    call('resetPassword', { body: { token, password } }),
  unsubscribe: (token: string) => call('unsubscribe', { query: { token } }),
};
