import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import {
  OPTION_SPECS,
  PROFILES,
  STANDARD_REASONS,
  apply,
  optionValue,
  resolveRules,
  toAct,
} from '../src/index.js';
import { DOCUMENTS_ABSENT, DOCUMENTS_DIR, documentPath } from './documents.js';
import { SUITED, bids, must, mustFail, startHand } from './helpers.js';

/** Text with typographic quotes, dashes and spacing made plain, for comparing quotes. */
function plain(text: string): string {
  return text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\\/g, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ');
}

describe('rule profiles', () => {
  it('one profile per seed document, selectable by id', () => {
    const docs = PROFILES.map((p) => p.document).filter((d) => d !== '');
    assert.deepEqual(docs, [
      '000_b13c0aa12327cb83.txt',
      '001_eb93a28aa19416a7.txt',
      '002_20b44e4b30711bd1.txt',
      '003_5fa84f9894185a18.txt',
      '004_aed0340e04529a99.txt',
    ]);
    for (const p of PROFILES) assert.deepEqual(must(resolveRules(p.id)).options, p.options);
  });

  it('every option of every profile is traced to a sentence of its document or to a stated reason', () => {
    for (const p of PROFILES)
      for (const spec of OPTION_SPECS) {
        const source = p.sources[spec.path] ?? STANDARD_REASONS[spec.path];
        assert.ok(
          source !== undefined && source.length > 10,
          `${p.id}: ${spec.path} has no source`,
        );
        assert.notEqual(
          optionValue(p.options, spec.path),
          undefined,
          `${p.id}: ${spec.path} has a value`,
        );
      }
  });

  it('every quoted source sentence is in its document', { skip: DOCUMENTS_ABSENT }, () => {
    const missing: string[] = [];
    for (const p of PROFILES) {
      if (p.document === '') continue;
      let doc: string;
      try {
        doc = plain(readFileSync(documentPath(p.document), 'utf8'));
      } catch {
        assert.fail(`${p.document} is missing from ${DOCUMENTS_DIR}`);
      }
      for (const [path, quote] of Object.entries(p.sources)) {
        // A source may add a note in parentheses or elide with "..."; every quoted piece is verbatim.
        const pieces = plain(quote.replace(/ \((?:[^()]*)\)$/, ''))
          .split(/\s*\.\.\.\s*/)
          .filter((piece) => piece.length > 0);
        for (const piece of pieces)
          if (!doc.includes(piece.trim())) missing.push(`${p.id} ${path}: "${piece}"`);
      }
    }
    assert.deepEqual(missing, [], 'quotes not found in their documents');
  });
});

describe("a club's own rules: a base profile plus overrides", () => {
  it('takes nested or dotted option names', () => {
    const nested = must(resolveRules({ base: 'npa-tournament', bidding: { forcedBid: true } }));
    const dotted = must(resolveRules({ base: 'npa-tournament', 'bidding.forcedBid': true }));
    assert.equal(nested.options.bidding.forcedBid, true);
    assert.deepEqual(nested.options, dotted.options);
    assert.equal(nested.options.bidding.maxBidMarks, 5, 'the rest comes from the base');
  });

  it('names the option and says what is wrong', () => {
    assert.match(
      mustFail(resolveRules({ base: 'poker' }), 'UNKNOWN_RULES'),
      /unknown base profile "poker"/,
    );
    assert.match(
      mustFail(resolveRules({ base: 'straight-42', nello: { alowed: true } }), 'BAD_RULES'),
      /unknown rule option "nello.alowed"/,
    );
    assert.match(
      mustFail(resolveRules({ base: 'straight-42', game: { marksToWin: 'seven' } }), 'BAD_RULES'),
      /game.marksToWin" must be a whole number/,
    );
    assert.match(
      mustFail(
        resolveRules({ base: 'straight-42', nello: { doubles: ['sideways'] } }),
        'BAD_RULES',
      ),
      /nello.doubles/,
    );
    assert.match(
      mustFail(resolveRules({ base: 'straight-42', match: { bestOf: 2 } }), 'BAD_RULES'),
      /odd/,
    );
    mustFail(resolveRules(42), 'BAD_RULES');
    mustFail(resolveRules('poker'), 'UNKNOWN_RULES');
  });

  it('a forced-bid minimum other than 30', () => {
    const s = bids(
      startHand({ base: 'straight-42', bidding: { forcedBidMinimum: 32 } }, 'W', SUITED),
      ['pass', 'pass', 'pass'],
    );
    mustFail(apply(s, { type: 'bid', seat: toAct(s) ?? 'W', bid: 31 }), 'BID_TOO_LOW');
    must(apply(s, { type: 'bid', seat: toAct(s) ?? 'W', bid: 32 }));
  });
});

describe('sentences of single documents', () => {
  it('"If first three players “pass”, the last bidder must bid at least the minimum of “30”." (004)', () => {
    const s = bids(startHand('forced-low', 'W', SUITED), ['pass', 'pass', 'pass']);
    mustFail(apply(s, { type: 'bid', seat: 'W', bid: 'pass' }), 'MUST_BID');
  });

  it('"Bidding “SEVENS”, “SPLASH”, OR “PLUNGE” is NOT allowed." (004)', () => {
    const s = startHand('forced-low', 'W', SUITED);
    mustFail(apply(s, { type: 'bid', seat: 'N', bid: 'plunge' }), 'BID_NOT_ALLOWED');
    mustFail(apply(s, { type: 'bid', seat: 'N', bid: 'splash' }), 'BID_NOT_ALLOWED');
    const won = bids(startHand('forced-low', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    mustFail(
      apply(won, { type: 'declare', seat: 'N', contract: 'sevens' }),
      'CONTRACT_NOT_ALLOWED',
    );
  });

  it('"Other contracts are not permitted: nelo, sevens, plunge, splash." (001): nello and sevens as contracts', () => {
    const won = bids(startHand('npa-tournament', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    mustFail(apply(won, { type: 'declare', seat: 'N', contract: 'nello' }), 'CONTRACT_NOT_ALLOWED');
    mustFail(
      apply(won, { type: 'declare', seat: 'N', contract: 'sevens' }),
      'CONTRACT_NOT_ALLOWED',
    );
  });
});
