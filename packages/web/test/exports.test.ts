import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FORMATS, type EventKind } from '@texas42/club';
import {
  defaultEmbedShow,
  embedShows,
  hasLeagueNights,
  iframeSnippet,
  resultsCsvPath,
  webcalUrl,
} from '../src/logic/exports.js';

/** An event's `embeds` as the server sends them: its format's (the club's FORMATS). */
const sent = (kind: EventKind) => ({ embeds: [...FORMATS[kind].embeds] });

describe("an event's exports and embed snippet", () => {
  it('the calendar feed as a phone subscribes to it: webcal:// on the same host and path', () => {
    assert.equal(
      webcalUrl('https://club.example', 'ev1'),
      'webcal://club.example/api/events/ev1/nights.ics',
    );
    assert.equal(
      webcalUrl('http://127.0.0.1:8042', 'ev1'),
      'webcal://127.0.0.1:8042/api/events/ev1/nights.ics',
    );
    assert.equal(resultsCsvPath('a b'), '/api/events/a%20b/results.csv');
  });

  it('league nights exist only where a week has a date and play', () => {
    const round = { date: '2011-01-24', leagueBye: false };
    assert.equal(hasLeagueNights({ rounds: [round] as never }), true);
    assert.equal(hasLeagueNights({ rounds: [{ ...round, leagueBye: true }] as never }), false);
    assert.equal(hasLeagueNights({ rounds: [{ leagueBye: false }] as never }), false);
  });

  it('the <iframe> snippet points at the embed page and escapes the event name', () => {
    const snippet = iframeSnippet(
      'https://club.example',
      { id: 'ev1', name: 'Aces "&" <Eights>' },
      'bracket',
    );
    assert.match(
      snippet,
      /^<iframe src="https:\/\/club\.example\/embed\/events\/ev1\?show=bracket"/,
    );
    assert.match(snippet, /title="Aces &quot;&amp;&quot; &lt;Eights&gt;"/);
    assert.match(snippet, /<\/iframe>$/);
    assert.equal(defaultEmbedShow(sent('single-elimination')), 'bracket');
    assert.equal(defaultEmbedShow(sent('league')), 'standings');
  });

  it('offers only what the widget can show: a bracket alone, standings alone, or a choice', () => {
    assert.deepEqual(embedShows(sent('single-elimination')), ['bracket']);
    assert.deepEqual(embedShows(sent('round-robin')), ['standings']);
    assert.deepEqual(embedShows(sent('league')), ['standings', 'bracket', 'both']);
    assert.deepEqual(embedShows(sent('pools')), ['standings', 'bracket', 'both']);
    // Each kind's default is among what it offers.
    for (const kind of ['single-elimination', 'round-robin', 'league', 'pools'] as const)
      assert.ok(embedShows(sent(kind)).includes(defaultEmbedShow(sent(kind))), kind);
  });
});
