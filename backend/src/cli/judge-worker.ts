// `npm run judge:worker`: a judge worker without the web server. It reads the same durable queue
// (pg-boss on DATABASE_URL) as the API instances and judges JUDGE_CONCURRENCY submissions at a
// time (the CPU cores by default); start as many as there are machines to spare. Ctrl-C (SIGINT)
// or SIGTERM finishes the submissions in hand, then stops.
import 'reflect-metadata';
import { availableParallelism } from 'node:os';
import { createApp } from '../bootstrap.js';
import { AppConfig } from '../platform/config/app-config.js';
import { loadEnvironment } from '../platform/config/environment.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (databaseUrl) => {
  const env = loadEnvironment({
    ...process.env,
    SCHEDULER_ENABLED: 'false',
    SERVE_SPA: 'false',
    MIGRATE_ON_START: 'false',
    JUDGE_CONCURRENCY: process.env.JUDGE_CONCURRENCY ?? String(availableParallelism()),
  });
  const config = new AppConfig(env, { databaseUrl, deploymentId: 'judge-worker' });
  const app = await createApp(config);
  await app.init();
  console.log(`judge worker: judging ${config.judgeConcurrency} submission(s) at a time`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await app.close();
});
