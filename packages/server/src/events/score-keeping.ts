import { newScorekeeper, sheetBids } from '@texas42/club';
import type { Seat } from '@texas42/engine';
import type { EventRequestBody, EventScoresheet, EventTeam, Me } from '@texas42/protocol';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { EventClock, EventDatabase, EventLock } from './core.js';
import { clockOf } from './match-day.js';
import { clubError } from './club-errors.js';
import {
  eventOf,
  matchOf,
  namedIn,
  storedCheckInOf,
  storedSheetOf,
  teamsOf,
  updateMatch,
  userNames,
} from './repository/index.js';
import { actingTeam, type Results } from './results.js';
import {
  EMPTY_SHEET,
  enterScore,
  gameView,
  replaySheet,
  sheetRules,
  undoScore,
  type Sheet,
} from './scoresheet.js';
import { unclaimedTeams } from './named-teams.js';
import { teamInMatch } from './teams.js';

/**
 * The scorekeeper of a physical table: a match's scoresheet kept hand by hand by its two teams or
 * the organizer (scoresheet.ts replays it under the club's scorekeeper); the match's last hand
 * files its games as the scorekeeping team's report.
 */
export class ScoreKeeping {
  constructor(
    private readonly deps: EventDatabase & EventLock & EventClock,
    private readonly results: Results,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The match's scoresheet: anyone may look; the two teams and the organizer keep it. */
  async scoresheet(me: Me | null, id: string, matchId: string): Promise<EventScoresheet> {
    const event = await eventOf(this.db, id);
    const match = await matchOf(this.db, id, matchId);
    return this.sheetView(event, match, me, this.sheetOf(event, match));
  }

  /** One entry (a hand, an all-pass, time); the match's last hand files its games as a report. */
  async keepScore(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'keepScore'>,
  ): Promise<EventScoresheet> {
    return this.changeSheet(me, id, matchId, (event, match, sheet) => {
      const rules = this.sheetRulesOf(event, match);
      // Time can be called only where games are timed, as for a result reported by hand.
      if (body.entry.type === 'time') this.results.requireTimedGames(event, match);
      const begun = match.scoresheet !== null;
      if (begun && body.firstShaker !== undefined && body.firstShaker !== sheet.stored.firstShaker)
        throw new ServerError(
          409,
          'SHEET_STARTED',
          'who shakes first is set by the first entry',
          'firstShaker',
        );
      const from: Sheet = begun
        ? sheet
        : replaySheet(rules, match.best_of, EMPTY_SHEET(body.firstShaker ?? 'N'));
      return enterScore(rules, match.best_of, from, { ...body.entry }, me.id);
    });
  }

  async undoScore(me: Me, id: string, matchId: string): Promise<EventScoresheet> {
    return this.changeSheet(me, id, matchId, (event, match, sheet) =>
      undoScore(this.sheetRulesOf(event, match), match.best_of, sheet),
    );
  }

  private sheetRulesOf(event: EventsTable, match: EventMatchesTable): Record<string, unknown> {
    return sheetRules(event.rules, this.results.matchRules(event, match));
  }

  private sheetOf(event: EventsTable, match: EventMatchesTable): Sheet {
    const stored = storedSheetOf(match) ?? EMPTY_SHEET('N');
    return replaySheet(this.sheetRulesOf(event, match), match.best_of, stored);
  }

  private async changeSheet(
    me: Me,
    id: string,
    matchId: string,
    change: (event: EventsTable, match: EventMatchesTable, sheet: Sheet) => Sheet,
  ): Promise<EventScoresheet> {
    return this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      const match = await matchOf(this.db, id, matchId);
      const teams = await teamsOf(this.db, id);
      const mine = teamInMatch(teams, me.id, match);
      if (mine === undefined && event.organizer_id !== me.id)
        throw new ServerError(
          403,
          'NOT_YOUR_MATCH',
          `only a player of one of the two teams or the organizer may keep score of match ${match.id}`,
        );
      if (match.status !== 'awaiting-report')
        throw new ServerError(
          409,
          'ALREADY_REPORTED',
          'this match has a result already: the scoresheet is closed',
        );
      const next = change(event, match, this.sheetOf(event, match));
      const scoresheet = JSON.stringify(next.stored);
      if (next.over) {
        // The match is over: its games are the report of the scorekeeper's team (the organizer's
        // sheet reports for the first team, or the unclaimed one); the other team confirms.
        const games = next.games.map((g) => [g.recorded.NS, g.recorded.EW] as const);
        // The organizer's sheet reports for a team nobody has claimed if there is one
        // (named-teams.ts), so a team with players confirms what it did not file.
        const unclaimed = unclaimedTeams(teams, await namedIn(this.db, id));
        const named = [match.team_a, match.team_b].find((t) => t !== null && unclaimed.has(t));
        const by = actingTeam(mine?.id ?? named ?? match.team_a);
        const timed = next.games.flatMap((g, i) => (g.timeCalled ? [i + 1] : []));
        const comment = `kept on the scoresheet${timed.length > 0 ? `; time called in game ${timed.join(', ')}` : ''}`;
        await this.results.applyResult(
          event,
          match,
          {
            type: 'report',
            by,
            at: this.deps.isoNow(),
            games,
            comment,
            ...(timed.length > 0 ? { timed: true } : {}),
          },
          me.id,
          { scoresheet },
        );
      } else {
        await updateMatch(this.db, match, { scoresheet }, this.deps.isoNow());
      }
      const after = await matchOf(this.db, id, matchId);
      return this.sheetView(event, after, me, next);
    });
  }

  private async sheetView(
    event: EventsTable,
    match: EventMatchesTable,
    me: Me | null,
    sheet: Sheet,
  ): Promise<EventScoresheet> {
    const teams = await teamsOf(this.db, event.id);
    const names = await userNames(this.db, [
      ...teams.flatMap((t) => [t.player1_id, t.player2_id]),
      ...sheet.stored.keepers,
    ]);
    const named = await namedIn(this.db, event.id);
    const player = (u: string | null) =>
      u === null
        ? null
        : { id: u, name: names.get(u) ?? '?', ...(named.has(u) ? { named: true as const } : {}) };
    const teamOf = (tid: string | null) => {
      const t = teams.find((x) => x.id === tid);
      if (t === undefined) throw new Error(`event ${event.id}: no team ${String(tid)}`);
      return t;
    };
    const [a, b] = [teamOf(match.team_a), teamOf(match.team_b)];
    const teamView = (t: EventTeamsTable): EventTeam => ({
      id: t.id,
      name: t.name,
      seed: t.seed,
      players: [player(t.player1_id), player(t.player2_id)],
    });
    const seats = {
      N: player(a.player1_id),
      S: player(a.player2_id),
      E: player(b.player1_id),
      W: player(b.player2_id),
    } satisfies Record<Seat, unknown>;
    const member = [a, b].some(
      (t) => me !== null && (t.player1_id === me.id || t.player2_id === me.id),
    );
    const rules = this.results.matchRules(event, match);
    const keeper = newScorekeeper(this.sheetRulesOf(event, match), 'N');
    if (!keeper.ok) throw clubError(keeper.error);
    const bid = keeper.value.options.bidding;
    const checkIn = storedCheckInOf(event);
    const table = checkIn?.tables?.findIndex((t) => t.includes(a.id)) ?? -1;
    return {
      eventId: event.id,
      eventName: event.name,
      matchId: match.id,
      bestOf: match.best_of,
      status: match.status,
      teams: [teamView(a), teamView(b)],
      seats,
      table: table >= 0 ? table + 1 : null,
      game: rules.game,
      maxBidMarks: bid.maxBidMarks,
      minimumBid: bid.minimumBid,
      bids: sheetBids(keeper.value.options),
      forcedBid: bid.forcedBid,
      timeCallSeconds: keeper.value.options.clock.timeCallSeconds,
      outOfTurnBid: keeper.value.options.conduct.outOfTurnBid,
      wrongShakerCorrected: keeper.value.options.conduct.wrongShakerCorrected,
      games: sheet.games.map(gameView),
      shaker: sheet.shaker,
      won: sheet.won,
      over: sheet.over,
      keepers: sheet.stored.keepers.map((u) => names.get(u) ?? '?'),
      canKeep:
        me !== null &&
        (member || event.organizer_id === me.id) &&
        match.status === 'awaiting-report',
      clock: clockOf(match),
      serverTime: this.deps.isoNow(),
    };
  }
}
