// `npm run bench`: throughput and latency of the hot paths of the production build, measured
// with autocannon next to a bare NestJS hello endpoint and a bare Node http server in the same
// run, so the results are ratios on the same machine at the same moment.
// Writes docs/benchmarks.md. Options: --duration <s> (default 10), --connections <n> (default 50).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './lib/net.mjs';
import { provisionTestDatabase } from './lib/test-database.mjs';
import { mtime, requireNode24, root, run } from './lib/run.mjs';

requireNode24();
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 50);

if (!mtime('backend/dist/main.js') || !mtime('frontend/dist/index.html')) {
  if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
}

const children = [];
async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    if (await fetch(readyUrl).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`not ready: ${readyUrl}`);
}

const db = await provisionTestDatabase();
const rows = [];
try {
  const [appPort, nestPort, nodePort] = [await freePort(), await freePort(), await freePort()];
  const app = `http://127.0.0.1:${appPort}`;
  await startProcess(['backend/dist/main.js'], {
    DATABASE_URL: db.url,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    CSRF_SECRET: 'bench-only-csrf-secret-0123456789abcdef',
    JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: '100000000',
    SCHEDULER_ENABLED: 'false',
  }, `${app}/api/health/ready`);
  await startProcess(['scripts/bench/bare-servers.mjs', 'nest', String(nestPort)], {}, `http://127.0.0.1:${nestPort}/hello`);
  await startProcess(['scripts/bench/bare-servers.mjs', 'node', String(nodePort)], {}, `http://127.0.0.1:${nodePort}/`);

  // A signed-in learner (the demo account) for the authenticated paths.
  const csrfRes = await fetch(`${app}/api/csrf-token`);
  const { csrfToken } = await csrfRes.json();
  const cookie = csrfRes.headers.get('set-cookie').split(';')[0];
  const login = await fetch(`${app}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
    body: JSON.stringify({ username: 'learner', password: 'devpath-learner-demo' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login failed: ${login.status}`);

  const targets = [
    { name: 'bare Node http server', url: `http://127.0.0.1:${nodePort}/` },
    { name: 'bare NestJS hello', url: `http://127.0.0.1:${nestPort}/hello`, baseline: true },
    { name: 'GET /api/health', url: `${app}/api/health` },
    { name: 'GET /api/users/me (authenticated)', url: `${app}/api/users/me`, headers: { authorization: `Bearer ${token}` } },
  ];
  for (const target of targets) {
    process.stdout.write(`measuring ${target.name} (${duration} s, ${connections} connections)... `);
    // A short warm-up, then the measured run.
    await autocannon({ url: target.url, headers: target.headers, connections, duration: 2 });
    const r = await autocannon({ url: target.url, headers: target.headers, connections, duration });
    const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
    rows.push({ ...target, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors });
    console.log(`${Math.round(r.requests.average)} req/s`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await db.dispose();
}

const baseline = rows.find((r) => r.baseline).rps;
const table = [
  '| Endpoint | req/s | p50 (ms) | p99 (ms) | errors | ratio to bare Nest |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / baseline).toFixed(2)} |`),
].join('\n');
console.log(`\n${table}\n`);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  join(root, 'docs/benchmarks.md'),
  `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.
autocannon, ${connections} connections, ${duration} s per endpoint after a 2 s warm-up, load
generator and servers on the same machine. The production build runs with NODE_ENV=production
on PostgreSQL (the test database of the run); \`/api/users/me\` is called with a session token
of the demo learner (token verification, session lookup and the user load on every request).
The ratio compares each endpoint with a bare NestJS-on-Express hello endpoint measured in the
same run.

${table}
`,
);
console.log('Written to docs/benchmarks.md');
