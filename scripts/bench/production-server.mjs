// The production build (backend/dist/main.js) on a database of its own and a free port, as the
// benches that measure a whole server start it: production mode, bench-only secrets, no
// scheduler, no SPA, rate limits out of the way. `env` adds or overrides variables.
import { spawn } from 'node:child_process';
import { freePorts } from '../lib/net.mjs';
import { root } from '../lib/run.mjs';
import { provisionTestDatabase } from '../lib/test-database.mjs';
import { TEST_CREDENTIAL_SIGNING_KEY } from '../lib/test-credential-key.mjs';

export async function startProductionServer(env = {}) {
  const db = await provisionTestDatabase();
  const [port] = await freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      CSRF_SECRET: 'bench-only-csrf-secret-0123456789abcdef',
      JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
      CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SIGNING_KEY,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '100000000',
      SCHEDULER_ENABLED: 'false',
      SERVE_SPA: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  /** Resolves once /api/health/ready answers (a minute at most). */
  const ready = async () => {
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${base}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the server did not become ready');
  };
  return { db, port, base, server, ready };
}
