// Runs in place of the judge's runner, inside the same sandbox, and reports what a process there
// can see and do, as one JSON line: the escape tests check each wall with it. argv[2] is a path of
// the host that must stay out of reach (the project's own files); argv[3] a TCP port on the host's
// loopback that listens there (PostgreSQL).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { getPriority, hostname, networkInterfaces } from 'node:os';
import { Worker } from 'node:worker_threads';

const [hostPath, port] = process.argv.slice(2);
const attempt = (fn) => {
  try {
    const value = fn();
    return { ok: true, value: typeof value === 'string' ? value.slice(0, 2000) : value };
  } catch (error) {
    return {
      ok: false,
      code: error?.code ?? error?.name ?? 'Error',
      message: String(error?.message ?? error).slice(0, 200),
    };
  }
};
const connect = () =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ ok: false, code: 'TIMEOUT' });
    }, 2000);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ok: true });
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, code: error.code });
    });
  });
const worker = () =>
  new Promise((resolve) => {
    try {
      const w = new Worker('process.exit(0)', { eval: true });
      w.once('error', (error) => resolve({ ok: false, code: error.code ?? error.name }));
      w.once('exit', () => resolve({ ok: true }));
    } catch (error) {
      resolve({ ok: false, code: error?.code ?? error?.name });
    }
  });

const report = {
  uid: process.getuid(),
  gid: process.getgid(),
  env: process.env,
  hostname: attempt(() => hostname()),
  nice: attempt(() => getPriority()),
  interfaces: Object.keys(networkInterfaces()),
  root: attempt(() => readdirSync('/').sort()),
  id: attempt(() => execFileSync('/usr/bin/id', { encoding: 'utf8' }).trim()),
  status: attempt(() =>
    readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .filter((l) => /^(Uid|Gid|CapEff|CapBnd|NoNewPrivs)/.test(l)),
  ),
  mounts: attempt(() =>
    readFileSync('/proc/self/mounts', 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' ').slice(1, 4).join(' ')),
  ),
  processes: attempt(() => readdirSync('/proc').filter((name) => /^\d+$/.test(name))),
  hostFile: attempt(() => readdirSync(hostPath)),
  passwd: attempt(() => readFileSync('/etc/passwd', 'utf8')),
  writeSandbox: attempt(() => writeFileSync('/sandbox/escaped', 'x')),
  // The engines' cache (V8 code, Pyodide's memory snapshot) that every later sandbox starts from.
  cacheFiles: attempt(() => readdirSync('/sandbox/cache').sort()),
  writeCache: attempt(() => writeFileSync('/sandbox/cache/pyodide.snapshot', 'x')),
  writeTmp: attempt(() => writeFileSync('/tmp/small', 'x')),
  writeTmpHuge: attempt(() => writeFileSync('/tmp/huge', Buffer.alloc(24 * 1024 * 1024))),
  childProcess: attempt(() => {
    const r = spawnSync('/usr/bin/id');
    if (r.error) throw r.error;
    return r.status;
  }),
  // biome-ignore lint/security/noGlobalEval: the probe checks what learners' code can do inside the sandbox
  evalCode: attempt(() => eval('1 + 1')),
  newFunction: attempt(() => new Function('return 1')()),
  network: await connect(),
  worker: await worker(),
};
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
