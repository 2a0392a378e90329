import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JudgeRequest, JudgeResult } from '../src/modules/practice/domain/judge.js';
import type { Language } from '../src/modules/practice/domain/problem.js';
import { shownResult } from '../src/modules/practice/domain/submission.js';
import { SandboxJudge } from '../src/modules/practice/infrastructure/judge/sandbox-judge.js';
import {
  buildCompileCache,
  SANDBOX_UID,
  startSandbox,
  type Isolation,
} from '../src/modules/practice/infrastructure/judge/sandbox/sandbox-process.js';

/**
 * Learners' code is hostile: each wall of the judge's sandbox is tested on its own (the OS sandbox
 * without Node's permission model, the permission model without the OS sandbox), then every
 * escape attempt goes through the whole judge, in each language, and the next submission is
 * still judged right.
 */
const PROBE = fileURLToPath(new URL('./support/sandbox-probe.mjs', import.meta.url));
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const CANARY = `devpath-canary-${process.pid}`;
const asRoot = process.getuid?.() === 0;

interface Attempt {
  ok: boolean;
  code?: string;
  value?: unknown;
}
interface ProbeReport {
  uid: number;
  gid: number;
  env: Record<string, string>;
  hostname: Attempt;
  nice: Attempt;
  interfaces: string[];
  root: Attempt;
  id: Attempt;
  status: Attempt;
  mounts: Attempt;
  processes: Attempt;
  hostFile: Attempt;
  passwd: Attempt;
  writeSandbox: Attempt;
  cacheFiles: Attempt;
  writeCache: Attempt;
  writeTmp: Attempt;
  writeTmpHuge: Attempt;
  childProcess: Attempt;
  evalCode: Attempt;
  newFunction: Attempt;
  network: Attempt;
  worker: Attempt;
}

let listener: Server;
let port: number;
beforeAll(async () => {
  process.env.DEVPATH_ESCAPE_CANARY = CANARY; // a "secret" of the judging process: it must never show up
  listener = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  delete process.env.DEVPATH_ESCAPE_CANARY;
  await new Promise((resolve) => listener.close(resolve));
});

function probe(isolation: Isolation, permission: boolean, cacheDir?: string): Promise<ProbeReport> {
  const cache = cacheDir ? { dir: cacheDir, mode: 'read' as const } : undefined;
  const child = startSandbox(isolation, { script: PROBE, permission, args: [PROJECT, String(port)], cache });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdin!.end();
  return new Promise((resolve, reject) =>
    child.once('close', () => {
      try {
        resolve(JSON.parse(out) as ProbeReport);
      } catch {
        reject(new Error(`the probe said nothing usable: ${out.slice(0, 500)} ${err.slice(-500)}`));
      }
    }),
  );
}

describe("wall 1: the OS sandbox (bubblewrap) alone, without Node's permission model", () => {
  let view: ProbeReport;
  beforeAll(async () => {
    const cacheDir = await buildCompileCache();
    if (!cacheDir) throw new Error("the engines' cache could not be built");
    view = await probe('bwrap', false, cacheDir);
  }, 120_000);

  it('runs as an unprivileged user with no capabilities, an empty environment and no way to gain privileges', () => {
    expect({ uid: view.uid, gid: view.gid }).toEqual({ uid: SANDBOX_UID, gid: SANDBOX_UID });
    expect(view.id.value).toMatch(/^uid=65534\b/);
    // bubblewrap sets PWD to the folder it starts in; nothing else.
    expect(Object.keys(view.env).filter((name) => name !== 'PWD')).toEqual([]);
    expect(view.status.value).toEqual(
      expect.arrayContaining(['CapEff:\t0000000000000000', 'CapBnd:\t0000000000000000', 'NoNewPrivs:\t1']),
    );
  });

  it('runs at a lower CPU priority than the API (nice 10), so a busy judge does not slow the site', () => {
    expect(view.nice).toEqual({ ok: true, value: 10 });
  });

  it("sees none of the host's files: only /usr, the runtime and a private /tmp, all read-only but /tmp", () => {
    const root = view.root.value as string[];
    expect(root).toContain('sandbox');
    for (const hostDir of ['etc', 'home', 'root', 'work', 'var', 'srv']) expect(root).not.toContain(hostDir);
    expect(view.hostFile).toMatchObject({ ok: false, code: 'ENOENT' });
    expect(view.passwd).toMatchObject({ ok: false, code: 'ENOENT' });
    expect(view.writeSandbox).toMatchObject({ ok: false, code: 'EROFS' });
    // The cache every later sandbox starts from is there and cannot be changed from inside.
    expect(view.cacheFiles.value).toEqual(expect.arrayContaining(['pyodide.snapshot']));
    expect(view.writeCache).toMatchObject({ ok: false, code: 'EROFS' });
    expect(view.writeTmp.ok).toBe(true);
    expect(view.writeTmpHuge.ok).toBe(false); // the private /tmp holds 16 MB
  });

  it('sees no other process and has no network but its own loopback', () => {
    expect((view.processes.value as string[]).length).toBeLessThanOrEqual(3);
    expect(view.interfaces).toEqual(['lo']);
    expect(view.network).toMatchObject({ ok: false, code: 'ECONNREFUSED' }); // the same port answers on the host
  });

  it('cannot compile code from strings', () => {
    expect(view.evalCode).toMatchObject({ ok: false, code: 'EvalError' });
    expect(view.newFunction).toMatchObject({ ok: false, code: 'EvalError' });
  });
});

describe("wall 2: Node's permission model alone, without the OS sandbox", () => {
  let view: ProbeReport;
  beforeAll(async () => {
    view = await probe('none', true);
  }, 30_000);

  it('reads nothing but its own files, writes nothing, starts no process and no worker', () => {
    expect(view.env).toEqual({});
    if (asRoot) expect(view.uid).toBe(SANDBOX_UID);
    expect(view.hostFile).toMatchObject({ ok: false, code: 'ERR_ACCESS_DENIED' });
    expect(view.passwd).toMatchObject({ ok: false, code: 'ERR_ACCESS_DENIED' });
    expect(view.writeTmp).toMatchObject({ ok: false, code: 'ERR_ACCESS_DENIED' });
    expect(view.childProcess).toMatchObject({ ok: false, code: 'ERR_ACCESS_DENIED' });
    expect(view.worker).toMatchObject({ ok: false, code: 'ERR_ACCESS_DENIED' });
    expect(view.evalCode).toMatchObject({ ok: false, code: 'EvalError' });
  });
});

describe('wall 3: the engines, through the whole judge', () => {
  const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap', spares: { js: 1, python: 1, sql: 1 } });
  afterAll(() => judge.close());
  const marker = join(tmpdir(), `devpath-escape-${process.pid}`);
  const tests = [
    { name: 'sample', args: [2, 3], expected: 5 },
    { name: 'hidden', args: [40, 2], expected: 42 },
  ];
  const request = (language: Language, code: string, more: Partial<JudgeRequest> = {}): JudgeRequest => ({
    language,
    code,
    functionName: language === 'python' ? 'add_numbers' : 'addNumbers',
    tests,
    comparator: { kind: 'exact' },
    limits: { timeMs: 10_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 64 * 1024 },
    stopOnFailure: true,
    ...more,
  });
  const right = {
    python: 'def add_numbers(a, b):\n    return a + b\n',
    javascript: 'function addNumbers(a, b) { return a + b; }',
  };
  /** Nothing of the host in what comes back: no environment, no project file, no host user list. */
  const expectNothingLeaked = (result: JudgeResult) => {
    const text = JSON.stringify(result);
    expect(text).not.toContain(CANARY);
    expect(text).not.toMatch(/root:x:0:0|DATABASE_URL|JWT_SECRET|uid=0|"?\/work\//);
    expect(existsSync(marker)).toBe(false);
  };

  it('stops the attack that was shown: Python finds the JS bridge through gc and mounts the host', async () => {
    const code = [
      'import gc',
      'def add_numbers(a, b):',
      '    for o in gc.get_objects():',
      "        if type(o).__name__ == 'JsFinder':",
      "            pyodide_js = o.jsproxies['pyodide_js']",
      "            pyodide_js.mountNodeFS('/host', '/')",
      "            return open('/host/proc/self/environ').read()",
      "    return 'no bridge'",
    ].join('\n');
    const result = await judge.judge(request('python', code));
    expect(result.verdict).not.toBe('Accepted');
    expectNothingLeaked(result);
  }, 60_000);

  it('gives Python no JavaScript to run: a bridge object found through gc cannot compile code', async () => {
    const code = [
      'import gc',
      'def add_numbers(a, b):',
      '    out = []',
      '    for o in gc.get_objects():',
      "        if callable(o) and getattr(o, '__name__', None) in ('to_js', 'create_proxy', 'create_once_callable', 'run_js'):",
      '            try:',
      "                made = o([1]) if o.__name__ == 'to_js' else o(lambda: 1)",
      "                out.append(str(made.constructor.constructor('return process.getuid() + process.env.DEVPATH_ESCAPE_CANARY')()))",
      '            except BaseException as e:',
      '                out.append(type(e).__name__)',
      '    return out',
    ].join('\n');
    const result = await judge.judge(request('python', code, { stopOnFailure: false }));
    expect(result.verdict).toBe('Wrong Answer');
    expect(JSON.stringify(result.tests[0].actual)).not.toMatch(/65534|0devpath/);
    expectNothingLeaked(result);
  }, 60_000);

  it.each([
    ['the environment', 'import os\ndef add_numbers(a, b):\n    return str(dict(os.environ))\n'],
    [
      'host files',
      "def add_numbers(a, b):\n    out = []\n    for p in ('/etc/passwd', '/proc/self/environ', '/proc/1/environ', '/sandbox/runner.mjs'):\n        try:\n            out.append(open(p).read()[:200])\n        except BaseException as e:\n            out.append(type(e).__name__)\n    return out\n",
    ],
    ['the network', 'import _socket\ndef add_numbers(a, b):\n    return 1\n'],
    ['child processes', `import os\ndef add_numbers(a, b):\n    return os.system('touch ${marker}')\n`],
    [
      'writing outside its memory file system',
      `def add_numbers(a, b):\n    with open('${marker}', 'w') as f:\n        f.write('x')\n    return a + b + 1\n`,
    ],
  ])(
    'Python: %s stay out of reach',
    async (_what, code) => {
      const result = await judge.judge(request('python', code));
      expect(result.verdict).not.toBe('Accepted');
      expectNothingLeaked(result);
    },
    60_000,
  );

  it.each([
    ['the process', 'function addNumbers(a, b) { return typeof process + typeof require + typeof globalThis.Deno; }'],
    [
      "code from strings, the host's Function",
      'function addNumbers(a, b) { return (function(){}).constructor("return typeof process")(); }',
    ],
    ['import()', 'function addNumbers(a, b) { return import("node:fs"); }'],
    ['the network', 'function addNumbers(a, b) { return typeof fetch + typeof WebSocket + typeof XMLHttpRequest; }'],
  ])(
    'JavaScript: %s stays out of reach',
    async (_what, code) => {
      const result = await judge.judge(request('javascript', code));
      expect(result.verdict).not.toBe('Accepted');
      expectNothingLeaked(result);
    },
    60_000,
  );

  /** SQL: one table `t (x int)` holding 1; the query must return it. */
  const sqlRequest = (code: string): JudgeRequest =>
    request('sql', code, {
      functionName: 'query',
      setup: 'CREATE TABLE t (x integer)',
      tests: [{ name: 'sample', args: [{ t: [{ x: 1 }] }], expected: { columns: ['x'], rows: [[1]] } }],
      comparator: { kind: 'rows', ordered: false },
    });

  it.each([
    ['host files', "SELECT pg_read_file('/etc/passwd') AS x"],
    ['host files as bytes', "SELECT pg_read_binary_file('/proc/self/environ') AS x"],
    ['large objects from files', "SELECT lo_import('/etc/passwd') AS x"],
    ['directory listings', "SELECT pg_ls_dir('/') AS x"],
    ['the server settings', "SELECT current_setting('data_directory') AS x"],
    ['programs', `COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`],
    ['the network', "SELECT x FROM dblink('host=127.0.0.1 port=5432 user=postgres', 'select 1') AS d(x int)"],
    ['writes', 'WITH gone AS (DELETE FROM t RETURNING x) SELECT x FROM gone'],
    ['other roles', "SELECT set_config('role', 'postgres', true) AS r, pg_read_file('/etc/passwd') AS x"],
  ])(
    'SQL: %s stay out of reach',
    async (_what, code) => {
      const result = await judge.judge(sqlRequest(code));
      expect(result.verdict).not.toMatch(/Accepted|Wrong Answer/);
      expectNothingLeaked(result);
    },
    60_000,
  );

  it('SQL: a setting planted by one query is gone for the next (rolled back, and a fresh session)', async () => {
    const planted = await judge.judge(sqlRequest("SELECT set_config('devpath.planted', '7', false)::int AS x"));
    expect(planted.verdict).toBe('Wrong Answer');
    // A reused SQL sandbox keeps the setting's name (PostgreSQL does, within a server process) but
    // not its value: empty, as in any session that never set it.
    const next = await judge.judge(
      sqlRequest("SELECT coalesce(nullif(current_setting('devpath.planted', true), ''), '1')::int AS x FROM t"),
    );
    expect(next.verdict).toBe('Accepted');
  }, 60_000);

  it('leaves nothing behind for the next submission: each one runs in a fresh process', async () => {
    const planted = await judge.judge(
      request(
        'python',
        "import builtins, json\nbuiltins.planted = 'from the last learner'\njson.dumps = lambda *a, **k: '999'\ndef add_numbers(a, b):\n    return a + b\n",
      ),
    );
    expect(planted.verdict).toBe('Accepted'); // the judge's own JSON was taken before the learner's code ran
    const next = await judge.judge(
      request('python', "import builtins\ndef add_numbers(a, b):\n    return getattr(builtins, 'planted', a + b)\n"),
    );
    expect(next.verdict).toBe('Accepted');
    await judge.judge(
      request(
        'javascript',
        'globalThis.planted = 1; Object.prototype.planted = 2; function addNumbers(a, b) { return a + b; }',
      ),
    );
    const js = await judge.judge(
      request(
        'javascript',
        'function addNumbers(a, b) { return a + b + (globalThis.planted ?? 0) + ({}.planted ?? 0); }',
      ),
    );
    expect(js.verdict).toBe('Accepted');
  }, 60_000);

  it('lets no hidden test out through an error: an exception whose __str__ raises, a replaced JSON', async () => {
    const secret = 'HIDDEN-INPUT-7d1c';
    const hidden = [
      { name: 'sample', args: [1, 1], expected: 2 },
      { name: 'hidden', args: [secret, 1], expected: 0 },
    ];
    const raising =
      'class Sneaky(Exception):\n    def __str__(self):\n        raise ValueError(repr(self.args))\n\ndef add_numbers(a, b):\n    if isinstance(a, str):\n        raise Sneaky(a)\n    return a + b\n';
    const python = await judge.judge(request('python', raising, { tests: hidden }));
    expect(python.verdict).toBe('Runtime Error');
    expect(JSON.stringify(shownResult(python, hidden, 1))).not.toContain(secret);
    const nameRaising =
      "class Meta(type):\n    @property\n    def __name__(cls):\n        raise ValueError('x')\nclass Sneaky(Exception, metaclass=Meta):\n    pass\ndef add_numbers(a, b):\n    if isinstance(a, str):\n        raise Sneaky(a)\n    return a + b\n";
    const named = await judge.judge(request('python', nameRaising, { tests: hidden }));
    expect(named.verdict).toBe('Runtime Error');
    expect(JSON.stringify(shownResult(named, hidden, 1))).not.toContain(secret);
    const replacedJson =
      'JSON.stringify = () => { throw new Error("nope") }; JSON.parse = () => [0, 0];\nfunction addNumbers(a, b) { return a + b; }';
    const js = await judge.judge(request('javascript', replacedJson));
    expect(js.verdict).toBe('Accepted');
    expect(JSON.stringify(js)).not.toMatch(/Assertion|assert/i);
    expect((await judge.judge(request('python', right.python))).verdict).toBe('Accepted');
  }, 60_000);

  it.each(['python', 'javascript'] as const)(
    '%s: a 20 MB return value is cut inside the sandbox, never carried back',
    async (language) => {
      const code =
        language === 'python'
          ? "def add_numbers(a, b):\n    return 'x' * (20 * 1024 * 1024)\n"
          : 'function addNumbers(a, b) { return "x".repeat(20 * 1024 * 1024); }';
      const result = await judge.judge(
        request(language, code, { limits: { timeMs: 10_000, memoryMb: 256, outputBytes: 10_000, codeBytes: 65536 } }),
      );
      expect(result.verdict).toBe('Wrong Answer');
      expect(result.tests[0].error?.message).toMatch(/larger than 64 KB/);
      expect(JSON.stringify(result).length).toBeLessThan(10_000);
      expect((await judge.judge(request(language, right[language]))).verdict).toBe('Accepted');
    },
    60_000,
  );
});
