// CPU time a server spends per request, read from /proc (Linux): steadier than requests per
// second on a shared machine, where throughput moves ±30 % from minute to minute but the CPU a
// request costs moves far less. For weighing one change to the request path against another.
//   node scripts/bench/cpu-per-request.mjs --pid <server pid> --url <url> [--url <url> ...]
//     [--header 'name: value'] [--requests 40000] [--rounds 5] [--connections 20]
// Each url is warmed up, then sent --requests requests per round (autocannon, closed loop), and
// the server's user+system CPU time over the round divided by the requests answered.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const values = (name) => process.argv.flatMap((arg, i) => (arg === `--${name}` ? [process.argv[i + 1]] : []));
const number = (name, fallback) => Number(values(name)[0] ?? fallback);
const pids = values('pid').map(Number);
const urls = values('url');
const headers = Object.fromEntries(
  values('header').map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
);
const requests = number('requests', 40_000);
const rounds = number('rounds', 5);
const connections = number('connections', 20);
if (!pids.length || !urls.length) {
  console.error('usage: --pid <pid> (one per url, or one for all) --url <url> ...');
  process.exit(2);
}

/** utime + stime of a process, in microseconds (clock ticks are 100 per second on Linux). */
function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const load = (url, amount) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, amount, headers }, (error, result) => (error ? reject(error) : resolve(result))),
  );

const results = urls.map((url) => ({ url, perRequest: [] }));
for (const url of urls) await load(url, Math.min(requests, 10_000));
for (let round = 0; round < rounds; round++) {
  for (const [i, result] of results.entries()) {
    const pid = pids[i] ?? pids[0];
    const before = cpuMicros(pid);
    const run = await load(result.url, requests);
    const answered = run['2xx'] + run.non2xx;
    result.perRequest.push((cpuMicros(pid) - before) / answered);
    if (run.non2xx || run.errors) console.warn(`${result.url}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const { url, perRequest } of results) {
  console.log(
    `${median(perRequest).toFixed(1).padStart(7)} µs CPU per request (rounds ${perRequest.map((x) => x.toFixed(1)).join(', ')})  ${url}`,
  );
}
