import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { parseTeamList } from '@texas42/club';
import { allMatches, ok, person, organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { cutText, sideways, spills } from '../support/layout.js';

/**
 * The organizer's day end to end (issue 17), at a phone's size and a desktop's, signed in as the
 * organizer and signed out as a visitor: a league before and after its results, the report form
 * refusing a score no hands reach (and a game after the match was won), a bracket, the
 * named-teams paste form, the bell with a notice, the embed widget and the scorekeeper's "Match
 * over". On every page nothing scrolls sideways, spills out of its panel or is cut off; the
 * screenshots are left under artifacts/screenshots/audit17/ for a person to look at.
 */
const rig = browserRig();
const TOUR = join(SHOTS, 'audit17');
const SIZES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1366, height: 850 },
] as const;
type Size = (typeof SIZES)[number];
type Person = Awaited<ReturnType<typeof person>>;

function teamsOf(text: string) {
  const list = parseTeamList(text);
  assert.ok(list.ok, JSON.stringify(list.lines));
  return list.teams;
}

async function signedIn(p: Person, size: Size): Promise<BrowserContext> {
  const context = await rig.browser.newContext({
    viewport: { width: size.width, height: size.height },
  });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

const signedOut = (size: Size): Promise<BrowserContext> =>
  rig.browser.newContext({ viewport: { width: size.width, height: size.height } });

/** The screenshot (taken first, so a failing page can be seen); nothing scrolls sideways, spills out of its panel, or is cut. */
async function looked(page: Page, what: string, file: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(TOUR, file), fullPage });
  assert.equal(await sideways(page), 0, `${what}: no sideways scrolling`);
  assert.deepEqual(await spills(page), [], `${what}: fields inside their panels, words whole`);
  assert.deepEqual(await cutText(page), [], `${what}: no text cut off`);
}

async function enterScores(
  page: Page,
  scope: string,
  games: readonly (readonly [number | string, number | string])[],
): Promise<void> {
  for (const [g, [x, y]] of games.entries()) {
    const cell = (side: number) =>
      page.locator(
        `${scope} [data-testid="report-scores"] input[data-game="${g}"][data-side="${side}"]`,
      );
    await cell(0).fill(String(x));
    await cell(1).fill(String(y));
  }
}

for (const size of SIZES) {
  describe(`the organizer's day in chromium, ${size.label} ${size.width}x${size.height}`, () => {
    const tag = size.label;
    let olive: Person;
    let leagueId: string;
    let cupId: string;
    before(async () => {
      mkdirSync(TOUR, { recursive: true });
      olive = await signedUp(rig.url, 'Olive Organizer');
      const pat = await person(rig.url, 'Pat Partner');
      // A league the organizer also plays in (so her bell has a notice), with three teams whose
      // players have no account, added by name.
      const league = await ok(olive.c, 'POST', '/api/events', {
        kind: 'league',
        name: `Tuesday League (${tag})`,
      });
      leagueId = league.id;
      const mine = await ok(olive.c, 'POST', `/api/events/${leagueId}/teams`, {
        name: 'Olives',
        partner: pat.id,
      });
      const olives = mine.teams.find((t) => t.name === 'Olives');
      assert.ok(olives);
      await ok(pat.c, 'POST', `/api/events/${leagueId}/teams/${olives.id}/accept`, {});
      await ok(olive.c, 'POST', `/api/events/${leagueId}/named-teams`, {
        teams: teamsOf('Aces: Ann Lee, Bob Ray\nBones: Cy Young, Di Moss\nCrows: Ed Fox, Flo Gay'),
      });
      await ok(olive.c, 'POST', `/api/events/${leagueId}/generate`, {});

      const cup = await ok(olive.c, 'POST', '/api/events', {
        kind: 'single-elimination',
        name: `Friday Cup (${tag})`,
        rounds: { first: 1, later: 1, final: 1 },
      });
      cupId = cup.id;
      await ok(olive.c, 'POST', `/api/events/${cupId}/named-teams`, {
        teams: teamsOf(
          'Eights: Gus Hale, Hal Ives\nFives: Ivy Joy, Jo King\nSixes: Kim Lam, Lu Moe\nTreys: Max Ng, Ned Oak',
        ),
      });
      const drawn = await ok(olive.c, 'POST', `/api/events/${cupId}/generate`, {});
      // One semifinal played: the bracket shows a team through and one still to play.
      const semi = allMatches(drawn)[0];
      assert.ok(semi);
      const path = `/api/events/${cupId}/matches/${semi.id}`;
      await ok(olive.c, 'POST', `${path}/report`, { games: [[7, 3]] });
      const reported = await ok(olive.c, 'GET', `/api/events/${cupId}`);
      if (allMatches(reported).find((m) => m.id === semi.id)?.status !== 'confirmed')
        await ok(olive.c, 'POST', `${path}/confirm`, {});
      await rig.server.notifier.settled();
    });

    it('the league before results, the report form refusing impossible scores, the scorekeeper, the league after', async () => {
      const context = await signedIn(olive, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/e/${leagueId}`);
      await page.locator('[data-testid="week"][data-week="1"]').waitFor();
      await page.getByTestId('standings-none').waitFor();
      await looked(page, 'the new league (organizer)', `league-before-organizer-${tag}.png`);

      const visitor = await (await signedOut(size)).newPage();
      await visitor.goto(`${rig.url}/e/${leagueId}`);
      await visitor.getByTestId('event-signed-out').waitFor();
      await looked(visitor, 'the new league (visitor)', `league-before-visitor-${tag}.png`);

      // Week 1's match between two teams by name: the organizer reports for them.
      const view = await ok(olive.c, 'GET', `/api/events/${leagueId}`);
      const week1 = view.rounds[0]?.matches ?? [];
      const named = (id: string | null) => view.teams.find((t) => t.id === id)?.name !== 'Olives';
      const paper = week1.find((m) => m.teams.every(named));
      const ours = week1.find((m) => !m.teams.every(named));
      assert.ok(paper && ours);
      const row = `[data-testid="match-row"][data-match="${paper.id}"]`;
      const submit = page.locator(`${row} [data-testid="report-submit"]`);
      const problem = page.locator(`${row} [data-testid="score-problem"]`);
      // "each round decided by the first to seven marks, winning by two" (000), five marks a hand.
      await enterScores(page, row, [
        [99, 1],
        [7, 3],
      ]);
      await submit.click();
      await problem.waitFor();
      assert.match(await problem.innerText(), /^Game 1: 99-1 cannot end a game.*at most 11/);
      const first = page.locator(`${row} input[data-game="0"][data-side="0"]`);
      assert.equal(await first.getAttribute('aria-invalid'), 'true');
      // The refused field is marked in the color of the words about it, not only for a reader.
      const style = (selector: string, property: string): Promise<string> =>
        page.evaluate<string>(
          `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`,
        );
      assert.equal(
        await style(`${row} input[data-game="0"][data-side="0"]`, 'borderTopColor'),
        await style(`${row} [data-testid="score-problem"]`, 'color'),
      );
      // The message sits beside the game it is about: just under its row, within the card.
      const said = await problem.boundingBox();
      const cell = await first.boundingBox();
      const card = await page.locator(row).boundingBox();
      assert.ok(said && cell && card);
      assert.ok(said.y >= cell.y + cell.height - 1 && said.y - (cell.y + cell.height) < 80);
      assert.ok(said.x >= card.x && said.x + said.width <= card.x + card.width + 1);
      await problem.scrollIntoViewIfNeeded();
      await looked(page, 'the refused report', `report-refused-${tag}.png`, false);

      // Best of three: a third game after 2-0 is one too many, named at that game.
      await enterScores(page, row, [
        [7, 3],
        [7, 2],
        [7, 1],
      ]);
      await submit.click();
      assert.match(await problem.innerText(), /^Game 3: is one game too many/);
      assert.equal(
        await page
          .locator(`${row} input[data-game="2"][data-side="0"]`)
          .getAttribute('aria-invalid'),
        'true',
      );
      // A league's games are not timed (000): the form offers no "time called".
      assert.equal(await page.locator(`${row} [data-testid="report-timed"]`).count(), 0);
      await looked(page, 'one game too many', `report-too-many-${tag}.png`, false);
      // "-1" stays as typed and is refused, not read as 1.
      await enterScores(page, row, [
        ['-1', 7],
        ['', ''],
        ['', ''],
      ]);
      await submit.click();
      assert.match(await problem.innerText(), /^Game 1: "-1" is not a number of marks/);
      assert.equal(
        (await ok(olive.c, 'GET', `/api/events/${leagueId}`)).rounds[0]?.matches.find(
          (m) => m.id === paper.id,
        )?.status,
        'awaiting-report',
        'nothing was sent',
      );

      await enterScores(page, row, [
        [7, 3],
        [4, 7],
        [9, 7],
      ]);
      await submit.click();
      await page
        .locator(`${row}:is([data-status="reported"], [data-status="confirmed"])`)
        .waitFor();
      if ((await page.locator(`${row} [data-testid="confirm-result"]`).count()) > 0) {
        await page.locator(`${row} [data-testid="confirm-result"]`).click();
        await page.locator(`${row}[data-status="confirmed"]`).waitFor();
      }

      // The organizer keeps score of her own match at the table: three games, then Match over.
      // Her phone's scorekeeper is open while the hands go in from another of her devices: it is
      // live as the README says, showing them with no reload.
      const keeper = await context.newPage();
      await keeper.goto(`${rig.url}/e/${leagueId}/m/${ours.id}/score`);
      await keeper.locator('[data-testid="live-note"][data-connection="live"]').waitFor();
      await keeper.locator('[data-testid="scorekeeper"][data-over="false"]').waitFor();
      await keeper.evaluate('globalThis.stillThisPage = true');
      const score = `/api/events/${leagueId}/matches/${ours.id}/score`;
      const hands = async (bidder: 'N' | 'E', n: number) => {
        for (let i = 0; i < n; i++)
          await ok(olive.c, 'POST', score, {
            entry: { type: 'hand', bidder, bid: 30, made: true },
          });
      };
      await hands('E', 2);
      await hands('N', 7);
      await hands('N', 3);
      await hands('E', 7);
      await hands('N', 7);
      await keeper.locator('[data-testid="scorekeeper"][data-over="true"]').waitFor();
      assert.equal(await keeper.evaluate('globalThis.stillThisPage'), true, 'not reloaded');
      assert.deepEqual(await keeper.getByTestId('sk-games-won').allInnerTexts(), ['2', '1']);
      assert.equal(await keeper.getByTestId('sk-game').count(), 3);
      await looked(keeper, 'Match over', `match-over-${tag}.png`);

      // The league after: both results, the standings, on the organizer's page and a visitor's.
      await page.goto(`${rig.url}/e/${leagueId}`);
      await page.getByTestId('standings-table').waitFor();
      await page.locator('[data-testid="match-row"][data-status="confirmed"]').nth(0).waitFor();
      await looked(
        page,
        'the league after results (organizer)',
        `league-after-organizer-${tag}.png`,
      );
      await visitor.reload();
      await visitor.getByTestId('standings-table').waitFor();
      assert.match((await visitor.getByTestId('schedule').textContent()) ?? '', /9-7/);
      await looked(
        visitor,
        'the league after results (visitor)',
        `league-after-visitor-${tag}.png`,
      );
      // The match's "Score sheet" link opens its printable sheet, not a sign-in form.
      await visitor.locator(`${row} [data-testid="score-sheet-link"]`).click();
      await visitor.getByTestId('score-sheet').waitFor();
      assert.equal(await visitor.getByTestId('signin').count(), 0);
      // Each game's table stays inside its column, clear of the next game's.
      const over = await visitor.evaluate<number[]>(`[...document.querySelectorAll('.sheet-grid')]
        .map((t) => Math.round(t.getBoundingClientRect().right - t.parentElement.getBoundingClientRect().right))
        .filter((px) => px > 0)`);
      assert.deepEqual(over, [], 'no game table wider than its column');
      await looked(visitor, 'the score sheet (visitor)', `sheet-visitor-${tag}.png`);
      await visitor.context().close();
      await context.close();
    });

    it('the schedule with its standings, and the bracket, print without the forms and buttons', async () => {
      const context = await signedIn(olive, size);
      const page = await context.newPage();
      for (const [id, what] of [
        [leagueId, 'league'],
        [cupId, 'bracket'],
      ] as const) {
        await page.goto(`${rig.url}/e/${id}`);
        await page.getByTestId(what === 'league' ? 'standings-table' : 'bracket').waitFor();
        await page.emulateMedia({ media: 'print' });
        // What the paper shows: the matches, and the standings where there are some.
        assert.ok(await page.getByTestId('match-row').first().isVisible());
        if (what === 'league') assert.ok(await page.getByTestId('standings-table').isVisible());
        // What it does not: the organizer's and the players' controls.
        const shown = await page.evaluate<string[]>(`[...document.querySelectorAll(
          'button, input, select, textarea, nav, [data-testid="event-exports"]')]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => e.getAttribute('data-testid') ?? e.tagName)`);
        assert.deepEqual(shown, [], `nothing to press on the printed ${what}`);
        // And no panel whose forms were left off prints as an empty box under its title.
        const empty = await page.evaluate<string[]>(`[...document.querySelectorAll('.panel')]
          .filter((p) => p.getClientRects().length > 0)
          .filter((p) => p.innerText.trim() === (p.querySelector('.panel-title')?.innerText ?? '').trim())
          .map((p) => p.getAttribute('data-testid') ?? p.className)`);
        assert.deepEqual(empty, [], `no empty panel on the printed ${what}`);
        await page.screenshot({ path: join(TOUR, `print-${what}-${tag}.png`), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      }
      await context.close();
    });

    it('the bracket, the embed widget, the named-teams form and the bell', async () => {
      const context = await signedIn(olive, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/e/${cupId}`);
      await page.getByTestId('bracket').waitFor();
      await looked(page, 'the bracket (organizer)', `bracket-organizer-${tag}.png`);
      // A tournament's games are timed once the director starts the round's clock (001 I 1, 4),
      // so then its report form offers "time called": a game stopped at time records its actual
      // marks, but a tie at time and marks no hands reach in the time are refused beside the game
      // all the same. The box says what a blank start gives: the NPA profile's minutes.
      const open = page.locator('[data-testid="match-row"][data-status="awaiting-report"]').first();
      const openId = await open.getAttribute('data-match');
      assert.ok(openId);
      const row = `[data-testid="match-row"][data-match="${openId}"]`;
      assert.equal(await page.locator(`${row} [data-testid="report-timed"]`).count(), 0);
      const minutes = page.getByTestId('start-minutes').first();
      assert.match((await minutes.getAttribute('placeholder')) ?? '', /^\d+ min$/);
      await page.getByTestId('start-round').first().click();
      await page.getByTestId('confirm-start-round').getByTestId('confirm-ok').click();
      await page.locator(`${row} [data-testid="report-timed"]`).check();
      const problem = page.locator(`${row} [data-testid="score-problem"]`);
      for (const [score, words] of [
        [[4, 4], /^Game 1: 4-4: a tie at time plays one more hand/],
        [[20, 1], /^Game 1: 20-1 cannot end a game/],
      ] as const) {
        await enterScores(page, row, [score]);
        await page.locator(`${row} [data-testid="report-submit"]`).click();
        assert.match(await problem.innerText(), words);
      }
      await problem.scrollIntoViewIfNeeded();
      await looked(page, 'a refused score at time', `report-timed-refused-${tag}.png`, false);
      const visitor = await (await signedOut(size)).newPage();
      await visitor.goto(`${rig.url}/e/${cupId}`);
      await visitor.getByTestId('bracket').waitFor();
      assert.match((await visitor.getByTestId('bracket').textContent()) ?? '', /Eights/);
      await looked(visitor, 'the bracket (visitor)', `bracket-visitor-${tag}.png`);

      for (const [id, show] of [
        [cupId, 'bracket'],
        [leagueId, 'standings'],
      ] as const) {
        await visitor.goto(`${rig.url}/embed/events/${id}?show=${show}`);
        await visitor.getByTestId('embed-page').waitFor();
        await visitor.getByTestId(show === 'bracket' ? 'bracket' : 'standings-table').waitFor();
        await looked(visitor, `the ${show} widget`, `embed-${show}-${tag}.png`);
      }

      // The events list, open on a visitor's screen, shows a new event with no reload.
      await visitor.goto(`${rig.url}/events`);
      await visitor.getByTestId('events-signed-out').waitFor();
      await visitor.getByTestId('event-card').first().waitFor();
      await visitor.evaluate('globalThis.stillThisPage = true');
      // A new event's paste form, with one line wrong: judged line by line before anything is added.
      const fresh = await ok(olive.c, 'POST', '/api/events', {
        kind: 'round-robin',
        name: `Paper Cup (${tag})`,
      });
      await visitor
        .getByTestId('event-card')
        .filter({ hasText: `Paper Cup (${tag})` })
        .waitFor();
      assert.equal(await visitor.evaluate('globalThis.stillThisPage'), true, 'not reloaded');
      await visitor.context().close();
      await page.goto(`${rig.url}/e/${fresh.id}`);
      const form = page.getByTestId('named-teams');
      await form.getByTestId('named-mode-list').click();
      await form
        .getByTestId('named-list-text')
        .fill('Aces: Ann Lee, Bob Ray\nBones: Cy Young & Di Moss\nCrows Ed Fox');
      const lines = form.getByTestId('named-preview-line');
      await lines.nth(2).waitFor();
      assert.equal(await lines.nth(2).getAttribute('data-ok'), 'no');
      await form.scrollIntoViewIfNeeded();
      await looked(page, 'the named-teams paste form', `named-teams-${tag}.png`);
      // One team at a time: its name and two players, then it is listed by name.
      await form.getByTestId('named-mode-one').click();
      await form.getByTestId('named-one-name').fill('Dukes');
      await form.getByTestId('named-one-first').fill('Gus Hale');
      await form.getByTestId('named-one-second').fill('Hal Ives');
      await looked(page, 'the one-team form', `named-one-${tag}.png`);
      await form.getByTestId('named-add-one').click();
      const dukes = page.locator('[data-testid="team-row"]').filter({ hasText: 'Dukes' });
      await dukes.waitFor();
      assert.match((await dukes.textContent()) ?? '', /Gus Hale.*Hal Ives/);

      // The bell: her match is ready.
      await page.goto(`${rig.url}/events`);
      await page.getByTestId('notice-count').waitFor();
      await page.getByTestId('notice-bell').click();
      await page.getByTestId('notice-item').first().waitFor();
      assert.match((await page.getByTestId('notice-list').textContent()) ?? '', /Tuesday League/);
      await looked(page, 'the bell with notices', `bell-${tag}.png`, false);
      await context.close();
    });
  });
}
