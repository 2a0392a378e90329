import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How a sandbox process is walled off from the host:
 * - `bwrap`: bubblewrap gives it its own user, PID, network, IPC, UTS and mount namespaces, as
 *   uid/gid 65534 on the host, with a root file system that holds only /usr (read-only), the Node
 *   binary, the runner and the runtime's packages (read-only) and a size-capped private /tmp.
 * - `none`: no OS sandbox: a separate process with an empty environment, as 65534 when the judge
 *   runs as root, with the kernel limits and Node's permission model, but the server's network
 *   and file system view. Only where `JUDGE_SANDBOX=unsafe-in-process` says so.
 * Both: kernel resource limits (prlimit) and Node's permission model (reads of the runner's own
 * files only; no writes, child processes, workers, addons or WASI), and no code generation from
 * strings (so a bridge from Python to JavaScript objects cannot compile JavaScript).
 */
export type Isolation = 'bwrap' | 'none';
export type Family = 'js' | 'python' | 'sql';

/** The unprivileged user the sandbox runs as when the judge is root (nobody/nogroup). */
export const SANDBOX_UID = 65534;
/** Kernel limits, the outer wall: the engines' own limits (per problem) act well before them. */
export const KERNEL_LIMITS = {
  /** Private writable memory (V8 reserves ~0.7 GB of it before any code runs). */
  dataBytes: 2 * 1024 * 1024 * 1024,
  /** CPU seconds for the process's whole life (loading Pyodide takes ~3). */
  cpuSeconds: 60,
  /** Largest file it may write (there is nowhere to write but the private /tmp). */
  fileBytes: 16 * 1024 * 1024,
  openFiles: 256,
} as const;
/** Largest file the sandbox that builds the engines' cache may write (Pyodide's memory snapshot is ~31 MB). */
const CACHE_FILE_BYTES = 128 * 1024 * 1024;
/** Size of the private /tmp. */
const TMP_BYTES = 16 * 1024 * 1024;
/** The V8 heap of the runner itself (learners' values live in the engines' WASM memory). */
const HEAP_MB = 160;

const RUNNER = fileURLToPath(new URL('./runner.mjs', import.meta.url));
/** Packages the runner imports, each bound read-only at /sandbox/node_modules/<name>. */
const PACKAGES = [
  'quickjs-emscripten-core',
  '@jitl/quickjs-wasmfile-release-sync',
  '@jitl/quickjs-ffi-types',
  'pyodide',
  '@electric-sql/pglite',
] as const;

/** The folder of an installed package, found as Node would: node_modules/<name> here or in a parent folder. */
function packageDir(name: string): string {
  for (let dir = dirname(RUNNER); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`the judge's sandbox needs the package ${name}: run npm install`);
  }
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const full = join(dir, command);
    try {
      accessSync(full, constants.X_OK);
      return full;
    } catch {
      // not here
    }
  }
  return undefined;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The node flags inside the sandbox: the permission model and no code from strings. */
function nodeFlags(readable: string[], permission: boolean, writable: string[] = []): string[] {
  return [
    ...(permission
      ? [
          '--permission',
          ...readable.map((path) => `--allow-fs-read=${path}`),
          ...writable.map((path) => `--allow-fs-write=${path}`),
        ]
      : []),
    '--disallow-code-generation-from-strings',
    `--max-old-space-size=${HEAP_MB}`,
    // Deep recursion in the WASM engines uses the host's stack: room for it (the main thread has 8 MB).
    '--stack-size=4000',
  ];
}

/** /lib, /lib64 and /bin as the host has them: symlinks into /usr (merged /usr) or directories. */
function systemDirs(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const dir of ['/lib', '/lib64', '/bin', '/sbin']) {
    if (!existsSync(dir)) continue;
    const stat = lstatSync(dir);
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  return args;
}

export interface SandboxCommand {
  command: string;
  args: string[];
  uid?: number;
  gid?: number;
}

/**
 * The command that starts a sandbox process running `script` (the runner by default; tests pass
 * a probe) with `args`. `permission: false` leaves out Node's permission model, so that a test can
 * show what the OS layer holds on its own.
 */
export interface SandboxOptions {
  script?: string;
  args?: string[];
  permission?: boolean;
  /**
   * The engines' code cache (bubblewrap only): `read` mounts it read-only (Node's permission
   * model lets it write there, the mount refuses: Node only reads it), `write` lets the sandbox
   * that builds it write it. Without bubblewrap there is no cache: nothing would keep a learner
   * from writing what the next sandboxes run.
   */
  cache?: { dir: string; mode: 'read' | 'write' };
}

export function sandboxCommand(isolation: Isolation, options: SandboxOptions = {}): SandboxCommand {
  const script = options.script ?? RUNNER;
  const permission = options.permission ?? true;
  const scriptArgs = options.args ?? [];
  const prlimit = onPath('prlimit');
  const limits = prlimit
    ? [
        prlimit,
        `--data=${KERNEL_LIMITS.dataBytes}`,
        `--cpu=${KERNEL_LIMITS.cpuSeconds}`,
        `--fsize=${options.cache?.mode === 'write' ? CACHE_FILE_BYTES : KERNEL_LIMITS.fileBytes}`,
        `--nofile=${KERNEL_LIMITS.openFiles}`,
        `--stack=${8 * 1024 * 1024}`,
        '--core=0',
        '--',
      ]
    : [];
  const user = isRoot() ? { uid: SANDBOX_UID, gid: SANDBOX_UID } : {};
  if (isolation === 'bwrap') {
    const bwrap = onPath('bwrap') ?? 'bwrap';
    const binds = PACKAGES.flatMap((name) => ['--ro-bind', packageDir(name), `/sandbox/node_modules/${name}`]);
    const args = [
      ...limits.slice(1),
      bwrap,
      '--unshare-all',
      '--die-with-parent',
      '--new-session',
      '--clearenv',
      '--cap-drop',
      'ALL',
      '--hostname',
      'sandbox',
      ...systemDirs(),
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--size',
      String(TMP_BYTES),
      '--tmpfs',
      '/tmp',
      '--ro-bind',
      process.execPath,
      '/sandbox/bin/node',
      '--ro-bind',
      script,
      '/sandbox/runner.mjs',
      ...binds,
      ...(options.cache
        ? [options.cache.mode === 'write' ? '--bind' : '--ro-bind', options.cache.dir, '/sandbox/cache']
        : []),
      '--remount-ro',
      '/',
      '--chdir',
      '/sandbox',
      '--',
      '/sandbox/bin/node',
      ...nodeFlags(['/sandbox/'], permission, options.cache ? ['/sandbox/cache/'] : []),
      '/sandbox/runner.mjs',
      ...scriptArgs,
    ];
    return prlimit ? { command: prlimit, args, ...user } : { command: bwrap, args: args.slice(1), ...user };
  }
  const readable = [script, ...PACKAGES.map((name) => `${packageDir(name)}/`)];
  const args = [...limits.slice(1), process.execPath, ...nodeFlags(readable, permission), script, ...scriptArgs];
  return prlimit ? { command: prlimit, args, ...user } : { command: process.execPath, args: args, ...user };
}

/**
 * The sandboxes' CPU priority (nice 10): when the judge keeps every core busy, the API and its
 * database still get most of the CPU they ask for (the kernel weighs a nice-10 process about a
 * tenth of a normal one), so a burst of submissions slows the queue, not the site. Set by
 * coreutils' `nice` before bubblewrap starts, so every process of the sandbox inherits it.
 */
const SANDBOX_NICE = 10;
let niceCommand: string | null | undefined;

/** Starts a sandbox process with an empty environment, at a lower CPU priority; its stdio are pipes. */
export function startSandbox(isolation: Isolation, options: SandboxOptions = {}): ChildProcess {
  const { command, args, uid, gid } = sandboxCommand(isolation, options);
  niceCommand ??= onPath('nice') ?? null;
  const nice = niceCommand;
  return spawn(nice ?? command, nice ? ['-n', String(SANDBOX_NICE), command, ...args] : args, {
    env: {},
    cwd: '/',
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(uid !== undefined ? { uid, gid } : {}),
    detached: false,
  });
}

/** Where the engines' code cache lives: a folder keyed by the Node version and the runner's and packages' versions. */
function compileCacheDir(): string {
  const versions = PACKAGES.map(
    (name) =>
      `${name}@${(JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version}`,
  );
  const key = createHash('sha256')
    .update([process.version, readFileSync(RUNNER, 'utf8'), ...versions].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `devpath-judge-cache-${key}`);
}

/**
 * The engines' code cache if it is already built, else undefined: a synchronous look, so that a
 * new judge gives even its first sandbox the cache instead of starting it before the answer.
 */
export function builtCompileCache(): string | undefined {
  const dir = compileCacheDir();
  return existsSync(join(dir, '.built')) ? dir : undefined;
}

/**
 * The engines' code cache for bubblewrap sandboxes (see compileCacheDir), built once by a sandbox
 * that loads both engines and runs no learner's code (V8's code cache and Pyodide's memory
 * snapshot), then mounted read-only. Resolves to undefined (no cache) if it cannot be built.
 */
export function buildCompileCache(): Promise<string | undefined> {
  // One build at a time in this process: every judge that asks while it runs gets the same answer
  // (a bench that made judge after judge once started 30 builds of 1 GB each at once).
  cacheBuild ??= buildOnce().finally(() => {
    cacheBuild = undefined;
  });
  return cacheBuild;
}
let cacheBuild: Promise<string | undefined> | undefined;

/** How long a build may take before another process no longer waits for it (a slow start of all three engines is ~1 min). */
const BUILD_LOCK_STALE_MS = 5 * 60_000;

/**
 * Takes the build's lock (a directory: made atomically) for this process, or says who holds it.
 * A lock whose holder has exited, or older than BUILD_LOCK_STALE_MS, is taken over.
 */
function takeBuildLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch {
    try {
      const holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      const alive = Number.isInteger(holder) && holder > 0 && processExists(holder);
      if (alive && Date.now() - statSync(lock).mtimeMs < BUILD_LOCK_STALE_MS) return false;
    } catch {
      // no pid yet (the holder is between mkdir and write) or the lock just went: look again later
      return false;
    }
    rmSync(lock, { recursive: true, force: true });
    return takeBuildLock(lock);
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds the cache unless another process is building it; then waits for that build (its `.built`
 * mark) instead of starting a second one, and builds itself only if that one is abandoned.
 */
async function buildOnce(): Promise<string | undefined> {
  const dir = compileCacheDir();
  const done = join(dir, '.built');
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(done)) return dir;
    if (takeBuildLock(lock)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await buildLocked(dir, done);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function buildLocked(dir: string, done: string): Promise<string | undefined> {
  if (existsSync(done)) return dir;
  try {
    const building = `${dir}.${process.pid}.${Date.now()}`;
    mkdirSync(building, { mode: 0o755 });
    if (isRoot()) chownSync(building, SANDBOX_UID, SANDBOX_UID);
    const child = startSandbox('bwrap', { args: ['build-cache'], cache: { dir: building, mode: 'write' } });
    child.stdin!.end();
    child.stdout!.resume();
    child.stderr!.resume();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) {
      rmSync(building, { recursive: true, force: true });
      return undefined;
    }
    // From here on nobody but root may change it (the sandboxes only ever see it read-only).
    for (const entry of [
      building,
      ...readdirSync(building, { recursive: true }).map((name) => join(building, String(name))),
    ]) {
      if (isRoot()) chownSync(entry, 0, 0);
      chmodSync(entry, statSync(entry).isDirectory() ? 0o755 : 0o644); // Node writes its cache files 0600
    }
    writeFileSync(join(building, '.built'), '');
    try {
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true }); // a build that never finished
      renameSync(building, dir);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another judge built it first
    }
    return existsSync(done) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** Whether bubblewrap can make a sandbox here (it is installed and the kernel lets it make namespaces). */
export function bwrapWorks(): { ok: true } | { ok: false; reason: string } {
  if (process.platform !== 'linux')
    return { ok: false, reason: `bubblewrap needs Linux (this is ${process.platform})` };
  if (!onPath('bwrap'))
    return { ok: false, reason: 'bubblewrap (bwrap) is not installed (Debian/Ubuntu: apt-get install bubblewrap)' };
  // The same sandbox, running `node --version` instead of the runner.
  const { command, args, uid, gid } = sandboxCommand('bwrap');
  const probe = [...args.slice(0, args.lastIndexOf('/sandbox/bin/node') + 1), '--version'];
  const result = spawnSync(command, probe, {
    env: {},
    timeout: 10_000,
    encoding: 'utf8',
    ...(uid !== undefined ? { uid, gid } : {}),
  });
  if (result.status === 0 && /^v\d+/.test(result.stdout.trim())) return { ok: true };
  return {
    ok: false,
    reason: `bubblewrap could not start a sandbox: ${(result.stderr || result.error?.message || `exit ${result.status}`).trim().slice(0, 300)}`,
  };
}

/**
 * The isolation to judge with, from `JUDGE_SANDBOX`: bubblewrap whenever it works here; without
 * it, production refuses to judge (an error that stops the start) unless told
 * `unsafe-in-process`, and other environments fall back with a warning.
 */
export function chooseIsolation(
  setting: 'auto' | 'bwrap' | 'unsafe-in-process',
  production: boolean,
  warn: (message: string) => void,
): Isolation {
  if (setting === 'unsafe-in-process') {
    warn(
      "JUDGE_SANDBOX=unsafe-in-process: learners' code runs without an OS sandbox (no namespaces: it shares this machine's network and file system view). Install bubblewrap and unset JUDGE_SANDBOX.",
    );
    return 'none';
  }
  const works = bwrapWorks();
  if (works.ok) return 'bwrap';
  if (setting === 'bwrap' || production) {
    throw new Error(
      `The judge refuses to run learners' code without an OS sandbox: ${works.reason}. Install bubblewrap (the Docker image has it; its container needs user namespaces), run the judge elsewhere (JUDGE_CONCURRENCY=0 here, npm run judge:worker there), or set JUDGE_SANDBOX=unsafe-in-process to accept the risk.`,
    );
  }
  warn(
    `No OS sandbox for learners' code (${works.reason}); judging in separate unprivileged processes with Node's permission model only. Production refuses this.`,
  );
  return 'none';
}
