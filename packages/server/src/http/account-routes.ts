import type { ApiDeps } from './api-deps.js';
import { clearSession, meOf, sessionOf, setSession } from './session.js';
import type { Serve } from './typed-routes.js';

/** Accounts and sessions (docs/server-api.md): guests, sign-up, sign-in and out, passwords. */
export function registerAccountRoutes(
  serve: Serve,
  { addresses, accounts, sessionDays, requireSignUpsOpen }: ApiDeps,
): void {
  const days = sessionDays;
  serve('guest', async ({ request, reply, body }) => {
    await requireSignUpsOpen?.();
    const from = addresses.keyOf(request.ip);
    await addresses.limits.checkGuest(from);
    const { me, session } = await accounts.guest(body.name, from);
    setSession(request, reply, session, days);
    return me;
  });
  serve('signUp', async ({ request, reply, body }) => {
    // A guest signing up keeps who they are: the guest becomes the account.
    const current = await meOf(accounts, request);
    if (current?.guest !== true) await requireSignUpsOpen?.();
    const { me, session } = await accounts.signUp(
      body.username,
      body.password,
      body.name,
      current ?? undefined,
    );
    setSession(request, reply, session, days);
    return me;
  });
  serve('signIn', async ({ request, reply, body }) => {
    const from = addresses.keyOf(request.ip);
    const { me, session } = await accounts.signIn(body.username, body.password, from);
    setSession(request, reply, session, days);
    return me;
  });
  serve('signOut', async ({ request, reply }) => {
    const session = sessionOf(request);
    if (session !== null) await accounts.signOut(session);
    clearSession(request, reply);
    return { ok: true };
  });
  // Every session of the account ends, this one too, and their sockets are disconnected.
  serve('signOutEverywhere', async ({ request, reply, me }) => {
    await accounts.sessions.closeAll(me.id);
    clearSession(request, reply);
    return { ok: true };
  });
  // A new password ends every session; the one that changed it gets a fresh session.
  serve('changePassword', async ({ request, reply, me, body }) => {
    const session = await accounts.changePassword(me, body.current, body.password);
    setSession(request, reply, session, days);
    return { ok: true };
  });
  // Who you are; the cookie is set again, so it lives as long as the session it holds.
  serve('me', ({ request, reply, me }) => {
    const session = sessionOf(request);
    if (session !== null) setSession(request, reply, session, days);
    return me;
  });
}
