import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventView } from '@texas42/protocol';
import { csvCell, csvOf } from '../../src/events/exports/csv.js';
import { foldLine, icsText } from '../../src/events/exports/ical.js';
import { resultsFilesMade } from '../../src/http/event-exports.js';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, ok, organizer as signedUp } from '../support/api.js';
import { startServer } from '../support/harness.js';

/**
 * Exports of an event (issue 17, point 6): standings and results as CSV, a league's nights as
 * an iCalendar feed; and what a signed-out request may read of an event (point 2).
 */

/** RFC 4180 read back: rows of cells, a quoted cell's doubled quotes and line breaks undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  assert.equal(cell + row.join(''), '', 'the file ends with CRLF');
  return rows;
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1). */
const unfold = (ics: string): string[] => ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);

describe('CSV cells and iCalendar lines (pure)', () => {
  it('a cell with a comma, a quote or a line break is quoted, its quotes doubled', () => {
    assert.equal(csvCell('Aces, High'), '"Aces, High"');
    assert.equal(csvCell('The "Bones"'), '"The ""Bones"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(-3), '-3');
    const text = csvOf(['A', 'B'], [['x,y', 'say "hi"\r\nbye']]);
    assert.deepEqual(parseCsv(text), [
      ['A', 'B'],
      ['x,y', 'say "hi"\r\nbye'],
    ]);
  });

  it('a text cell that begins with = + - @ (or a tab) is prefixed with a quote: never a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      assert.equal(csvCell(`${start}1+1`).replace(/^"/, '').startsWith("'"), true, start);
    assert.equal(csvCell('=HYPERLINK("x")'), '"\'=HYPERLINK(""x"")"');
  });

  it('TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
    assert.equal(icsText('a\\b;c,d\ne'), 'a\\\\b\\;c\\,d\\ne');
  });

  it('"Lines of text SHOULD NOT be longer than 75 octets": folded with CRLF and a space, never inside a character', () => {
    const line = `DESCRIPTION:${'Ginny’s Little Longhorn é '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    assert.ok(parts.length > 3);
    for (const [i, part] of parts.entries()) {
      assert.ok(Buffer.byteLength(part, 'utf8') <= 75, `line ${i}: ${part}`);
      if (i > 0) assert.equal(part[0], ' ');
      assert.doesNotMatch(part, /\uFFFD/);
    }
    assert.equal(folded.replace(/\r\n /g, ''), line);
    assert.equal(foldLine('SHORT:x'), 'SHORT:x');
  });
});

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

/** 000's Spring 2011 season: Mondays from January 24 through April 4, March 14 a bye week. */
const SPRING_2011 = {
  leagueNight: { weekday: 'Monday', time: '19:30', place: 'Ginny’s Little Longhorn; Austin, TX' },
  firstNight: '2011-01-24',
  lastNight: '2011-04-04',
  byeNights: ['2011-03-14'],
  registrationOpens: '2010-12-28',
  dues: { perPlayer: 5, returningPlayersOnly: true },
};
const NAMES = ['Aces, "High"', '=SUM(A1:A9)', '+Bones', '@Carts'];

/** A season of four teams with awkward names, scheduled, week 1's first match confirmed 7-5 7-3. */
async function league() {
  const made = await eventWithTeams(
    url,
    { kind: 'league', name: 'Spring 2011, Austin', seed: 4173, season: SPRING_2011 },
    NAMES,
  );
  for (const t of made.teams)
    for (const p of [t.a, t.b])
      await ok(made.organizer.c, 'POST', `/api/events/${made.id}/dues/returning`, {
        team: t.id,
        player: p.id,
        returning: false,
      });
  const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
  const first = view.rounds[0]?.matches.find((m) => m.status === 'awaiting-report');
  assert.ok(first);
  const [a, b] = first.teams.map((id) => made.teams.find((t) => t.id === id));
  assert.ok(a && b);
  const path = `/api/events/${made.id}/matches/${first.id}`;
  await ok(a.a.c, 'POST', `${path}/report`, {
    games: [
      [7, 5],
      [7, 3],
    ],
  });
  await ok(b.a.c, 'POST', `${path}/confirm`, {});
  return { ...made, view, first, winner: a, loser: b };
}

describe('the results file is made once per change of the event', () => {
  it('downloaded again, it is the file already made; after a report, a new one', async () => {
    const { id, view, teams, first: reported } = await league();
    const get = async () => (await fetch(`${url}/api/events/${id}/results.csv`)).text();
    const before = resultsFilesMade.count;
    const first = await get();
    const again = await Promise.all([get(), get(), get()]);
    // Issue 25: "results.csv of a big event uncached (0.8-1.25 s each)".
    assert.equal(resultsFilesMade.count, before + 1, 'made once for four downloads');
    for (const text of again) assert.equal(text, first);
    const next = view.rounds[0]?.matches.find(
      (m) =>
        m.id !== reported.id && m.status === 'awaiting-report' && m.teams.every((t) => t !== null),
    );
    assert.ok(next);
    const [x, y] = next.teams.map((t) => teams.find((team) => team.id === t));
    assert.ok(x && y);
    const path = `/api/events/${id}/matches/${next.id}`;
    await ok(x.a.c, 'POST', `${path}/report`, {
      games: [
        [7, 2],
        [7, 4],
      ],
    });
    await ok(y.a.c, 'POST', `${path}/confirm`, {});
    const changed = await get();
    assert.equal(resultsFilesMade.count, before + 2);
    assert.notEqual(changed, first);
  });
});

describe('exports over HTTP, with no session cookie', () => {
  it('standings.csv: a header row, every team once, quoting and formula guards, a filename', async () => {
    const { id, winner } = await league();
    const res = await fetch(`${url}/api/events/${id}/standings.csv`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.equal(
      res.headers.get('content-disposition'),
      'attachment; filename="spring-2011-austin-standings.csv"',
    );
    const text = await res.text();
    assert.ok(text.endsWith('\r\n'));
    const [header, ...rows] = parseCsv(text);
    assert.deepEqual(header?.slice(0, 4), ['Rank', 'Team', 'Points', 'Match wins']);
    const teams = rows.map((r) => r[1]);
    assert.deepEqual(
      [...teams].sort(),
      ['Aces, "High"', "'=SUM(A1:A9)", "'+Bones", "'@Carts"].sort(),
    );
    const top = rows.find((r) => r[1]?.replace(/^'/, '') === winner.name);
    assert.ok(top);
    assert.equal(top[3], '1', 'one match won');
    assert.equal(top[5], '2', 'two games won');
    assert.equal(top[7], '14', 'fourteen marks for');
  });

  it('results.csv: every match of the schedule, the confirmed one with its games and winner', async () => {
    const { id, first, winner, loser } = await league();
    const res = await fetch(`${url}/api/events/${id}/results.csv`);
    assert.equal(res.status, 200);
    assert.equal(
      res.headers.get('content-disposition'),
      'attachment; filename="spring-2011-austin-results.csv"',
    );
    const [header, ...rows] = parseCsv(await res.text());
    assert.deepEqual(header, [
      'Round',
      'Date',
      'Match',
      'Team 1',
      'Team 2',
      'Status',
      'Games',
      'Team 1 games',
      'Team 2 games',
      'Winner',
      'Note',
    ]);
    const view = await ok<EventView>(winner.a.c, 'GET', `/api/events/${id}`);
    const matches = view.rounds.flatMap((r) => r.matches);
    assert.equal(rows.length, matches.length);
    const played = rows.find((r) => r[2] === first.id);
    assert.ok(played);
    const guard = (n: string) => (/^[=+\-@]/.test(n) ? `'${n}` : n);
    assert.deepEqual(played, [
      'Week 1',
      '2011-01-24',
      first.id,
      guard(winner.name),
      guard(loser.name),
      'confirmed',
      '7-5 7-3',
      '2',
      '0',
      guard(winner.name),
      '',
    ]);
  });

  it("nights.ics: RFC 5545 lines, one event a night in the club's time zone, the bye night free, stable UIDs, folded, escaped", async () => {
    const { id, teams } = await league();
    const get = async () => {
      const res = await fetch(`${url}/api/events/${id}/nights.ics`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/calendar; charset=utf-8/);
      assert.match(
        res.headers.get('content-disposition') ?? '',
        /filename="spring-2011-austin\.ics"/,
      );
      return res.text();
    };
    const ics = await get();
    // Every line ends CRLF; none is longer than 75 octets; long ones were folded.
    assert.ok(ics.endsWith('\r\n'));
    assert.doesNotMatch(ics.replace(/\r\n/g, ''), /[\r\n]/);
    const physical = ics.split('\r\n').slice(0, -1);
    for (const l of physical) assert.ok(Buffer.byteLength(l, 'utf8') <= 75, l);
    assert.ok(
      physical.some((l) => l.startsWith(' ')),
      'a long description was folded',
    );
    const lines = unfold(ics);
    assert.equal(lines[0], 'BEGIN:VCALENDAR');
    assert.equal(lines.at(-1), 'END:VCALENDAR');
    assert.ok(lines.includes('VERSION:2.0'));
    assert.ok(lines.some((l) => l.startsWith('PRODID:')));
    assert.ok(lines.includes('X-WR-CALNAME:Spring 2011\\, Austin'));
    // No zone given: Central time, written in UTC so every calendar agrees (issue 27: "no time
    // zone"); each night lasts three hours (issue 27: "no end time").
    assert.ok(lines.includes('X-WR-TIMEZONE:America/Chicago'));
    // "Regular season matches will begin Monday, January 24, 201[1] and proceed through April 4,
    // 2011" and "There is one scheduled bye week during the regular season (March 14)."
    const starts = lines.filter((l) => l.startsWith('DTSTART'));
    assert.equal(starts.length, 11);
    // 7:30 pm Central: standard time in January (UTC-6), daylight time from March 13 (UTC-5).
    assert.equal(starts[0], 'DTSTART:20110125T013000Z');
    assert.equal(starts.at(-1), 'DTSTART:20110405T003000Z');
    const ends = lines.filter((l) => l.startsWith('DTEND'));
    assert.equal(ends[0], 'DTEND:20110125T043000Z');
    // The bye night is on the calendar, says so, and leaves the evening free.
    const bye = lines.indexOf('DTSTART:20110315T003000Z');
    assert.ok(bye > 0, 'the bye night');
    const byeEvent = lines.slice(bye, lines.indexOf('END:VEVENT', bye));
    assert.ok(byeEvent.some((l) => /^SUMMARY:.*bye night \(no matches\)/.test(l)));
    assert.ok(byeEvent.includes('TRANSP:TRANSPARENT'));
    const events = lines.filter((l) => l === 'BEGIN:VEVENT').length;
    assert.equal(lines.filter((l) => l.startsWith('DTSTAMP:')).length, events);
    for (const l of lines.filter((x) => x.startsWith('DTSTAMP:')))
      assert.match(l, /^DTSTAMP:\d{8}T\d{6}Z$/);
    assert.ok(lines.includes('LOCATION:Ginny’s Little Longhorn\\; Austin\\, TX'));
    assert.ok(lines.includes(`URL:${url}/e/${id}`));
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    assert.match(description, /Aces\\, "High"|=SUM\(A1:A9\)/);
    const uids = lines.filter((l) => l.startsWith('UID:'));
    assert.equal(new Set(uids).size, 11);
    assert.deepEqual(
      unfold(await get()).filter((l) => l.startsWith('UID:')),
      uids,
      'the same UIDs every time',
    );

    // A team's own feed: its match each week, or its bye, under the team's name.
    const team = teams[0];
    assert.ok(team);
    const own = await fetch(`${url}/api/events/${id}/nights.ics?team=${team.id}`);
    assert.equal(own.status, 200);
    assert.match(own.headers.get('content-disposition') ?? '', /filename="spring-2011-austin-/);
    const ownLines = unfold(await own.text());
    assert.ok(
      ownLines.some(
        (l) => l.startsWith('X-WR-CALNAME:') && l.includes(team.name.replace(/,/g, '\\,')),
      ),
    );
    const summaries = ownLines.filter((l) => l.startsWith('SUMMARY:'));
    assert.equal(summaries.length, 11, 'ten weeks, each a match or a bye, and the bye night');
    for (const l of summaries.filter((x) => !/bye/.test(x)))
      assert.ok(l.includes(team.name.replace(/,/g, '\\,')), l);
    const unknown = await fetch(`${url}/api/events/${id}/nights.ics?team=nobody`);
    assert.equal(unknown.status, 404);
  });

  it('a bracket has no standings or nights to export: a clear refusal; bad and unknown ids too', async () => {
    const { id, organizer } = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Cup', rounds: { first: 1, later: 1, final: 1 } },
      ['A', 'B'],
    );
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const refused = async (path: string, status: number, code: string) => {
      const res = await fetch(url + path);
      assert.equal(res.status, status, path);
      const body = (await res.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, code, path);
      assert.ok(body.error.message.length > 0);
    };
    await refused(`/api/events/${id}/standings.csv`, 409, 'NO_STANDINGS');
    await refused(`/api/events/${id}/nights.ics`, 409, 'NO_LEAGUE_NIGHTS');
    await refused(`/api/events/nope/results.csv`, 404, 'NOT_FOUND');
    await refused(`/api/events/${encodeURIComponent('bad id!')}/results.csv`, 400, 'BAD_REQUEST');
    // The bracket's results export answers: a header and its one match.
    const results = await fetch(`${url}/api/events/${id}/results.csv`);
    assert.equal(results.status, 200);
    assert.equal(parseCsv(await results.text()).length, 2);
  });
});

describe('progressive tables exported (002)', () => {
  it('standings.csv lists the punches, results.csv every table with its marks', async () => {
    const { id, organizer } = await eventWithTeams(
      url,
      { kind: 'progressive', name: 'Pavilion 42', rounds: 2, seed: 5 },
      ['=Punch', 'Bones', 'Carts', 'Dukes'],
    );
    const drawn = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const tables = drawn.progressive?.tables ?? [];
    assert.equal(tables.length, 2);
    await ok(organizer.c, 'POST', `/api/events/${id}/progressive/tables/1/marks`, {
      marks: [3, 1],
    });
    const standings = parseCsv(await (await fetch(`${url}/api/events/${id}/standings.csv`)).text());
    assert.deepEqual(standings[0], ['Rank', 'Team', 'Punches']);
    assert.deepEqual(
      standings
        .slice(1)
        .map((r) => r[1])
        .sort(),
      ["'=Punch", 'Bones', 'Carts', 'Dukes'].sort(),
    );
    assert.ok(standings.slice(1).every((r) => r[0] === '1' && r[2] === '0'));
    const results = parseCsv(await (await fetch(`${url}/api/events/${id}/results.csv`)).text());
    assert.deepEqual(results[0], [
      'Round',
      'Table',
      'Team 1',
      'Team 2',
      'Team 1 marks',
      'Team 2 marks',
      'Winner',
    ]);
    assert.equal(results.length, 3);
    const names = new Map(drawn.teams.map((t) => [t.id, t.name.replace(/^=/, "'=")]));
    const [first] = tables;
    assert.ok(first);
    assert.deepEqual(results[1], [
      'Round 1',
      '1',
      names.get(first.teams[0]),
      names.get(first.teams[1]),
      '3',
      '1',
      '',
    ]);
  });
});

describe('an event read by a signed-out visitor (issue 17, point 2)', () => {
  it('the list, the event, its matches, standings and bracket answer, without tokens or the seed', async () => {
    const { id, organizer, teams } = await league();
    // A team with an open place: its players see the invite token, nobody else may.
    const lone = await signedUp(url, 'Lonely');
    const registered = await ok<EventView>(lone.c, 'POST', '/api/events', {
      kind: 'round-robin',
      name: 'Open places',
    });
    const withOpen = await ok<EventView>(lone.c, 'POST', `/api/events/${registered.id}/teams`, {
      name: 'Solo',
      partner: null,
    });
    const token = withOpen.teams[0]?.invite;
    assert.ok(token, 'the team sees its own invite token');

    const organizers = await ok<EventView>(organizer.c, 'GET', `/api/events/${id}`);
    assert.equal(
      (organizers.settings as Readonly<Record<string, unknown>>)['seed'],
      4173,
      'the organizer sees the seed',
    );
    const player = await ok<EventView>(teams[0]!.a.c, 'GET', `/api/events/${id}`);
    assert.equal(
      (player.settings as Readonly<Record<string, unknown>>)['seed'],
      undefined,
      'a player does not',
    );

    for (const path of [
      '/api/events',
      `/api/events/${id}`,
      `/api/events/${id}/matches`,
      `/api/events/${id}/standings`,
      `/api/events/${id}/bracket`,
      `/api/events/${registered.id}`,
    ]) {
      const res = await fetch(url + path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('set-cookie'), null, `${path}: no session is made`);
      const text = await res.text();
      assert.doesNotMatch(text, /"invite"/, path);
      assert.ok(!text.includes(token), path);
      // Teams have a seed (their place in the draw); the schedule's seed is the organizer's.
      assert.doesNotMatch(text, /"seed":4173/, path);
      assert.doesNotMatch(text, /"settings":\{[^}]*"seed"/, path);
      assert.doesNotMatch(text, /@[a-z0-9-]+\.[a-z]{2,}/i, `${path}: no e-mail address`);
      assert.doesNotMatch(text, /password|session/i, path);
      // No field that holds a secret by its name: a claim link's token, a check-in secret, mail.
      assert.doesNotMatch(text, /"[A-Za-z]*(claim|token|secret|email|mail)[A-Za-z]*":/i, path);
    }
    const view = (await (await fetch(`${url}/api/events/${id}`)).json()) as EventView;
    assert.deepEqual(view.you, { organizer: false, team: null });
    assert.equal(view.teams.length, 4);
    assert.ok(view.standings !== null && view.standings.rows.length === 4);
    assert.equal(
      view.rounds[0]?.matches.some((m) => m.status === 'confirmed'),
      true,
    );
  });
});
