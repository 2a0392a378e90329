// `npm start`: builds what is missing or stale, then serves the API and the SPA on one port.
// Without DATABASE_URL the backend starts an embedded PostgreSQL with its data under .data/.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { emulatorAvailable, startAuthEmulator } from './lib/firebase-emulator.mjs';
import { mtime, newestMtime, requireNode24, root, run } from './lib/run.mjs';

requireNode24();

// The shared resume model (packages/resume-core) both the API and the web app are built with.
const shared = ['packages/resume-core/src', 'packages/resume-core/tsconfig.json'];
const packagesStale = mtime('packages/resume-core/dist/index.js') < newestMtime(shared);
const backendStale =
  mtime('backend/dist/main.js') <
  newestMtime(['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', ...shared]);
const frontendStale =
  mtime('frontend/dist/index.html') <
  newestMtime(['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', ...shared]);

if (packagesStale) {
  console.log('Building the shared packages (first start or changed sources)...');
  if ((await run(process.execPath, ['scripts/build-packages.mjs'])) !== 0) process.exit(1);
}

if (frontendStale) {
  console.log('Building the web app (first start or changed sources)...');
  if ((await run('npm', ['run', 'build', '-w', 'frontend'])) !== 0) process.exit(1);
}
if (backendStale) {
  console.log('Building the API (first start or changed sources)...');
  if ((await run('npm', ['run', 'build', '-w', 'backend'])) !== 0) process.exit(1);
}

// Email and Google sign-in: a real Firebase project when configured, else the local Auth
// emulator (project demo-devpath) whose accounts are kept under .data/firebase.
const env = { ...process.env };
let emulator;
if (!env.FIREBASE_PROJECT_ID && env.NODE_ENV !== 'production' && emulatorAvailable()) {
  try {
    emulator = await startAuthEmulator({
      projectId: 'demo-devpath',
      dataDir: join(root, '.data/firebase'),
      log: console.log,
    });
    env.FIREBASE_PROJECT_ID = emulator.projectId;
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  } catch (error) {
    console.warn(`Email/Google sign-in is off: ${error.message.split('\n')[0]}`);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: `${root}backend`,
  stdio: 'inherit',
  env,
});
// Ctrl-C reaches every process of the terminal; forward other termination requests to the server.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => {});
server.on('exit', async (code, signal) => {
  await emulator?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
