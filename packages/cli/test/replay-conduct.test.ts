import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { run } from './run.js';

const SUITED = {
  N: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
  E: ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4'],
  S: ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1'],
  W: ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
};

describe('texas42 replay: the table’s procedure in a record', () => {
  it('000 "The other team may also elect to have the hand shaken again by the same shaker.": a reshake, no marks, said in words', async () => {
    const record = {
      rules: 'austin-league',
      dealer: 'W',
      hands: SUITED,
      bids: [],
      outOfTurn: [{ after: 0, by: 'E', bid: 30, choice: 'reshake' }],
    };
    const json = await run(['replay', '-', '--json'], JSON.stringify(record));
    assert.equal(json.code, 0, json.out);
    const body = JSON.parse(json.out) as Record<string, unknown>;
    assert.equal(body['outcome'], 'reshake');
    assert.deepEqual(body['outOfTurn'], record.outOfTurn);
    const text = await run(['replay', '-'], JSON.stringify(record));
    assert.match(
      text.out,
      /E bid 30 out of turn after 0 bids \(the other side had it shaken again\)/,
    );
    assert.match(text.out, /The hand is shaken again, no marks\./);
  });

  it('000 "that domino must be played at the first opportunity": a record that plays another is refused where it does', async () => {
    const record = {
      rules: 'austin-league',
      dealer: 'W',
      hands: SUITED,
      bids: [30, 'pass', 'pass', 'pass'],
      contract: 'sixes',
      exposed: [{ after: 4, by: 'N', domino: '6-0' }],
      plays: ['6-6'],
    };
    const r = await run(['replay', '-', '--json'], JSON.stringify(record));
    assert.equal(r.code, 1);
    const body = JSON.parse(r.out) as { error: { code: string; at: string } };
    assert.deepEqual([body.error.code, body.error.at], ['MUST_PLAY_EXPOSED', 'plays[0]']);
  });

  it('a malformed procedure entry is BAD_RECORD naming the field, exit status 2', async () => {
    const record = {
      rules: 'austin-league',
      dealer: 'W',
      hands: SUITED,
      bids: [],
      outOfTurn: [{ after: 0, by: 'E', bid: 30, choice: 'maybe' }],
    };
    const r = await run(['replay', '-', '--json'], JSON.stringify(record));
    assert.equal(r.code, 2);
    const body = JSON.parse(r.out) as { error: { code: string; at: string } };
    assert.deepEqual([body.error.code, body.error.at], ['BAD_RECORD', 'outOfTurn[0].choice']);
  });
});
