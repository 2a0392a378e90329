import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WorkerPool, WorkerPoolError } from './worker-pool.js';

/** Task modules written for the test: what a worker may be asked to run, hostile ones included. */
const dir = mkdtempSync(join(tmpdir(), 'worker-pool-'));
writeFileSync(
  join(dir, 'tasks.mjs'),
  `export const add = (a, b) => a + b;
   export const bytes = (n) => Buffer.alloc(n, 7);
   export const spin = () => { for (;;); };
   export const hog = () => { const all = []; for (;;) all.push(new Array(1e6).fill(Math.random())); };
   export const fail = () => { const e = new Error('nope'); e.code = 'E_NOPE'; throw e; };
   export const env = () => Object.keys(process.env).length;`,
);
const TASKS = pathToFileURL(join(dir, 'tasks.mjs'));

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof WorkerPoolError ? e.reason : String(e)),
  );

describe('WorkerPool (issue 24)', () => {
  let pool: WorkerPool;
  afterEach(() => pool?.close());

  it('runs tasks in worker threads and moves bytes back as a Buffer; the workers see no environment', async () => {
    pool = new WorkerPool({
      name: 'test',
      size: 2,
      maxQueue: 10,
      timeoutMs: 10_000,
      queueTimeoutMs: 10_000,
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    });
    expect(await pool.run(TASKS, 'add', [2, 3])).toBe(5);
    const buffer = await pool.run<Buffer>(TASKS, 'bytes', [100_000]);
    expect(Buffer.isBuffer(buffer) && buffer.length === 100_000 && buffer.every((b) => b === 7)).toBe(true);
    expect(await pool.run(TASKS, 'env', [])).toBe(0);
    expect(await reason(pool.run(TASKS, 'fail', []))).toBe('failed');
    expect(await reason(pool.run(TASKS, 'missing', []))).toBe('failed');
  });

  it('terminates a task over its time budget, keeps the event loop free meanwhile, and serves the next task', async () => {
    pool = new WorkerPool({
      name: 'test',
      size: 1,
      maxQueue: 10,
      timeoutMs: 1_000,
      queueTimeoutMs: 10_000,
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    });
    const spinning = reason(pool.run(TASKS, 'spin', []));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const next = pool.run(TASKS, 'add', [1, 1]); // waits behind the endless one, then runs on a new worker
    expect(await spinning).toBe('timeout');
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5); // timers ran while the task spun
    expect(await next).toBe(2);
  });

  it('ends a task over its memory budget (its worker only), and refuses at once what the queue cannot hold', async () => {
    pool = new WorkerPool({
      name: 'test',
      size: 1,
      maxQueue: 1,
      timeoutMs: 30_000,
      queueTimeoutMs: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    const hog = reason(pool.run(TASKS, 'hog', []));
    const queued = pool.run(TASKS, 'add', [3, 4]);
    expect(await reason(pool.run(TASKS, 'add', [5, 6]))).toBe('busy');
    expect(await hog).toBe('memory');
    expect(await queued).toBe(7);
    expect(pool.load).toMatchObject({ running: 0, waiting: 0 });
  });
});
