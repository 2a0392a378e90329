import { readdirSync, readFileSync } from 'node:fs';
import { SandboxJudge } from './sandbox-judge.js';
import { buildCompileCache } from './sandbox/sandbox-process.js';

/** This process's child processes with their command lines (Linux's /proc; the judge's sandboxes are bubblewrap's, Linux only). */
function children(): { pid: number; args: string[] }[] {
  const found: { pid: number; args: string[] }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      found.push({ pid: Number(name), args: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0') });
    } catch {
      // the process ended while being read
    }
  }
  return found;
}

describe("the sandbox judge and the engines' cache", () => {
  it('gives even the first sandbox of a new judge the cache that is already built (Python starts from its memory snapshot)', async () => {
    const dir = await buildCompileCache();
    expect(dir).toEqual(expect.stringContaining('devpath-judge-cache-'));
    const before = new Set(children().map((child) => child.pid));
    const judge = new SandboxJudge({ concurrency: 1, isolation: 'bwrap' });
    try {
      const verdict = judge.judge({
        language: 'python',
        code: 'def add_numbers(a, b):\n    return a + b\n',
        functionName: 'add_numbers',
        tests: [{ name: 'two small numbers', args: [2, 3], expected: 5 }],
        comparator: { kind: 'exact' },
        limits: { timeMs: 10_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 64 * 1024 },
        stopOnFailure: true,
      });
      // Asking for a verdict started the first sandbox (and a spare behind it) at once. Only
      // processes already running bubblewrap count: a child caught between fork and exec still
      // shows its parent's command line (the Jest worker's), which mounts nothing.
      const started = children().filter(
        (child) => !before.has(child.pid) && child.args.some((arg) => arg.endsWith('/bwrap')),
      );
      expect(started.length).toBeGreaterThan(0);
      for (const { pid, args } of started) {
        const mount = args.indexOf('/sandbox/cache');
        expect({ pid, cache: args.slice(mount - 2, mount + 1) }).toEqual({
          pid,
          cache: ['--ro-bind', dir, '/sandbox/cache'],
        });
      }
      expect((await verdict).verdict).toBe('Accepted');
    } finally {
      await judge.close();
    }
  }, 120_000);
});
