import { parentPort } from 'node:worker_threads';

/**
 * The thread's side of a WorkerPool: answers each task the pool posts with the handler's value,
 * or with the message of what it threw (the pool rejects that task; the thread lives on).
 */
export interface TaskMessage<In> {
  readonly id: number;
  readonly task: In;
}

export type ReplyMessage<Out> =
  | { readonly id: number; readonly value: Out }
  | { readonly id: number; readonly error: string }
  /** Sent once, when the script has loaded: a task's time limit counts from here at the earliest. */
  | { readonly ready: true };

export function serveTasks<In, Out>(handle: (task: In) => Out | Promise<Out>): void {
  const port = parentPort;
  if (port === null) throw new Error('serveTasks answers a WorkerPool: run it in a worker thread');
  port.on('message', (message: TaskMessage<In>) => {
    const reply = (r: ReplyMessage<Out>): void => port.postMessage(r);
    try {
      Promise.resolve(handle(message.task)).then(
        (value) => reply({ id: message.id, value }),
        (e: unknown) => reply({ id: message.id, error: messageOf(e) }),
      );
    } catch (e) {
      reply({ id: message.id, error: messageOf(e) });
    }
  });
  port.postMessage({ ready: true } satisfies ReplyMessage<Out>);
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
