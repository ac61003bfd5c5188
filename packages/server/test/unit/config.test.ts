import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configFromEnv } from '../../src/config.js';

describe('REDIS_PREFIX', () => {
  it('is texas42 unless set; a deployment sharing a Redis chooses its own', () => {
    assert.equal(configFromEnv({}, false).redisPrefix, 'texas42');
    assert.equal(configFromEnv({ REDIS_PREFIX: '' }, false).redisPrefix, 'texas42');
    assert.equal(
      configFromEnv({ REDIS_PREFIX: 'staging.42:b' }, false).redisPrefix,
      'staging.42:b',
    );
  });

  it('refuses what a Redis key pattern would read as more than a name, with the rule', () => {
    for (const bad of ['two words', 'all*', 'x'.repeat(65), 'a{b}', 'é'])
      assert.throws(
        () => configFromEnv({ REDIS_PREFIX: bad }, false),
        /REDIS_PREFIX must be 1 to 64 letters, digits/,
      );
  });
});
