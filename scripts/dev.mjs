// `npm run dev`: the API (rebuilt on change) on :3000 and the Vite dev server on :5173 proxying /api.
import { spawn } from 'node:child_process';
import { requireNode24, root } from './lib/run.mjs';

requireNode24();
const children = [
  spawn('npm', ['run', 'dev', '-w', 'backend'], {
    cwd: root,
    stdio: 'inherit',
    env: { APP_URL: 'http://localhost:5173', ...process.env, SERVE_SPA: 'false' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
