// Summarises a V8 CPU profile (`npm run bench -- --profile <dir>` writes one per server process):
//   node scripts/bench/profile-summary.mjs <file.cpuprofile> [--top 30] [--match <regex>]
// Prints, as shares of the profile's busy (non-idle) time:
//  - self time by package (a node_modules package, our backend's file, Node's internals, GC);
//  - the functions with the most self time;
//  - the inclusive time of every function whose name or file matches --match (each sample counted
//    once per function however deep the recursion), to read what one middleware, guard or
//    interceptor costs with everything it calls.
// --since <s> leaves out the first seconds (the server's start).
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [--top N] [--match regex]');
  process.exit(2);
}
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const top = Number(option('top') ?? 30);
const match = option('match') ? new RegExp(option('match')) : undefined;
// --since <s>: only the samples taken that many seconds after the profile began (leaves out the
// server's start, which otherwise dominates a short run).
const since = Number(option('since') ?? 0) * 1e6;

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** Where a frame's code lives: a package, one of our files, Node itself, or V8's own entries. */
function ownerOf(url) {
  if (!url) return '(native/V8)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node (internals)';
  const dist = url.indexOf('/dist/');
  if (dist >= 0) return `ours: ${url.slice(dist + '/dist/'.length).replace(/\/[^/]+$/, '')}`;
  return url;
}
const short = (url) =>
  url
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/dist\//, '')
    .replace(/^file:\/\//, '');
const keyOf = (frame) => `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`;

const time = new Map(); // node id -> microseconds (self)
let elapsed = 0;
for (let i = 0; i < profile.samples.length; i++) {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed < since) continue;
  const id = profile.samples[i];
  time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const idle = new Set(['(idle)', '(program)']);
let busy = 0;
const selfByFunction = new Map();
const selfByOwner = new Map();
const inclusive = new Map();
for (const [id, micros] of time) {
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  if (idle.has(name)) continue;
  busy += micros;
  const owner = name === '(garbage collector)' ? '(garbage collector)' : ownerOf(node.callFrame.url);
  selfByOwner.set(owner, (selfByOwner.get(owner) ?? 0) + micros);
  selfByFunction.set(keyOf(node.callFrame), (selfByFunction.get(keyOf(node.callFrame)) ?? 0) + micros);
  if (match) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at).callFrame;
      if (!match.test(frame.functionName) && !match.test(frame.url)) continue;
      const key = keyOf(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
    }
  }
}
const share = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`  ${share(micros)}  ${key}`);
};
console.log(
  `${file}: busy ${(busy / 1e6).toFixed(1)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`,
);
print('Self time by package', selfByOwner, top);
print('Self time by function', selfByFunction, top);
if (match) print(`Inclusive time of functions matching ${match}`, inclusive, top);
