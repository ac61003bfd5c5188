import { z } from 'zod';
import type { ServerErrorCode } from './errors.js';
import { Me } from './events.js';
import { Instant, obj } from './wire.js';

/**
 * What an account does by mail, and what every page shows of the site: verifying an address,
 * a forgotten password, unsubscribing from notice mails with one click, and the site's banner
 * and whether it takes sign-ups.
 */

/** A link's token as mailed: random, URL-safe. Only its SHA-256 is stored. */
export const MailToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'the token of a link');
/** An unsubscribe link's token: the account's id and a signature of it and the address. */
export const UnsubscribeToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,64}\.[A-Za-z0-9_-]{20,100}$/, 'the token of an unsubscribe link');

/** The longest banner, in characters. */
export const BANNER_MAX = 300;

/** The site-wide banner the site's admin posted: shown at the top of every page until it ends. */
export const Banner = obj({
  text: z.string(),
  /** When maintenance is due (the page shows it in the reader's time); null: no time given. */
  maintenanceAt: Instant.nullable(),
  /** When the banner stops showing by itself; null: until removed. */
  endsAt: Instant.nullable(),
  postedAt: Instant,
});
export type Banner = z.infer<typeof Banner>;

/** GET /api/site: what every page shows of the site, signed in or not. */
export const SiteInfo = obj({
  /** False while the site's admin has closed sign-ups: no new accounts, no new guests. */
  signUpsOpen: z.boolean(),
  banner: Banner.nullable(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

export const AccountMailRequests = {
  verifyEmail: z.strictObject({ token: MailToken }),
  /** A username, or an account's verified address. */
  forgotPassword: z.strictObject({ login: z.string().trim().min(1).max(254) }),
  resetPassword: z.strictObject({
    token: MailToken,
    password: z.string().min(8, 'at least 8 characters').max(200),
  }),
};

export const UnsubscribeQuery = z.object({ token: UnsubscribeToken });

const Ok = obj({ ok: z.literal(true) });
const group = 'E-mail, passwords and the site';
const NOT_SIGNED_IN: ServerErrorCode = 'NOT_SIGNED_IN';

/** The account mail's routes and the site's, spread into routes.ts's table. */
export const AccountMailRoutes = {
  site: {
    method: 'GET',
    path: '/api/site',
    group,
    access: 'anyone',
    response: SiteInfo,
    description:
      "Whether the site takes sign-ups and guests, and the banner the site's admin posted (null: none, or it has ended).",
    errors: [],
  },
  resendVerification: {
    method: 'POST',
    path: '/api/email/resend',
    group,
    access: 'signed-in',
    response: obj({ email: z.string(), sentAt: Instant }),
    description:
      "Mails the account's unverified address a new link to verify it (the last link stops working). At most one a minute and five an hour: 429 `TOO_MANY_ATTEMPTS` with `Retry-After`. `NO_EMAIL`: no address, or it is verified already.",
    errors: [NOT_SIGNED_IN, 'GUEST_ACCOUNT', 'NO_EMAIL', 'TOO_MANY_ATTEMPTS'],
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/email/verify',
    group,
    access: 'anyone',
    body: AccountMailRequests.verifyEmail,
    response: obj({ email: z.string() }),
    description:
      "Follows a verification link: the address it was sent to is the account's verified address from now on. A link works once, for a day, and only while the account still has that address (`BAD_TOKEN` otherwise). Needs no session.",
    errors: ['BAD_TOKEN'],
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/password/forgot',
    group,
    access: 'anyone',
    body: AccountMailRequests.forgotPassword,
    response: Ok,
    description:
      "Mails a link to choose a new password to the account with this username or verified address, if there is one and it has a verified address. The answer is the same whatever the case: it never says whether an account exists. An account gets at most three links an hour, an address the same; each address of the caller's has the SIGN_INS_PER_MINUTE budget.",
    errors: [],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/password/reset',
    group,
    access: 'anyone',
    body: AccountMailRequests.resetPassword,
    response: Me,
    description:
      'Sets a new password from a reset link (it works once, for an hour), ends every session of the account and signs the caller in with a new one (the session cookie).',
    errors: ['BAD_TOKEN', 'WEAK_PASSWORD', 'ACCOUNT_DISABLED'],
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe',
    group,
    access: 'anyone',
    query: UnsubscribeQuery,
    response: obj({ ok: z.literal(true), email: z.string() }),
    description:
      "Turns off every notice by e-mail for the account a notice mail's unsubscribe link names (RFC 8058 one-click: the mail's `List-Unsubscribe` header posts here with the body `List-Unsubscribe=One-Click`, form-encoded; the web page posts with none). Needs no session; the link stops working once the address changes.",
    errors: ['BAD_TOKEN'],
  },
} as const;
