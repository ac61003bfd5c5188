import { randomBytes } from 'node:crypto';

/** An unguessable id: 16 random bytes, URL-safe (tables, sessions, users, invites). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

let made = 0;
/**
 * An id that sorts by time: the wall clock and a count first, so that two made in the same
 * millisecond still sort in the order made (notices, the audit log, chat lines), then a random
 * part.
 */
export function sortableId(): string {
  made = (made + 1) % 36 ** 4;
  return `${Date.now().toString(36).padStart(9, '0')}${made.toString(36).padStart(4, '0')}${newId().slice(0, 8)}`;
}
