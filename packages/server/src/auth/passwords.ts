import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow for a guesser, fine for a sign-in. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let standIn: Promise<string> | null = null;

/**
 * The work of checking a password for a username that does not exist: a verify against a
 * stand-in hash made with the same settings, so an unknown username costs what a wrong password
 * does. Always false.
 */
export async function unknownUserCheck(password: string): Promise<false> {
  standIn ??= hashPassword(randomBytes(16).toString('hex'));
  await passwordMatches(await standIn, password);
  return false;
}
