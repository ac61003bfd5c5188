import type { CreateEvent } from '../api/endpoints.js';
import type { EventKind } from '../protocol.js';
import { seasonBody, type SeasonForm } from './season.js';

/**
 * The create-event form as typed, and the request each kind makes of it. The form keeps every
 * kind's fields at once so that switching the kind back and forth loses nothing typed.
 */
export interface CreateForm {
  readonly name: string;
  /** The rule profile picked ('' until one is: the kind's own, FORMATS[kind].rules). */
  readonly rules: string;
  readonly weeks: string;
  /** League bye weeks: week numbers separated by commas. */
  readonly byeWeeks: string;
  readonly seed: string;
  readonly seedOrder: 'standard' | 'random';
  readonly season: SeasonForm;
  /** Match lengths of a bracket's first round, the rounds between and the final. */
  readonly first: number;
  readonly later: number;
  readonly final: number;
  readonly bestOf: 1 | 3;
  readonly pools: string;
  readonly advance: string;
  readonly progressiveRounds: string;
}

export const NEW_EVENT: CreateForm = {
  name: '',
  rules: '',
  weeks: '',
  byeWeeks: '',
  seed: '1',
  seedOrder: 'standard',
  season: {
    firstNight: '',
    lastNight: '',
    byeNights: '',
    duesPerPlayer: '5',
    place: '',
    duesPublic: false,
  },
  first: 5,
  later: 3,
  final: 3,
  bestOf: 1,
  pools: '2',
  advance: '2',
  progressiveRounds: '4',
};

/** The request, or what is wrong with the form in words (the server checks the rest). */
export type CreateRequest = { readonly body: CreateEvent } | { readonly error: string };

type Common = { readonly name: string; readonly rules: string };

const seedOf = (form: CreateForm): number => Number(form.seed) || 1;

function leagueBody(common: Common, form: CreateForm): CreateRequest {
  const byes = form.byeWeeks
    .split(/[\s,]+/)
    .filter((w) => w !== '')
    .map(Number);
  if (byes.some((w) => !Number.isInteger(w) || w < 1))
    return { error: 'Bye weeks: week numbers separated by commas, like 4, 8.' };
  const dated = seasonBody(form.season);
  if ('error' in dated) return dated;
  const weeks = form.weeks.trim() !== '' ? { weeks: Number(form.weeks) } : {};
  return {
    body: {
      kind: 'league',
      ...common,
      seed: seedOf(form),
      // A season's dates give its weeks and bye weeks.
      ...(dated.season !== null ? { season: dated.season } : { ...weeks, byeWeeks: byes }),
    },
  };
}

function poolsBody(common: Common, form: CreateForm): CreateRequest {
  const [pools, advance] = [Number(form.pools), Number(form.advance)];
  if (!Number.isInteger(pools) || pools < 2 || !Number.isInteger(advance) || advance < 1)
    return { error: 'Pools: at least 2; advancing: at least the top 1 of each pool.' };
  const rounds = { first: form.first, later: form.later, final: form.final };
  return { body: { kind: 'pools', ...common, pools, advance, bestOf: form.bestOf, rounds } };
}

function progressiveBody(common: Common, form: CreateForm): CreateRequest {
  const rounds = Number(form.progressiveRounds);
  if (!Number.isInteger(rounds) || rounds < 1)
    return { error: 'Rounds: a whole number, at least 1.' };
  return { body: { kind: 'progressive', ...common, rounds, seed: seedOf(form) } };
}

function singleEliminationBody(common: Common, form: CreateForm): CreateRequest {
  return {
    body: {
      kind: 'single-elimination',
      ...common,
      rounds: { first: form.first, later: form.later, final: form.final },
      seedOrder: form.seedOrder,
      // A standard bracket has no draw, so no seed of one.
      ...(form.seedOrder === 'random' ? { seed: seedOf(form) } : {}),
    },
  };
}

/** Each kind's request from the form: the kind's own settings beside the name and rules. */
const REQUESTS: Readonly<Record<EventKind, (common: Common, form: CreateForm) => CreateRequest>> = {
  league: leagueBody,
  'single-elimination': singleEliminationBody,
  'round-robin': (common, form) => ({
    body: { kind: 'round-robin', ...common, bestOf: form.bestOf },
  }),
  pools: poolsBody,
  progressive: progressiveBody,
};

/** The create request of an event of this kind; `rules` is the profile the form shows. */
export function createRequest(kind: EventKind, form: CreateForm, rules: string): CreateRequest {
  return REQUESTS[kind]({ name: form.name.trim(), rules }, form);
}
