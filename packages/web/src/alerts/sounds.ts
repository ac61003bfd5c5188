import type { BoardCue } from '../logic/board-cues.js';

/**
 * The board's sounds, made on the spot with the Web Audio API (no audio files to license): a
 * click of ivory for a domino laid, two rising notes for your turn, a soft sweep for a trick won,
 * three notes for the hand over. Off with one switch, remembered in localStorage.
 */

const KEY = 'texas42.sound';

export function soundOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode with storage off): the switch holds for the tab.
  }
}

let context: AudioContext | null = null;

/**
 * The one audio context, made on first use. A browser keeps it suspended until the page has had
 * a click or a key; until then cues are skipped (not queued to burst out later), and the first
 * click or key starts it.
 */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  if (context === null) {
    const made = new AudioContext();
    context = made;
    const start = (): void => void made.resume().catch(() => undefined);
    window.addEventListener('pointerdown', start, { once: true });
    window.addEventListener('keydown', start, { once: true });
  }
  return context.state === 'running' ? context : null;
}

interface Note {
  readonly hz: number;
  /** Seconds after the cue starts. */
  readonly at: number;
  readonly length: number;
  readonly type: OscillatorType;
  readonly gain: number;
  /** The pitch at the note's end, for a sweep. */
  readonly toHz?: number;
}

const CUES: Readonly<Record<BoardCue, readonly Note[]>> = {
  play: [{ hz: 1800, toHz: 700, at: 0, length: 0.05, type: 'triangle', gain: 0.35 }],
  turn: [
    { hz: 660, at: 0, length: 0.12, type: 'sine', gain: 0.25 },
    { hz: 880, at: 0.13, length: 0.18, type: 'sine', gain: 0.25 },
  ],
  trick: [{ hz: 520, toHz: 260, at: 0, length: 0.22, type: 'sine', gain: 0.2 }],
  hand: [
    { hz: 523, at: 0, length: 0.14, type: 'sine', gain: 0.22 },
    { hz: 659, at: 0.15, length: 0.14, type: 'sine', gain: 0.22 },
    { hz: 784, at: 0.3, length: 0.3, type: 'sine', gain: 0.22 },
  ],
};

/** Plays a cue now; false when the browser has no Web Audio or may not play yet. */
export function playCue(cue: BoardCue): boolean {
  const ctx = audio();
  if (ctx === null) return false;
  const start = ctx.currentTime + 0.01;
  for (const note of CUES[cue]) {
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    const t = start + note.at;
    osc.type = note.type;
    osc.frequency.setValueAtTime(note.hz, t);
    if (note.toHz !== undefined)
      osc.frequency.exponentialRampToValueAtTime(note.toHz, t + note.length);
    // A quick attack and an exponential fall: a struck sound, with no click at either end.
    env.gain.setValueAtTime(0.0001, t);
    env.gain.exponentialRampToValueAtTime(note.gain, t + 0.008);
    env.gain.exponentialRampToValueAtTime(0.0001, t + note.length);
    osc.connect(env).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + note.length + 0.02);
  }
  return true;
}
