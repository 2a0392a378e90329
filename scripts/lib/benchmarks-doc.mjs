// docs/benchmarks.md is written in parts: `npm run bench` rewrites its table and keeps the
// sections after it; each extra bench script replaces its own "## ..." section (or adds it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

/** Replaces the section that starts with `## ${heading}` (up to the next "## ") with `section`, or appends it. */
export function writeBenchmarkSection(heading, section) {
  const path = join(root, 'docs/benchmarks.md');
  const doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(`## ${heading}`);
  const next = start >= 0 ? doc.indexOf('\n## ', start + 3) : -1;
  const updated =
    start < 0
      ? `${doc.trimEnd()}\n\n${section}`
      : `${doc.slice(0, start)}${section}${next >= 0 ? doc.slice(next) : ''}`;
  writeFileSync(path, updated.endsWith('\n') ? updated : `${updated}\n`);
}
