import type { OnApplicationShutdown } from '@nestjs/common';
import type { ChildProcess } from 'node:child_process';
import { Judge, type JudgeRequest, type JudgeResult, type TestOutcome, type Verdict } from '../../domain/judge.js';
import type { Json } from '../../domain/problem.js';
import { sameValue } from './compare.js';
import {
  buildCompileCache,
  builtCompileCache,
  startSandbox,
  type Family,
  type Isolation,
} from './sandbox/sandbox-process.js';

/** QuickJS interrupts itself at the deadline; its process has this long to say so before it is killed. */
const GRACE_MS = 1_000;
/** SQL: the time a test's rows may take to insert (up to 1,000 rows a table) on a busy machine. */
const SQL_ROWS_MS_PER_TEST = 500;
const FUNCTION_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
/** What the judge reads of a sandbox's stdout in all (every message is capped inside): more ends it. */
const MAX_PROTOCOL_BYTES = 64 * 1024 * 1024;
/** A returned value may be this many times the expected value's JSON (other spacing, a wrong answer's size), and at least 64 KB. */
const VALUE_ALLOWANCE = 4;
const MIN_VALUE_BYTES = 64 * 1024;
/**
 * SQL sandboxes judge submission after submission (see SandboxJudge): at most this many each, and
 * a reset (a fresh session and fresh tables) must answer within SQL_RESET_MS.
 */
const SQL_REUSES = 50;
const SQL_RESET_MS = 5_000;
/** A sandbox that has not said `ready` by then (Pyodide loads in ~3 s) is killed and replaced. */
const START_TIMEOUT_MS = 60_000;
/** The one message a learner sees for anything that went wrong in the judge rather than in their code. */
const JUDGE_FAILED = 'The judge could not run this code.';

type Message =
  | { t: 'ready' }
  | { t: 'loaded' }
  | { t: 'end'; verdict: Verdict; error?: { message: string; line?: number } }
  | {
      t: 'result';
      ok: boolean;
      timeMs: number;
      stdout: string;
      outputExceeded?: boolean;
      json?: string;
      truncated?: boolean;
      undefined?: boolean;
      verdict?: Verdict;
      error?: { message: string; line?: number };
      harness?: boolean;
    }
  | { t: 'reset'; ok: boolean }
  | { t: 'exit'; code: number | null; signal: NodeJS.Signals | null };

const VERDICT_NAMES = new Set<string>([
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
]);

/** One sandbox process and the messages it sent, read one at a time. */
class Sandbox {
  readonly ready: Promise<void>;
  private readonly inbox: Message[] = [];
  private waiting: ((message: Message) => void) | undefined;
  private buffered = '';
  private received = 0;
  private stderrTail = '';
  /** The process has ended. */
  exited = false;
  /** Submissions it has judged. */
  uses = 0;
  /** Its output is read to the end too. */
  private closed = false;

  constructor(private readonly child: ChildProcess) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => this.read(chunk));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (this.stderrTail = (this.stderrTail + chunk).slice(-4096)));
    child.stdin!.on('error', () => undefined); // a sandbox that died: its exit says why
    child.once('error', () => {
      this.exited = this.closed = true;
      this.push({ t: 'exit', code: null, signal: null });
    });
    child.once('exit', () => (this.exited = true));
    // 'close', not 'exit': the last messages it wrote before exiting are read first.
    child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      this.closed = true;
      this.push({ t: 'exit', code, signal });
    });
    const startTimer = setTimeout(() => this.kill(), START_TIMEOUT_MS);
    startTimer.unref();
    this.ready = this.next().then((message) => {
      clearTimeout(startTimer);
      if (message.t !== 'ready')
        throw new Error(
          `the sandbox did not start (${message.t === 'exit' ? `exit ${message.code ?? message.signal}: ${this.stderrTail.trim().slice(-300)}` : message.t})`,
        );
    });
    this.ready.catch(() => this.kill());
  }

  /** The end of what it wrote to stderr (never shown to learners). */
  get stderr(): string {
    return this.stderrTail;
  }

  private read(chunk: string): void {
    this.received += chunk.length;
    if (this.received > MAX_PROTOCOL_BYTES) {
      this.kill();
      return;
    }
    this.buffered += chunk;
    for (let newline = this.buffered.indexOf('\n'); newline >= 0; newline = this.buffered.indexOf('\n')) {
      const line = this.buffered.slice(0, newline);
      this.buffered = this.buffered.slice(newline + 1);
      let message: Message;
      try {
        message = JSON.parse(line) as Message;
      } catch {
        message = { t: 'exit', code: null, signal: null };
        this.kill();
      }
      this.push(message);
    }
  }

  private push(message: Message): void {
    const waiter = this.waiting;
    if (waiter) {
      this.waiting = undefined;
      waiter(message);
    } else this.inbox.push(message);
  }

  next(): Promise<Message> {
    const message = this.inbox.shift();
    if (message) return Promise.resolve(message);
    if (this.closed) return Promise.resolve({ t: 'exit', code: this.child.exitCode, signal: this.child.signalCode });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  send(message: unknown): void {
    if (!this.exited) this.child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

interface Task {
  request: JudgeRequest;
  resolve: (result: JudgeResult) => void;
}

/**
 * Judges untrusted code in sandbox processes: JavaScript and TypeScript in QuickJS, Python in
 * Pyodide, each process started ahead of need (a warm pool of unused ones) and killed after its
 * one submission, so no learner's program runs where another's ran. SQL runs in PGlite, whose
 * start costs ~0.85 s of CPU: a SQL sandbox judges up to SQL_REUSES submissions, one at a time, as a
 * database server does. Between two, the judge has it reset (see the runner): a new session
 * (`DISCARD ALL`: settings, locks, prepared statements, temporary objects), the problem's tables
 * dropped; the learner's query could not write anyway (a READ ONLY transaction as a role that may
 * only SELECT, rolled back). A SQL sandbox that was killed, ran over its memory, answered the reset
 * wrongly or late, or holds too much memory is never reused.
 * The process holds no secret, no database connection and none of the project's files (see
 * sandbox/sandbox-process.ts for its walls); the judge sends it the code and each test's
 * arguments, reads back each returned value, and compares it with the expected value itself: the
 * expected values never enter the sandbox. `concurrency` submissions run at once.
 */
export class SandboxJudge extends Judge implements OnApplicationShutdown {
  private readonly spares: Record<Family, Sandbox[]> = { js: [], python: [], sql: [] };
  private readonly live = new Set<Sandbox>();
  private readonly queue: Task[] = [];
  private running = 0;
  private closed = false;
  readonly concurrency: number;
  readonly isolation: Isolation;
  /** Unused processes kept ready per family (Python's take a few seconds to start). */
  private readonly spareCount: Record<Family, number>;

  constructor(
    private readonly options: {
      concurrency: number;
      isolation: Isolation;
      spares?: Partial<Record<Family, number>>;
      compileCache?: boolean;
      /**
       * Trusted code only (the content checks of our own references, starters and wrong
       * solutions): a sandbox that finished a submission normally judges the next one of its
       * family, instead of a fresh process each time. Never for learners' code.
       */
      reuseForTrustedCode?: boolean;
    },
  ) {
    super();
    this.concurrency = Math.max(1, options.concurrency);
    this.isolation = options.isolation;
    this.spareCount = {
      js: options.spares?.js ?? this.concurrency,
      python: options.spares?.python ?? Math.min(this.concurrency, 2),
      sql: options.spares?.sql ?? Math.min(this.concurrency, 2),
    };
  }

  /**
   * The engines' code cache (bubblewrap only). Found at once when it is already built (by an
   * earlier judge or start), so every sandbox gets it; else built once in the background, and
   * sandboxes started before it is ready go without.
   */
  private cacheDir: string | undefined;
  private cacheLookup: Promise<unknown> | undefined;

  /** Looks the cache up on first use; resolves when the cache is known (built, or not to be had). */
  private findCache(): Promise<unknown> | undefined {
    if (this.isolation !== 'bwrap' || this.options.compileCache === false) return undefined;
    if (!this.cacheLookup) {
      this.cacheDir = builtCompileCache();
      this.cacheLookup = this.cacheDir
        ? Promise.resolve(this.cacheDir)
        : buildCompileCache().then((dir) => (this.cacheDir = dir));
    }
    return this.cacheLookup;
  }

  /** Sandboxes that finished a submission normally, ready for the next: SQL's, and any family's for trusted code. */
  private readonly idle: Record<Family, Sandbox[]> = { js: [], python: [], sql: [] };

  /** Whether a sandbox of the family may judge more than one submission. */
  private reuses(family: Family): boolean {
    return family === 'sql' || this.options.reuseForTrustedCode === true;
  }

  private start(family: Family): Sandbox {
    void this.findCache();
    const cache = this.cacheDir ? { dir: this.cacheDir, mode: 'read' as const } : undefined;
    const args = this.reuses(family) ? [family, 'reuse'] : [family];
    const sandbox = new Sandbox(startSandbox(this.isolation, { args, cache }));
    this.live.add(sandbox);
    sandbox.ready.catch(() => undefined);
    return sandbox;
  }

  /** Keeps the family's spares topped up (each started as soon as one is taken). */
  private refill(family: Family): void {
    if (this.closed) return;
    this.spares[family] = this.spares[family].filter((s) => !s.exited);
    while (this.spares[family].length < this.spareCount[family]) this.spares[family].push(this.start(family));
  }

  /** An unused, ready sandbox of the family. */
  private async take(family: Family): Promise<Sandbox> {
    for (let reused = this.idle[family].pop(); reused; reused = this.idle[family].pop()) {
      if (reused.exited) continue;
      if (family !== 'sql' || (await this.reset(reused))) return reused;
      this.retire(reused);
    }
    for (let attempt = 0; ; attempt += 1) {
      this.refill(family);
      const sandbox = this.spares[family].shift()!;
      this.refill(family);
      if (sandbox.exited) {
        this.retire(sandbox);
        continue;
      }
      try {
        await sandbox.ready;
        return sandbox;
      } catch (error) {
        this.retire(sandbox);
        if (attempt >= 2 || this.closed) throw error;
      }
    }
  }

  /** SQL: a fresh session and no tables before the next submission; false if it could not say so in time. */
  private async reset(sandbox: Sandbox): Promise<boolean> {
    const timer = setTimeout(() => sandbox.kill(), SQL_RESET_MS);
    sandbox.send({ t: 'reset' });
    const answer = await sandbox.next();
    clearTimeout(timer);
    return answer.t === 'reset' && answer.ok === true && !sandbox.exited;
  }

  private retire(sandbox: Sandbox): void {
    sandbox.kill();
    this.live.delete(sandbox);
  }

  /** Starts the pools ahead of the first submission (with the code cache, when there is one). */
  async warm(families: Family[] = ['js', 'python', 'sql']): Promise<void> {
    await this.findCache();
    for (const family of families) this.refill(family);
    await Promise.all(
      families.map((family) => Promise.all(this.spares[family].map((s) => s.ready.catch(() => undefined)))),
    );
  }

  judge(request: JudgeRequest): Promise<JudgeResult> {
    if (!FUNCTION_NAME.test(request.functionName))
      return Promise.reject(new Error(`bad function name ${request.functionName}`));
    if (Buffer.byteLength(request.code, 'utf8') > request.limits.codeBytes) {
      return Promise.resolve({
        verdict: 'Compilation Error',
        tests: [],
        totalTimeMs: 0,
        error: { message: `The code is larger than ${request.limits.codeBytes} bytes.` },
      });
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
        .then(task.resolve, () =>
          task.resolve({ verdict: 'Runtime Error', tests: [], totalTimeMs: 0, error: { message: JUDGE_FAILED } }),
        )
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }

  private async run(request: JudgeRequest): Promise<JudgeResult> {
    const family: Family = request.language === 'python' ? 'python' : request.language === 'sql' ? 'sql' : 'js';
    const sandbox = await this.take(family);
    sandbox.uses += 1;
    const started = performance.now();
    let outcome: Verdict | undefined;
    const tests: TestOutcome[] = [];
    const elapsed = () => Math.round(performance.now() - started);
    let timedOut = false;
    let clean = false;
    // The deadline covers loading the code and every test. QuickJS stops itself at it; Python is stopped by the kill.
    const timer = setTimeout(
      () => {
        timedOut = true;
        sandbox.kill();
      },
      request.limits.timeMs +
        (family === 'js' ? GRACE_MS : 0) +
        // SQL: inserting each test's rows is the judge's work, not the learner's: time for it on top.
        (family === 'sql' ? SQL_ROWS_MS_PER_TEST * (request.tests.length + 1) : 0),
    );
    const fixed = (verdict: Verdict): { verdict: Verdict; error: { message: string } } => ({
      verdict,
      error: {
        message:
          verdict === 'Time Limit Exceeded'
            ? `Over the time limit of ${request.limits.timeMs} ms.`
            : verdict === 'Memory Limit Exceeded'
              ? `Over the memory limit of ${request.limits.memoryMb} MB.`
              : verdict === 'Output Limit Exceeded'
                ? `Your code printed more than ${request.limits.outputBytes} bytes.`
                : 'The sandbox stopped (the code exhausted its resources).',
      },
    });
    /** Why the process stopped before it answered: the deadline, its memory, or something else. */
    const stopped = () =>
      fixed(
        timedOut
          ? 'Time Limit Exceeded'
          : /out of memory|allocation failed|heap limit|Cannot allocate/i.test(sandbox.stderr)
            ? 'Memory Limit Exceeded'
            : 'Runtime Error',
      );
    const finish = (verdict: Verdict, error?: { message: string; line?: number }): JudgeResult => {
      outcome = verdict;
      return { verdict, tests, ...(error ? { error } : {}), totalTimeMs: elapsed() };
    };
    /** The current test did not finish: it gets the failure, and so does the submission. */
    const unfinished = (index: number, failure: { verdict: Verdict; error: { message: string } }) => {
      if (index < request.tests.length)
        tests.push({ name: request.tests[index].name, passed: false, timeMs: 0, stdout: '', error: failure.error });
      return finish(failure.verdict, failure.error);
    };

    try {
      const { language, code, functionName, limits } = request;
      sandbox.send({
        t: 'load',
        language,
        code,
        functionName,
        ...(request.setup !== undefined ? { setup: request.setup } : {}),
        limits: { timeMs: limits.timeMs, memoryMb: limits.memoryMb, outputBytes: limits.outputBytes },
      });
      const loaded = await sandbox.next();
      if (loaded.t === 'exit') return finish(stopped().verdict, stopped().error);
      if (
        loaded.t === 'end' &&
        VERDICT_NAMES.has(loaded.verdict) &&
        loaded.verdict !== 'Accepted' &&
        loaded.verdict !== 'Wrong Answer'
      ) {
        return finish(loaded.verdict, safeError(loaded.error));
      }
      if (loaded.t !== 'loaded') return finish('Runtime Error', { message: JUDGE_FAILED });

      let verdict: Verdict = 'Accepted';
      let firstError: { message: string; line?: number } | undefined;
      for (const [index, test] of request.tests.entries()) {
        const maxValueBytes = Math.max(
          MIN_VALUE_BYTES,
          VALUE_ALLOWANCE * Buffer.byteLength(JSON.stringify(test.expected) ?? ''),
        );
        sandbox.send({ t: 'call', args: test.args, maxValueBytes });
        const answer = await sandbox.next();
        if (answer.t === 'exit') {
          const failure = stopped();
          if (verdict === 'Accepted' || timedOut) return unfinished(index, failure);
          return finish(verdict, firstError);
        }
        if (answer.t !== 'result' || answer.harness)
          return unfinished(index, { verdict: 'Runtime Error', error: { message: JUDGE_FAILED } });
        const stdout = typeof answer.stdout === 'string' ? answer.stdout.slice(0, limits.outputBytes) : '';
        const timeMs = typeof answer.timeMs === 'number' && Number.isFinite(answer.timeMs) ? answer.timeMs : 0;
        if (!answer.ok) {
          const failed: Verdict =
            answer.verdict && VERDICT_NAMES.has(answer.verdict) && answer.verdict !== 'Accepted'
              ? answer.verdict
              : 'Runtime Error';
          const error = safeError(answer.error) ?? { message: JUDGE_FAILED };
          tests.push({ name: test.name, passed: false, timeMs, stdout, error });
          if (verdict === 'Accepted') {
            verdict = failed;
            firstError = failed === 'Runtime Error' ? undefined : error;
          }
          if (request.stopOnFailure || failed !== 'Runtime Error') break;
          continue;
        }
        let actual: Json | undefined;
        let note: { message: string } | undefined;
        if (answer.truncated)
          note = {
            message: `The returned value is larger than ${Math.round(maxValueBytes / 1024)} KB; it was not compared.`,
          };
        else if (!answer.undefined) {
          try {
            actual = JSON.parse(String(answer.json)) as Json;
          } catch {
            return unfinished(index, { verdict: 'Runtime Error', error: { message: JUDGE_FAILED } });
          }
        }
        const passed =
          actual !== undefined && !answer.undefined && sameValue(actual, test.expected, request.comparator);
        tests.push({
          name: test.name,
          passed,
          timeMs,
          ...(answer.undefined ? { actual: null } : actual !== undefined ? { actual } : {}),
          stdout,
          ...(note ? { error: note } : {}),
        });
        if (answer.outputExceeded) {
          if (verdict === 'Accepted' || verdict === 'Wrong Answer') {
            verdict = 'Output Limit Exceeded';
            firstError = fixed('Output Limit Exceeded').error;
          }
          break;
        }
        if (!passed) {
          if (verdict === 'Accepted') verdict = 'Wrong Answer';
          if (request.stopOnFailure) break;
        }
      }
      clean = true;
      return finish(verdict, firstError);
    } finally {
      clearTimeout(timer);
      // Reused only after a normal end: every test answered, nothing killed or ended early.
      const reusable =
        this.reuses(family) &&
        clean &&
        !timedOut &&
        outcome !== 'Memory Limit Exceeded' &&
        !sandbox.exited &&
        !this.closed &&
        (family !== 'sql' || this.options.reuseForTrustedCode || sandbox.uses < SQL_REUSES) &&
        this.idle[family].length < this.concurrency;
      if (reusable) this.idle[family].push(sandbox);
      else this.retire(sandbox);
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** Stops every sandbox (a submission in hand is answered as the judge failing). */
  async close(): Promise<void> {
    this.closed = true;
    this.spares.js = [];
    this.spares.python = [];
    this.spares.sql = [];
    this.idle.js = [];
    this.idle.python = [];
    this.idle.sql = [];
    for (const task of this.queue.splice(0))
      task.resolve({
        verdict: 'Runtime Error',
        tests: [],
        totalTimeMs: 0,
        error: { message: 'The judge is shutting down.' },
      });
    for (const sandbox of this.live) sandbox.kill();
    this.live.clear();
  }
}

/** An error from the sandbox as plain data: a string message (capped) and a positive line. */
function safeError(error: unknown): { message: string; line?: number } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, line } = error as { message?: unknown; line?: unknown };
  if (typeof message !== 'string') return undefined;
  return {
    message: message.slice(0, 2_000),
    ...(typeof line === 'number' && Number.isInteger(line) && line > 0 ? { line } : {}),
  };
}
