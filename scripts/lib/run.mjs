// Small helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `DevPath needs Node 24 or newer (this is ${process.version}). Install Node 24 (see .nvmrc) and run the command again.`,
    );
    process.exit(1);
  }
}

/**
 * Runs a command with inherited output (or collected in `capture`); resolves with its exit code. With `timeoutMs`, a command
 * still running then is killed with its whole process group and counts as failed (exit code
 * 124): a hung part of the suite fails CI within its time instead of using up CI's own.
 */
export function run(command, args, { timeoutMs, capture, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      // `capture` (an array): the command's output is collected there instead of shown.
      ...(capture ? { stdio: ['ignore', 'pipe', 'pipe'] } : {}),
      detached: Boolean(timeoutMs),
    });
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => capture.push(chunk));
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          const message = `\n  ${command} ${args.join(' ')} was still running after ${Math.round(timeoutMs / 60_000)} min: stopped, counted as failed.\n`;
          if (capture) capture.push(Buffer.from(message));
          else console.log(message);
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            child.kill('SIGKILL');
          }
        }, timeoutMs)
      : undefined;
    child.on('error', reject);
    // With `capture`, 'close': the output is all read (a process can exit before its pipes drain).
    child.on(capture ? 'close' : 'exit', (code, signal) => {
      clearTimeout(timer);
      resolve(timedOut ? 124 : (code ?? (signal ? 1 : 0)));
    });
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
  for (const p of paths) visit(join(root, p));
  return newest;
}

export function mtime(path) {
  const full = join(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}
