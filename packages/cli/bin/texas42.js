#!/usr/bin/env node
import { main } from '../dist/src/main.js';

// A reader that stops early (`texas42 rules | head`) closes the pipe: stop quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
