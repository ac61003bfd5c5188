import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDINGS_RULES } from '../src/index.js';
import { DOCUMENTS, DOCUMENTS_ABSENT, assertQuoted, documentText } from './helpers.js';

describe('quotes from the rule documents', { skip: DOCUMENTS_ABSENT }, () => {
  it('the checker finds a verbatim sentence and rejects an altered one', () => {
    assertQuoted(DOCUMENTS['000'], 'League standing is determined by team points.');
    assert.throws(() =>
      assertQuoted(DOCUMENTS['000'], 'League standing is determined by team wins.'),
    );
    assert.throws(() => assertQuoted(DOCUMENTS['001'], 'A BYE shall be scored as 7-5.'));
  });

  it('typographic quotes, dashes and markdown emphasis compare as plain text', () => {
    assert.ok(documentText(DOCUMENTS['000']).includes("Ginny's Little Longhorn"));
    assert.ok(documentText(DOCUMENTS['003']).includes('SINGLE ELIMINATION TOURNAMENT'));
  });

  it('every source sentence of the standings rules is in its document', () => {
    for (const rules of STANDINGS_RULES)
      for (const [setting, quote] of Object.entries(rules.sources)) {
        if (quote.startsWith('(document silent)')) continue;
        assert.doesNotThrow(() => assertQuoted(rules.document, quote), `${rules.id} ${setting}`);
      }
  });
});
