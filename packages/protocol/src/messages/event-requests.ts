import { z } from 'zod';
import { BotLevel, Name, SeatName } from './names.js';

/** A user id, as GET /api/me answers it. */
export const UserId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'a user id');
/** An event's team id, as the event page lists it. */
export const EventTeamId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a team id');

const EventName = z
  .string()
  .trim()
  .min(1, 'a name is needed')
  .max(60, 'at most 60 characters')
  .regex(/^[\p{L}\p{N} _.,:'&()#/-]+$/u, "letters, digits, spaces and _ . , : ' & ( ) # / - only");
const TeamName = Name.describe('a team name');
const PlayerName = Name.describe("a player's name");
/**
 * A person the organizer names for a place: an account (its user id), or a player by name (a
 * named player, as a team added by name has, whose place a claim link gives away later).
 */
const Person = z.union([UserId, z.strictObject({ name: PlayerName })]);
/** A claim link's token: 32 random bytes, base64url. */
const ClaimToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'a claim token');
const Seed = z.union([z.number().int(), z.string().max(40)]);
const GamesOf = (n: number) => z.number().int('a whole number').min(0).max(n);
/** Game scores, the first-named team's marks first: [[7, 3], [4, 7], [7, 2]]. */
export const GameScores = z
  .array(z.tuple([GamesOf(99), GamesOf(99)]))
  .min(1, 'at least one game')
  .max(15, 'at most 15 games');
const OddGames = z
  .number()
  .int()
  .min(1)
  .max(15)
  .refine((n) => n % 2 === 1, 'an odd number of games');
const Comment = z.string().trim().min(1, 'a comment is needed').max(500, 'at most 500 characters');

/**
 * The organizer's final word on a result (a ruling, a correction): the reason, and the games or
 * the team that forfeits; `timed`: time was called on the games, as on a report.
 */
const Ruling = z
  .strictObject({
    comment: Comment,
    games: GameScores.optional(),
    forfeit: EventTeamId.optional(),
    timed: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.games === undefined) === (v.forfeit === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['games'],
        message: 'give either the games or the team that forfeits',
      });
    else if (v.timed && v.forfeit !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['timed'],
        message: 'time is called on games, not on a forfeit',
      });
  });
const ProfileId = z.string().min(1).max(40);

/** HTTP request bodies of leagues and tournaments (docs/server-api.md, "Events"). */
export const EventRequests = {
  createEvent: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('league'),
      name: EventName,
      /** The rule profile the matches are played under. */
      rules: ProfileId.default('austin-league'),
      /** Standings rules: league points (000) or wins (001). */
      standings: z.enum(['austin-league', 'npa-tournament']).default('austin-league'),
      /** Games a match is best of (one the standings rules allow); default their first. */
      bestOf: OddGames.optional(),
      /** Weeks of the season, league bye weeks included; default one pass of the field. */
      weeks: z.number().int().min(1).max(104).optional(),
      /** League-wide bye weeks. */
      byeWeeks: z.array(z.number().int().min(1).max(104)).max(52).default([]),
      seed: Seed.default(1),
      /** Results may come before their night or round has (else refused: ROUND_NOT_COME). */
      earlyResults: z.boolean().optional(),
      reportWithinHours: z.number().int().min(1).max(8760).default(72),
      /**
       * The season's settings as the club's parseSeason takes them (000 Sections 1 and 2):
       * firstNight, lastNight, byeNights (dates), leagueNight {weekday, time, place}, dues
       * {perPlayer, returningPlayersOnly}...; the weeks and bye weeks then come from the dates.
       */
      season: z.record(z.string(), z.unknown()).optional(),
    }),
    z.strictObject({
      kind: z.literal('single-elimination'),
      name: EventName,
      rules: ProfileId.default('npa-tournament'),
      /** Standard seeding (registration order, or the order given at generation) or a draw. */
      seedOrder: z.enum(['standard', 'random']).default('standard'),
      seed: Seed.default(1),
      /** Best of how many games in the first round, the rounds between, and the final. */
      rounds: z
        .strictObject({ first: OddGames, later: OddGames, final: OddGames })
        .default({ first: 5, later: 3, final: 3 }),
      reportWithinHours: z.number().int().min(1).max(8760).default(72),
    }),
    z.strictObject({
      /** All play all (001, non-bracket play): a BYE for an odd field, NPA standings. */
      kind: z.literal('round-robin'),
      name: EventName,
      rules: ProfileId.default('npa-tournament'),
      /** One game, or best of three (the NPA standings rules allow no other). */
      bestOf: z.union([z.literal(1), z.literal(3)]).default(1),
      /** Results may come before their night or round has (else refused: ROUND_NOT_COME). */
      earlyResults: z.boolean().optional(),
      reportWithinHours: z.number().int().min(1).max(8760).default(72),
    }),
    z.strictObject({
      /** Pools (001): round-robin pools feeding championship and consolation brackets. */
      kind: z.literal('pools'),
      name: EventName,
      rules: ProfileId.default('npa-tournament'),
      /** How many pools the teams are dealt into, by seed (the snake). */
      pools: z.number().int().min(2).max(16).default(2),
      /** The top `advance` of each pool go to the championship bracket, the rest to consolation. */
      advance: z.number().int().min(1).max(16).default(2),
      /** Pool matches: one game, or best of three (the NPA standings rules allow no other). */
      bestOf: z.union([z.literal(1), z.literal(3)]).default(1),
      /** The brackets' match lengths: first round, the rounds between, the final. */
      rounds: z
        .strictObject({ first: OddGames, later: OddGames, final: OddGames })
        .default({ first: 1, later: 1, final: 3 }),
      /** Results may come before their night or round has (else refused: ROUND_NOT_COME). */
      earlyResults: z.boolean().optional(),
      reportWithinHours: z.number().int().min(1).max(8760).default(72),
    }),
    z.strictObject({
      /** Progressive tables (002): winners move up and get a punch, losers move down. */
      kind: z.literal('progressive'),
      name: EventName,
      rules: ProfileId.default('nello-tournament'),
      /** Rounds before the final round of the top four. */
      rounds: z.number().int().min(1).max(30).default(4),
      /** The draw for tables. */
      seed: Seed.default(1),
    }),
  ]),
  /** A team: you and your partner (a user id), or an open place a partner joins. */
  registerTeam: z.strictObject({
    name: TeamName,
    partner: UserId.nullable().optional(),
    /** A league with dues: you played a league season before (default yes; a partner says so on accepting). */
    returning: z.boolean().optional(),
  }),
  /**
   * Joining a team's open place with the invite the team shared; `returning`: a league with
   * dues, as registerTeam's.
   */
  joinTeam: z.strictObject({
    invite: z.string().min(1).max(64),
    returning: z.boolean().optional(),
  }),
  /**
   * Teams the organizer adds by name, one or a pasted list: their players have no accounts yet
   * ("named players", name only) and may claim their place later with a link.
   */
  addNamedTeams: z.strictObject({
    teams: z
      .array(z.strictObject({ name: TeamName, players: z.tuple([PlayerName, PlayerName]) }))
      .min(1, 'at least one team')
      .max(200, 'at most 200 teams at once'),
  }),
  /** The organizer's link for a named player's place (1 or 2): a new one revokes the last. */
  claimLink: z.strictObject({ team: EventTeamId, place: z.union([z.literal(1), z.literal(2)]) }),
  /** A signed-in person claims a named player's place with the link the organizer gave them. */
  claimPlace: z.strictObject({ token: ClaimToken }),
  /** The organizer seats a bot in a seat of a match's online table, or frees it (`bot: null`). */
  replaceSeat: z.strictObject({ seat: SeatName, bot: BotLevel.nullable() }),
  /** The invited partner accepts (`returning`: a league with dues). */
  acceptInvite: z.strictObject({ returning: z.boolean().optional() }),
  /** Schedule or bracket; `seeds` orders the teams for standard seeding (seed 1 first). */
  generate: z.strictObject({ seeds: z.array(EventTeamId).max(1024).optional() }),
  /**
   * A match's games; `timed`: time was called (001 I: "If time expires on a game, teams shall
   * record their actual marks earned"), a game may end short of its marks, the team ahead winning.
   */
  reportResult: z.strictObject({ games: GameScores, timed: z.boolean().default(false) }),
  correctResult: z.strictObject({
    games: GameScores,
    comment: Comment.optional(),
    timed: z.boolean().default(false),
  }),
  confirmResult: z.strictObject({}),
  disputeResult: z.strictObject({ comment: Comment, games: GameScores.optional() }),
  /**
   * The organizer's ruling on a dispute: the games as they stand, or the team that forfeits;
   * `timed`: time was called on the games, as on a report.
   */
  ruleResult: Ruling,
  /**
   * The organizer's correction of any result, at any time: the games as they should stand, or the
   * team that forfeits, and the reason (kept in the match's history; both teams are told).
   */
  amendResult: Ruling,
  /** One entry of a match's scoresheet at a physical table (the club's scorekeeper's input). */
  keepScore: z.strictObject({
    entry: z.discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('hand'),
        bidder: SeatName,
        /** Points 30-42 (84: two marks), or {marks: n}. */
        bid: z.union([
          z.number().int('a whole number').min(1).max(84),
          z.strictObject({ marks: z.number().int('a whole number').min(1).max(7) }),
        ]),
        made: z.boolean(),
      }),
      z.strictObject({ type: z.literal('all-pass') }),
      z.strictObject({ type: z.literal('time') }),
      /**
       * A called infraction on `offender`: a renege, another violation, or a time call that ran
       * out; it costs a warning or marks as the rules and the game's warnings say. `bid`: the
       * hand's bid, if one was made.
       */
      z.strictObject({
        type: z.literal('penalty'),
        offender: SeatName,
        kind: z.enum(['renege', 'violation', 'time']),
        bid: z
          .union([
            z.number().int('a whole number').min(1).max(84),
            z.strictObject({ marks: z.number().int('a whole number').min(1).max(7) }),
          ])
          .optional(),
      }),
      /** A bid out of turn by `by`, and the other side's choice (the event's rules say which). */
      z.strictObject({
        type: z.literal('out-of-turn'),
        by: SeatName,
        choice: z.enum(['continue', 'reshake']),
      }),
      /** `by` shook though another seat was due, found before the first bid, after it, or after trump. */
      z.strictObject({
        type: z.literal('wrong-shaker'),
        by: SeatName,
        found: z.enum(['before-bid', 'after-bid', 'after-trump']),
      }),
    ]),
    /** Who shakes first: only with the match's first entry (default N). */
    firstShaker: SeatName.optional(),
  }),
  undoScore: z.strictObject({}),
  /** Check-in opens now (or at `opens`) and closes at `closes` (default an hour after opening). */
  openCheckIn: z.strictObject({
    opens: z.iso.datetime({ offset: true }).optional(),
    closes: z.iso.datetime({ offset: true }).optional(),
  }),
  /** A team checks in: the organizer names it; a member may leave it out (their own team). */
  checkIn: z.strictObject({ team: EventTeamId.optional() }),
  /** The draw for tables among the checked-in teams. */
  drawTables: z.strictObject({ seed: Seed.optional() }),
  /** A league team added after the schedule is made (through week 1): its two players. */
  addTeam: z.strictObject({
    name: TeamName,
    players: z.tuple([Person, Person]),
    /** Weeks played before it joins (default: the weeks with results). */
    afterWeek: z.number().int().min(0).max(104).optional(),
  }),
  /** A league team drops out: its remaining matches are re-assigned. */
  dropTeam: z.strictObject({
    team: EventTeamId,
    afterWeek: z.number().int().min(0).max(104).optional(),
  }),
  /** A player withdraws for the rest of the season; a substitute (a person) may take the place. */
  withdrawPlayer: z.strictObject({
    team: EventTeamId,
    player: UserId,
    substitute: Person.nullable().default(null),
  }),
  /** The organizer starts a round's matches (or one match): their clock and the no-show grace. */
  startMatches: z
    .strictObject({
      /** A week, a round, or a bracket's round as the view numbers it (pools' 101.., playoffs' 201..). */
      round: z.number().int().min(1).max(999).optional(),
      match: z
        .string()
        .regex(/^[a-z0-9-]{1,24}$/, 'a match id')
        .optional(),
      /** Time the matches (001 I: 25 minutes a game, 75 a best of three); default on. */
      timeLimit: z.boolean().default(true),
      /** The director's time limit in minutes instead of the rule's. */
      minutes: z.number().int('a whole number').min(1).max(600).optional(),
    })
    .superRefine((v, ctx) => {
      if ((v.round === undefined) === (v.match === undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['round'],
          message: 'give either a round or a match',
        });
    }),
  /** A league's dues (000 Section 1): a player of the team is new or returning (owes dues). */
  markReturning: z.strictObject({ team: EventTeamId, player: UserId, returning: z.boolean() }),
  /** A league's dues: the organizer records dollars a player of the team paid. */
  payDues: z.strictObject({
    team: EventTeamId,
    player: UserId,
    dollars: z.number().int('a whole number of dollars').min(1).max(10000),
  }),
  /** A league match moved off league night (000 Section 2): the new date, and when the players were told. */
  reschedule: z.strictObject({
    date: z.iso.date(),
    /** Default: today (the server's date). */
    noticeOn: z.iso.date().optional(),
  }),
  /**
   * The organizer records a league team late for its match (000 Section 2): minutes late, or
   * null for a team that did not come; `notified`: it told the other team before the match.
   * `team: "both"`: neither team came (or both were as late): the match may be rescheduled.
   */
  lateArrival: z.strictObject({
    team: z.union([z.literal('both'), EventTeamId]),
    minutesLate: z.number().int('whole minutes').min(0).max(1440).nullable(),
    notified: z.boolean().default(false),
  }),
  /** The organizer eliminates a team that did not report within 5 minutes of the start (003). */
  eliminateNoShow: z.strictObject({ team: EventTeamId }),
  /** Pools: the brackets from the pool standings (the organizer, once every pool match is final). */
  advancePools: z.strictObject({}),
  /**
   * A league's playoffs (000): the top 16 by the standings in a seeded bracket, once every match
   * of the season is final, or sooner when the organizer closes the season (its open matches are
   * left unplayed).
   */
  startPlayoffs: z.strictObject({ closeSeason: z.boolean().default(false) }),
  /** Progressive tables: a table's game marks as they stand, its first team's first. */
  tableMarks: z.strictObject({ marks: z.tuple([GamesOf(13), GamesOf(13)]) }),
  /** Progressive tables: the organizer ends the round; `ties` gives the winner of a tied table (0 or 1). */
  endRound: z.strictObject({
    ties: z
      .array(
        z.strictObject({
          table: z.number().int().min(1).max(512),
          winner: z.union([z.literal(0), z.literal(1)]),
        }),
      )
      .max(512)
      .default([]),
  }),
  /** Progressive tables: a mini-game to three marks between two teams tied on punches. */
  miniGame: z.strictObject({
    teams: z.tuple([EventTeamId, EventTeamId]),
    marks: z.tuple([GamesOf(13), GamesOf(13)]),
  }),
} as const;
export type EventRequestName = keyof typeof EventRequests;
export type EventRequestBody<K extends EventRequestName> = z.infer<(typeof EventRequests)[K]>;
