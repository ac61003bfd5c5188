import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from '../admin/site-settings.js';
import { ServerError } from '../errors.js';
import { setSession } from '../http/session.js';
import type { Serve } from '../http/typed-routes.js';
import type { UnsubscribeLinks } from '../notices/unsubscribe.js';
import type { EmailVerification } from './email-verification.js';
import type { PasswordResets } from './password-resets.js';

export interface AccountMailDeps {
  readonly verification: EmailVerification;
  readonly resets: PasswordResets;
  readonly site: SiteSettings;
  /** Days a session lives unused: the cookie of a reset's new session. */
  readonly sessionDays: number;
}

/**
 * An account's mail (protocol's account-mail.ts): verifying its address, a forgotten password,
 * and what every page shows of the site (sign-ups open, the banner).
 */
export function registerAccountMailRoutes(serve: Serve, deps: AccountMailDeps): void {
  const { verification, resets, site } = deps;

  serve('site', () => site.info());

  serve('resendVerification', ({ me }) => {
    if (me.guest)
      throw new ServerError(403, 'GUEST_ACCOUNT', 'a guest has no e-mail address to verify');
    return verification.resend(me.id);
  });

  serve('verifyEmail', async ({ body }) => ({ email: await verification.verify(body.token) }));

  // One answer whatever happened, and nothing about the account in it.
  serve('forgotPassword', async ({ body }) => {
    await resets.forgot(body.login);
    return { ok: true };
  });

  serve('resetPassword', async ({ request, reply, body }) => {
    const { me, session } = await resets.reset(body.token, body.password);
    setSession(request, reply, session, deps.sessionDays);
    return me;
  });
}

/**
 * The one-click unsubscribe (RFC 8058): a mail program posts `List-Unsubscribe=One-Click` to the
 * link in the mail's List-Unsubscribe header, form-encoded, with no session. Registered in a
 * scope of its own, the one place the API reads a form: every other route still takes JSON only.
 * The body says nothing the link does not: it is read and set aside.
 */
export async function registerUnsubscribeRoute(
  app: FastifyInstance,
  serveIn: (scope: FastifyInstance) => Serve,
  links: UnsubscribeLinks,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, parsed) => parsed(null, undefined),
    );
    serveIn(scope)('unsubscribe', async ({ query }) => ({
      ok: true,
      email: await links.unsubscribe(query.token),
    }));
    done();
  });
}
