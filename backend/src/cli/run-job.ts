// Runs scheduled jobs now, as the scheduler would (the current tick, once across instances),
// and prints how long each took: `npm run job -w backend -- <name> [<name> ...]` (no name: lists them).
// `--at <ISO time>` runs them as of that moment's tick instead (a missed week's league turn, say).
import 'reflect-metadata';
import { createApp } from '../bootstrap.js';
import { AppConfig } from '../platform/config/app-config.js';
import { loadEnvironment } from '../platform/config/environment.js';
import { JobRunner } from '../platform/scheduling/job-runner.js';
import { withDatabase } from './with-database.js';

const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const at = atIndex >= 0 ? new Date(args[atIndex + 1] ?? '') : new Date();
const names = atIndex >= 0 ? args.filter((_, i) => i !== atIndex && i !== atIndex + 1) : args;
if (Number.isNaN(at.getTime())) {
  console.error(`--at needs an ISO time (got "${args[atIndex + 1] ?? ''}").`);
  process.exit(1);
}
await withDatabase(async (databaseUrl) => {
  // Only the named jobs run: no scheduler, no SPA, and no judging (a judging process would also
  // calibrate the problems' time limits in the background, beside the job being timed).
  const env = loadEnvironment({
    ...process.env,
    SCHEDULER_ENABLED: 'false',
    SERVE_SPA: 'false',
    MIGRATE_ON_START: 'false',
    JUDGE_CONCURRENCY: '0',
  });
  const app = await createApp(new AppConfig(env, { databaseUrl, deploymentId: 'cli' }));
  await app.init();
  try {
    const jobs = app.get(JobRunner).jobs;
    if (!names.length) {
      console.log(`Scheduled jobs: ${jobs.map((job) => job.name).join(', ')}`);
      return;
    }
    for (const name of names) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) {
        console.error(`No scheduled job is named "${name}" (known: ${jobs.map((j) => j.name).join(', ')}).`);
        process.exitCode = 1;
        continue;
      }
      const started = process.hrtime.bigint();
      const outcome = await job.run(at);
      console.log(`${name}: ${outcome} in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(2)} s`);
      if (outcome === 'failed') process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
});
