// The API while the judge is saturated (issue 14: "a burst degrades to waiting with a visible
// queue position, never to an unresponsive server"). Run by `npm run bench` after the judge's
// own figures, or alone: `node scripts/bench/judge-load.mjs [--rounds 3]`.
//   A production server (JUDGE_CONCURRENCY = the cores) on a database of its own; ten learners
//   queue 100 endless loops (each stopped at the problem's time limit); meanwhile the problem
//   list and /api/health are read at a fixed 200 req/s. The same reads with the judge idle
//   are the comparison. Writes the "## The API while the judge is saturated" section.
import { availableParallelism } from 'node:os';
import { writeBenchmarkSection } from '../lib/benchmarks-doc.mjs';
import { startProductionServer } from './production-server.mjs';
import { paced } from './paced.mjs';
import { queryOnce } from '../lib/test-database.mjs';

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 3;
const RATE = 200;
const SECONDS = 6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { db, base, server, ready } = await startProductionServer();

async function client() {
  const res = await fetch(`${base}/api/csrf-token`);
  const { csrfToken } = await res.json();
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return (path, body, headers = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie, ...headers },
      body: JSON.stringify(body),
    });
}

async function measure(path) {
  const r = await paced({ url: `${base}${path}`, rate: RATE, duration: SECONDS, connections: 10 });
  return { p50: r.p50, p99: r.p99, errors: r.errors };
}

const sql = (text) => queryOnce(db.url, text);

/**
 * A judging server's first start calibrates every problem's time limits (each reference
 * solution judged in each language): the judge is idle only once that is done.
 */
async function calibrated() {
  const started = Date.now();
  const left = () =>
    sql(
      // Each problem needs a limit per language it offers: SQL alone for a SQL problem.
      `select count(*)::int as n from practice_problems where published and not (time_limits ?& (case when sql_schema is null then array['javascript', 'typescript', 'python'] else array['sql'] end))`,
    ).then(([r]) => r.n);
  let previous = -1;
  let still = 0;
  // Done when nothing is left, or when what is left has not moved for 30 s (a reference the
  // judge refused keeps its default limits and is logged by the server).
  while (Date.now() - started < 600_000) {
    const n = await left();
    if (n === 0) break;
    still = n === previous ? still + 1 : 0;
    if (still >= 30) break;
    previous = n;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return (Date.now() - started) / 1000;
}

let section;
try {
  await ready();
  const post = await client();
  const tokens = [];
  for (let i = 0; i < 10; i++) {
    const username = `judge_load_${i}`;
    const password = 'bench passphrase for the judge';
    await post(
      '/api/users/register',
      { username, email: `${username}@example.com`, password },
      { 'x-forwarded-for': `10.7.0.${i + 1}` },
    );
    const login = await post('/api/users/login', { username, password }, { 'x-forwarded-for': `10.7.0.${i + 1}` });
    tokens.push((await login.json()).token);
  }
  const calibration = await calibrated();
  console.log(`time limits calibrated after ${calibration.toFixed(0)} s`);
  const reads = ['/api/practice/problems?pageSize=20', '/api/health'];
  await measure(reads[0]); // warm-up
  const idle = Object.fromEntries(reads.map((path) => [path, []]));
  for (let round = 0; round < rounds; round++) for (const path of reads) idle[path].push(await measure(path));

  // 100 endless programs, half JavaScript loops, half SQL recursive CTEs (issue 30): each holds a
  // judge worker until its problem's time limit, and each SQL one costs its sandbox (killed).
  const loop = { language: 'javascript', code: 'function runningTotals(nums) {\n  while (true) {}\n}\n' };
  const endlessSql = {
    language: 'sql',
    code: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)\nSELECT count(*) AS visitors FROM r;\n',
  };
  const queued = [];
  for (const token of tokens) {
    for (let i = 0; i < 10; i++) {
      const res = await post(
        i % 2
          ? '/api/practice/problems/store-unique-visitors/submissions'
          : '/api/practice/problems/running-totals/submissions',
        i % 2 ? endlessSql : loop,
        { authorization: `Bearer ${token}` },
      );
      if (res.status !== 202) throw new Error(`a submission answered ${res.status}`);
      queued.push((await res.json()).id);
    }
  }
  const last = queued.at(-1);
  const lastState = await (
    await fetch(`${base}/api/practice/submissions/${last}`, { headers: { authorization: `Bearer ${tokens.at(-1)}` } })
  ).json();
  const busy = Object.fromEntries(reads.map((path) => [path, []]));
  for (let round = 0; round < rounds; round++) for (const path of reads) busy[path].push(await measure(path));
  const [{ waiting }] = await sql(`select count(*)::int as waiting from practice_submissions where status <> 'done'`);

  const row = (label, runs) => {
    const p99 = median(runs.map((r) => r.p99));
    const p50 = median(runs.map((r) => r.p50));
    return `| ${label} | ${p50} | ${p99} | ${runs.map((r) => r.p99).join(', ')} | ${runs.reduce((s, r) => s + r.errors, 0)} |`;
  };
  section = `## The API while the judge is saturated

\`node scripts/bench/judge-load.mjs\` (run by \`npm run bench\`), ${new Date().toISOString().slice(0, 10)}: a production server judging
${availableParallelism()} submissions at a time; ten learners queued 100 endless programs, 50 JavaScript loops and
50 SQL recursive CTEs (each stopped at its problem's time limit); reads sent open-loop at a fixed ${RATE} req/s (\`scripts/bench/paced.mjs\`) over 10 connections, ${SECONDS} s per round, ${rounds} rounds, median shown. The 100th
submission was told it was number ${lastState.position} in the queue; ${waiting} were still waiting after the busy rounds.
"Judge idle" is measured once the server's first-start calibration of the problems' time limits
is over (${calibration.toFixed(0)} s after it was ready).

| Read | p50 (ms) | p99 (ms) | p99 in each round | errors |
| --- | ---: | ---: | --- | ---: |
${row('GET /api/practice/problems, judge idle', idle[reads[0]])}
${row('GET /api/practice/problems, judge saturated', busy[reads[0]])}
${row('GET /api/health, judge idle', idle[reads[1]])}
${row('GET /api/health, judge saturated', busy[reads[1]])}
`;
  console.log(section);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.dispose();
}

writeBenchmarkSection('The API while the judge is saturated', section);
