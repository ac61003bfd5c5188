import type { Me } from '@texas42/protocol';
import type { FastifyRequest } from 'fastify';
import type { PasswordResets } from '../auth/password-resets.js';
import type { Serve } from '../http/typed-routes.js';
import type { AccountAdmin } from './accounts.js';
import type { Actor, AuditLog } from './audit-log.js';
import type { Moderation } from './moderation.js';
import type { SiteSettings } from './site-settings.js';

export interface AdminDeps {
  readonly accounts: AccountAdmin;
  readonly moderation: Moderation;
  readonly site: SiteSettings;
  readonly audit: AuditLog;
  readonly resets: PasswordResets;
  /** PUBLIC_URL; else the request's own origin: the reset link the admin hands over. */
  readonly publicUrl: string | undefined;
}

/** The admin as the audit log names them: their account and its name now. */
const actorOf = (me: Me): Actor => ({ id: me.id, name: me.username ?? me.name });

/**
 * The admin's routes (protocol's admin.ts): every one refused to anyone but an admin (typed
 * routes, NOT_ADMIN) before its body is read, and every change written to the audit log by the
 * module that makes it.
 */
export function registerAdminRoutes(serve: Serve, deps: AdminDeps): void {
  registerAccountRoutes(serve, deps);
  registerModerationRoutes(serve, deps.moderation);
  registerSiteRoutes(serve, deps.site, deps.audit);
  serve('adminAudit', ({ query }) => deps.audit.page(query.limit, query.before));
}

/** Finding and reading accounts, and each change of one. */
function registerAccountRoutes(serve: Serve, deps: AdminDeps): void {
  const { accounts, resets } = deps;
  const origin = (request: FastifyRequest): string =>
    deps.publicUrl ?? `${request.protocol}://${request.host}`;

  serve('adminAccounts', async ({ query }) => ({
    accounts: await accounts.find(query.q, query.limit),
  }));
  serve('adminAccount', ({ params }) => accounts.detail(params.id));

  serve('adminResetPassword', async ({ request, me, params, body }) => {
    const issued = await accounts.resetPassword(actorOf(me), params.id, body.mail, resets);
    return {
      link: issued.path === null ? null : `${origin(request)}${issued.path}`,
      mailedTo: issued.mailedTo,
      expiresAt: issued.expiresAt,
    };
  });

  serve('adminDisable', async ({ me, params }) => ({
    account: await accounts.disable(actorOf(me), params.id),
  }));
  serve('adminEnable', async ({ me, params }) => ({
    account: await accounts.enable(actorOf(me), params.id),
  }));
  serve('adminRename', async ({ me, params, body }) => ({
    account: await accounts.rename(actorOf(me), params.id, body.name),
  }));
  serve('adminDelete', async ({ me, params }) => ({
    account: await accounts.delete(actorOf(me), params.id),
  }));
  serve('adminMute', async ({ me, params, body }) => ({
    account: await accounts.mute(actorOf(me), params.id, body.minutes),
  }));
  serve('adminUnmute', async ({ me, params }) => ({
    account: await accounts.unmute(actorOf(me), params.id),
  }));
}

/** Taking down what players made: a chat line, a table, an event. */
function registerModerationRoutes(serve: Serve, moderation: Moderation): void {
  serve('adminDeleteChat', async ({ me, params }) => {
    await moderation.deleteChatLine(actorOf(me), params.id);
    return { ok: true };
  });
  serve('adminCloseTable', async ({ me, params, body }) => {
    await moderation.closeTable(actorOf(me), params.id, body.reason);
    return { ok: true };
  });
  serve('adminCloseEvent', async ({ me, params }) => {
    await moderation.closeEvent(actorOf(me), params.id);
    return { ok: true };
  });
  serve('adminDeleteEvent', async ({ me, params }) => {
    await moderation.deleteEvent(actorOf(me), params.id);
    return { ok: true };
  });
}

/** The site's settings: sign-ups open or closed, and the banner. */
function registerSiteRoutes(serve: Serve, site: SiteSettings, audit: AuditLog): void {
  serve('adminSignUps', async ({ me, body }) => {
    await site.setSignUps(body.open);
    await audit.record(actorOf(me), {
      action: body.open ? 'open-sign-ups' : 'close-sign-ups',
      targetKind: 'site',
    });
    return { signUpsOpen: body.open };
  });
  serve('adminBanner', async ({ me, body }) => {
    const banner = await site.setBanner({
      text: body.text,
      maintenanceAt: body.maintenanceAt ?? null,
      endsAt: body.endsAt ?? null,
    });
    await audit.record(actorOf(me), {
      action: 'post-banner',
      targetKind: 'site',
      details: { text: banner.text, maintenanceAt: banner.maintenanceAt, endsAt: banner.endsAt },
    });
    return { banner };
  });
  serve('adminRemoveBanner', async ({ me }) => {
    const was = await site.removeBanner();
    await audit.record(actorOf(me), {
      action: 'remove-banner',
      targetKind: 'site',
      details: was === null ? {} : { text: was.text },
    });
    return { ok: true };
  });
}
