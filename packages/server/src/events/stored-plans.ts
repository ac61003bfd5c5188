import {
  WEEKDAYS,
  type BracketEventSettings,
  type BracketSettings,
  type EventKind,
  type FormatData,
  type GameRules,
  type LeagueSettings,
  type Plan,
  type PoolLines,
  type PoolsPlan,
  type PoolsSettings,
  type ProgressiveEventSettings,
  type ProgressivePlan,
  type ProgressiveState,
  type RoundLengths,
  type RoundRobinRoundOf,
  type RoundRobinSettings,
  type Schedule,
  type SeasonSettings,
} from '@texas42/club';
import { z } from 'zod';

/**
 * An event's plan and settings as stored (migration 002's `plan` and `settings` columns), as zod
 * schemas typed by the club's interfaces (formats/plans.ts), so the compiler keeps the two
 * alike. Every field has been written since its kind was added, except the two that came later
 * and are optional in their types: a league plan's `playoffs` (df96c5b) and a league's `season`
 * settings (73aadc6). Objects are loose, as in stored.ts: a later version's field survives.
 */

const seedValue = z.union([z.number(), z.string()]);
const pairing = z.tuple([z.string(), z.string()]);

const gameRules: z.ZodType<GameRules> = z.looseObject({
  marksToWin: z.number(),
  winBy: z.number(),
  maxRecordedMarks: z.number().nullable(),
});

const roundLengths: z.ZodType<RoundLengths> = z.looseObject({
  first: z.number().int(),
  later: z.number().int(),
  final: z.number().int(),
});

const bracketSettings: z.ZodType<BracketSettings> = z.looseObject({
  entries: z.number().int(),
  seedOrder: z.enum(['standard', 'random']),
  seed: seedValue,
  rounds: roundLengths,
  game: gameRules,
});

const schedule: z.ZodType<Schedule> = z.looseObject({
  teams: z.array(z.string()),
  weeks: z.array(
    z.looseObject({
      week: z.number().int(),
      leagueBye: z.boolean(),
      matches: z.array(pairing),
      byes: z.array(z.string()),
      additional: z.array(pairing),
    }),
  ),
});

const roundRobinRound: z.ZodType<RoundRobinRoundOf> = z.looseObject({
  round: z.number().int(),
  matches: z.array(pairing),
  bye: z.string().nullable(),
});

const poolLines: z.ZodType<PoolLines> = z.looseObject({
  bracket: bracketSettings,
  seeds: z.array(z.string()),
  prefix: z.string(),
  offset: z.number().int(),
  from: z.array(z.string()),
});

const progressiveState: z.ZodType<ProgressiveState> = z.looseObject({
  settings: z.looseObject({
    rounds: z.number().int(),
    finalTeams: z.number().int(),
    game: gameRules,
    miniGameMarks: z.number(),
  }),
  phase: z.enum(['rounds', 'final', 'mini-game', 'done']),
  round: z.number().int(),
  tables: z.array(pairing),
  punches: z.record(z.string(), z.number()),
  history: z.array(
    z.looseObject({
      round: z.number().int(),
      final: z.boolean(),
      tables: z.array(pairing),
      results: z.array(
        z.looseObject({
          marks: z.tuple([z.number(), z.number()]),
          winner: z.union([z.literal(0), z.literal(1)]).optional(),
        }),
      ),
      winners: z.array(z.string()),
    }),
  ),
  tied: z.array(z.string()),
  winner: z.string().nullable(),
});

const poolsPlan: z.ZodType<PoolsPlan> = z.looseObject({
  kind: z.literal('pools'),
  pools: z.array(z.array(z.string())),
  rounds: z.array(z.array(roundRobinRound)),
  drawn: z.array(z.looseObject({ pool: z.string(), order: z.array(z.string()) })),
  championship: poolLines.nullable(),
  consolation: poolLines.nullable(),
});

const progressivePlan: z.ZodType<ProgressivePlan> = z.looseObject({
  kind: z.literal('progressive'),
  state: progressiveState,
  marks: z.array(z.tuple([z.number(), z.number()])),
});

/** Any kind's plan: a league's schedule (and playoffs once started), or a tournament's. */
export const PlanSchema: z.ZodType<Plan> = z.union([
  z.looseObject({
    kind: z.literal('league'),
    schedule,
    playoffs: poolLines.optional(),
  }),
  z.looseObject({
    kind: z.literal('round-robin'),
    teams: z.array(z.string()),
    rounds: z.array(roundRobinRound),
  }),
  z.looseObject({
    kind: z.literal('single-elimination'),
    bracket: bracketSettings,
    seeds: z.array(z.string()),
  }),
  poolsPlan,
  progressivePlan,
]);

const seasonSettings: z.ZodType<SeasonSettings> = z.looseObject({
  name: z.string(),
  leagueNight: z.looseObject({ weekday: z.enum(WEEKDAYS), time: z.string(), place: z.string() }),
  firstNight: z.string(),
  lastNight: z.string(),
  byeNights: z.array(z.string()),
  registrationOpens: z.string(),
  dues: z.looseObject({ perPlayer: z.number(), returningPlayersOnly: z.boolean() }),
  playoffs: z.looseObject({ teams: z.number().int(), start: z.string() }),
  forfeitAfterMinutes: z.number(),
  decideWithinDays: z.number(),
  reportWithinHours: z.number(),
});

/** A league's settings; `season` only for a league created with 000's dates (73aadc6 on). */
export const LeagueSettingsSchema: z.ZodType<LeagueSettings> = z.looseObject({
  bestOf: z.number().int(),
  weeks: z.number().int().optional(),
  byeWeeks: z.array(z.number().int()),
  seed: seedValue,
  reportWithinHours: z.number(),
  season: seasonSettings.optional(),
  earlyResults: z.boolean().optional(),
});

export const BracketEventSettingsSchema: z.ZodType<BracketEventSettings> = z.looseObject({
  seedOrder: z.enum(['standard', 'random']),
  seed: seedValue,
  rounds: roundLengths,
  game: gameRules,
  reportWithinHours: z.number(),
});

export const RoundRobinSettingsSchema: z.ZodType<RoundRobinSettings> = z.looseObject({
  bestOf: z.number().int(),
  reportWithinHours: z.number(),
  earlyResults: z.boolean().optional(),
});

export const PoolsSettingsSchema: z.ZodType<PoolsSettings> = z.looseObject({
  pools: z.number().int(),
  advance: z.number().int(),
  bestOf: z.number().int(),
  rounds: roundLengths,
  game: gameRules,
  reportWithinHours: z.number(),
  earlyResults: z.boolean().optional(),
});

/** A progressive event's settings: rounds and the draw's seed (no reporting window: no matches). */
export const ProgressiveEventSettingsSchema: z.ZodType<ProgressiveEventSettings> = z.looseObject({
  rounds: z.number().int(),
  seed: seedValue,
});

/** Whatever any kind stores, for the view's `settings` (sent as stored, never read further). */
export const AnySettingsSchema = z.record(z.string(), z.unknown());

/** Each kind's settings as stored, read through its own schema (the formats' settings). */
export const SETTINGS_SCHEMAS: { readonly [K in EventKind]: z.ZodType<FormatData[K]['settings']> } =
  {
    league: LeagueSettingsSchema,
    'round-robin': RoundRobinSettingsSchema,
    'single-elimination': BracketEventSettingsSchema,
    pools: PoolsSettingsSchema,
    progressive: ProgressiveEventSettingsSchema,
  };
