// Budget check after `vite build`: the JavaScript a first visit to the home
// page downloads (entry script, its static imports, and the home page chunk)
// must stay within 170 kB gzip (ARCHITECTURE.md).
//   node scripts/check-bundle-size.mjs [distDir]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// The entry script: a module script of Vite's index.html, or after prerendering the
// data-app-entry attribute that public/route-flag.js loads it from.
const entry = [...html.matchAll(/(?:<script[^>]+type="module"[^>]+src="|data-app-entry=")\/assets\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
if (entry.length === 0) throw new Error('No module script found in dist/index.html');

const home = readdirSync(assets).filter((file) => /^HomePage-[\w-]+\.js$/.test(file));
const seen = new Set();
const queue = [...entry, ...home];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only: `import{...}from"./X.js"` or `import"./X.js"`.
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    queue.push(match[1]);
  }
}

let total = 0;
const rows = [...seen].map((file) => {
  const size = gzipSync(readFileSync(join(assets, file))).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Initial JS of the home page: ${(total / 1024).toFixed(1)} kB gzip (${verdict} the ${BUDGET_BYTES / 1024} kB budget)`,
);
if (total > BUDGET_BYTES) process.exit(1);
