// The sandbox judge's own figures (issue 14), run by `npm run bench` after the HTTP bench, or
// alone: `node scripts/bench/judge.mjs [--rounds 3]`. Uses the built judge (backend/dist):
//   - the cold start of each language (a new judge: sandbox process + engine load + one test);
//   - 100 trivial JavaScript submissions judged in total (goal < 5 s: one sandbox process each), median of rounds;
//   - SQL (issue 30): a verdict with a warm pool (goal p50 ≤ 1.5 s) and 100 trivial SQL submissions (goal ≤ 10 s);
//   - 1,000 hostile JavaScript/TypeScript runs in a row (endless loops, memory bombs, deep
//     recursion, output floods, reaching for process/require/import/fetch), plus Python's
//     hostile programs; then a normal submission per language must still be Accepted and the
//     process's memory must stay bounded.
// Writes the "## Sandbox judge" section of docs/benchmarks.md.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/run.mjs';
import { writeBenchmarkSection } from '../lib/benchmarks-doc.mjs';

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 3;
const { SandboxJudge } = await import(
  pathToFileURL(join(root, 'backend/dist/modules/practice/infrastructure/judge/sandbox-judge.js')).href
);

const { buildCompileCache } = await import(
  pathToFileURL(join(root, 'backend/dist/modules/practice/infrastructure/judge/sandbox/sandbox-process.js')).href
);
// The engines' cache first, as a server's first judge builds it: the cold starts below measure a
// start with it, not several builds racing.
const cacheStarted = performance.now();
if (!(await buildCompileCache())) throw new Error("the judge's engine cache could not be built");
console.log(`engine cache ready in ${Math.round(performance.now() - cacheStarted)} ms`);

const limits = (timeMs = 2_000) => ({ timeMs, memoryMb: 64, outputBytes: 10_000, codeBytes: 64 * 1024 });
const tests = [
  { name: 'one', args: [1, 2], expected: 3 },
  { name: 'two', args: [-5, 5], expected: 0 },
  { name: 'three', args: [1000, 2000], expected: 3000 },
];
// SQL (issue 30): the same three sums, as a query over a table each test fills.
const sqlTests = tests.map((t) => ({
  name: t.name,
  args: [{ t: [{ a: t.args[0], b: t.args[1] }] }],
  expected: { columns: ['total'], rows: [[t.expected]] },
}));
const request = (language, code, timeMs) =>
  language === 'sql'
    ? {
        language,
        code,
        functionName: 'query',
        tests: sqlTests,
        setup: 'CREATE TABLE t (a integer, b integer)',
        comparator: { kind: 'rows', ordered: false },
        limits: limits(timeMs ?? 3_000),
      }
    : {
        language,
        code,
        functionName: language === 'python' ? 'add_numbers' : 'addNumbers',
        tests,
        comparator: { kind: 'exact' },
        limits: limits(timeMs),
      };
const right = {
  javascript: 'function addNumbers(a, b) {\n  return a + b;\n}\n',
  typescript: 'function addNumbers(a: number, b: number): number {\n  return a + b;\n}\n',
  python: 'def add_numbers(a, b):\n    return a + b\n',
  sql: 'SELECT a + b AS total\nFROM t;\n',
};
const hostileSql = [
  [
    'endless recursive CTE',
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) AS total FROM r',
    1_000,
  ],
  ['pg_sleep', 'SELECT pg_sleep(60)::text AS total', 1_000],
  ['huge generate_series', 'SELECT count(*) AS total FROM generate_series(1, 10000000000)', 1_000],
  ['memory hog', "SELECT length(string_agg(repeat('x', 1000000), '')) AS total FROM generate_series(1, 400)"],
  ['write', 'WITH d AS (DELETE FROM t RETURNING a) SELECT a AS total FROM d'],
  ['read a file', "SELECT pg_read_file('/etc/passwd') AS total"],
  ['two statements', 'SELECT 1 AS total; SELECT 2'],
];
const hostileJs = [
  ['endless loop', 'function addNumbers(a, b) { while (true) {} }', 150],
  ['memory bomb', 'function addNumbers(a, b) { const all = []; for (;;) all.push(new Uint8Array(1 << 20)); }'],
  ['deep recursion', 'function addNumbers(a, b) { return addNumbers(a + 1, b); }'],
  ['output flood', 'function addNumbers(a, b) { for (;;) console.log("x".repeat(1000)); }'],
  ['process', 'function addNumbers(a, b) { return process.exit(1); }'],
  ['require', 'function addNumbers(a, b) { return require("fs").readFileSync("/etc/passwd", "utf8"); }'],
  ['dynamic import', 'function addNumbers(a, b) { import("fs"); return a + b + 1; }'],
  ['fetch', 'function addNumbers(a, b) { return fetch("http://127.0.0.1:1/"); }'],
  ['syntax error', 'function addNumbers(a, b) { return a + ; }'],
  ['throws', 'function addNumbers(a, b) { throw new Error("boom"); }'],
];
const hostilePython = [
  ['endless loop', 'def add_numbers(a, b):\n    while True:\n        pass\n', 300],
  [
    'memory bomb',
    'def add_numbers(a, b):\n    blocks = []\n    while True:\n        blocks.append(bytearray(10**6))\n',
  ],
  ['deep recursion', 'def add_numbers(a, b):\n    return add_numbers(a + 1, b)\n'],
  ['os.system', 'import os\ndef add_numbers(a, b):\n    os.system("id")\n    return a + b\n'],
  ['open a file', 'def add_numbers(a, b):\n    return open("/etc/passwd").read()\n'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (t0) => Math.round(performance.now() - t0);
const concurrency = availableParallelism();

async function coldStart(language) {
  const judge = new SandboxJudge({ concurrency: 1, isolation: 'bwrap' });
  const t0 = performance.now();
  const result = await judge.judge(request(language, right[language]));
  const took = ms(t0);
  await judge.close();
  if (result.verdict !== 'Accepted') throw new Error(`${language} cold start: ${result.verdict}`);
  return took;
}

const cold = {};
for (const language of ['javascript', 'typescript', 'python', 'sql']) {
  const times = [];
  for (let i = 0; i < rounds; i++) times.push(await coldStart(language));
  cold[language] = median(times);
  console.log(`cold start ${language}: ${cold[language]} ms (median of ${rounds})`);
}

const judge = new SandboxJudge({ concurrency, isolation: 'bwrap' });
await judge.warm(['js']);
const trivialRounds = [];
for (let round = 0; round < rounds; round++) {
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: 100 }, () => judge.judge(request('javascript', right.javascript))),
  );
  trivialRounds.push(ms(t0));
  const wrong = results.filter((r) => r.verdict !== 'Accepted');
  if (wrong.length) throw new Error(`${wrong.length} trivial submissions not accepted: ${wrong[0].verdict}`);
}
const trivial = median(trivialRounds);
console.log(
  `100 trivial JavaScript submissions: ${trivial} ms (rounds ${trivialRounds.join(', ')} ms; goal < 5000 ms; ${concurrency} at a time)`,
);

// Python with a warm pool: each submission finds a started, unused sandbox process (the pool is
// let refill between submissions, as it does between a learner's clicks).
const pythonTimes = [];
for (let i = 0; i < 9 * rounds; i++) {
  await judge.warm(['python']);
  const t1 = performance.now();
  const result = await judge.judge(request('python', right.python));
  pythonTimes.push(ms(t1));
  if (result.verdict !== 'Accepted') throw new Error(`python warm: ${result.verdict}`);
}
const pythonP50 = median(pythonTimes);
console.log(`Python verdict with a warm pool: p50 ${pythonP50} ms (${pythonTimes.length} submissions; goal < 1500 ms)`);

// SQL with a warm pool, as Python; then 100 trivial SQL submissions at once.
const sqlTimes = [];
for (let i = 0; i < 9 * rounds; i++) {
  await judge.warm(['sql']);
  const t1 = performance.now();
  const result = await judge.judge(request('sql', right.sql));
  sqlTimes.push(ms(t1));
  if (result.verdict !== 'Accepted') throw new Error(`sql warm: ${result.verdict}`);
}
const sqlP50 = median(sqlTimes);
console.log(`SQL verdict with a warm pool: p50 ${sqlP50} ms (${sqlTimes.length} submissions; goal <= 1500 ms)`);
const sqlTrivialRounds = [];
for (let round = 0; round < rounds; round++) {
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: 100 }, () => judge.judge(request('sql', right.sql))));
  sqlTrivialRounds.push(ms(t0));
  const wrong = results.filter((r) => r.verdict !== 'Accepted');
  if (wrong.length) throw new Error(`${wrong.length} trivial SQL submissions not accepted: ${wrong[0].verdict}`);
}
const sqlTrivial = median(sqlTrivialRounds);
console.log(
  `100 trivial SQL submissions: ${sqlTrivial} ms (rounds ${sqlTrivialRounds.join(', ')} ms; goal <= 10000 ms; ${concurrency} at a time)`,
);

const rssBefore = process.memoryUsage().rss;
const verdicts = new Map();
const t0 = performance.now();
for (let i = 0; i < 1_000; i++) {
  const [name, code, timeMs] = hostileJs[i % hostileJs.length];
  const language = i % 2 ? 'typescript' : 'javascript';
  const result = await judge.judge(request(language, code, timeMs));
  const key = `${name}: ${result.verdict}`;
  verdicts.set(key, (verdicts.get(key) ?? 0) + 1);
}
const hostileMs = ms(t0);
for (const [name, code, timeMs] of hostilePython) {
  const result = await judge.judge(request('python', code, timeMs));
  verdicts.set(`python ${name}: ${result.verdict}`, 1);
}
for (const [name, code, timeMs] of hostileSql) {
  const result = await judge.judge(request('sql', code, timeMs));
  verdicts.set(`sql ${name}: ${result.verdict}`, 1);
}
const after = {};
for (const language of ['javascript', 'typescript', 'python', 'sql'])
  after[language] = (await judge.judge(request(language, right[language]))).verdict;
const rssAfter = process.memoryUsage().rss;
await judge.close();
const healthy = Object.values(after).every((v) => v === 'Accepted');
console.log(
  `1,000 hostile runs in ${(hostileMs / 1000).toFixed(1)} s; then ${JSON.stringify(after)}; RSS ${Math.round(rssBefore / 2 ** 20)} → ${Math.round(rssAfter / 2 ** 20)} MB`,
);
for (const [key, n] of verdicts) console.log(`  ${key} ×${n}`);

const section = `## Sandbox judge

\`node scripts/bench/judge.mjs\` (run by \`npm run bench\`), ${new Date().toISOString().slice(0, 10)}, ${concurrency} cores, median of ${rounds} rounds.

| Measure | Result | Goal |
| --- | --- | --- |
| Cold start, JavaScript (new sandbox process, QuickJS, 3 tests) | ${cold.javascript} ms | reported |
| Cold start, TypeScript (+ type stripping) | ${cold.typescript} ms | reported |
| Cold start, Python (new sandbox process, Pyodide load, 3 tests) | ${cold.python} ms | reported |
| 100 trivial JavaScript submissions, ${concurrency} at a time, one sandbox process each | ${trivial} ms (rounds: ${trivialRounds.join(', ')}) | < 5,000 ms |
| Python verdict with a warm pool, p50 of ${pythonTimes.length} | ${pythonP50} ms | < 1,500 ms |
| Cold start, SQL (new sandbox process, PGlite from its snapshot, 3 tests: a schema each) | ${cold.sql} ms | reported |
| SQL verdict with a warm pool, p50 of ${sqlTimes.length} | ${sqlP50} ms | ≤ 1,500 ms |
| 100 trivial SQL submissions, ${concurrency} at a time (a SQL sandbox judges up to 50, reset between) | ${sqlTrivial} ms (rounds: ${sqlTrivialRounds.join(', ')}) | ≤ 10,000 ms |
| 1,000 hostile JavaScript/TypeScript runs in a row, then Python's and SQL's hostile programs | ${(hostileMs / 1000).toFixed(1)} s; judge ${healthy ? 'healthy' : 'NOT healthy'} after (${Object.entries(
  after,
)
  .map(([l, v]) => `${l} ${v}`)
  .join(
    ', ',
  )}); RSS ${Math.round(rssBefore / 2 ** 20)} → ${Math.round(rssAfter / 2 ** 20)} MB | every run a verdict, the judge healthy |

Verdicts of the hostile runs: ${[...verdicts].map(([key, n]) => `${key} ×${n}`).join('; ')}.
`;

writeBenchmarkSection('Sandbox judge', section);
if (!healthy || trivial >= 5_000 || pythonP50 >= 1_500 || sqlP50 > 1_500 || sqlTrivial > 10_000) process.exitCode = 1;
