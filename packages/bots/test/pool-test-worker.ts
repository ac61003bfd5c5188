import { threadId } from 'node:worker_threads';
import { serveTasks } from '../src/worker-task.js';

/** A WorkerPool thread for the pool's tests: does what each task says, badly on command. */
export type Command =
  | { readonly do: 'echo'; readonly value: unknown }
  | { readonly do: 'sleep'; readonly ms: number; readonly value: unknown }
  | { readonly do: 'thread' }
  | { readonly do: 'hang' }
  | { readonly do: 'crash' }
  | { readonly do: 'exit' }
  | { readonly do: 'throw'; readonly message: string };

serveTasks<Command, unknown>((c) => {
  switch (c.do) {
    case 'echo':
      return c.value;
    case 'sleep':
      return new Promise((resolve) => setTimeout(() => resolve(c.value), c.ms));
    case 'thread':
      return threadId;
    case 'hang':
      // A search that never ends: only ending the thread stops it.
      for (;;) {
        /* spin */
      }
    case 'crash':
      // An uncaught exception outside the task: the thread dies.
      setImmediate(() => {
        throw new Error('crashed on command');
      });
      return new Promise(() => undefined);
    case 'exit':
      process.exit(3);
    // eslint-disable-next-line no-fallthrough
    case 'throw':
      throw new Error(c.message);
  }
});
