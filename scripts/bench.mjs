// `npm run bench`: throughput and latency of the hot paths of the production build, measured
// with autocannon next to a bare NestJS hello endpoint and a bare Node http server in the same
// run, so the results are ratios on the same machine at the same moment.
// The endpoints are measured in turn, several rounds over: on a shared machine the throughput of
// everything drifts together from minute to minute, so each round's ratio compares endpoints
// measured seconds apart, and the report gives the median round.
// Writes docs/benchmarks.md. Options: --duration <s> per endpoint and round (default 6),
// --rounds <n> (default 3), --connections <n> (default 50), --no-pin (see below),
// --users <n> (default 10000): learners bulk-inserted first (one set-based INSERT ... SELECT).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
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
const duration = arg('duration', 6);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
const users = arg('users', 10_000);
// --profile <dir>: the app runs with --cpu-prof and writes its CPU profile there on exit.
const profileAt = process.argv.indexOf('--profile');
const profileDir = profileAt > 0 ? process.argv[profileAt + 1] : undefined;

if (!mtime('backend/dist/main.js') || !mtime('frontend/dist/index.html')) {
  if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
}

// The load generator (autocannon, in this process) and the servers each get cores of their own
// where the machine has two or more and taskset exists: sharing cores, they took turns at random
// and the ratios of one run spread over a factor of two. --no-pin turns this off.
const pin = !process.argv.includes('--no-pin') && cpus().length >= 2 && spawnSync('taskset', ['-acp', '0', String(process.pid)], { stdio: 'ignore' }).status === 0;
const serverCores = cpus().length > 2 ? `1-${cpus().length - 1}` : '1';

const children = [];
async function startProcess(args, env, readyUrl) {
  const [command, commandArgs] = pin ? ['taskset', ['-c', serverCores, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
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
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  await startProcess([...profileArgs, 'backend/dist/main.js'], {
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
  process.stdout.write(`seeding ${users.toLocaleString('en')} learners... `);
  const seeded = await seedUsers(db.url, users);
  console.log(`${(seeded / 1000).toFixed(1)} s`);
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
    // A short warm-up of each endpoint before the first round.
    await autocannon({ url: target.url, headers: target.headers, connections, duration: 2 });
    target.runs = [];
  }
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round} of ${rounds} (${duration} s per endpoint, ${connections} connections)`);
    for (const target of targets) {
      const r = await autocannon({ url: target.url, headers: target.headers, connections, duration });
      const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
      target.runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors });
      console.log(`  ${target.name}: ${Math.round(r.requests.average)} req/s`);
    }
  }
  const baselineRuns = targets.find((t) => t.baseline).runs;
  for (const target of targets) {
    const ratios = target.runs.map((run, i) => run.rps / baselineRuns[i].rps);
    // The round with the median ratio stands for the endpoint; errors are summed over all rounds.
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
    const run = target.runs[ratios.indexOf(median)];
    rows.push({ ...target, ...run, ratio: median, ratios, errors: target.runs.reduce((sum, r) => sum + r.errors, 0) });
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await db.dispose();
}

/**
 * Realistic volume fast: one INSERT ... SELECT over generate_series in batches of 250k rows,
 * all sharing one argon2id hash (hashing a million passwords would only measure argon2).
 */
async function seedUsers(url, count) {
  const { default: pg } = await import('pg');
  const { hash } = await import('@node-rs/argon2');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    const passwordHash = await hash('bench passphrase', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (let from = 1; from <= count; from += 250_000) {
      const to = Math.min(count, from + 249_999);
      await client.query(
        `with created as (
           insert into users (username, username_normalized, email, email_normalized, role, time_zone,
                              total_xp_earned, days_streak, longest_streak, last_active_day, created_at, updated_at)
           select 'bench_' || n, 'bench_' || n, 'bench_' || n || '@example.com', 'bench_' || n || '@example.com', 'user',
                (array['UTC','Europe/Berlin','America/New_York','Asia/Kolkata'])[1 + n % 4],
                (n * 37) % 5000, n % 30, n % 60, current_date - (n % 3), now() - (n % 900) * interval '1 day', now()
           from generate_series($2::int, $3::int) as n
           returning id)
         insert into credentials (user_id, password_hash) select id, $1 from created`,
        [passwordHash, from, to],
      );
    }
    await client.query('analyze users');
    await client.query('analyze credentials');
  } finally {
    await client.end();
  }
  return Date.now() - started;
}

const table = [
  '| Endpoint | req/s | p50 (ms) | p99 (ms) | errors | ratio to bare Nest | ratio in each round |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio.toFixed(2)} | ${r.ratios.map((x) => x.toFixed(2)).join(', ')} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  join(root, 'docs/benchmarks.md'),
  `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.
autocannon, ${connections} connections, load generator and servers on the same machine${pin ? ` (the load generator pinned to core 0, the servers to ${serverCores === '1' ? 'core 1' : `cores ${serverCores}`})` : ', sharing its cores'}. Each
endpoint is warmed up for 2 s, then the endpoints are measured in turn for ${duration} s each,
${rounds} rounds over; a row is the round with the endpoint's median ratio. The production build
runs with NODE_ENV=production on PostgreSQL (the test database of the run, holding
${users.toLocaleString('en')} bulk-seeded learners). \`/api/users/me\` is called with a session
token of the demo learner: the token's claims, the session and the user come from in-process
caches (the session and the user kept coherent by PostgreSQL NOTIFY), so no query runs; the
session is still checked on every request. The ratio compares each endpoint with a bare
NestJS-on-Express hello endpoint measured in the same round.

${table}
`,
);
console.log('Written to docs/benchmarks.md');
