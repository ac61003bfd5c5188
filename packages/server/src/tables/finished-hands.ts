import { finishedHands, handRecordOf, type HandRecord } from '@texas42/engine';
import { connect, type DatabaseConfig } from '../db/connect.js';
import { readStored } from '../db/stored-json.js';
import { keyOf } from './dealing.js';
import { TableRepository } from './repository.js';
import { RulesRefSchema, TableRoom, rulesOf, startingState } from './room.js';

/** A hand the server finished, as a hand record (with its rules) and where it came from. */
export interface StoredHand {
  /** "table TABLE_ID hand N", N from 1. */
  readonly source: string;
  readonly record: HandRecord;
}

/**
 * Every finished hand of every table in the database, each table rebuilt from its event log as
 * the server rebuilds it (the log is the truth). For tools that learn from played hands
 * (`texas42 puzzles make`); it reads only, apart from bringing the schema up to date as the
 * server would on start. `onTable` says how far it has got.
 */
export async function readFinishedHands(
  config: DatabaseConfig,
  onTable?: (done: number, total: number) => void,
): Promise<StoredHand[]> {
  const { db } = await connect(config);
  try {
    const repository = new TableRepository(db, Date.now);
    const ids = (await db.selectFrom('tables').select('id').orderBy('created_at').execute()).map(
      (r) => r.id,
    );
    const out: StoredHand[] = [];
    for (let t = 0; t < ids.length; t++) {
      const id = ids[t] as string;
      const row = await repository.table(id);
      if (row === undefined) continue;
      const ref = readStored(RulesRefSchema, row.rules, `tables ${id} rules`);
      const rules = rulesOf(ref);
      const start = rules.ok ? startingState(rules.value, row.seed) : rules;
      if (!rules.ok || !start.ok) continue;
      const room = new TableRoom(row, new Map(), start.value, rules.value, Date.now());
      for (const e of await repository.eventsAfter(id, 0))
        room.replay(JSON.parse(e.action), e.rng === null ? null : keyOf(e.rng));
      finishedHands(room.state).forEach((result, i) =>
        out.push({ source: `table ${id} hand ${i + 1}`, record: handRecordOf(result, ref) }),
      );
      onTable?.(t + 1, ids.length);
    }
    return out;
  } finally {
    await db.destroy();
  }
}
