import { ServerError } from '../errors.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * A new password's checks, beyond its length on the wire (protocol): not blank, not one of the
 * passwords guessers try first, not the username. Throws WEAK_PASSWORD saying which, at
 * `password`.
 */
export function checkNewPassword(password: string, username: string | null): void {
  const weak = (why: string): ServerError =>
    new ServerError(400, 'WEAK_PASSWORD', `choose another password: ${why}`, 'password');
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw weak(`it needs at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.trim().length === 0) throw weak('it is only spaces');
  if (new Set(password).size < 3) throw weak('it repeats one or two characters');
  const plain = password.toLowerCase();
  if (COMMON_PASSWORDS.has(plain))
    throw weak('it is one of the most common passwords, the first a guesser tries');
  if (username !== null && plain.includes(username.toLowerCase()) && username.length >= 3)
    throw weak('it contains your username');
}
