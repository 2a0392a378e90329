// `npm run bench -- --journey`: whole learner journeys under open-loop load (issue 31, goals 3 and 4).
//
// Learners arrive at a fixed rate, one every 1000/rate ms whether or not the server keeps up (open
// loop: a slow server meets the same arrivals, as it would in service). Each arrival is a seeded
// account of its own (`bench_<n>`, never two arrivals the same one) doing what the SPA asks of the
// API on a visit: sign in, the dashboard, a roadmap, a lesson and its checks, a practice run and a
// submission with their verdicts, the leaderboard, a resume and its PDF, and a purchase with the
// test card (scripts/bench/journey-learner.mjs lists each step's requests). Each step's latency
// runs from when it was due (see there), so nothing a slow answer delays is hidden.
//
// The production build runs as in service with the judge apart: an API instance that judges
// nothing (JUDGE_CONCURRENCY=0) and a judge worker process (`npm run judge:worker`) on the same
// PostgreSQL queue. PostgreSQL counts statements (pg_stat_statements; see statements-postgres.mjs
// for where it runs), and the bench lists the statements with the most total time during the
// journeys, and the tables read by sequential scans.
//
// Options:
//   --users <n>[,<n>…]  seeded learners (default 10000). With several sizes (ascending), one database
//                       grows from the first to the last, and the journey runs at one fixed rate at each.
//   --rates <r>,<r>…    the arrival rates (learners/s) to measure; without it, a ramp: from --start
//                       (default 10) up ×1.5 until a step's p99 passes 500 ms or an error appears, then
//                       one rate more; when the first rate already fails, down ÷2 until one holds, then
//                       up ×1.5 from there while below the lowest rate that failed.
//   --rate <r>          the fixed rate of the sizes (default: the sustainable rate of the ramp, run at the
//                       first size; given, no ramp is run when there are several sizes).
//   --duration <s>      arrivals per measured rate and round (default 20); --rounds <n> rounds (default 1),
//                       each step's median p50 and p99 over them.
//   --pin               the load generator on core 0, the API, the judge worker and PostgreSQL on the
//                       other cores (default: all share the machine's cores; see below).
//   --skip-calibration  the judge worker keeps the problems' default time limits instead of measuring
//                       them at its first start (minutes of CPU; for trying the bench, not for figures).
//   --no-write          print only; otherwise the section "The whole journey under load (issue 31)"
//                       of docs/benchmarks.md is replaced (or added).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { writeBenchmarkSection } from '../lib/benchmarks-doc.mjs';
import { freePorts } from '../lib/net.mjs';
import { mtime, requireNode24, root, run } from '../lib/run.mjs';
import { TEST_CREDENTIAL_SIGNING_KEY } from '../lib/test-credential-key.mjs';
import pg from 'pg';
import { provisionTestDatabase } from '../lib/test-database.mjs';
import { learnerVisit, STEPS } from './journey-learner.mjs';
import { cpuMeter, cpuUsed } from './process-cpu.mjs';
import { seedUsers } from './seed-users.mjs';
import { statementsPostgres } from './statements-postgres.mjs';

requireNode24();

const P99_LIMIT_MS = 500;
const MIN_RATE = 0.5;
/** Rates below 10 learners/s keep one decimal. */
const rounded = (rate) => (rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10);
const nextUp = (rate) => rounded(rate * 1.5);
/** How long after the last arrival the stragglers may take; then they are stopped and counted as errors. */
const DRAIN_LIMIT_MS = 90_000;

// --- Options -------------------------------------------------------------------------------------
const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
function numbers(name, fallback) {
  const text = option(name) ?? fallback;
  if (text === undefined) return undefined;
  const values = String(text)
    .split(',')
    .map((v) => Number(v.replaceAll('_', '')));
  if (!values.length || values.some((v) => !Number.isFinite(v) || v <= 0)) {
    console.error(`--${name} wants positive numbers separated by commas, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return values;
}
const sizes = numbers('users', '10000')
  .map(Math.round)
  .sort((a, b) => a - b);
const givenRates = numbers('rates');
const [givenRate] = numbers('rate') ?? [];
const [startRate] = numbers('start', '10');
const [duration] = numbers('duration', '20');
const [rounds] = numbers('rounds', '1').map(Math.round);
const write = !argv.includes('--no-write');
const calibrate = !argv.includes('--skip-calibration');
const pin =
  argv.includes('--pin') &&
  cpus().length >= 2 &&
  spawnSync('taskset', ['-acp', '0', String(process.pid)], { stdio: 'ignore' }).status === 0;
const serverCores = cpus().length > 2 ? `1-${cpus().length - 1}` : '1';
if (argv.includes('--pin') && !pin) console.log('--pin: taskset could not pin this process; nothing is pinned.');

if (!mtime('backend/dist/main.js')) {
  if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
}

// --- Servers -------------------------------------------------------------------------------------
const children = [];
const meter = cpuMeter();
let database;
let postgres;
let cleaning;
async function cleanUp() {
  cleaning ??= (async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          child.exitCode === null &&
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => resolve(clearTimeout(timer)));
          }),
      ),
    );
    await benchClient?.end().catch(() => {});
    await database?.dispose();
    await postgres?.stop();
    meter?.close();
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers and removing the bench's database…`);
    cleanUp().finally(() => process.exit(130));
  });

const serverEnv = (url) => ({
  DATABASE_URL: url,
  NODE_ENV: 'production',
  CSRF_SECRET: 'bench-only-csrf-secret-0123456789abcdef',
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
  CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SIGNING_KEY,
  LOG_LEVEL: 'warn',
  SCHEDULER_ENABLED: 'false',
});

function startNode(args, env, { stdout = 'ignore' } = {}) {
  const [command, commandArgs] = pin
    ? ['taskset', ['-c', serverCores, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  children.push(child);
  // A server that ends before the bench stops it is news (a crash, or someone else's kill).
  child.once('exit', (code, signal) => {
    if (!cleaning) console.error(`\n${args.join(' ')} exited (${signal ?? `code ${code}`}) during the bench`);
  });
  return child;
}

async function waitFor(what, check, { seconds = 120, every = 200 } = {}) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`${what}: not ready after ${seconds} s`);
}

// --- Database figures ----------------------------------------------------------------------------
// The bench's own statements (setup, and watching the queue and the statistics) on one connection
// that may not scan sequentially (the partial indexes of what is waiting serve its questions), so
// that polling the judge queue does not show up as the journey's sequential scans; each statement
// it sends while the journey is measured is marked, and left out of the statements listed.
let benchClient;
async function sql(text, params) {
  if (!benchClient) {
    benchClient = new pg.Client({ connectionString: database.url, options: '-c enable_seqscan=off' });
    await benchClient.connect();
  }
  return (await benchClient.query(text, params)).rows;
}
const MARK = '/* journey bench */';

async function resetStatements() {
  if (postgres.statements) await sql(`${MARK} select pg_stat_statements_reset()`);
}

/** The statements of this database since the last reset, most total time first. */
async function statements(limit) {
  if (!postgres.statements) return [];
  return sql(
    `${MARK} select queryid::text as id, calls::bigint::float8 as calls, total_exec_time as total, mean_exec_time as mean,
            rows::bigint::float8 as rows, query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%journey bench%'
     order by total_exec_time desc limit $1`,
    [limit],
  );
}

/** Sequential scans so far, per table (the statistics collector's counters, with the table's size). */
async function tableScans() {
  // Backends report their counters at most once a second, and an idle one within 10 s.
  await new Promise((r) => setTimeout(r, 11_000));
  const rows = await sql(
    `${MARK} select case when schemaname = 'public' then relname else schemaname || '.' || relname end as table,
       seq_scan::float8 as scans, seq_tup_read::float8 as read, n_live_tup::float8 as size from pg_stat_user_tables`,
  );
  return new Map(rows.map((r) => [r.table, r]));
}
const scansBetween = (before, after) =>
  [...after.values()]
    .map((a) => ({
      table: a.table,
      size: a.size,
      scans: a.scans - (before.get(a.table)?.scans ?? 0),
      read: a.read - (before.get(a.table)?.read ?? 0),
    }))
    .filter((r) => r.scans > 0)
    .sort((a, b) => b.read - a.read);

// --- Measuring -----------------------------------------------------------------------------------
const at = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : NaN;
const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const ms = (v) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : String(Math.round(v)));
const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

let visit;
let seeded = 0;
const used = new Set();
const counters = { requests: 0 };

/** A seeded learner no arrival has been before. */
function nextLearner() {
  if (used.size >= seeded) throw new Error(`every one of the ${seeded.toLocaleString('en')} seeded learners has come`);
  for (;;) {
    const n = 1 + Math.floor(Math.random() * seeded);
    if (!used.has(n)) {
      used.add(n);
      return n;
    }
  }
}

/**
 * Waits until the judge has judged every submission and every event is delivered: stopped
 * journeys leave submissions queued, and the next run would meet the judge still busy with them.
 * Resolves with the seconds it took (0: nothing was left), or a text when ten minutes were not enough.
 */
async function settle() {
  const started = Date.now();
  for (;;) {
    const [{ left }] = await sql(
      `${MARK} select (select count(*) from practice_submissions where status <> 'done') + (select count(*) from outbox_events where delivered_at is null) as left`,
    );
    if (Number(left) === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > 600_000) return `${left} submissions and events still waiting after 10 minutes`;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * One open-loop run: `rate` arrivals per second for `seconds`, then the wait for the last journeys.
 * Returns each step's latencies and errors, the journeys' durations, the requests and the CPU used.
 */
async function runOnce(rate, seconds) {
  const steps = Object.fromEntries(
    STEPS.map((s) => [s.key, { samples: [], errors: 0, firstError: undefined, notReached: 0 }]),
  );
  const journeys = [];
  const total = Math.max(1, Math.round(rate * seconds));
  if (seeded - used.size < total)
    throw new Error(
      `${total} learners needed, ${seeded - used.size} seeded learners left that have not come yet: seed more (--users) or measure less`,
    );
  const interval = 1000 / rate;
  const stop = new AbortController();
  const requestsBefore = counters.requests;
  const cpuBefore = meter?.snapshot();
  const loadBefore = process.cpuUsage();
  let late = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    let sent = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        late = Math.max(late, now - due);
        const record = (key, outcome) => {
          const step = steps[key];
          if (outcome.notReached) step.notReached += 1;
          else if (outcome.error) {
            step.errors += 1;
            step.firstError ??= outcome.error;
          } else step.samples.push(outcome.ms);
        };
        journeys.push(
          visit({ n: nextLearner(), due, record, signal: stop.signal }).then(() => performance.now() - due),
        );
        sent += 1;
      }
      if (sent === total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  let timer;
  const drained = await Promise.race([
    Promise.all(journeys).then(() => true),
    new Promise((resolve) => {
      timer = setTimeout(resolve, DRAIN_LIMIT_MS, false);
    }),
  ]);
  clearTimeout(timer);
  if (!drained) stop.abort(new Error(`still running ${DRAIN_LIMIT_MS / 1000} s after the last arrival`));
  const durations = (await Promise.all(journeys)).sort((a, b) => a - b);
  const load = process.cpuUsage(loadBefore);
  const cpu = cpuUsed(cpuBefore, meter?.snapshot());
  const settled = await settle();
  for (const step of Object.values(steps)) step.samples.sort((a, b) => a - b);
  return {
    rate,
    learners: total,
    late,
    drained,
    settled,
    steps,
    journeys: { p50: at(durations, 0.5), p99: at(durations, 0.99) },
    requests: counters.requests - requestsBefore,
    seconds: (performance.now() - start) / 1000,
    cpu: cpu && { ...cpu, groups: { ...cpu.groups, load: (load.user + load.system) / 1000 } },
  };
}

/** `rounds` runs at one rate: each step's median p50 and p99 over them, errors summed. */
async function measureRate(rate, label = '') {
  const runs = [];
  for (let round = 1; round <= rounds; round++) {
    process.stdout.write(
      `  ${label}${rate} learners/s${rounds > 1 ? `, round ${round} of ${rounds}` : ''} (${duration} s of arrivals)… `,
    );
    const r = await runOnce(rate, duration);
    runs.push(r);
    const worst = worstStep(r.steps);
    const errors = Object.values(r.steps).reduce((s, x) => s + x.errors, 0);
    console.log(
      `journeys p50 ${(r.journeys.p50 / 1000).toFixed(1)} s; worst p99 ${ms(worst.p99)} ms (${worst.label}); ${errors} errors${settledNote(r.settled)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // A round far over the line (a step's p99 over 4× the limit, or journeys stopped) decides the
    // rate: more rounds would only keep the machine busy for minutes draining the judge's queue.
    if (round < rounds && (worst.p99 > 4 * P99_LIMIT_MS || !r.drained)) {
      console.log(`  far over the line: the other ${rounds - round} round(s) of ${rate} learners/s not run`);
      break;
    }
  }
  const steps = Object.fromEntries(
    STEPS.map((s) => {
      const each = runs.map((r) => r.steps[s.key]);
      return [
        s.key,
        {
          p50: median(each.map((x) => at(x.samples, 0.5))),
          p99: median(each.map((x) => at(x.samples, 0.99))),
          p99s: each.map((x) => at(x.samples, 0.99)),
          max: Math.max(...each.map((x) => x.samples.at(-1) ?? NaN)),
          count: each.reduce((sum, x) => sum + x.samples.length, 0),
          errors: each.reduce((sum, x) => sum + x.errors, 0),
          notReached: each.reduce((sum, x) => sum + x.notReached, 0),
          firstError: each.find((x) => x.firstError)?.firstError,
        },
      ];
    }),
  );
  const cpuRuns = runs.map((r) => r.cpu).filter(Boolean);
  const cpu = cpuRuns.length
    ? {
        seconds: cpuRuns.reduce((s, c) => s + c.seconds, 0),
        machineBusyMs: cpuRuns.reduce((s, c) => s + c.machineBusyMs, 0),
        groups: Object.fromEntries(
          Object.keys(cpuRuns[0].groups).map((k) => [k, cpuRuns.reduce((s, c) => s + c.groups[k], 0)]),
        ),
      }
    : undefined;
  const result = {
    rate,
    learners: runs.reduce((s, r) => s + r.learners, 0),
    steps,
    runs,
    cpu,
    journeys: { p50: median(runs.map((r) => r.journeys.p50)), p99: median(runs.map((r) => r.journeys.p99)) },
    requests: runs.reduce((s, r) => s + r.requests, 0),
    seconds: runs.reduce((s, r) => s + r.seconds, 0),
    late: Math.max(...runs.map((r) => r.late)),
    settled: runs.map((r) => r.settled),
    drained: runs.every((r) => r.drained),
  };
  result.ok = STEPS.every((s) => {
    const x = steps[s.key];
    return x.errors === 0 && x.notReached === 0 && x.p99 <= P99_LIMIT_MS;
  });
  return result;
}

/** What the judge and the event bus had left after a run's journeys were over (or stopped). */
const settledNote = (settled) =>
  typeof settled === 'string'
    ? `; ${settled}`
    : settled >= 1
      ? `; the judge queue and the events took ${settled.toFixed(0)} s more to empty`
      : '';

function worstStep(steps) {
  let worst = { p99: -1, label: '' };
  for (const s of STEPS) {
    const x = steps[s.key];
    const p99 = x.p99 ?? at(x.samples, 0.99);
    if (p99 > worst.p99) worst = { p99, label: s.label };
  }
  return worst;
}

// --- Reporting -----------------------------------------------------------------------------------
const cell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');
const shorten = (query, length = 150) => {
  const flat = query.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

function cpuLine(m) {
  if (!m.cpu) return 'CPU: not measured (no /proc).';
  const { groups, machineBusyMs, seconds } = m.cpu;
  const of = (k) => groups[k] ?? NaN;
  const share = (v) => (Number.isNaN(v) ? 'n/a' : `${Math.round((v / (seconds * 1000)) * 100)} %`);
  const perLearner = (v) => (Number.isNaN(v) ? 'n/a' : `${Math.round(v / m.learners)} ms`);
  const ours = ['api', 'judge', 'postgres', 'load'].reduce((s, k) => s + (Number.isNaN(of(k)) ? 0 : of(k)), 0);
  return (
    `CPU over the run (100 % = one core, ${cpus().length} cores): machine ${share(machineBusyMs)}, of which API ${share(of('api'))}, ` +
    `judge worker with its sandboxes ${share(of('judge'))}, PostgreSQL ${share(of('postgres'))}, load generator ${share(of('load'))}, ` +
    `anything else ${share(machineBusyMs - ours)}. Per learner: API ${perLearner(of('api'))}, judge ${perLearner(of('judge'))}, ` +
    `PostgreSQL ${perLearner(of('postgres'))} of CPU.`
  );
}

function rateSection(m, heading) {
  const multi = rounds > 1;
  const lines = [
    `${heading} ${m.ok ? '✓ every step p99 ≤ 500 ms, no errors' : '✗ over the line'}`,
    '',
    `${plural(m.learners, 'learner')} over ${m.runs.length} × ${duration} s${m.runs.length < rounds ? ` (of ${rounds} rounds: the first was far over the line, a step's p99 over ${4 * P99_LIMIT_MS} ms or journeys stopped)` : ''}; ${m.requests.toLocaleString('en')} requests (${Math.round(m.requests / m.seconds)} req/s over the run, the waits for the stragglers included); a whole journey took p50 ${(m.journeys.p50 / 1000).toFixed(2)} s, p99 ${(m.journeys.p99 / 1000).toFixed(2)} s${m.late > 20 ? `; the load generator sent an arrival up to ${Math.round(m.late)} ms late (counted in the latencies)` : ''}${m.drained ? '' : `; some journeys were still running ${DRAIN_LIMIT_MS / 1000} s after the last arrival and were stopped (counted as errors)`}${m.settled.map(settledNote).join('')}.`,
    cpuLine(m),
    '',
    `| Step | n | p50 (ms) | p99 (ms) | max (ms) |${multi ? ' p99 in each round |' : ''} errors | not reached | first error |`,
    `| --- | ---: | ---: | ---: | ---: |${multi ? ' --- |' : ''} ---: | ---: | --- |`,
    ...STEPS.map((s) => {
      const x = m.steps[s.key];
      const p99 = x.p99 > P99_LIMIT_MS ? `**${ms(x.p99)}**` : ms(x.p99);
      return `| ${s.label} | ${x.count} | ${ms(x.p50)} | ${p99} | ${ms(x.max)} |${multi ? ` ${x.p99s.map(ms).join(', ')} |` : ''} ${x.errors} | ${x.notReached} | ${cell(x.firstError ?? '')} |`;
    }),
  ];
  return lines.join('\n');
}

function statementsTable(rows) {
  if (!postgres.statements) return `The top statements could not be collected: ${postgres.why}.`;
  return [
    '| # | calls | total (ms) | mean (ms) | rows per call | statement |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${r.calls.toLocaleString('en')} | ${Math.round(r.total).toLocaleString('en')} | ${r.mean.toFixed(2)} | ${(r.rows / r.calls).toFixed(1)} | \`${cell(shorten(r.query))}\` |`,
    ),
  ].join('\n');
}

/** The tables seedUsers fills for every seeded learner. */
const SEEDED = new Set(['users', 'credentials', 'learner_progress', 'xp_ledger', 'league_members']);
/**
 * The tables whose rows grow with the learners in service (the list of backend/test/quality/
 * hot-queries.e2e-spec.ts, which checks that the journey's statements have an index for each).
 */
const GROWING = new Set([
  ...SEEDED,
  ...'activity_days audit_log cart_items certificates check_attempts event_deliveries exam_attempts feedback_projects feedback_reviews identity_revocations leaderboard_all leaderboard_month leaderboard_week login_attempts marketplace_ownerships marketplace_reviews memberships module_check_passes module_passes module_progress one_time_tokens order_lines orders outbox_events practice_solved practice_submissions quiz_results resume_versions resumes review_days review_items roadmap_enrolments sessions streak_freezes test_payment_sessions'.split(
    ' ',
  ),
]);
const SCANS_NOTE =
  'Only users, credentials, learner_progress, xp_ledger and league_members are seeded for every learner; the other tables ' +
  'that grow with learners in service hold only the rows of the bench’s own journeys here, so the planner may well ' +
  'scan them sequentially (cheaper at that size) where it would use an index in service: whether an index can serve ' +
  'each statement of the journey is what backend/test/quality/hot-queries.e2e-spec.ts checks.';
/** Whether a table grows with the learners, and whether the bench's seeding makes it so. */
const growth = (table) =>
  SEEDED.has(table) ? 'yes, seeded' : GROWING.has(table) ? 'yes (only the bench’s journeys here)' : 'no';

function scansTable(rows, learners) {
  if (!rows.length) return 'No table was read by a sequential scan.';
  return [
    '| Table | grows with learners | rows in it | sequential scans | per learner | rows read by them | per learner |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.table} | ${growth(r.table)} | ${r.size.toLocaleString('en')} | ${r.scans.toLocaleString('en')} | ${(r.scans / learners).toFixed(2)} | ${r.read.toLocaleString('en')} | ${Math.round(r.read / learners).toLocaleString('en')} |`,
    ),
  ].join('\n');
}

// --- The run -------------------------------------------------------------------------------------
const report = [];
const say = (text = '') => {
  console.log(text);
  report.push(text);
};

try {
  postgres = await statementsPostgres({ pinTo: pin ? serverCores : undefined });
  if (postgres.adminUrl) process.env.TEST_DATABASE_ADMIN_URL = postgres.adminUrl;
  console.log(`PostgreSQL: ${postgres.where}`);
  if (!postgres.statements) console.log(`The top statements will not be listed: ${postgres.why}.`);
  if (postgres.postmasterPid) meter?.track('postgres', postgres.postmasterPid, { withChildren: true });
  database = await provisionTestDatabase();

  const [port] = await freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const api = startNode(['backend/dist/main.js'], {
    ...serverEnv(database.url),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    SERVE_SPA: 'false',
    // The global limit out of the way of one load generator, as bench.mjs has it.
    RATE_LIMIT: '100000000',
    // One proxy in front: each learner's requests carry their own address (X-Forwarded-For), so
    // the per-address limits of sign-in (20 a minute), checkout and payment apply per learner as
    // in service, not to the load generator's one address.
    TRUST_PROXY: '1',
    // An API instance: submissions are queued in PostgreSQL for the judge worker below.
    JUDGE_CONCURRENCY: '0',
  });
  meter?.track('api', api.pid);
  await waitFor('the API', async () => (await fetch(`${base}/api/health/ready`)).ok);
  if (postgres.statements) await sql('create extension if not exists pg_stat_statements');

  // The judge worker, its own process on the same queue: it says so on stdout once it judges.
  const judgeConcurrency = availableParallelism();
  const judge = startNode(
    ['backend/dist/cli/judge-worker.js'],
    {
      ...serverEnv(database.url),
      JUDGE_CONCURRENCY: String(judgeConcurrency),
      JUDGE_CALIBRATE: String(calibrate),
    },
    { stdout: 'pipe' },
  );
  meter?.track('judge', judge.pid);
  let judgeSaid = '';
  judge.stdout.on('data', (chunk) => {
    judgeSaid += chunk;
  });
  await waitFor('the judge worker', async () => judgeSaid.includes('judge worker: judging'));

  // A judge's first start measures every problem's time limits from its reference solutions
  // (minutes of CPU): the journeys start once that is over, as on a judge that has been running.
  let calibration = 'skipped (--skip-calibration: the problems keep their default time limits)';
  if (calibrate) {
    process.stdout.write('the judge worker calibrates the problems’ time limits… ');
    const started = Date.now();
    let previous = -1;
    let still = 0;
    for (;;) {
      const [{ left }] = await sql(
        `select count(*)::int as left from practice_problems where published and not (time_limits ?& (case when sql_schema is null then array['javascript', 'typescript', 'python'] else array['sql'] end))`,
      );
      // Done when nothing is left, or what is left has not moved for 30 s (a reference the judge
      // refused keeps its default limits; the worker logs it).
      still = left === previous ? still + 1 : 0;
      previous = left;
      if (left === 0 || still >= 30 || Date.now() - started > 900_000) {
        calibration = `${Math.round((Date.now() - started) / 1000)} s${left ? ` (${left} problems left uncalibrated)` : ''}`;
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.log(calibration);
  }

  const jobEnv = { ...process.env, ...serverEnv(database.url), LOG_LEVEL: 'error' };
  const seedingNotes = [];
  /** Seeds up to `size` learners, rebuilds the leaderboards as the scheduler would, vacuums. */
  async function grow(size) {
    process.stdout.write(`seeding learners ${(seeded + 1).toLocaleString('en')}–${size.toLocaleString('en')}… `);
    const took = await seedUsers(database.url, size, { from: seeded + 1 });
    seeded = size;
    const refresh = (at) =>
      spawnSync(
        process.execPath,
        ['backend/dist/cli/run-job.js', 'leaderboard-refresh', ...(at ? ['--at', at.toISOString()] : [])],
        { cwd: root, env: jobEnv, encoding: 'utf8' },
      );
    let job = refresh();
    // The job runs once per 5-minute tick: when this tick's run is done already (the previous
    // size was seeded minutes ago), the next tick's run (no scheduler here to take it first).
    if (job.stdout.includes('skipped-done')) job = refresh(new Date(Date.now() + 5 * 60_000));
    if (job.status !== 0) throw new Error(`leaderboard-refresh failed: ${job.stderr || job.stdout}`);
    await sql('vacuum (analyze)');
    await sql('checkpoint');
    const note = `${size.toLocaleString('en')} learners: seeded in ${(took / 1000).toFixed(1)} s, then ${job.stdout.trim()}, vacuum (analyze), checkpoint`;
    console.log(`${(took / 1000).toFixed(1)} s; ${job.stdout.trim()}`);
    seedingNotes.push(note);
  }
  await grow(sizes[0]);

  // What the learners answer and buy, from the shipped content: every check of git-basics right
  // (an order question is answered with the ids its steps are shown with, as the SPA sends them),
  // the JavaScript reference of an easy problem, the paid products of the demo catalogue.
  const [{ questions }] = await sql(`select questions from module_checks where module_key = 'git-basics'`);
  const shown = await (await fetch(`${base}/api/roadmaps/frontend/modules/git-basics/checks`)).json();
  const checkAnswers = questions.map((q) => {
    if (q.kind === 'order') {
      const steps = shown.questions.find((p) => p.id === q.id).steps;
      return { questionId: q.id, order: q.steps.map((text) => steps.find((s) => s.text === text).id) };
    }
    if (q.kind === 'fill') return { questionId: q.id, text: q.answers[0] };
    return { questionId: q.id, choices: q.options.flatMap((o, k) => (o.correct ? [k] : [])) };
  });
  const problemSlug = 'reverse-the-words';
  const [problem] = await sql(
    `select reference->>'javascript' as code from practice_problems where slug = $1 and published`,
    [problemSlug],
  );
  if (!problem?.code) throw new Error(`no published problem ${problemSlug} with a JavaScript reference`);
  // Each learner buys one of them (by number): not all on one product row, whose owner count every purchase updates.
  const products = await sql(
    `select id::text as id, slug from marketplace_products where published and price_amount > 0 order by slug`,
  );
  if (!products.length) throw new Error('no published paid product to buy');
  visit = learnerVisit({
    base,
    fixtures: { checkAnswers, problemSlug, solution: { language: 'javascript', code: problem.code }, products },
    counters,
  });

  /** A few learners first, not measured: code paths compiled, caches and the judge's pools filled. */
  async function warmUp() {
    const r = await runOnce(2, 5);
    const broken = STEPS.filter((s) => r.steps[s.key].errors);
    console.log(
      `  warm-up (10 learners, not counted): ${broken.length ? broken.map((s) => `${s.label}: ${r.steps[s.key].firstError}`).join('; ') : 'no errors'}`,
    );
    // Then 5 s without learners: what the servers use at rest (the judge worker's and the API's
    // background work) and what the rest of the machine uses, for reading the figures per learner.
    const before = meter?.snapshot();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rest = cpuUsed(before, meter?.snapshot());
    if (!rest) return '';
    const share = (v) =>
      v === undefined || Number.isNaN(v) ? 'n/a' : `${Math.round((v / (rest.seconds * 1000)) * 100)} %`;
    const ours = ['api', 'judge', 'postgres'].reduce((sum, k) => sum + (rest.groups[k] || 0), 0);
    const line = `At rest (5 s without learners, after the warm-up): machine ${share(rest.machineBusyMs)}, of which API ${share(rest.groups.api)}, judge worker ${share(rest.groups.judge)}, PostgreSQL ${share(rest.groups.postgres)}, anything else ${share(rest.machineBusyMs - ours)}.`;
    console.log(`  ${line}`);
    return line;
  }

  const where = pin
    ? `the load generator (this process) pinned to core 0; the API, the judge worker and ${postgres.postmasterPid ? 'PostgreSQL' : '(not PostgreSQL: not ours to pin)'} to ${serverCores === '1' ? 'core 1' : `cores ${serverCores}`}`
    : `nothing pinned: the API, the judge worker (judging ${judgeConcurrency} at a time), PostgreSQL and the load generator share the ${cpus().length} cores (the load generator's own share is measured below)`;
  say('## The whole journey under load (issue 31)');
  say();
  say(
    `\`npm run bench -- ${argv.join(' ')}\` (scripts/bench/journey.mjs), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. ` +
      `The production build (NODE_ENV=production) as two processes, an API instance that judges nothing ` +
      `(JUDGE_CONCURRENCY=0) and a judge worker (\`backend/dist/cli/judge-worker.js\`, ${judgeConcurrency} submissions at a time, ` +
      `each in its bubblewrap sandbox) on the same PostgreSQL queue; ${where}. PostgreSQL: ${postgres.where}. ` +
      `The judge's first-start calibration of the time limits: ${calibration}. CPU counted with ${meter?.how ?? 'nothing (no /proc)'}.`,
  );
  say();
  say(
    `Learners arrive open-loop at a fixed rate (one every 1000/rate ms, whether or not earlier ones are done); each ` +
      `arrival is a seeded learner of its own (\`bench_<n>\`, chosen at random among those not yet used, signing in with its ` +
      `password: argon2id, as in service) coming from an address of its own (X-Forwarded-For behind TRUST_PROXY=1, so ` +
      `the per-address limits of sign-in, checkout and payment apply per learner). A learner goes through the steps ` +
      `below without pause; a step's latency runs from when it was due (the learner's previous step done, or the ` +
      `arrival) to its last answer, so a late start is counted. Errors: a non-2xx answer, a failed request, or an answer ` +
      `the SPA could not go on with (not Accepted, not paid); the steps that need a failed one are "not reached". ` +
      `The limit: every step's p99 ≤ ${P99_LIMIT_MS} ms with no errors.`,
  );
  say();
  say('| Step | requests |');
  say('| --- | --- |');
  for (const s of STEPS) say(`| ${s.label} | ${cell(s.calls)} |`);
  say();

  // The ramp, at the first size.
  // The highest rate that held (every step's p99 within the limit, no errors).
  const sustainableOf = (measured) => {
    const held = measured.filter((m) => m.ok).map((m) => m.rate);
    return held.length ? Math.max(...held) : undefined;
  };
  let sustainable;
  const rampWanted = sizes.length === 1 || givenRate === undefined;
  if (rampWanted) {
    console.log(`\nthe ramp at ${sizes[0].toLocaleString('en')} learners:`);
    const rest = await warmUp();
    await resetStatements();
    const scansBefore = await tableScans();
    const measured = [];
    const measure = async (rate) => {
      const m = await measureRate(rate);
      measured.push(m);
      return m;
    };
    let stoppedBecause;
    try {
      // One size and --rate: that rate alone.
      const rates = givenRates ?? (givenRate === undefined ? undefined : [givenRate]);
      if (rates) for (const rate of rates) await measure(rate);
      else if ((await measure(startRate)).ok) {
        // Up ×1.5 until a rate fails, then one rate more.
        let rate = startRate;
        for (;;) {
          rate = nextUp(rate);
          if (!(await measure(rate)).ok) {
            await measure(nextUp(rate));
            break;
          }
        }
      } else {
        // Down ÷2 until a rate holds, then up ×1.5 from there while below the lowest failed rate.
        let failed = startRate;
        let rate = startRate;
        let held;
        while (!held && rate / 2 >= MIN_RATE) {
          rate = rounded(rate / 2);
          if ((await measure(rate)).ok) held = rate;
          else failed = rate;
        }
        for (rate = held && nextUp(held); held && rate < failed; rate = nextUp(rate))
          if (!(await measure(rate)).ok) break;
      }
    } catch (error) {
      stoppedBecause = error.message;
      console.log(`the ramp stopped: ${stoppedBecause}`);
    }
    const top = await statements(10);
    const scans = scansBetween(scansBefore, await tableScans());
    sustainable = sustainableOf(measured);
    const lowerFailed = measured.filter((m) => !m.ok && m.rate < sustainable).map((m) => m.rate);
    const learners = measured.reduce((s, m) => s + m.learners, 0);
    say(`### The ramp, ${sizes[0].toLocaleString('en')} seeded learners`);
    say();
    say(
      `${rounds} round${rounds > 1 ? 's' : ''} of ${duration} s of arrivals per rate${rounds > 1 ? ' (each step: the median p50 and p99 of the rounds, errors summed)' : ''}.` +
        (stoppedBecause ? ` The ramp stopped early: ${stoppedBecause}.` : '') +
        (rest ? ` ${rest}` : ''),
    );
    say();
    say('| learners/s | learners | worst step p99 (ms) | errors | not reached | holds |');
    say('| ---: | ---: | --- | ---: | ---: | --- |');
    for (const m of [...measured].sort((a, b) => a.rate - b.rate)) {
      const worst = worstStep(m.steps);
      const sum = (k) => STEPS.reduce((s, x) => s + m.steps[x.key][k], 0);
      say(
        `| ${m.rate} | ${m.learners} | ${ms(worst.p99)} (${worst.label}) | ${sum('errors')} | ${sum('notReached')} | ${m.ok ? 'yes' : 'no'} |`,
      );
    }
    say();
    say(
      sustainable
        ? `**sustainable: ${sustainable} learners/s on ${cpus().length} cores** (the highest rate measured that held).${lowerFailed.length ? ` ${lowerFailed.join(', ')} learners/s did not hold, though lower than that: the margin is thin on this machine.` : ''}`
        : `**sustainable: none of the rates measured held on ${cpus().length} cores** (the lowest was ${Math.min(...measured.map((m) => m.rate))} learners/s).`,
    );
    say();
    for (const m of measured) {
      say(rateSection(m, `#### ${m.rate} learners/s`));
      say();
    }
    say(`#### PostgreSQL during the ramp (${plural(learners, 'learner')})`);
    say();
    say('The 10 statements with the most total time (pg_stat_statements, execution time, reset before the ramp):');
    say();
    say(statementsTable(top));
    say();
    say(`Tables read by sequential scans (pg_stat_user_tables, over the same time). ${SCANS_NOTE}`);
    say();
    say(scansTable(scans, learners));
    say();
  }

  // The same journey at one rate over each size.
  if (sizes.length > 1) {
    const rate = givenRate ?? sustainable;
    if (!rate) {
      say(
        `The sizes (${sizes.map((s) => s.toLocaleString('en')).join(', ')} learners) were not measured: no rate held in the ramp, and no --rate was given.`,
      );
      process.exitCode = 1;
    } else {
      const bySize = [];
      for (const size of sizes) {
        if (size > seeded) await grow(size);
        console.log(`\n${size.toLocaleString('en')} learners, ${rate} learners/s:`);
        const rest = await warmUp();
        await resetStatements();
        const scansBefore = await tableScans();
        let m;
        try {
          m = await measureRate(rate, `${size.toLocaleString('en')} learners, `);
        } catch (error) {
          console.log(`not measured: ${error.message}`);
          bySize.push({ size, failed: error.message });
          continue;
        }
        bySize.push({
          size,
          m,
          rest,
          top: await statements(40),
          scans: scansBetween(scansBefore, await tableScans()),
        });
      }
      const done = bySize.filter((s) => s.m);
      const first = done[0];
      const last = done.at(-1);
      say(`### The same journey over ${sizes.map((s) => s.toLocaleString('en')).join(', ')} seeded learners`);
      say();
      say(
        `One database grown from one size to the next (the learners added, the leaderboards rebuilt by the \`leaderboard-refresh\` job, then vacuum (analyze) and a checkpoint: ${seedingNotes.join('; ')}); the journeys of the earlier sizes (their orders, submissions, resumes) stay. At each size a warm-up, then ${rounds} × ${duration} s at ${rate} learners/s${givenRate ? ' (--rate)' : ' (the sustainable rate of the ramp)'}.` +
          bySize
            .filter((s) => s.failed)
            .map((s) => ` ${s.size.toLocaleString('en')} learners not measured: ${s.failed}.`)
            .join(''),
      );
      say();
      if (done.length) {
        const label = (size) => (size >= 1e6 ? `${size / 1e6}M` : size >= 1e3 ? `${size / 1e3}k` : String(size));
        const ratio = (a, b) => (a > 0 && b > 0 ? b / a : NaN);
        const showRatio = (v) => (Number.isNaN(v) ? '–' : v > 2 ? `**${v.toFixed(2)}×**` : `${v.toFixed(2)}×`);
        say(
          `| Step | ${done.map((s) => `${label(s.size)} p50 | ${label(s.size)} p99`).join(' | ')} | ${label(last.size)}/${label(first.size)} p50 | ${label(last.size)}/${label(first.size)} p99 | errors |`,
        );
        say(`| --- | ${done.map(() => '---: | ---:').join(' | ')} | ---: | ---: | ---: |`);
        const over = [];
        for (const s of STEPS) {
          const xs = done.map((d) => d.m.steps[s.key]);
          const r50 = ratio(xs[0].p50, xs.at(-1).p50);
          const r99 = ratio(xs[0].p99, xs.at(-1).p99);
          if (r50 > 2 || r99 > 2) over.push(s.label);
          say(
            `| ${s.label} | ${xs.map((x) => `${ms(x.p50)} | ${ms(x.p99)}`).join(' | ')} | ${showRatio(r50)} | ${showRatio(r99)} | ${xs.map((x) => x.errors + x.notReached).join(', ')} |`,
          );
        }
        say();
        say(
          done.length < 2
            ? 'Only one size was measured: no ratio.'
            : over.length
              ? `**Not within 2× from ${first.size.toLocaleString('en')} to ${last.size.toLocaleString('en')} learners: ${over.join(', ')}.**`
              : `**Every step within 2× from ${first.size.toLocaleString('en')} to ${last.size.toLocaleString('en')} learners** (p50 and p99).`,
        );
        say();
        for (const d of done) say(`${label(d.size)}: ${cpuLine(d.m)}${d.rest ? ` ${d.rest}` : ''}`);
        say();
        for (const d of done) {
          say(rateSection(d.m, `#### ${d.size.toLocaleString('en')} learners, ${rate} learners/s`));
          say();
        }
        if (postgres.statements) {
          say(
            `#### PostgreSQL at each size: the 10 statements with the most total time at ${last.size.toLocaleString('en')} learners`,
          );
          say();
          say(
            `pg_stat_statements, reset before each size's measured rounds (execution time); the mean at every size shows what grows with the data.`,
          );
          say();
          const head = done.map((d) => `mean ${label(d.size)} (ms)`).join(' | ');
          say(`| # | calls | total (ms) | ${head} | statement |`);
          say(`| ---: | ---: | ---: | ${done.map(() => '---:').join(' | ')} | --- |`);
          last.top.slice(0, 10).forEach((r, i) => {
            const means = done.map((d) => {
              const same = d.top.find((x) => x.id === r.id);
              return same ? same.mean.toFixed(2) : '–';
            });
            say(
              `| ${i + 1} | ${r.calls.toLocaleString('en')} | ${Math.round(r.total).toLocaleString('en')} | ${means.join(' | ')} | \`${cell(shorten(r.query))}\` |`,
            );
          });
          say();
        } else {
          say(`The top statements could not be collected: ${postgres.why}.`);
          say();
        }
        say(`Tables read by sequential scans at each size. ${SCANS_NOTE}`);
        say();
        const tables = [...new Set(done.flatMap((d) => d.scans.map((r) => r.table)))];
        if (!tables.length) say('None.');
        else {
          say(
            `| Table | grows with learners | ${done.map((d) => `rows at ${label(d.size)} | scans per learner | rows read per learner`).join(' | ')} |`,
          );
          say(`| --- | --- | ${done.map(() => '---: | ---: | ---:').join(' | ')} |`);
          for (const table of tables) {
            const cells = done.map((d) => {
              const r = d.scans.find((x) => x.table === table);
              return r
                ? `${r.size.toLocaleString('en')} | ${(r.scans / d.m.learners).toFixed(2)} | ${Math.round(r.read / d.m.learners).toLocaleString('en')}`
                : '– | 0 | 0';
            });
            say(`| ${table} | ${growth(table)} | ${cells.join(' | ')} |`);
          }
        }
        say();
      }
    }
  }
  const judgeErrors = judgeSaid
    .split('\n')
    .filter((line) => /error|fail/i.test(line))
    .slice(0, 5);
  if (judgeErrors.length) say(`The judge worker said: ${judgeErrors.map(cell).join(' / ')}`);
} catch (error) {
  console.error(
    `the journey bench failed: ${error.stack ?? error}${error.cause ? `\n  cause: ${error.cause.stack ?? error.cause}` : ''}`,
  );
  process.exitCode = 1;
} finally {
  await cleanUp();
}

if (write && report.length && !process.exitCode) {
  writeBenchmarkSection('The whole journey under load (issue 31)', `${report.join('\n').trimEnd()}\n`);
  console.log('Written to docs/benchmarks.md');
} else if (write && report.length) console.log('Not written to docs/benchmarks.md: the run failed.');
