// Small helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(`DevPath needs Node 24 or newer (this is ${process.version}). Install Node 24 (see .nvmrc) and run the command again.`);
    process.exit(1);
  }
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time (ms) of the files under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

export function mtime(path) {
  const full = join(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}
