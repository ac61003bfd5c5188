import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG are compressed already. */
const TEXT = /\.(js|css|html|svg|json|txt)$/;
/** Smaller files gain less than the encoding header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each text file of the build, once, at
 * build time: the server sends them as they are (@fastify/static's preCompressed), smaller than
 * what it could afford to compress per request and with no CPU spent per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'texas42-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
