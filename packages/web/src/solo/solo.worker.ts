import { PROFILES, finishedHands, type RngState, type Seat } from '@texas42/engine';
import {
  SOLO_PROFILES,
  actForYou,
  applySolo,
  automaticMove,
  automaticTurn,
  soloBot,
  soloTableState,
  startSolo,
  type SoloMatch,
} from './solo-match.js';
import {
  SOLO_LEVELS,
  type FromSoloWorker,
  type SoloRefusal,
  type ToSoloWorker,
} from './solo-protocol.js';
import { forgetSolo, loadSolo, saveSolo } from './solo-store.js';

/**
 * The solo table, off the page's thread: the match, the bots' decisions (the hard bot solves
 * deals exactly) and the storage, as the server is for an online table. Messages are handled one
 * at a time, in order, each move saved before the page is shown it.
 */

/** The worker's own scope (the app's types are the page's, DOM's, not a worker's). */
const scope = self as unknown as {
  postMessage(message: FromSoloWorker): void;
  onmessage: ((e: MessageEvent<ToSoloWorker>) => void) | null;
};

let match: SoloMatch | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let queue: Promise<void> = Promise.resolve();

function post(message: FromSoloWorker): void {
  scope.postMessage(message);
}

function publish(): void {
  post({
    kind: 'state',
    state: match === null ? null : soloTableState(match),
    settings: match?.settings ?? null,
    profiles: SOLO_PROFILES,
  });
}

function refuse(code: SoloRefusal['code'], message: string): void {
  post({ kind: 'error', code, message });
  publish();
}

/** Runs `work` after everything before it, so moves and saves never interleave. */
function enqueue(work: () => Promise<void>): void {
  queue = queue.then(work).catch((e: unknown) => {
    // The worker failed (storage, or a fault of its own): what a server answers INTERNAL.
    post({ kind: 'error', code: 'INTERNAL', message: (e as Error).message });
  });
}

function freshKey(): RngState {
  return Array.from(crypto.getRandomValues(new Uint32Array(4))) as unknown as RngState;
}

/** A stored record from an older build, or damaged, is not a match to resume. */
function resumable(value: SoloMatch | null): SoloMatch | null {
  if (value === null || typeof value !== 'object') return null;
  const ok =
    typeof value.state?.phase === 'string' &&
    SOLO_LEVELS.some((l) => l === value.settings?.level) &&
    Array.isArray(value.rng);
  return ok ? value : null;
}

/** The next automatic move after a pause (longer after a hand, to look at it). */
function schedule(): void {
  clearTimeout(timer);
  if (match === null) return;
  const seat = automaticTurn(match);
  if (seat === null) return;
  const afterHand = match.state.phase === 'shake' && finishedHands(match.state).length > 0;
  const pause = afterHand ? match.settings.handPauseMs : match.settings.pauseMs;
  const version = match.state.version;
  timer = setTimeout(() => enqueue(() => move(seat, version)), pause);
}

async function move(seat: Seat, version: number): Promise<void> {
  if (match === null || match.state.version !== version) return;
  const bot = soloBot(match.settings, () => performance.now());
  if (bot === undefined) return refuse('BAD_REQUEST', `no bot plays at "${match.settings.level}"`);
  const phase = match.state.phase;
  const started = performance.now();
  const decided = automaticMove(match, seat, bot);
  const ms = performance.now() - started;
  if (phase !== 'shake') post({ kind: 'decided', level: bot.name, phase, ms });
  const next = applySolo(match, decided.action, decided.rng);
  if (!next.ok) return refuse(next.error.code, `${seat}: ${next.error.message}`);
  match = next.value;
  await saveSolo(match);
  publish();
  schedule();
}

async function handle(message: ToSoloWorker): Promise<void> {
  switch (message.kind) {
    case 'open':
      if (match === null) match = resumable(await loadSolo());
      publish();
      schedule();
      return;
    case 'new': {
      const s = message.settings;
      // Settings the worker does not take, as a server refuses a body that does not fit.
      if (!SOLO_LEVELS.some((l) => l === s.level))
        return refuse('BAD_REQUEST', 'choose easy, medium or hard');
      if (!PROFILES.some((p) => p.id === s.rules))
        return refuse('UNKNOWN_RULES', `there is no rule profile "${String(s.rules)}"`);
      const started = startSolo(s, freshKey(), freshKey(), new Date());
      if (!started.ok) return refuse(started.error.code, started.error.message);
      match = started.value;
      await saveSolo(match);
      publish();
      schedule();
      return;
    }
    case 'act': {
      // As at a table whose match is not on.
      if (match === null) return refuse('NOT_PLAYING', 'there is no solo match: start one');
      const next = actForYou(match, message.version, message.action);
      if (!next.ok) return refuse(next.error.code, next.error.message);
      match = next.value;
      await saveSolo(match);
      publish();
      schedule();
      return;
    }
    case 'quit':
      clearTimeout(timer);
      match = null;
      await forgetSolo();
      publish();
      return;
  }
}

scope.onmessage = (e) => enqueue(() => handle(e.data));
