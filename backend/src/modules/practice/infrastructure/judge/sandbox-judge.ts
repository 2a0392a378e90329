import type { OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { Judge, type JudgeRequest, type JudgeResult, type TestOutcome, type Verdict } from '../../domain/judge.js';

type Family = 'js' | 'python';
const WORKERS: Record<Family, URL> = {
  js: new URL('./workers/quickjs-worker.mjs', import.meta.url),
  python: new URL('./workers/pyodide-worker.mjs', import.meta.url),
};
/** After the deadline, the worker has this long to report a Time Limit Exceeded itself before it is terminated. */
const GRACE_MS = 1_000;
/** How often the memory of a Python worker is looked at (WASM memory counts as the worker's external memory). */
const MEMORY_POLL_MS = 25;
const FUNCTION_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** Python only: the interrupt flag Pyodide polls (2 = SIGINT). */
  interrupt?: Int32Array;
  /** External memory when ready (the interpreter itself), to measure the submission's use. */
  baseline?: number;
  dead: boolean;
  /** Submissions this worker has judged (a JavaScript worker is retired after RETIRE_AFTER). */
  uses: number;
}

/**
 * A JavaScript worker judges many submissions, each in a fresh QuickJS runtime, but QuickJS does
 * not give back all it held when a runtime ran out of memory (about 34 MB kept per memory bomb,
 * 2 GB after 60 of them): after a Memory Limit Exceeded the worker is replaced, and any worker
 * after this many submissions, so what leaks goes with it.
 */
const RETIRE_AFTER = 500;

interface Task {
  request: JudgeRequest;
  resolve: (result: JudgeResult) => void;
}

/**
 * Runs untrusted code in worker threads: JavaScript and TypeScript in QuickJS (a fresh runtime
 * per submission in long-lived workers), Python in Pyodide (one submission per worker, spares
 * loaded ahead). The pool judges `concurrency` submissions at once; a worker that exceeds the
 * deadline (plus a grace) or, for Python, the memory limit is terminated and replaced, and the
 * submission gets its verdict from what it reported until then.
 */
export class SandboxJudge extends Judge implements OnApplicationShutdown {
  private readonly idle: Record<Family, Slot[]> = { js: [], python: [] };
  private readonly queue: Task[] = [];
  /** Every live worker, idle, busy or loading: close() stops them all. */
  private readonly live = new Set<Worker>();
  /** Workers being stopped: a new one starts only once they are gone (their memory with them). */
  private readonly retiring = new Set<Promise<unknown>>();
  private running = 0;
  private closed = false;
  readonly concurrency: number;

  constructor(options: { concurrency: number }) {
    super();
    this.concurrency = Math.max(1, options.concurrency);
  }

  private spawn(family: Family): Slot {
    if (this.closed) throw new Error('the judge is closed');
    const interrupt = family === 'python' ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
    const worker = new Worker(WORKERS[family], {
      workerData: interrupt ? { interrupt: interrupt.buffer } : {},
      // The worker's own JavaScript heap (WASM memory is watched separately).
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    this.live.add(worker);
    worker.once('exit', () => this.live.delete(worker));
    const slot: Slot = { worker, interrupt, dead: false, ready: Promise.resolve(), uses: 0 };
    slot.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { type?: string }) => {
        if (message.type !== 'ready') return;
        worker.off('message', onMessage);
        void worker.getHeapStatistics().then(
          (s) => {
            slot.baseline = s.external_memory;
            resolve();
          },
          () => resolve(),
        );
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', () => {
        slot.dead = true;
        reject(new Error('the judge worker stopped before it was ready'));
      });
    });
    slot.ready.catch(() => undefined);
    return slot;
  }

  /** A ready worker of the family: an idle one, else a new one; Python always keeps one spare loading. */
  private async take(family: Family): Promise<Slot> {
    if (this.retiring.size > 0) await Promise.all(this.retiring);
    let slot = this.idle[family].shift();
    while (slot?.dead) slot = this.idle[family].shift();
    slot ??= this.spawn(family);
    if (family === 'python' && !this.closed && this.idle.python.length === 0) this.idle.python.push(this.spawn('python'));
    await slot.ready;
    return slot;
  }

  /** Starts workers ahead of the first submission (the first Python load takes a second or two). */
  async warm(families: Family[] = ['js', 'python']): Promise<void> {
    await Promise.all(
      families.map(async (family) => {
        if (this.idle[family].length === 0) this.idle[family].push(this.spawn(family));
        await this.idle[family][0].ready;
      }),
    );
  }

  judge(request: JudgeRequest): Promise<JudgeResult> {
    if (!FUNCTION_NAME.test(request.functionName)) return Promise.reject(new Error(`bad function name ${request.functionName}`));
    if (Buffer.byteLength(request.code, 'utf8') > request.limits.codeBytes) {
      return Promise.resolve({ verdict: 'Compilation Error', tests: [], totalTimeMs: 0, error: { message: `The code is larger than ${request.limits.codeBytes} bytes.` } });
    }
    return new Promise<JudgeResult>((resolve) => {
      this.queue.push({ request, resolve });
      this.next();
    });
  }

  private next(): void {
    while (!this.closed && this.running < this.concurrency && this.queue.length > 0) {
      const task = this.queue.shift()!;
      this.running += 1;
      void this.run(task.request)
        .then(task.resolve, (error: unknown) =>
          task.resolve({ verdict: 'Runtime Error', tests: [], totalTimeMs: 0, error: { message: `The judge failed: ${error instanceof Error ? error.message : String(error)}` } }),
        )
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }

  private async run(request: JudgeRequest): Promise<JudgeResult> {
    const family: Family = request.language === 'python' ? 'python' : 'js';
    const slot = await this.take(family);
    const tests: TestOutcome[] = [];
    const started = performance.now();
    return new Promise<JudgeResult>((resolve) => {
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (result: JudgeResult, keepWorker: boolean) => {
        if (settled) return;
        settled = true;
        for (const timer of timers) clearTimeout(timer), clearInterval(timer);
        slot.worker.off('message', onMessage);
        slot.worker.off('exit', onExit);
        slot.uses += 1;
        if (keepWorker && family === 'js' && !this.closed && result.verdict !== 'Memory Limit Exceeded' && slot.uses < RETIRE_AFTER) this.idle.js.push(slot);
        else {
          slot.dead = true;
          const stopped = slot.worker.terminate().catch(() => undefined);
          this.retiring.add(stopped);
          void stopped.finally(() => this.retiring.delete(stopped));
        }
        resolve(result);
      };
      const killed = (verdict: Verdict, message: string) =>
        finish({ verdict, tests: [...tests, ...(tests.length < request.tests.length ? [{ name: request.tests[tests.length].name, passed: false, timeMs: 0, stdout: '', error: { message } }] : [])], error: { message }, totalTimeMs: Math.round(performance.now() - started) }, false);
      const onMessage = (message: { type: string; outcome?: TestOutcome; verdict?: Verdict; error?: { message: string; line?: number }; totalTimeMs?: number }) => {
        if (message.type === 'test' && message.outcome) tests.push(message.outcome);
        if (message.type === 'done') {
          finish({ verdict: message.verdict!, tests, ...(message.error ? { error: message.error } : {}), totalTimeMs: message.totalTimeMs ?? 0 }, true);
        }
      };
      const onExit = () => killed('Runtime Error', 'The sandbox stopped (the code exhausted its resources).');
      slot.worker.on('message', onMessage);
      slot.worker.once('exit', onExit);

      // The deadline: Python is interrupted (KeyboardInterrupt), QuickJS interrupts itself; then the hard stop.
      timers.push(setTimeout(() => slot.interrupt && Atomics.store(slot.interrupt, 0, 2), request.limits.timeMs));
      timers.push(setTimeout(() => killed('Time Limit Exceeded', `Over the time limit of ${request.limits.timeMs} ms.`), request.limits.timeMs + GRACE_MS));
      if (family === 'python') {
        const limit = request.limits.memoryMb * 1024 * 1024;
        timers.push(
          setInterval(() => {
            void slot.worker.getHeapStatistics().then(
              (s) => s.external_memory - (slot.baseline ?? 0) > limit && killed('Memory Limit Exceeded', `Over the memory limit of ${request.limits.memoryMb} MB.`),
              () => undefined,
            );
          }, MEMORY_POLL_MS),
        );
      }
      slot.worker.postMessage({ id: 1, request });
    });
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** Stops every worker (a submission in hand is answered with a Runtime Error). */
  async close(): Promise<void> {
    this.closed = true;
    this.idle.js = [];
    this.idle.python = [];
    for (const task of this.queue.splice(0)) task.resolve({ verdict: 'Runtime Error', tests: [], totalTimeMs: 0, error: { message: 'The judge is shutting down.' } });
    await Promise.all([...this.live].map((worker) => worker.terminate().catch(() => undefined)));
  }
}
