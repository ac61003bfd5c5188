import { ok, err } from '../result.js';
import { makeSchedule } from '../schedule.js';
import type { EventFormat } from './format.js';
import { plannedMatch, type LeaguePlan, type LeagueSettings, type Made } from './plans.js';
import { standingsOfMatches } from '../event-results.js';
import type { StandingsRules } from '../standings-rules.js';
import { leagueSettings } from './league-settings.js';
import {
  idsByRound,
  labelled,
  scheduledRound,
  seededOutline,
  type EventOutline,
  type OutlineMatch,
} from './outline.js';
import { timeOfStartedClock } from './terms.js';

/**
 * A league season (000): weeks of matches on league night, standings by league points, playoffs
 * begun by the coordinator. Only the playoffs' matches are started on the day: 000 has no match
 * clock ("Time Limits" there are a player's one minute to bid or play), so a week's match or a
 * playoff match is timed only when the organizer gives minutes.
 */
export const league: EventFormat<'league'> = {
  kind: 'league',
  title: 'A league season',
  rules: 'austin-league',
  roundWord: 'week',
  scheduled: true,
  bracket: false,
  made: { what: 'the schedule is made', button: 'make the schedule' },
  exports: ['standings.csv', 'results.csv', 'nights.ics'],
  embeds: ['standings', 'bracket', 'both'],
  parts: {
    matches: true,
    standings: true,
    season: true,
    playoffs: true,
    pools: false,
    tables: false,
  },
  drawsCheckedIn: false,
  startsOnTheDay: (match) => match.bracket,
  // Its playoffs are a bracket played on the day, as 003's single elimination is.
  noShowMinutes: 5,
  defaultMinutes: () => null,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome(match, when) {
    if (match.bracket || when.earlyResults) return ok(true);
    // "If no contact is made prior to the night of the scheduled match, it will be assumed that
    // the match is being played at the league location at 7:30." (000): a week's match is
    // played on its night, or on the date it was moved to.
    const dates = [when.night, when.movedTo].filter((d): d is string => d !== null).sort();
    const first = dates[0];
    // A league made without season dates has weeks but no calendar: nothing says when one comes.
    if (first === undefined) return ok(true);
    if (when.today >= first) return ok(true);
    return err(
      'ROUND_NOT_COME',
      `match ${match.id} is played on ${first} (week ${match.round}): its result cannot come before then`,
    );
  },
  settingsFrom: leagueSettings,
  plan: leaguePlan,
  brackets: (plan) => (plan.playoffs === undefined ? [] : [plan.playoffs]),
  // Its weeks, then (once begun) its playoffs: "Teams will be seeded in a single-elimination
  // bracket" (000), whose winner ends the season.
  finished: (plan, champions, everyMatchFinal) =>
    plan.playoffs === undefined ? everyMatchFinal : champions[0] != null,
  outline: leagueOutline,
  closedFor: (plan, match) =>
    plan.playoffs !== undefined && !match.bracket
      ? `match ${match.id} is of the season, which closed when the playoffs started`
      : null,
};

/** 000: the club's schedule, week by week, with the additional matches of byes ("w3-x1"). */
function leaguePlan(ids: readonly string[], settings: LeagueSettings) {
  const pass = ids.length % 2 === 0 ? ids.length - 1 : ids.length;
  const schedule = makeSchedule({
    teams: ids,
    weeks: settings.weeks ?? pass + settings.byeWeeks.length,
    byeWeeks: settings.byeWeeks,
    seed: settings.seed,
  });
  if (!schedule.ok) return schedule;
  const matches = schedule.value.weeks.flatMap((week) => [
    ...week.matches.map(([a, b], k) =>
      plannedMatch(`w${week.week}-${k + 1}`, week.week, k, settings.bestOf, [a, b]),
    ),
    ...week.additional.map(([a, b], k) => ({
      ...plannedMatch(
        `w${week.week}-x${k + 1}`,
        week.week,
        week.matches.length + k,
        settings.bestOf,
        [a, b],
      ),
      additional: true,
    })),
  ]);
  const made: Made<LeaguePlan> = { plan: { kind: 'league', schedule: schedule.value }, matches };
  return ok(made);
}

/** 000: its weeks, its standings by league points, then its playoffs once begun. */
function leagueOutline(
  plan: LeaguePlan,
  settings: LeagueSettings,
  matches: readonly OutlineMatch[],
  rules: StandingsRules,
): EventOutline {
  const ofRound = idsByRound(matches);
  const weeks = plan.schedule.weeks.map((w) =>
    scheduledRound(w.week, `Week ${w.week}`, settings.bestOf, w.byes, ofRound(w.week), w.leagueBye),
  );
  const standings = standingsOfMatches(rules, plan, matches);
  if (plan.playoffs === undefined) return { rounds: weeks, standings, champion: null, refused: [] };
  // "Teams will be seeded in a single-elimination bracket." (000 Section 6)
  const refused: string[] = [];
  const bracket = seededOutline(plan.playoffs, matches, refused);
  const playoffs = { ...bracket, rounds: labelled(bracket.rounds, 'Playoffs') };
  return {
    rounds: [...weeks, ...playoffs.rounds],
    standings,
    champion: playoffs.champion,
    playoffs,
    refused,
  };
}
