import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The script every pool's workers run (plain JavaScript, copied to dist/ by the build). */
const TASK_WORKER = new URL('./task-worker.mjs', import.meta.url);

export interface WorkerPoolOptions {
  /** For messages and logs, e.g. "pdf". */
  name: string;
  /** Workers at most (started when needed, kept warm for the next task). Default min(2, cores). */
  size?: number;
  /** Tasks that may wait for a worker; one more is refused at once (reason "busy"). */
  maxQueue: number;
  /** Time a task may run once a worker has it; then the worker is terminated (reason "timeout"). */
  timeoutMs: number;
  /** Time a task may wait in the queue before it is refused (reason "busy"). */
  queueTimeoutMs: number;
  /** V8 heap limits of each worker: a task that needs more ends its worker (reason "memory"). */
  resourceLimits: ResourceLimits;
}

export type WorkerFailure = 'busy' | 'timeout' | 'memory' | 'crashed' | 'failed';

/** Why a task did not give its result: the pool is full, it ran too long or too big, its worker died, or it threw. */
export class WorkerPoolError extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
    /** The error the task threw (reason "failed"): its name, message and code. */
    readonly task?: { name: string; message: string; code?: string },
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

interface Task {
  id: number;
  module: string;
  name: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  queuedAt: number;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

/**
 * A small pool of worker threads for CPU-bound work the event loop must never wait on (making
 * PDFs): a task names an exported function of a module, which the worker imports once and calls
 * with the (structured-cloned) arguments. Each task has a time budget once it runs (its worker is
 * terminated when it is spent, and replaced for the next task) and each worker a V8 heap limit;
 * tasks beyond the free workers wait in a bounded queue. Workers do not keep the process alive.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private readonly size: number;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
  }

  /** Runs `name(...args)` from `module` (a file URL) in a worker; a Uint8Array result comes back as a Buffer. */
  run<T>(module: URL, name: string, args: unknown[]): Promise<T> {
    if (this.closed)
      return Promise.reject(new WorkerPoolError('busy', `The ${this.options.name} workers are shutting down.`));
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new WorkerPoolError('busy', `Too many ${this.options.name} tasks are waiting.`));
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        module: module.href,
        name,
        args,
        resolve: resolve as (value: unknown) => void,
        reject,
        queuedAt: Date.now(),
      });
      this.dispatch();
    });
  }

  /** Tasks running and waiting (for tests and metrics). */
  get load(): { running: number; waiting: number; workers: number } {
    return { running: this.slots.filter((s) => s.task).length, waiting: this.queue.length, workers: this.slots.length };
  }

  /** Terminates every worker; running and waiting tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0))
      task.reject(new WorkerPoolError('busy', `The ${this.options.name} workers are shutting down.`));
    await Promise.all(
      this.slots
        .splice(0)
        .map((slot) =>
          this.retire(slot, new WorkerPoolError('busy', `The ${this.options.name} workers are shutting down.`)),
        ),
    );
  }

  private dispatch(): void {
    while (this.queue.length) {
      const task = this.queue[0];
      if (Date.now() - task.queuedAt > this.options.queueTimeoutMs) {
        this.queue.shift();
        task.reject(new WorkerPoolError('busy', `The ${this.options.name} workers were busy for too long.`));
        continue;
      }
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      this.queue.shift();
      this.start(slot, task);
    }
  }

  private spawn(): Slot {
    // Node's own flags as the process has them (e.g. --experimental-vm-modules under Jest), but not
    // --input-type, which a worker started from a file refuses.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    const worker = new Worker(TASK_WORKER, { resourceLimits: this.options.resourceLimits, env: {}, execArgv });
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on(
      'message',
      (message: {
        id: number;
        ok: boolean;
        bytes?: Uint8Array;
        value?: unknown;
        error?: { name: string; message: string; code?: string };
      }) => {
        const task = slot.task;
        if (!task || task.id !== message.id) return;
        this.finish(slot);
        if (message.ok)
          task.resolve(
            message.bytes
              ? Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength)
              : message.value,
          );
        else
          task.reject(
            new WorkerPoolError(
              'failed',
              `A ${this.options.name} task failed: ${message.error?.message}`,
              message.error,
            ),
          );
        this.dispatch();
      },
    );
    const died = (error?: Error & { code?: string }) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return; // already retired
      this.slots.splice(index, 1);
      clearTimeout(slot.timer);
      const task = slot.task;
      slot.task = null;
      if (task) {
        const memory = error?.code === 'ERR_WORKER_OUT_OF_MEMORY';
        task.reject(
          new WorkerPoolError(
            memory ? 'memory' : 'crashed',
            memory
              ? `A ${this.options.name} task needed more memory than it may use.`
              : `A ${this.options.name} worker stopped: ${error?.message ?? 'exited'}`,
          ),
        );
      }
      this.dispatch();
    };
    worker.on('error', died);
    worker.on('exit', () => died());
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref(); // a running task keeps the process alive until it is done
    slot.timer = setTimeout(() => {
      void this.retire(
        slot,
        new WorkerPoolError('timeout', `A ${this.options.name} task ran longer than ${this.options.timeoutMs} ms.`),
      ).then(() => this.dispatch());
    }, this.options.timeoutMs);
    slot.worker.postMessage({ id: task.id, module: task.module, name: task.name, args: task.args });
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.task = null;
    slot.worker.unref();
  }

  /** Takes the slot out, refuses its task with `error` and terminates its worker. */
  private async retire(slot: Slot, error: WorkerPoolError): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = null;
    task?.reject(error);
    await slot.worker.terminate();
  }
}
