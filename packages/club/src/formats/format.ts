import type { IsoDate } from '../dates.js';
import type { Result } from '../result.js';
import type { BracketLines, FormatData, Made } from './plans.js';
import type { StandingsRules } from '../standings-rules.js';
import type { EventOutline, OutlineMatch } from './outline.js';
import type { FormatRequests, SettingsContext, Settled } from './requests.js';

/**
 * What an event format *is*, as one object: the rule profiles' counterpart for leagues and
 * tournaments. The server asks the event's format (FORMATS[event.kind]) instead of branching on
 * the kind; a new format is one new file beside these and its tests.
 */

export type EventKind = 'league' | 'single-elimination' | 'round-robin' | 'pools' | 'progressive';

/** A file an event offers for download: its standings, every result, its league nights. */
export type EventExport = 'standings.csv' | 'results.csv' | 'nights.ics';

/** What an event's embedded widget shows on a club's own site. */
export type EmbedShow = 'standings' | 'bracket' | 'both';

/** What a format has besides teams: the parts of an event the organizer's actions work on. */
export interface FormatParts {
  /** Matches reported and confirmed by the teams (every format but progressive tables). */
  readonly matches: boolean;
  /** Standings from the results (a league, a round robin; pools have one per pool). */
  readonly standings: boolean;
  /** Season dates, dues, rosters and substitutes, rescheduled nights, late arrivals (000). */
  readonly season: boolean;
  /** Playoffs from the final standings, begun by the organizer (000). */
  readonly playoffs: boolean;
  /** Pools whose leaders advance to a championship and a consolation bracket (001). */
  readonly pools: boolean;
  /** Progressive tables: marks entered per table, rounds ended by the head table (002). */
  readonly tables: boolean;
}

/** A match as a format judges it: the facts the server keeps of it. */
export interface MatchFacts {
  readonly id: string;
  /** Its week or round (a bracket's lines count on from their bracket's first round). */
  readonly round: number;
  /** A line of a bracket: a single elimination's, the pools' two, a league's playoffs. */
  readonly bracket: boolean;
  /** When the organizer started its clock (null: not started). */
  readonly startedAt: string | null;
  /** Minutes it was started with (null: no time limit). */
  readonly timeLimit: number | null;
}

/** When a match is, for the question whether its result may be reported yet. */
export interface MatchCalendar {
  /** The organizer's day, as the server's clock has it. */
  readonly today: IsoDate;
  /** The league night of the match's week, when the league has season dates. */
  readonly night: IsoDate | null;
  /** The date the match was moved to (000: "Teams may deviate from the standard league night"). */
  readonly movedTo: IsoDate | null;
  /** Whether any match of the round before it (its pool's, its bracket's) has begun or ended. */
  readonly roundBeforeBegun: boolean;
  /** The organizer lets results come before their night or round (`earlyResults`). */
  readonly earlyResults: boolean;
}

/** The minutes of a match's clock the rule profile gives by match length (clock.*Minutes). */
export interface ProfileClock {
  readonly gameMinutes: number | null;
  readonly matchMinutes: number | null;
}

export interface EventFormat<K extends EventKind = EventKind> {
  readonly kind: K;
  /** How a page names it: "A league season". */
  readonly title: string;
  /**
   * The rule profile its matches are played under unless the organizer names another: a league's
   * 000, a tournament's 001, progressive tables' 002 (nello allowed).
   */
  readonly rules: string;
  /** What its rounds are called: a league's weeks, a tournament's rounds. */
  readonly roundWord: 'week' | 'round';
  /** Its rounds are all known once it is made (a schedule, pages of rounds), not a bracket's. */
  readonly scheduled: boolean;
  /** Its rounds are one bracket (a single elimination's), drawn as a bracket. */
  readonly bracket: boolean;
  /** What closing registration makes of it, in the organizer's words. */
  readonly made: { readonly what: string; readonly button: string };
  readonly exports: readonly EventExport[];
  /** What its widget can show: only what it has (a round robin no bracket, a knockout no table). */
  readonly embeds: readonly EmbedShow[];
  readonly parts: FormatParts;
  /** With check-in open, it is made from the teams checked in only (002: draw for tables). */
  readonly drawsCheckedIn: boolean;
  /** Its match is started on the day (a clock, a no-show grace) by the organizer. */
  startsOnTheDay(match: MatchFacts): boolean;
  /**
   * Minutes a team has after its bracket match's start to report before the organizer may
   * eliminate it (null: its matches have no no-show elimination).
   */
  readonly noShowMinutes: number | null;
  /** Minutes of a match started "with a time limit" when the organizer gives none (null: none). */
  defaultMinutes(bestOf: number, clock: ProfileClock): number | null;
  /** Whether a game of the match may be reported stopped at time. */
  timeMayBeCalled(match: MatchFacts): Result<true>;
  /** Whether the match's result may be reported yet: its night or round has come. */
  resultMayCome(match: MatchFacts, when: MatchCalendar): Result<true>;
  /**
   * Its settings from the organizer's create request, checked against what the request's shape
   * cannot say (a stable error naming the field), with the standings rules its results are
   * ranked by.
   */
  settingsFrom(
    request: FormatRequests[K],
    context: SettingsContext,
  ): Result<Settled<FormatData[K]['settings']>>;
  /** Its plan and matches from the teams by seed (ids, seed 1 first) and its settings. */
  plan(
    teams: readonly string[],
    settings: FormatData[K]['settings'],
  ): Result<Made<FormatData[K]['plan']>>;
  /** The brackets of its plan, whose lines are among its matches (none for a schedule alone). */
  brackets(plan: FormatData[K]['plan']): readonly BracketLines[];
  /**
   * Whether it is over: the champions of its brackets (brackets(plan)'s order; null: none yet),
   * and whether every match has a final result.
   */
  finished(
    plan: FormatData[K]['plan'],
    champions: readonly (string | null)[],
    everyMatchFinal: boolean,
  ): boolean;
  /**
   * What its page shows, from its plan, its settings and its matches (their results judged by
   * its standings rules): its rounds in order, standings, brackets, champion. The same question
   * for every kind, so the server builds every event's view alike.
   */
  outline(
    plan: FormatData[K]['plan'],
    settings: FormatData[K]['settings'],
    matches: readonly OutlineMatch[],
    rules: StandingsRules,
  ): EventOutline;
  /** Why a match's result may no longer change (a league's season once its playoffs began), or null. */
  closedFor(plan: FormatData[K]['plan'], match: MatchFacts): string | null;
}
