import type { Io } from './io.js';

/**
 * A progress bar on standard error, drawn only on a terminal so that pipes and --json stay clean.
 * Redraws at most ten times a second.
 */
export interface Progress {
  update(done: number): void;
  finish(): void;
}

const SILENT: Progress = { update: () => undefined, finish: () => undefined };

export function progressBar(io: Io, total: number, label: string): Progress {
  const stream = io.stderr;
  if (stream.isTTY !== true || total <= 0) return SILENT;
  let last = 0;
  const draw = (done: number): void => {
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - label.length - 30));
    const filled = Math.round((done / total) * width);
    const pct = ((done / total) * 100).toFixed(0).padStart(3);
    stream.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${pct}% ${done}/${total}`,
    );
  };
  return {
    update(done) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done);
    },
    finish() {
      draw(total);
      stream.write('\n');
    },
  };
}
