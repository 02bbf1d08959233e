import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a TypeScript worker module: the worker first registers the loader the server runs
 * with (tsx), then imports the module. Plain JavaScript modules start directly.
 */
const TS_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.loader)
  .then(({ register }) => { register(); return import(workerData.module); })
  .catch((error) => { console.error(error); process.exit(1); });
`;

function startWorker(module: URL): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module);
  const api = createRequire(import.meta.url).resolve('tsx/esm/api');
  const loader = pathToFileURL(api.replace(/index\.cjs$/, 'index.mjs')).href;
  return new Worker(TS_BOOTSTRAP, { eval: true, workerData: { loader, module: module.href } });
}

interface Task {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

/** What a pool worker answers: its result, or the message of its failure. */
export type WorkerReply = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * A small pool of worker threads for CPU-heavy work (PDF rendering), so the event loop keeps
 * answering everyone else. Workers start on first use, run one task at a time, and are
 * replaced when one dies; tasks wait in order for a free worker (callers cap how many may wait,
 * see WorkLimiter). The worker module runs TypeScript through the same loader as the server.
 */
export class WorkerPool<I, O> {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(
    private readonly module: URL,
    private readonly size: number,
  ) {}

  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('worker pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.task === null) ?? this.spawn();
      if (!slot) return;
      const task = this.queue.shift() as Task;
      slot.task = task;
      slot.worker.postMessage(task.input);
    }
  }

  private spawn(): Slot | null {
    if (this.slots.length >= this.size) return null;
    const worker = startWorker(this.module);
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on('message', (reply: WorkerReply) => {
      const task = slot.task;
      slot.task = null;
      if (reply.ok) task?.resolve(reply.value);
      else task?.reject(new Error(reply.error));
      this.dispatch();
    });
    const fail = (error: Error) => {
      slot.task?.reject(error);
      slot.task = null;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker stopped (${code})`)));
    this.slots.push(slot);
    return slot;
  }
}
