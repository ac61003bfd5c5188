import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import type { EventView } from '@texas42/protocol';
import { eventWithTeams, ok, person, type TeamOf } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/**
 * An event's day in chromium: the organizer drops a league team mid-season and the schedule shows
 * the re-assigned matches; a no-show eliminated from a bracket; the time banner on the phone
 * scorekeeper. The server's clock is moved on by the test instead of waiting.
 */
let offsetMs = 0;
const MINUTE = 60_000;
const rig = browserRig({ now: () => Date.now() + offsetMs });
const PHONE = { width: 360, height: 740 };

/** A browser context signed in as the person (their session cookie, as the API set it). */
async function contextOf(
  p: TeamOf['a'],
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

describe("an event's day in chromium", () => {
  it('the organizer drops a team mid-season: the schedule shows the re-assigned weeks and the change', async () => {
    const names = ['Aces', 'Bones', 'Carts', 'Dukes', 'Eagles', 'Foxes'];
    const s = await eventWithTeams(
      rig.url,
      { kind: 'league', name: 'Monday League', seed: 3 },
      names,
    );
    const made = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/generate`, {});
    // Week 1 is played: the Aces' match is reported and confirmed.
    const aces = s.teams[0] as TeamOf;
    const w1 = made.rounds[0]?.matches.find((m) => m.teams.includes(aces.id));
    assert.ok(w1);
    const other = s.teams.find((t) => t.id !== aces.id && w1.teams.includes(t.id));
    assert.ok(other);
    await ok(aces.a.c, 'POST', `/api/events/${s.id}/matches/${w1.id}/report`, {
      games: [
        [7, 3],
        [7, 5],
      ],
    });
    await ok(other.a.c, 'POST', `/api/events/${s.id}/matches/${w1.id}/confirm`, {});

    const context = await contextOf(s.organizer);
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${s.id}`);
    await page.getByTestId('drop-team-form').waitFor();
    await page.getByTestId('drop-team-select').selectOption({ label: 'Aces' });
    await page.getByTestId('drop-team').click();
    // Asked first: cancelling drops no one.
    const asked = page.getByRole('alertdialog', { name: 'Drop Aces?' });
    assert.match(await asked.innerText(), /remaining matches are re-assigned.*cannot be undone/s);
    await page.getByTestId('confirm-cancel').click();
    await asked.waitFor({ state: 'detached' });
    const kept = await ok<EventView>(s.organizer.c, 'GET', `/api/events/${s.id}`);
    assert.equal(kept.teams.find((t) => t.id === aces.id)?.droppedAfterWeek, undefined);
    await page.getByTestId('drop-team').click();
    await page.getByTestId('confirm-ok').click();
    await page.locator('[data-testid="event-log-entry"][data-type="drop-team"]').waitFor();
    const view = await ok<EventView>(s.organizer.c, 'GET', `/api/events/${s.id}`);
    const entry = view.log?.at(-1);
    assert.ok(entry?.type === 'drop-team');
    // Every re-assigned week is marked; the Aces play in none of them; the new matches are shown.
    for (const week of entry.weeks)
      await page
        .locator(`[data-testid="week"][data-week="${week}"] [data-testid="week-changed"]`)
        .waitFor();
    for (const added of entry.added)
      await page.locator(`[data-testid="match-row"][data-match="${added.id}"]`).waitFor();
    for (const removed of entry.removed)
      assert.equal(
        await page.locator(`[data-testid="match-row"][data-match="${removed.id}"]`).count(),
        0,
      );
    assert.equal(
      await page
        .locator(`[data-testid="match-row"][data-match="${w1.id}"]`)
        .getAttribute('data-status'),
      'confirmed',
    );
    assert.match(
      (await page.getByTestId('event-log').textContent()) ?? '',
      /Aces dropped after week 1/,
    );
    await page
      .locator('[data-testid="team-row"][data-team="Aces"] [data-testid="team-dropped"]')
      .waitFor();
    // A league's matches have no clock to start (000 has no match time limit).
    assert.equal(await page.getByTestId('start-match').count(), 0);
    await page.screenshot({ path: join(SHOTS, 'event-day-league-drop.png'), fullPage: true });
    await context.close();
  });

  it('a bracket round started: after 5 minutes the organizer eliminates a no-show, the other team advances', async () => {
    const s = await eventWithTeams(
      rig.url,
      {
        kind: 'single-elimination',
        name: 'Timpson Straight 42',
        rounds: { first: 5, later: 3, final: 3 },
      },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    await ok(s.organizer.c, 'POST', `/api/events/${s.id}/generate`, {});
    const context = await contextOf(s.organizer);
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${s.id}`);
    // A best of 5 has no time limit in 001; the director gives it 40 minutes.
    const round1 = page.locator('[data-testid="bracket-round"][data-round="1"]');
    await round1.getByTestId('start-minutes').fill('40');
    await round1.getByTestId('start-round').click();
    // It asks first, naming the round and its clocks (issue 27: one tap started a round).
    const askStart = page.getByTestId('confirm-start-round');
    assert.match(
      (await askStart.textContent()) ?? '',
      /match(es)? start now, with 40 minutes each/,
    );
    await askStart.getByTestId('confirm-ok').click();
    const r11 = '[data-testid="match-row"][data-match="r1-1"]';
    const left = page.locator(`${r11} [data-testid="clock-left"]`);
    await left.waitFor();
    // About 40 minutes: the page reads the server's clock over a request, so a second either way.
    assert.match((await left.textContent()) ?? '', /^(40:0\d|39:[45]\d)$/);
    assert.equal(
      await page.locator(`${r11} [data-testid="no-show"]`).count(),
      0,
      'not before 5 minutes',
    );
    offsetMs += 6 * MINUTE;
    await page.reload();
    const dukes = page.locator(`${r11} [data-testid="no-show"][data-team="Dukes"]`);
    await dukes.waitFor();
    await page.screenshot({ path: join(SHOTS, 'event-day-no-show-button.png'), fullPage: true });
    await dukes.click();
    const eliminate = page.getByRole('alertdialog', { name: 'Eliminate Dukes?' });
    assert.match(await eliminate.innerText(), /out of the bracket.*cannot be undone/s);
    await page.getByTestId('confirm-ok').click();
    await page.locator(`${r11}[data-status="no-show"]`).waitFor();
    assert.match(
      (await page.locator(`${r11} [data-testid="no-show-note"]`).textContent()) ?? '',
      /Dukes eliminated/,
    );
    assert.match((await page.locator(`${r11} .match-team.winner`).textContent()) ?? '', /Aces/);
    await page.locator('[data-testid="event-log-entry"][data-type="no-show"]').waitFor();
    await page.screenshot({ path: join(SHOTS, 'event-day-no-show.png'), fullPage: true });

    // The other semifinal is best of 5 ("first team to win 3 out of 5 games"): five game rows
    // to report, three filled; the other team confirms; the final is Aces v Bones.
    const bones = s.teams[1] as TeamOf;
    const carts = s.teams[2] as TeamOf;
    const r12 = '[data-testid="match-row"][data-match="r1-2"]';
    const member = await (await contextOf(bones.a)).newPage();
    await member.goto(`${rig.url}/#/e/${s.id}`);
    await member.locator(`${r12} [data-testid="report-submit"]`).waitFor();
    const rows = member.locator(`${r12} [data-testid="report-scores"] input[data-side="0"]`);
    assert.equal(await rows.count(), 5);
    for (const [g, [x, y]] of [
      [7, 3],
      [2, 7],
      [7, 5],
      [7, 1],
    ].entries()) {
      const input = (side: number) =>
        member.locator(
          `${r12} [data-testid="report-scores"] input[data-game="${g}"][data-side="${side}"]`,
        );
      await input(0).fill(String(x));
      await input(1).fill(String(y));
    }
    await member.locator(`${r12} [data-testid="report-submit"]`).click();
    await member.locator(`${r12}[data-status="reported"]`).waitFor();
    const confirmer = await (await contextOf(carts.a)).newPage();
    await confirmer.goto(`${rig.url}/#/e/${s.id}`);
    await confirmer.locator(`${r12} [data-testid="confirm-result"]`).click();
    await confirmer.locator(`${r12}[data-status="confirmed"]`).waitFor();
    assert.equal(
      await confirmer.locator(`${r12} [data-testid="match-score"]`).textContent(),
      '7-3, 2-7, 7-5, 7-1',
    );
    const final = confirmer.locator('[data-testid="match-row"][data-match="r2-1"]');
    await final.locator('.match-team', { hasText: 'Bones' }).waitFor();
    assert.match((await final.textContent()) ?? '', /Aces\s*v\s*Bones/);
    await confirmer.screenshot({ path: join(SHOTS, 'event-day-best-of-5.png'), fullPage: true });
    // The printable score sheet of a best-of-5 has five games.
    await confirmer.goto(`${rig.url}/#/e/${s.id}/m/r1-2/sheet`);
    await confirmer.getByText('best of 5').waitFor();
    assert.equal(await confirmer.getByTestId('sheet-game').count(), 5);
    await confirmer.screenshot({
      path: join(SHOTS, 'event-day-sheet-best-of-5.png'),
      fullPage: true,
    });
    await context.close();
  });

  it('the scorekeeper on a phone: the time left, then at time the banner and "time called"', async () => {
    const s = await eventWithTeams(
      rig.url,
      { kind: 'round-robin', name: 'Saturday Round Robin', bestOf: 1 },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    const made = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/generate`, {});
    const m = made.rounds[0]?.matches[0];
    assert.ok(m);
    await ok(s.organizer.c, 'POST', `/api/events/${s.id}/start`, { round: 1 });
    const keeper = s.teams.find((t) => t.id === m.teams[0]);
    assert.ok(keeper);
    const context = await contextOf(keeper.a, PHONE);
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${s.id}/m/${m.id}/score`);
    const left = page.getByTestId('clock-left');
    await left.waitFor();
    assert.match((await left.textContent()) ?? '', /^2[45]:\d\d$/);
    await page.screenshot({ path: join(SHOTS, 'event-day-clock-phone.png'), fullPage: true });
    // Two hands, then time runs out on the server.
    for (const hand of [1, 2]) {
      await page.locator('[data-testid="sk-bidder"][data-seat="N"]').click();
      await page.locator('[data-testid="sk-bid"][data-bid="30"]').click();
      await page.getByTestId('sk-made').click();
      await page.locator(`[data-testid="sk-hands"] li:nth-child(${hand})`).waitFor();
    }
    offsetMs += 26 * MINUTE;
    await page.reload();
    const banner = page.getByTestId('time-banner');
    await banner.waitFor();
    assert.match((await banner.textContent()) ?? '', /Finish the hand in progress/);
    await page.getByTestId('sk-time').click();
    await page.getByTestId('sk-time-called').waitFor();
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling at phone size (${width}px)`);
    await page.screenshot({ path: join(SHOTS, 'event-day-time-banner-phone.png'), fullPage: true });
    // The hand in progress is entered: the game goes to the team ahead, 3-0, and is reported.
    await page.locator('[data-testid="sk-bidder"][data-seat="N"]').click();
    await page.locator('[data-testid="sk-bid"][data-bid="30"]').click();
    await page.getByTestId('sk-made').click();
    await page.locator('[data-testid="scorekeeper"][data-over="true"]').waitFor();
    const after = await ok<EventView>(s.organizer.c, 'GET', `/api/events/${s.id}`);
    const report = after.rounds[0]?.matches.find((x) => x.id === m.id)?.log[0];
    assert.deepEqual(report?.games, [[3, 0]]);
    assert.match(report?.comment ?? '', /time called in game 1/);
    await context.close();
  });

  it('a league season on a phone: the organizer records dues, a team moves its match within six days of league night, a team 40 minutes late forfeits, both teams absent may reschedule', async () => {
    // The season starts on the first Monday after tomorrow (the server's date): notice is given before it.
    const today = new Date(Date.now() + offsetMs);
    const first = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2),
    );
    while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
    const day = (d: Date, plus: number) =>
      new Date(d.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
    const season = {
      leagueNight: { weekday: 'Monday', time: '19:30', place: 'Ginny’s Little Longhorn' },
      firstNight: day(first, 0),
      lastNight: day(first, 14),
      dues: { perPlayer: 5, returningPlayersOnly: true },
    };
    const s = await eventWithTeams(
      rig.url,
      { kind: 'league', name: 'Spring League', seed: 2, season },
      ['Aces', 'Bones'],
    );
    const [aces, bones] = s.teams as [TeamOf, TeamOf];
    // The Bones are new players: "The Austin 42 Club waives the first league season dues for new players."
    for (const p of [bones.a, bones.b])
      await ok(p.c, 'POST', `/api/events/${s.id}/dues/returning`, {
        team: bones.id,
        player: p.id,
        returning: false,
      });
    const context = await contextOf(s.organizer, PHONE);
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${s.id}`);
    const acesRow = page.locator('[data-testid="team-row"][data-team="Aces"]');
    await acesRow.locator('[data-testid="team-dues"][data-complete="false"]').waitFor();
    // "Registration is not considered complete until dues have been remitted": $5 from each.
    await acesRow.getByTestId('pay-dues').first().click();
    await acesRow.getByText('$5 owed', { exact: true }).waitFor();
    await acesRow.getByTestId('pay-dues').click();
    await acesRow.locator('[data-testid="team-dues"][data-complete="true"]').waitFor();
    await page.locator('[data-testid="event-log-entry"][data-type="dues"]').first().waitFor();
    let width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling at phone size (${width}px)`);
    await page.screenshot({ path: join(SHOTS, 'event-season-dues-phone.png'), fullPage: true });
    await page.getByTestId('generate').click();
    await page.getByTestId('confirm-ok').click(); // the dialog that asks first
    await page.getByTestId('match-date').first().waitFor();
    await context.close();

    // A player of the Aces moves week 1's match to the Thursday after league night.
    const player = await contextOf(aces.a, PHONE);
    const mine = await player.newPage();
    await mine.goto(`${rig.url}/#/e/${s.id}`);
    const week1 = mine.locator('[data-testid="week"][data-week="1"] [data-testid="match-row"]');
    await week1.getByTestId('reschedule-date').fill(day(first, 3));
    await week1.getByTestId('reschedule-submit').click();
    await week1.getByTestId('match-rescheduled').waitFor();
    width = Number(await mine.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling at phone size (${width}px)`);
    await mine.screenshot({
      path: join(SHOTS, 'event-season-reschedule-phone.png'),
      fullPage: true,
    });
    const view = await ok<EventView>(s.organizer.c, 'GET', `/api/events/${s.id}`);
    const moved = view.rounds[0]?.matches[0];
    assert.equal(moved?.rescheduledTo, day(first, 3));
    const entry = view.log?.at(-1);
    assert.ok(entry?.type === 'reschedule');
    assert.equal(entry.to, day(first, 3));
    assert.equal(entry.actor, 'Aces one');
    await player.close();

    // Week 2: the Bones come 40 minutes late; the organizer records it and they forfeit.
    const organizer = await contextOf(s.organizer, PHONE);
    const desk = await organizer.newPage();
    await desk.goto(`${rig.url}/#/e/${s.id}`);
    const week2 = desk.locator('[data-testid="week"][data-week="2"] [data-testid="match-row"]');
    await week2.getByTestId('late-team').selectOption({ label: 'Bones' });
    await week2.getByTestId('late-minutes').fill('20');
    await week2.getByTestId('late-submit').click();
    // Asked first, naming who forfeits to whom (issue 27).
    const askLate = desk.getByTestId('confirm-late');
    assert.match(
      (await askLate.textContent()) ?? '',
      /Bones was 20 minutes late: .*Bones forfeits to /,
    );
    await askLate.getByTestId('confirm-ok').click();
    await week2
      .getByRole('alert')
      .getByText(/more than 30 minutes late/)
      .waitFor();
    await week2.getByTestId('late-minutes').fill('40');
    await week2.getByTestId('late-submit').click();
    await desk.getByTestId('confirm-late').getByTestId('confirm-ok').click();
    await desk.locator('[data-testid="week"][data-week="2"] [data-status="ruled"]').waitFor();
    width = Number(await desk.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling at phone size (${width}px)`);
    await desk.screenshot({ path: join(SHOTS, 'event-season-forfeit-phone.png'), fullPage: true });
    const ruled = await ok<EventView>(s.organizer.c, 'GET', `/api/events/${s.id}`);
    assert.deepEqual(ruled.rounds[1]?.matches[0]?.outcome, { kind: 'forfeit', forfeit: bones.id });
    // Week 3: neither team comes. "If both teams are absent, the match may be rescheduled."
    const week3 = desk.locator('[data-testid="week"][data-week="3"] [data-testid="match-row"]');
    await week3.getByTestId('late-team').selectOption({ label: 'Both teams' });
    await week3.getByText('Both absent: reschedule').click();
    await desk.getByTestId('confirm-late').getByTestId('confirm-ok').click();
    await desk
      .locator('[data-testid="event-log-entry"][data-type="both-absent"]')
      .getByText(/both teams absent; it may be rescheduled/)
      .waitFor();
    await week3.getByTestId('reschedule-date').waitFor();
    width = Number(await desk.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling at phone size (${width}px)`);
    await desk.screenshot({
      path: join(SHOTS, 'event-season-both-absent-phone.png'),
      fullPage: true,
    });
    await organizer.close();
  });

  it('a new player joins a league team’s open place on a phone: "The Austin 42 Club waives the first league season dues for new players."', async () => {
    const season = {
      leagueNight: { weekday: 'Monday' },
      firstNight: '2031-01-06',
      lastNight: '2031-01-20',
    };
    const s = await eventWithTeams(
      rig.url,
      { kind: 'league', name: 'Winter League', seed: 5, season },
      [],
    );
    const cy = await person(rig.url, 'Cy');
    const di = await person(rig.url, 'Di');
    const registered = await ok<EventView>(cy.c, 'POST', `/api/events/${s.id}/teams`, {
      name: 'Carts',
    });
    // Cy shares the team's link (only Cy's view holds its invite); Di opens it.
    const team = registered.teams.find((t) => t.name === 'Carts');
    assert.ok(team?.invite);
    const context = await contextOf(di, PHONE);
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${s.id}?team=${team.id}&invite=${team.invite}`);
    const carts = page.locator('[data-testid="team-row"][data-team="Carts"]');
    await carts.getByTestId('join-returning').uncheck();
    await carts.getByTestId('join-team').click();
    await carts.getByText('Di: new').waitFor();
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling at phone size (${width}px)`);
    await page.screenshot({ path: join(SHOTS, 'event-season-join-phone.png'), fullPage: true });
    const view = await ok<EventView>(cy.c, 'GET', `/api/events/${s.id}`);
    assert.deepEqual(
      view.teams[0]?.dues?.players.map((p) => [p.player.name, p.returning, p.owed]),
      [
        ['Cy', true, 5],
        ['Di', false, 0],
      ],
    );
    await context.close();
  });
});
