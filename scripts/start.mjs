// `npm start`: builds what is missing or stale, then serves the API and the SPA on one port.
// Without DATABASE_URL the backend starts an embedded PostgreSQL with its data under .data/.
import { spawn } from 'node:child_process';
import { mtime, newestMtime, requireNode24, root, run } from './lib/run.mjs';

requireNode24();

const backendStale = mtime('backend/dist/main.js') < newestMtime(['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json']);
const frontendStale =
  mtime('frontend/dist/index.html') < newestMtime(['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts']);

if (frontendStale) {
  console.log('Building the web app (first start or changed sources)...');
  if ((await run('npm', ['run', 'build', '-w', 'frontend'])) !== 0) process.exit(1);
}
if (backendStale) {
  console.log('Building the API (first start or changed sources)...');
  if ((await run('npm', ['run', 'build', '-w', 'backend'])) !== 0) process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: `${root}backend`,
  stdio: 'inherit',
  env: process.env,
});
// Ctrl-C reaches both processes; forward other termination requests to the server.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
