import { solverClaimStands } from '@texas42/solver';
import {
  describeBid,
  parseRecord,
  replayRecord,
  type HandSummary,
  type EngineError,
  type Seat,
} from '@texas42/engine';
import { clockwiseFrom } from '../seats.js';
import { print, printJson, readInput, type Io } from '../io.js';

export const REPLAY_HELP = `Usage: texas42 replay FILE|- [--json]

Checks and scores a hand record or a game record (JSON). Reads standard input for "-".

  --json   print the result as JSON:
           a hand: {"ok": true, "declarer", "bid", "contract", "tricks", "points", "outcome", "marks",
                    "penalty"? ({"by", "kind", "after", "applied", "trick"?})}
           a game: {"ok": true, "hands": [...], "marks", "winner"}
           an error: {"ok": false, "error": {"code", "message", "at"}}

Exit status: 0 for a legal record, 1 for an illegal one (a renege, a bid too low, ...),
2 for input that is not a record at all (bad JSON, an unknown domino, a hand of six).`;

function errorLine(error: EngineError): string {
  return `${error.code}${error.at !== undefined && error.at !== '' ? ` at ${error.at}` : ''}: ${error.message}`;
}

/** The table's procedure in the hand: bids out of turn, exposed dominoes, a wrong shaker. */
function conductLines(h: HandSummary): string[] {
  const lines: string[] = [];
  for (const o of h.outOfTurn ?? [])
    lines.push(
      `${o.by} bid ${String(o.bid)} out of turn after ${o.after} bids (${o.choice === 'reshake' ? 'the other side had it shaken again' : 'the bid stands'})`,
    );
  for (const e of h.exposed ?? [])
    lines.push(`${e.by} exposed ${e.domino} after ${e.after} bids and plays`);
  if (h.wrongShaker !== undefined)
    lines.push(
      `${h.wrongShaker.by} shook out of turn, found after ${h.wrongShaker.after} bids and plays`,
    );
  return lines;
}

function handText(h: HandSummary, dealer: Seat | null, bids: readonly unknown[] | null): string[] {
  const lines: string[] = [];
  if (dealer !== null && bids !== null) {
    const order = clockwiseFrom(dealer, 1);
    lines.push(`Bids: ${bids.map((b, i) => `${order[i]} ${String(b)}`).join(', ')}`);
  }
  lines.push(...conductLines(h));
  if (h.outcome === 'reshake') {
    lines.push(
      h.outOfTurn !== undefined || h.exposed !== undefined || h.wrongShaker !== undefined
        ? 'The hand is shaken again, no marks.'
        : 'Everyone passed: the next player shakes, no marks.',
    );
    return lines;
  }
  if (h.declarer !== null && h.bid !== null)
    lines.push(
      `${h.declarer} won the bid at ${describeBid(h.bid)}${h.contract !== null ? `; contract ${h.contract}` : ''}`,
    );
  h.tricks.forEach((t, i) => {
    lines.push(
      `Trick ${i + 1}: ${t.leader} leads ${t.plays.join(' ')}  -> ${t.winner} takes ${t.points}`,
    );
  });
  lines.push(`Points: NS ${h.points.NS}, EW ${h.points.EW}`);
  if (h.penalty !== undefined) {
    const p = h.penalty;
    const where = p.trick === undefined ? `after ${p.after} plays` : `in trick ${p.trick}`;
    const cost = p.applied === 'bid' ? "the hand's bid" : 'one mark';
    lines.push(`Penalty: ${p.kind} by ${p.by} ${where}, costing ${cost}`);
  }
  const gained =
    h.marks.NS > 0 ? `NS +${h.marks.NS}` : h.marks.EW > 0 ? `EW +${h.marks.EW}` : 'no marks';
  lines.push(`Outcome: ${h.outcome} (${gained})`);
  return lines;
}

export async function replayCommand(io: Io, file: string, json: boolean): Promise<number> {
  const text = await readInput(io, file);
  const parsed = parseRecord(text);
  if (!parsed.ok) {
    if (json) printJson(io, { ok: false, error: parsed.error });
    else print(io.stderr, errorLine(parsed.error));
    return 2;
  }
  // Lay-down claims are judged by the solver (the same verdicts as the engine's, faster).
  const replay = replayRecord(parsed.value, { judgeClaim: solverClaimStands });
  if (!replay.ok) {
    const code = replay.error.code === 'BAD_RECORD' ? 2 : 1;
    if (json) printJson(io, { ok: false, error: replay.error });
    else print(io.stderr, errorLine(replay.error));
    return code;
  }
  const r = replay.value;
  if (json) {
    printJson(io, r.kind === 'hand' ? { ok: true, ...r.summary } : { ok: true, ...r.summary });
    return 0;
  }
  if (r.kind === 'hand') {
    const rec = parsed.value.kind === 'hand' ? parsed.value.record : null;
    print(io.stdout, handText(r.summary, rec?.dealer ?? null, rec?.bids ?? null).join('\n'));
  } else {
    const rec = parsed.value.kind === 'game' ? parsed.value.record : null;
    r.summary.hands.forEach((h, i) => {
      const hr = rec?.hands[i];
      print(io.stdout, `Hand ${i + 1} (dealer ${hr?.dealer ?? '?'})`);
      print(
        io.stdout,
        handText(h, hr?.dealer ?? null, hr?.bids ?? null)
          .map((l) => `  ${l}`)
          .join('\n'),
      );
    });
    const m = r.summary.marks;
    print(
      io.stdout,
      `Marks: NS ${m.NS}, EW ${m.EW}; ${r.summary.winner === null ? 'the game is not over' : `${r.summary.winner} wins`}`,
    );
  }
  return 0;
}
