import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '@texas42/protocol';
import type { Accounts } from '../auth/accounts.js';
import { ServerError } from '../errors.js';

export const SESSION_COOKIE = 't42session';

/**
 * The session cookie: signed, out of scripts' reach, sent on same-site navigation only, `Secure`
 * whenever the request came over HTTPS (behind a proxy, TRUST_PROXY lets Fastify read
 * X-Forwarded-Proto), and living as long as the session does without use.
 */
export function setSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: string,
  days: number,
): void {
  reply.setCookie(SESSION_COOKIE, session, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: days * 86_400,
  });
}

export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The session token from the signed cookie, or null if there is none or its signature is wrong. */
export function sessionOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export async function meOf(accounts: Accounts, request: FastifyRequest): Promise<Me | null> {
  return accounts.whoIs(sessionOf(request));
}

export async function requireMe(accounts: Accounts, request: FastifyRequest): Promise<Me> {
  const me = await meOf(accounts, request);
  if (me === null)
    throw new ServerError(401, 'NOT_SIGNED_IN', 'sign in or choose a guest name first');
  return me;
}

/** The session's user if they are an admin of the site: NOT_SIGNED_IN, or NOT_ADMIN (403). */
export async function requireAdmin(accounts: Accounts, request: FastifyRequest): Promise<Me> {
  const me = await requireMe(accounts, request);
  if (me.admin !== true)
    throw new ServerError(403, 'NOT_ADMIN', "only the site's admins may do this");
  return me;
}
