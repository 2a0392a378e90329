// After tsc: copy the non-TypeScript files the code reads at run time (e.g. the common-password
// list) into dist/, and stamp dist/build-info.json with a fresh build id, so that
// GET /api/deployment-info changes with each build.
import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ASSETS = /\.(txt|json|mjs)$/; // .mjs: worker-thread scripts loaded as they are (the practice judge)

const visit = (dir) => {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) visit(full);
    else if (ASSETS.test(entry) && !entry.startsWith('.')) cpSync(full, join(dist, relative(src, full)));
  }
};
visit(src);

const builtAt = new Date().toISOString();
const buildId = `${builtAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
writeFileSync(join(dist, 'build-info.json'), `${JSON.stringify({ buildId, builtAt }, null, 2)}\n`);
