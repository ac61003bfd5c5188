import { analyzeHand, botByName, type Analysis } from '@texas42/bots';
import { parseRecord, type HandRecord } from '@texas42/engine';
import { print, printJson, readInput, type Io } from '../io.js';

export const ANALYZE_HELP = `Usage: texas42 analyze FILE|- [--json]

What should have been played: for every play of a hand record (or of every hand of a game
record), what the exact solver says it was worth against the best play with all hands known, and
what the hard bot would have chosen from that seat's view; for every bid, the bidder's best
trump and what it would take; and the mistakes that cost points or the hand, in plain words:

  trick 3: E leading 6-4 lost 10 points; 5-5 keeps them

  --json   print {"ok": true, "declarer", "contract", "par", "bids": [...], "plays": [...], "mistakes": [...]}
           (a game record: {"ok": true, "hands": [...]})

Exit status: 0, or 1 for an illegal record and 2 for one that is not a record (as texas42 replay).`;

function text(a: Analysis): string[] {
  const lines: string[] = [];
  for (const b of a.bids)
    lines.push(
      `${b.seat} bid ${String(b.bid)}: best trump ${b.bestContract}, worth ${b.bestPoints} points with all hands known`,
    );
  if (a.contract !== null)
    lines.push(
      `${a.declarer ?? '?'} played ${a.contract}${a.par === null ? '' : `; with best play the declaring side takes ${a.par}`}`,
    );
  if (a.mistakes.length === 0)
    lines.push(
      a.plays.length > 0 ? 'No play lost anything against the best.' : 'No plays to judge.',
    );
  else lines.push(...a.mistakes);
  const differ = a.plays.filter((p) => p.bot !== null && p.bot !== p.domino && p.loss > 0);
  for (const p of differ)
    lines.push(
      `  trick ${p.trick}: the hard bot, seeing only ${p.seat}'s view, would have played ${p.bot}`,
    );
  return lines;
}

export async function analyzeCommand(io: Io, file: string, json: boolean): Promise<number> {
  const parsed = parseRecord(await readInput(io, file));
  if (!parsed.ok) {
    if (json) printJson(io, { ok: false, error: parsed.error });
    else
      print(
        io.stderr,
        `${parsed.error.code}${parsed.error.at ? ` at ${parsed.error.at}` : ''}: ${parsed.error.message}`,
      );
    return 2;
  }
  const bot = botByName('hard') ?? null;
  const records: readonly HandRecord[] =
    parsed.value.kind === 'hand' ? [parsed.value.record] : parsed.value.record.hands;
  const results: Analysis[] = [];
  for (let k = 0; k < records.length; k++) {
    const r = analyzeHand(parsed.value.rules, records[k] as HandRecord, bot);
    if (!r.ok) {
      const at = parsed.value.kind === 'game' ? `hands[${k}].${r.error.at ?? ''}` : r.error.at;
      const error = { ...r.error, at };
      if (json) printJson(io, { ok: false, error });
      else print(io.stderr, `${error.code}${at ? ` at ${at}` : ''}: ${error.message}`);
      return error.code === 'BAD_RECORD' ? 2 : 1;
    }
    results.push(r.value);
  }
  if (json)
    printJson(
      io,
      parsed.value.kind === 'hand' ? { ok: true, ...results[0] } : { ok: true, hands: results },
    );
  else
    results.forEach((a, k) => {
      if (results.length > 1) print(io.stdout, `Hand ${k + 1}`);
      print(io.stdout, text(a).join('\n'));
    });
  return 0;
}
