import { randomBytes } from 'node:crypto';

/** An unguessable id: 16 random bytes, URL-safe (tables, sessions, users, invites). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
