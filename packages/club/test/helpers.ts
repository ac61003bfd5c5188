import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import type { Result } from '../src/index.js';
import { DOCUMENTS_ABSENT, DOCUMENTS_DIR, documentPath } from './documents.js';

export { DOCUMENTS_ABSENT } from './documents.js';

export const DOCUMENTS = {
  '000': '000_b13c0aa12327cb83.txt',
  '001': '001_eb93a28aa19416a7.txt',
  '002': '002_20b44e4b30711bd1.txt',
  '003': '003_5fa84f9894185a18.txt',
} as const;
export type Doc = keyof typeof DOCUMENTS;

/** Text with typographic quotes, dashes, markdown emphasis and spacing made plain, for comparing quotes. */
export function plain(text: string): string {
  return text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\\/g, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const cache = new Map<string, string>();
export function documentText(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    try {
      text = plain(readFileSync(documentPath(file), 'utf8'));
    } catch {
      assert.fail(`${file} is missing from ${DOCUMENTS_DIR}`);
    }
    cache.set(file, text);
  }
  return text;
}

/** Fails unless every piece of `quote` (pieces joined by "...") is verbatim in the document. */
export function assertQuoted(file: string, quote: string): void {
  const doc = documentText(file);
  for (const piece of plain(quote)
    .split(/\s*\.\.\.\s*/)
    .filter((p) => p !== ''))
    assert.ok(doc.includes(piece), `not verbatim in ${file}: "${piece}"`);
}

/**
 * A test of one rule, named by the sentence of the document it comes from. The sentence is
 * checked to be verbatim in the document before the rule is tested. Without the documents (a
 * clone alone) the rule is still tested, and the check of its sentence is reported as skipped.
 */
export function rule(doc: Doc, sentence: string, fn: () => void | Promise<void>): void {
  const name = `${doc}: "${sentence}"`;
  if (DOCUMENTS_ABSENT !== false) {
    it(name, fn);
    it(`${name} is verbatim in the document`, { skip: DOCUMENTS_ABSENT }, () => undefined);
    return;
  }
  it(name, async () => {
    assertQuoted(DOCUMENTS[doc], sentence);
    await fn();
  });
}

export function must<T>(result: Result<T>): T {
  if (!result.ok) assert.fail(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function mustFail<T>(result: Result<T>, code: string): string {
  if (result.ok) assert.fail(`expected ${code}, got ok`);
  assert.equal(result.error.code, code, result.error.message);
  return result.error.message;
}

export function teamsNamed(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `T${i + 1}`);
}
