// Starts the Firebase Auth emulator (firebase-tools, no Java, no network) on free ports, for the
// tests and the local start. Never used in production: the backend refuses
// FIREBASE_AUTH_EMULATOR_HOST when NODE_ENV=production.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from './net.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const firebaseBin = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');

export function emulatorAvailable() {
  return existsSync(firebaseBin);
}

/**
 * @param {{ projectId?: string, dataDir?: string, log?: (m: string) => void }} options
 *   dataDir: import accounts from it on start and export them on exit (the local start keeps its users).
 * @returns {Promise<{ host: string, projectId: string, stop(): Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  try {
    return await startOnce(options);
  } catch (error) {
    // A port taken between choosing it and binding it: once more, on other ports.
    if (!/port taken|not open/i.test(String(error?.message))) throw error;
    options.log?.('The Auth emulator found a port taken; starting it again on other ports.');
    return startOnce(options);
  }
}

async function startOnce({ projectId = 'demo-devpath', dataDir, log = () => {} } = {}) {
  if (!emulatorAvailable()) throw new Error('firebase-tools is not installed (npm install).');
  const [auth, hub, logging] = await freePorts(3);
  const configDir = mkdtempSync(join(tmpdir(), 'devpath-firebase-'));
  writeFileSync(
    join(configDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [
    firebaseBin,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    join(configDir, 'firebase.json'),
  ];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: configDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));

  const host = `127.0.0.1:${auth}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`http://${host}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      log(`Firebase Auth emulator ready at ${host} (project ${projectId}).`);
      return {
        host,
        projectId,
        async stop() {
          if (child.exitCode === null) {
            try {
              process.kill(-child.pid, 'SIGINT');
            } catch {}
            await new Promise((resolve) => {
              const timer = setTimeout(() => {
                try {
                  process.kill(-child.pid, 'SIGKILL');
                } catch {}
                resolve();
              }, 15_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
            });
          }
          rmSync(configDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  rmSync(configDir, { recursive: true, force: true });
  throw new Error(`The Firebase Auth emulator did not start:\n${output.slice(-2000)}`);
}
