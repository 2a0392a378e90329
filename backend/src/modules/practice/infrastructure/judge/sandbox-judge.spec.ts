import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeRequest } from '../../domain/judge.js';
import type { Language } from '../../domain/problem.js';
import { SandboxJudge } from './sandbox-judge.js';

/** Real programs in real sandboxes: every verdict in each language, hostile code, and a healthy judge after it. */
describe('the sandbox judge', () => {
  const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap' });
  const tests = [
    { name: 'two small numbers', args: [2, 3], expected: 5 },
    { name: 'a negative one', args: [-4, 10], expected: 6 },
    { name: 'zeros', args: [0, 0], expected: 0 },
  ];
  const request = (language: Language, code: string, more: Partial<JudgeRequest> = {}): JudgeRequest => ({
    language,
    code,
    functionName: language === 'python' ? 'add_numbers' : 'addNumbers',
    tests,
    comparator: { kind: 'exact' },
    limits: { timeMs: 5_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 64 * 1024 },
    stopOnFailure: true,
    ...more,
  });
  const solutions: Record<
    Exclude<Language, 'sql'>,
    {
      right: string;
      wrong: string;
      throws: string;
      syntax: string;
      loop: string;
      bomb: string;
      recursion: string;
      chatty: string;
    }
  > = {
    javascript: {
      right: 'function addNumbers(a, b) {\n  console.log("adding", a, b);\n  return a + b;\n}\n',
      wrong: 'function addNumbers(a, b) {\n  return a - b;\n}\n',
      throws: 'function addNumbers(a, b) {\n  const list = null;\n  return list.length + a + b;\n}\n',
      syntax: 'function addNumbers(a, b) {\n  return a + ;\n}\n',
      loop: 'function addNumbers(a, b) {\n  while (true) {}\n}\n',
      // Strings live in QuickJS's own heap: its 64 MB limit stops this within a few dozen rounds (typed arrays: below).
      bomb: 'function addNumbers(a, b) {\n  const all = [];\n  for (;;) all.push("x".repeat(1 << 20) + a);\n}\n',
      recursion: 'function addNumbers(a, b) {\n  return addNumbers(a + 1, b) ;\n}\n',
      chatty: 'function addNumbers(a, b) {\n  for (;;) console.log("x".repeat(1000));\n}\n',
    },
    typescript: {
      right:
        'function addNumbers(a: number, b: number): number {\n  console.log("adding", a, b);\n  return a + b;\n}\n',
      wrong: 'function addNumbers(a: number, b: number): number {\n  return a - b;\n}\n',
      throws:
        'function addNumbers(a: number, b: number): number {\n  const list: number[] | null = null;\n  return (list as unknown as number[]).length + a + b;\n}\n',
      syntax: 'function addNumbers(a: number, b: number: number {\n  return a + b;\n}\n',
      loop: 'function addNumbers(a: number, b: number): number {\n  while (true) {}\n}\n',
      bomb: 'function addNumbers(a: number, b: number): number {\n  const all: string[] = [];\n  for (;;) all.push("x".repeat(1 << 20) + a);\n}\n',
      recursion: 'function addNumbers(a: number, b: number): number {\n  return addNumbers(a + 1, b);\n}\n',
      chatty: 'function addNumbers(a: number, b: number): number {\n  for (;;) console.log("x".repeat(1000));\n}\n',
    },
    python: {
      right: 'def add_numbers(a, b):\n    print("adding", a, b)\n    return a + b\n',
      wrong: 'def add_numbers(a, b):\n    return a - b\n',
      throws: 'def add_numbers(a, b):\n    items = []\n    return items[3] + a + b\n',
      syntax: 'def add_numbers(a, b)\n    return a + b\n',
      loop: 'def add_numbers(a, b):\n    while True:\n        pass\n',
      bomb: 'def add_numbers(a, b):\n    blocks = []\n    while True:\n        blocks.append(bytearray(10**6))\n',
      recursion: 'def add_numbers(a, b):\n    return add_numbers(a + 1, b)\n',
      chatty: 'def add_numbers(a, b):\n    while True:\n        print("x" * 1000)\n',
    },
  };

  beforeAll(() => judge.warm(), 60_000);
  afterAll(() => judge.close());

  describe.each(['javascript', 'typescript', 'python'] as const)('%s', (language) => {
    const code = solutions[language];

    it("accepts a right answer, with each test's time and printed output", async () => {
      const result = await judge.judge(request(language, code.right));
      expect(result.verdict).toBe('Accepted');
      expect(result.tests).toHaveLength(3);
      expect(result.tests[0]).toMatchObject({ name: 'two small numbers', passed: true, actual: 5 });
      expect(result.tests[0].stdout).toBe('adding 2 3\n');
      expect(result.tests.every((t) => t.timeMs >= 0)).toBe(true);
    });

    it('gives Wrong Answer with the actual value; Run judges every test, Submit stops at the first failure', async () => {
      const submit = await judge.judge(request(language, code.wrong));
      expect(submit.verdict).toBe('Wrong Answer');
      expect(submit.tests).toHaveLength(1);
      expect(submit.tests[0]).toMatchObject({ passed: false, actual: -1 });
      const run = await judge.judge(request(language, code.wrong, { stopOnFailure: false }));
      expect(run.tests.map((t) => t.passed)).toEqual([false, false, true]);
    });

    it("gives Runtime Error with the message and the line in the learner's code", async () => {
      const result = await judge.judge(request(language, code.throws));
      expect(result.verdict).toBe('Runtime Error');
      expect(result.tests[0].error?.message).toMatch(language === 'python' ? /IndexError/ : /TypeError/);
      expect(result.tests[0].error?.line).toBe(3);
    });

    it('gives Compilation Error with the line', async () => {
      const result = await judge.judge(request(language, code.syntax));
      expect(result.verdict).toBe('Compilation Error');
      expect(result.error?.line).toBe(language === 'python' ? 1 : language === 'typescript' ? 1 : 2);
    });

    it('stops an endless loop with Time Limit Exceeded', async () => {
      const result = await judge.judge(
        request(language, code.loop, { limits: { timeMs: 300, memoryMb: 64, outputBytes: 10_000, codeBytes: 65536 } }),
      );
      expect(result.verdict).toBe('Time Limit Exceeded');
    });

    it('stops a memory bomb with Memory Limit Exceeded', async () => {
      // A time limit far beyond what filling 64 MB takes on any host: the memory limit must be what stops it.
      const result = await judge.judge(
        request(language, code.bomb, {
          limits: { timeMs: 30_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 65536 },
        }),
      );
      expect(result.verdict).toBe('Memory Limit Exceeded');
    }, 60_000);

    it('turns endless recursion into a Runtime Error', async () => {
      const result = await judge.judge(request(language, code.recursion));
      expect(result.verdict).toBe('Runtime Error');
      expect(result.tests[0].error?.message ?? result.error?.message).toMatch(/recursion|stack/i);
    });

    it('stops endless printing with Output Limit Exceeded', async () => {
      const result = await judge.judge(request(language, code.chatty));
      expect(result.verdict).toBe('Output Limit Exceeded');
    });

    it('still judges a normal submission right after all of that', async () => {
      expect((await judge.judge(request(language, code.right))).verdict).toBe('Accepted');
    });
  });

  it('lets no JavaScript reach the host: process, require, import(), fetch, the file system', async () => {
    const attempts = [
      'function addNumbers(a, b) { return process.exit(1); }',
      'function addNumbers(a, b) { return require("fs").readFileSync("/etc/passwd", "utf8"); }',
      'function addNumbers(a, b) { return fetch("http://127.0.0.1:1/"); }',
      'function addNumbers(a, b) { return globalThis.constructor.constructor("return process")().pid; }',
      'import fs from "fs";\nfunction addNumbers(a, b) { return 1; }',
      'function addNumbers(a, b) { return import("node:fs"); }',
    ];
    for (const code of attempts) {
      const result = await judge.judge(request('javascript', code));
      expect(['Runtime Error', 'Compilation Error', 'Wrong Answer']).toContain(result.verdict);
      expect(result.verdict).not.toBe('Accepted');
    }
    expect((await judge.judge(request('javascript', solutions.javascript.right))).verdict).toBe('Accepted');
  });

  it('lets no Python reach the host: js, pyodide, os.system, subprocess, sockets, the real file system', async () => {
    const marker = join(tmpdir(), `devpath-sandbox-escape-${process.pid}-${Date.now()}`);
    const attempts = [
      'import js\ndef add_numbers(a, b):\n    return js.process.pid\n',
      'import pyodide\ndef add_numbers(a, b):\n    return 1\n',
      'def add_numbers(a, b):\n    import pyodide_js\n    return 1\n',
      'import subprocess\ndef add_numbers(a, b):\n    return subprocess.run(["id"]).returncode\n',
      'import socket\ndef add_numbers(a, b):\n    return socket.create_connection(("127.0.0.1", 5432))\n',
      'def add_numbers(a, b):\n    import os\n    return os.system("id")\n',
      'def add_numbers(a, b):\n    return open("/etc/passwd").read()\n',
      'import sys\ndef add_numbers(a, b):\n    return sys.modules["js"].process.pid\n',
      `import os\ndef add_numbers(a, b):\n    return os.system("touch ${marker}")\n`,
      `import os\ndef add_numbers(a, b):\n    return os.popen("touch ${marker}").read()\n`,
      `import posix\ndef add_numbers(a, b):\n    return posix.system("touch ${marker}")\n`,
    ];
    for (const code of attempts) {
      const result = await judge.judge(request('python', code));
      expect(result.verdict).not.toBe('Accepted');
      expect(JSON.stringify(result)).not.toMatch(/root:x:0:0/);
    }
    // Emscripten's system() would spawn a real shell through Node: no command ever ran.
    expect(existsSync(marker)).toBe(false);
    expect((await judge.judge(request('python', solutions.python.right))).verdict).toBe('Accepted');
  }, 120_000);
  it('gives each Python submission random numbers of its own, although every sandbox starts from the same memory snapshot', async () => {
    const code = 'import random\ndef add_numbers(a, b):\n    print(random.getrandbits(64))\n    return a + b\n';
    const [first, second] = [await judge.judge(request('python', code)), await judge.judge(request('python', code))];
    expect([first.verdict, second.verdict]).toEqual(['Accepted', 'Accepted']);
    expect(first.tests[0].stdout).toMatch(/^\d+\n$/);
    expect(first.tests[0].stdout).not.toBe(second.tests[0].stdout);
  }, 60_000);
  it("bounds a typed-array memory bomb (it escapes QuickJS's own limit) by the worker's WebAssembly memory, not the host's", async () => {
    const before = process.memoryUsage().rss;
    const result = await judge.judge(
      request(
        'javascript',
        'function addNumbers(a, b) {\n  const all = [];\n  for (;;) all.push(new Uint8Array(1 << 24));\n}\n',
      ),
    );
    expect(result.verdict).toBe('Memory Limit Exceeded');
    // Without the maximum the worker's memory grew to 2 GB; with it, 320 MiB at most.
    expect(process.memoryUsage().rss - before).toBeLessThan(1024 * 1024 * 1024);
    expect((await judge.judge(request('javascript', solutions.javascript.right))).verdict).toBe('Accepted');
  }, 60_000);

  it("never reuses a learner's JavaScript sandbox (SQL's: sql-judge.spec); a judge for trusted code (content checks) reuses one only after a normal end", async () => {
    const idle = (j: SandboxJudge) => (j as unknown as { idle: Record<string, unknown[]> }).idle;
    expect((await judge.judge(request('javascript', solutions.javascript.right))).verdict).toBe('Accepted');
    expect(idle(judge).js).toHaveLength(0);
    const trusted = new SandboxJudge({ concurrency: 1, isolation: 'bwrap', reuseForTrustedCode: true });
    try {
      for (const code of [solutions.javascript.right, solutions.javascript.wrong, solutions.javascript.right]) {
        const result = await trusted.judge(request('javascript', code, { stopOnFailure: false }));
        expect(result.verdict).toBe(code === solutions.javascript.wrong ? 'Wrong Answer' : 'Accepted');
        expect(idle(trusted).js).toHaveLength(1);
      }
      // A submission that ends early (a compilation error) or is killed leaves no sandbox to reuse.
      expect((await trusted.judge(request('javascript', solutions.javascript.syntax))).verdict).toBe(
        'Compilation Error',
      );
      expect(idle(trusted).js).toHaveLength(0);
    } finally {
      await trusted.close();
    }
  }, 60_000);
});
